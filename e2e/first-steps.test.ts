import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heading, newEmail, PASSWORD } from './support/accounts';
import { baseUrl, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a new visitor', () => {
  it('goes from Get Started to the sign-up form, and an empty sign-up puts focus on the e-mail field', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect.poll(() => heading(page), { timeout: 30_000 }).toBe('Create Account');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('email');
    await context.close();
  });
});

describe('the account button', () => {
  it('can be reached by keyboard from the first paint and keeps focus while its menu loads', async () => {
    const { page, context } = await newPage(browser);
    const res = await page.request.post('/api/auth/sign-up/email', {
      headers: { origin: baseUrl() },
      data: { email: newEmail('tab'), password: PASSWORD, name: '' },
    });
    expect(res.ok()).toBe(true);
    // A slow line: the menu's code takes a while to come.
    await page.route('**/assets/user-menu-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
    const account = page.getByRole('button', { name: /^Account/ });
    await account.waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    await account.focus();
    // Checked every 50 ms while the menu loads: focus never falls to the page.
    const lost = await page.evaluate(async () => {
      const seen: string[] = [];
      for (let i = 0; i < 40; i += 1) {
        const el = document.activeElement;
        if (!el || el === document.body) seen.push(`at ${i * 50} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return seen;
    });
    expect(lost).toEqual([]);
    expect(await account.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});
