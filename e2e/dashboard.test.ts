import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heading, signUp } from './support/accounts';
import { baseUrl, checkAccessibility, launchBrowser, newPage } from './support/browser';
import { fakeSpeechScript } from './support/fake-speech';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Signs a new user up and saves a profile through the API, as onboarding would. */
async function userWith(page: Page, profile: Record<string, unknown>) {
  await signUp(page);
  // The server refuses a state-changing request that names no page of the app as its origin.
  const headers = { origin: baseUrl() };
  const res = await page.request.patch('/api/profile', { data: profile, headers });
  expect(res.status()).toBe(200);
  await page.goto('/dashboard');
}

describe('dashboard', () => {
  it('greets a young adult with ADHD by name, in bionic style, with their news and tips', async () => {
    const { page, context } = await newPage(browser);
    await userWith(page, {
      fullName: 'Sam Rivers',
      age: 22,
      gender: 'male',
      conditions: ['ADHD'],
      location: { city: 'Leeds', country: 'United Kingdom', timezone: 'Europe/London' },
    });
    // The accessible name: screen readers get the words whole, not the bold halves.
    await expect
      .poll(() =>
        page
          .getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Sam Rivers$/ })
          .count(),
      )
      .toBe(1);
    await expect
      .poll(() => page.getByText('As a 22-year-old man living with ADHD', { exact: false }).count())
      .toBeGreaterThan(0);
    expect(await page.locator('h1 b').count()).toBeGreaterThan(0);
    // News and tips are drawn with today's cards, once the day's plan has been read.
    await expect.poll(() => page.getByRole('heading', { name: 'Latest News & Resources' }).count()).toBe(1);
    expect(await page.getByText('Leeds, United Kingdom').count()).toBeGreaterThan(0);
    expect(await page.getByText(/22 degrees|Partly Cloudy/).count()).toBe(0);
    const external = page.locator('a[target="_blank"]').first();
    expect(await external.getAttribute('rel')).toContain('noopener');
    expect(await external.textContent()).toContain('opens in a new tab');
    await checkAccessibility(page, 'dashboard-adhd');
    await context.close();
  });

  it('shows an older user with autism and dyslexia their own resources, without bionic style', async () => {
    const { page, context } = await newPage(browser);
    await userWith(page, { fullName: 'Ada', age: 45, gender: 'female', conditions: ['Autism', 'Dyslexia'] });
    await expect.poll(() => page.getByRole('heading', { level: 1, name: /, Ada$/ }).count()).toBe(1);
    expect(await page.locator('h1 b').count()).toBe(0);
    await expect.poll(() => page.getByText(/Text Converter/).count()).toBeGreaterThan(0);
    await checkAccessibility(page, 'dashboard-autism-dyslexia');
    await context.close();
  });

  it('uses the e-mail name when there is no profile, and stores feedback', async () => {
    const { page, context } = await newPage(browser);
    const { email } = await signUp(page);
    await page.goto('/dashboard');
    await expect.poll(() => heading(page)).toMatch(new RegExp(`, ${email.split('@')[0]}$`));
    await expect.poll(() => page.getByRole('heading', { name: 'Daily Tips & Advice' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Latest News & Resources' }).count()).toBe(0);
    const box = page.getByRole('textbox', { name: /What helps you/ });
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    await expect.poll(() => page.getByText('Please write a message before sending.').count()).toBe(1);
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.fill('The timer helps me a lot.');
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    await expect.poll(() => box.inputValue()).toBe('');
    await expect.poll(() => page.getByText(/thank you/i).count()).toBeGreaterThan(0);
    await checkAccessibility(page, 'dashboard-no-profile');
    await context.close();
  });

  it('reads a tip aloud from its first press, though the reader loads only then', async () => {
    const { page, context } = await newPage(browser);
    await context.addInitScript(fakeSpeechScript);
    await userWith(page, { conditions: ['Autism'] });
    const controls = page.getByRole('group', { name: /^Read aloud: / }).first();
    await expect.poll(() => controls.getByRole('button', { name: 'Read aloud' }).count()).toBe(1);
    await controls.getByRole('button', { name: 'Read aloud' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => controls.getByRole('button', { name: 'Pause reading' }).count()).toBe(1);
    // The press kept its place: the reader's own button took the focus over.
    expect(
      await controls
        .getByRole('button', { name: 'Pause reading' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    const spoken = await page.evaluate(
      () => (window as unknown as { __spoken: { text: string }[] }).__spoken,
    );
    expect(spoken.length).toBe(1);
    expect(spoken[0]?.text.length).toBeGreaterThan(20);
    await context.close();
  });
});
