import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, expectLandingPage, heading, signIn, signUp } from './support/accounts';
import { pointUntilRuler } from './support/reading-aids';
import { checkAccessibility, launchBrowser, newPage } from './support/browser';
import { deviceStorage } from './support/device-storage';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const rootStyle = (page: Page, name: string) =>
  page.evaluate((prop) => getComputedStyle(document.documentElement).getPropertyValue(prop).trim(), name);

/** Chooses a card the way a keyboard user does: focus its radio and press Space. */
async function choose(page: Page, name: string) {
  await page.getByRole('radio', { name }).focus();
  await page.keyboard.press('Space');
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect.poll(() => page.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
}

describe('settings', () => {
  it('passes an axe scan on every tab and moves between tabs with the arrow keys', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await page.goto('/settings');
    await expect.poll(() => heading(page)).toBe('Settings');
    expect(await page.getByText('Customize your experience to match your needs').count()).toBe(1);
    for (const tab of ['Profile', 'Appearance', 'Accessibility', 'Connections', 'Notifications', 'Privacy']) {
      await openTab(page, tab);
      await checkAccessibility(page, `settings-${tab.toLowerCase()}`);
    }
    await page.getByRole('tab', { name: 'Privacy' }).focus();
    await page.keyboard.press('ArrowUp');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Notifications' }).getAttribute('aria-selected'))
      .toBe('true');
    await context.close();
  });

  it('applies theme, font, reading mode and spacing at once, on other screens, after reload and on another device', async () => {
    const { page, context } = await newPage(browser);
    const { email } = await signUp(page);
    await page.goto('/settings?tab=appearance');
    await choose(page, 'Rose');
    await expect.poll(() => rootStyle(page, '--theme-color')).toBe('#e11d48');
    await choose(page, 'OpenDyslexic');
    await expect.poll(() => rootStyle(page, '--font-family')).toContain('OpenDyslexic');
    await choose(page, 'Bionic Reading');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.bionicReading)).toBe('true');

    await openTab(page, 'Accessibility');
    const slider = page.getByRole('slider', { name: 'Line spacing' });
    await slider.focus();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => rootStyle(page, '--line-height')).toBe('2');
    const ruler = page.getByRole('checkbox', { name: 'Reading ruler' });
    await ruler.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => ruler.isChecked()).toBe(true);
    await expect
      .poll(() => page.request.get('/api/settings').then((r) => r.json()))
      .toMatchObject({
        themeColor: 'rose',
        fontFamily: 'opendyslexic',
        fontStyle: 'bionic',
        lineSpacing: 2,
        readingRuler: true,
      });

    // The page itself arrives painted in the chosen look, before any script runs.
    const served = await (await page.request.get('/tools')).text();
    expect(served).toContain('--theme-color: #e11d48');
    expect(served).toContain('data-reading-mode="bionic"');

    // Another screen, after a reload: applied before the saved settings even arrive.
    await page.route('**/api/settings', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      // The page may be gone by then (the test moved on): nothing is left to answer.
      await route.continue().catch(() => undefined);
    });
    await page.goto('/tools');
    await expect.poll(() => heading(page)).toBe('Support Tools');
    expect(await rootStyle(page, '--theme-color')).toBe('#e11d48');
    expect(await rootStyle(page, '--line-height')).toBe('2');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('OpenDyslexic');
    await page.unroute('**/api/settings');
    await expect.poll(() => page.locator('[data-reading-surface] b').count()).toBeGreaterThan(0);
    await pointUntilRuler(page, page.locator('[data-reading-surface]').first(), { x: 4, y: 4 });
    await checkAccessibility(page, 'catalogue-rose-bionic');
    await context.close();

    const other = await newPage(browser);
    await signIn(other.page, email, PASSWORD);
    await expect.poll(() => rootStyle(other.page, '--theme-color')).toBe('#e11d48');
    await other.context.close();
  });

  it('follows a dark system setting with readable colours', async () => {
    const { page, context } = await newPage(browser, { colorScheme: 'dark' });
    await signUp(page);
    await page.goto('/dashboard');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.colorScheme)).toBe('dark');
    await expect.poll(() => page.getByRole('heading', { name: 'Daily Tips & Advice' }).count()).toBe(1);
    await checkAccessibility(page, 'dashboard-dark');
    await page.goto('/settings?tab=appearance');
    await expect.poll(() => heading(page)).toBe('Settings');
    await checkAccessibility(page, 'settings-appearance-dark');
    await context.close();
  });

  it('edits the profile and shows it again', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Name').fill('Jo March');
    await page.getByLabel('Age').fill('130');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Age must be between 1 and 120.').count()).toBe(1);
    await page.getByLabel('Age').fill('41');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Edit Profile' }).count()).toBe(1);
    expect(await page.getByText('Jo March').count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByText('Jo March').count()).toBe(1);
    await context.close();
  });

  it('downloads all of the user data as one JSON file, once the password is given', async () => {
    const { page, context } = await newPage(browser);
    const { email } = await signUp(page);
    await page.goto('/settings?tab=privacy');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download your data' });
    await dialog.getByLabel('Current password').fill('Not-My-Pass-1');
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    await expect
      .poll(() => dialog.getByText('Your current password is not right. Please try again.').count())
      .toBe(1);
    await checkAccessibility(page, 'settings-download-dialog');
    await dialog.getByLabel('Current password').fill(PASSWORD);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('neuronest-my-data.json');
    const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
      account: { email: string };
    };
    expect(data.account.email).toBe(email);
    await context.close();
  });

  it('deletes the account after the e-mail and password are typed, then the account is gone', async () => {
    const { page, context } = await newPage(browser);
    const { email } = await signUp(page);
    // Something of the person on the device: a routine being played, with its steps and notes.
    await page.goto('/tools/routine-planner');
    await page.getByRole('button', { name: 'Use this routine: Leaving the house' }).click();
    await page.getByRole('button', { name: 'Start: Leaving the house' }).click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('neuronest.routines.play')))
      .toContain('Check the weather');
    await page.goto('/settings?tab=privacy');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await checkAccessibility(page, 'settings-delete-dialog');
    const confirm = dialog.getByRole('button', { name: 'Delete', exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type your e-mail address to confirm').fill(email);
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Current password').fill(PASSWORD);
    await confirm.click();
    await expectLandingPage(page);
    await expect.poll(() => heading(page)).toMatch(/NeuroNest/);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Your account and everything in it' }).count())
      .toBe(1);
    // Nothing of the person stays on the device: no key the app wrote, no database it made.
    expect(await deviceStorage(page)).toEqual({ keys: [], databases: [] });

    await page.goto('/auth');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Invalid e-mail or password. Please try again.');
    await context.close();
  });
});
