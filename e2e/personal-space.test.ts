import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  heading,
  latestMailLink,
  newEmail,
  openOnboarding,
  PASSWORD,
  signIn,
  signUp,
} from './support/accounts';
import { baseUrl, checkAccessibility, launchBrowser, newPage } from './support/browser';
import { pointUntilRuler } from './support/reading-aids';

/** Server work (password hashing, mail) can take seconds on a busy machine; wait for it, never time it. */
const SLOW = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Counts the requests a page sends to one API path with one method, from now on. */
function countRequests(page: Page, method: string, path: string) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

const meterText = (page: Page) =>
  page.getByRole('meter', { name: 'Password strength' }).getAttribute('aria-valuetext');

describe('sign-up', () => {
  it('clears each message as soon as it stops being true, and the meter agrees with the rule', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/auth');
    await expect.poll(() => heading(page), SLOW).toBe('Welcome Back');
    // Already on the sign-in page: the header does not offer it again.
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect.poll(() => heading(page), SLOW).toBe('Create Account');

    await page.getByRole('button', { name: 'Create Account' }).click();
    const missing = page
      .getByRole('alert')
      .filter({ hasText: 'Please enter your e-mail address and a password.' });
    await expect.poll(() => missing.count(), SLOW).toBe(1);
    await checkAccessibility(page, 'sign-up-missing');
    await page.getByLabel('E-mail').fill(newEmail('meter'));
    expect(await missing.count()).toBe(1);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('abcdefgH');
    await expect.poll(() => missing.count(), SLOW).toBe(0);

    // Three of five checks: refused, so the meter says Fair, never Good.
    expect(await meterText(page)).toBe('Fair, 60%');
    const weak = page.getByText('Please create a stronger password');
    expect(await weak.count()).toBe(1);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), SLOW)
      .toBe('password');
    expect(new URL(page.url()).pathname).toBe('/auth');
    await checkAccessibility(page, 'sign-up-weak');

    await password.fill('abcdefH1');
    await expect.poll(() => meterText(page), SLOW).toBe('Good, 80%');
    expect(await weak.count()).toBe(0);
    await password.fill('abcdeH1!');
    await expect.poll(() => meterText(page), SLOW).toBe('Strong, 100%');
    await checkAccessibility(page, 'sign-up-strong');
    await context.close();
  });
});

describe('settings', () => {
  it('previews with the arrow keys, saves once when the user settles, and says Saved beside it', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await page.goto('/settings?tab=appearance');
    await expect.poll(() => heading(page), SLOW).toBe('Settings');
    const saves = countRequests(page, 'PATCH', '/api/settings');

    await page.getByRole('radio', { name: 'Indigo' }).focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Emerald' }).isChecked()).toBe(true);
    expect(saves()).toBe(0);
    // Nothing restyled the app while the user was looking.
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--theme-color'))).toBe(
      '#4f46e5',
    );
    await page.keyboard.press('Space');
    const theme = page.getByRole('radiogroup', { name: 'Theme colour' });
    await expect.poll(() => theme.getByRole('status').textContent(), SLOW).toBe('Saved');
    expect(saves()).toBe(1);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--theme-color')), SLOW)
      .toBe('#047857');
    expect((await (await page.request.get('/api/settings')).json()).themeColor).toBe('emerald');
    await checkAccessibility(page, 'settings-saved');

    // A failure is said where the change was made, in the user's own font.
    await page.route('**/api/settings', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Boom' } } })
        : route.continue(),
    );
    await page.getByText('Georgia', { exact: true }).click();
    const font = page.getByRole('radiogroup', { name: 'Font Family' });
    const alert = font.getByRole('alert');
    await expect
      .poll(() => alert.textContent(), SLOW)
      .toBe('Your change could not be saved. Please try again.');
    expect(await alert.evaluate((el) => getComputedStyle(el).fontFamily)).toBe(
      await page.evaluate(() => getComputedStyle(document.body).fontFamily),
    );
    await expect.poll(() => page.getByRole('radio', { name: 'System Default' }).isChecked(), SLOW).toBe(true);
    await checkAccessibility(page, 'settings-save-failed');
    await context.close();
  });

  it('changes city, country and time zone later, and the dashboard clock follows', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('City', { exact: true }).fill('Tokyo');
    await page.getByLabel('Country', { exact: true }).fill('Japan');
    const suggestion = page.getByRole('button', { name: /^Use Asia \/ Tokyo, fits your city and country/ });
    await expect.poll(() => suggestion.count(), SLOW).toBe(1);

    // Searching the list by keyboard.
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await zone.fill('');
    await zone.pressSequentially('kolk');
    await expect.poll(() => zone.getAttribute('aria-expanded'), SLOW).toBe('true');
    await checkAccessibility(page, 'settings-time-zone-list');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await zone.inputValue()).toBe('Asia/Kolkata');
    // Then the proposal from the city and country, in one press.
    await suggestion.click();
    expect(await zone.inputValue()).toBe('Asia/Tokyo');
    await page.getByRole('button', { name: 'Save' }).click();

    const personal = page.getByRole('region', { name: 'Personal Information' });
    await expect.poll(() => personal.getByRole('status').last().textContent(), SLOW).toBe('Saved');
    expect(await personal.getByText('Tokyo, Japan').count()).toBe(1);
    expect(await personal.getByText('Asia / Tokyo').count()).toBe(1);
    await checkAccessibility(page, 'settings-location-saved');

    await page.goto('/dashboard');
    const clock = page.getByRole('region', { name: 'Your location' }).locator('time');
    const tokyoNow = () =>
      [0, 60_000].map((ahead) =>
        new Intl.DateTimeFormat('en-GB', {
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          timeZone: 'Asia/Tokyo',
        }).format(new Date(Date.now() + ahead)),
      );
    await expect.poll(async () => tokyoNow().includes((await clock.textContent()) ?? ''), SLOW).toBe(true);
    await context.close();
  });

  it('changes the password, signing out other devices, and the e-mail through a link to the new address', async () => {
    const { page, context } = await newPage(browser);
    const { email } = await signUp(page);
    const other = await newPage(browser);
    await signIn(other.page, email);

    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('Not-My-Pass-1');
    await form.getByLabel('New password').fill('Quiet-Fern-77');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => form.getByText('Your current password is not right. Please try again.').count(), SLOW)
      .toBe(1);
    await checkAccessibility(page, 'settings-password-wrong');
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect
      .poll(() => form.getByRole('status').filter({ hasText: 'Your password is changed.' }).count(), SLOW)
      .toBe(1);
    // The other device was signed out; the new password works there.
    await other.page.goto('/dashboard');
    await other.page.waitForURL('**/auth');
    await signIn(other.page, email, 'Quiet-Fern-77');
    await other.context.close();

    const moved = newEmail('moved');
    const emailForm = page.getByRole('form', { name: 'Change e-mail' });
    await emailForm.getByLabel('New e-mail address').fill(moved);
    await emailForm.getByLabel('Current password').fill('Quiet-Fern-77');
    await emailForm.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect.poll(() => emailForm.getByRole('status').textContent(), SLOW).toContain(moved);
    await checkAccessibility(page, 'settings-email-sent');
    const link = await latestMailLink(baseUrl(), moved, 'Confirm your new NeuroNest e-mail address');
    await page.goto(link);
    await page.waitForURL('**/settings');
    const account = page.getByRole('region', { name: 'Account Information' });
    await expect.poll(() => account.getByText(moved).count(), SLOW).toBe(1);

    // The old address is told, and its link takes the account back.
    const undo = await latestMailLink(
      baseUrl(),
      email,
      'The e-mail address of your NeuroNest account was changed',
    );
    await page.goto(undo);
    await page.getByRole('button', { name: 'Put my old address back' }).click();
    await expect.poll(() => page.getByText('Your old address is back on your account').count(), SLOW).toBe(1);
    await checkAccessibility(page, 'undo-email-change-done');
    await signIn(page, email, 'Quiet-Fern-77');
    await context.close();
  });
});

describe('dashboard reading', () => {
  it('shows ADHD users bionic text from one request, lets an explicit Normal win, and the ruler follows tips', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await page.request.patch('/api/profile', {
      data: { age: 24, gender: 'male', conditions: ['ADHD', 'Dyslexia'] },
    });
    await page.request.patch('/api/settings', { data: { readingRuler: true } });
    const bionicCalls = countRequests(page, 'POST', '/api/bionic');
    await page.goto('/dashboard');
    const tips = page.getByRole('region', { name: 'Daily Tips & Advice' });
    await expect.poll(() => tips.locator('b').count(), SLOW).toBeGreaterThan(3);
    await expect.poll(() => bionicCalls(), SLOW).toBe(1);
    expect(
      await page
        .getByText('As a 24-year-old man living with ADHD and dyslexia, you will find', { exact: false })
        .count(),
    ).toBeGreaterThan(0);
    const tipText = tips.locator('article p [data-reading-surface]').first();
    // Scrolled into place first: scrolling moves the text, and the ruler waits for the pointer to move again,
    // which each of pointUntilRuler's tries does.
    await tipText.scrollIntoViewIfNeeded();
    await pointUntilRuler(page, tipText, { x: 4, y: 4 }, SLOW.timeout);
    await checkAccessibility(page, 'dashboard-adhd-default');

    await page.goto('/settings?tab=appearance');
    const normal = page.getByRole('radio', { name: 'Normal' });
    expect(await normal.isChecked()).toBe(false);
    await page.getByText('Normal', { exact: true }).click();
    await expect
      .poll(
        () => page.getByRole('radiogroup', { name: 'Font Style' }).getByRole('status').textContent(),
        SLOW,
      )
      .toBe('Saved');
    await page.goto('/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Daily Tips & Advice' }).count(), SLOW).toBe(1);
    expect(await page.locator('main b').count()).toBe(0);
    await checkAccessibility(page, 'dashboard-adhd-normal');
    await context.close();
  });
});

describe('small things', () => {
  it('Connections, the Account menu, the onboarding title, alignment and the footer pages', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await openOnboarding(page);
    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => heading(page), SLOW).toBe('Your Conditions');

    await page.goto('/settings?tab=connections');
    await expect.poll(() => page.getByRole('button', { name: 'Connect Google' }).count(), SLOW).toBe(1);
    expect(await page.getByRole('button', { name: /Disconnect/ }).count()).toBe(0);

    // The page lines up with the header.
    const brand = await page
      .getByRole('link', { name: /NeuroNest/ })
      .first()
      .boundingBox();
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(Math.abs((brand?.x ?? 0) - (title?.x ?? 100))).toBeLessThanOrEqual(1);

    const menu = page.getByRole('button', { name: /^Account/ });
    await menu.click();
    await expect.poll(() => page.getByRole('menuitem', { name: 'Sign Out' }).count(), SLOW).toBe(1);
    await checkAccessibility(page, 'account-menu-open');
    await page.keyboard.press('Escape');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
    await expect.poll(() => heading(page), SLOW).toBe('Accessibility');
    expect(await page.getByText('WCAG) 2.2 at level AA', { exact: false }).count()).toBe(1);
    await checkAccessibility(page, 'accessibility-statement');
    await context.close();

    // Readable signed out, from the landing page's footer.
    const visitor = await newPage(browser);
    await visitor.page.goto('/');
    await visitor.page.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect.poll(() => heading(visitor.page), SLOW).toBe('Privacy');
    expect(await visitor.page.getByText('Download my data').count()).toBeGreaterThan(0);
    await checkAccessibility(visitor.page, 'privacy-signed-out');
    await visitor.page.getByRole('link', { name: 'Terms' }).first().click();
    await expect.poll(() => heading(visitor.page), SLOW).toBe('Terms');
    await checkAccessibility(visitor.page, 'terms-signed-out');
    await visitor.context.close();
  });
});
