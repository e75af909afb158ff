import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heading, newEmail, openOnboarding, signUp } from './support/accounts';
import { baseUrl, checkAccessibility, launchBrowser, newPage } from './support/browser';
import { splitWords } from './support/split-words';

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
    await signUp(page, newEmail('tab'));
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

describe('bionic reading for a person with ADHD (docs/product.md#onboarding)', () => {
  it('is named with a preview when ADHD is chosen, and one tap turns it off for the dashboard', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await openOnboarding(page);
    for (const next of ['About You', 'Your Location', 'Your Conditions']) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => heading(page)).toBe(next);
    }
    const note = page.getByRole('region', { name: 'Bionic reading is on for your dashboard' });
    expect(await note.count()).toBe(0);
    await page.getByRole('button', { name: /ADHD/ }).click();
    await expect.poll(() => note.count()).toBe(1);
    // The preview is drawn in bionic style: bold word starts.
    expect(await note.locator('b').count()).toBeGreaterThan(3);
    await checkAccessibility(page, 'onboarding-bionic-note');
    await note.getByRole('button', { name: 'Turn it off' }).click();
    await expect.poll(() => page.getByText('Bionic reading is off.', { exact: false }).count()).toBe(1);
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: /^Good / }).count()).toBe(1);
    expect(await page.locator('main b').count()).toBe(0);
    await context.close();
  });

  it('names the reading aids the answers turn on, and turns on only those (decision 173), by keyboard at 320 px', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 320, height: 720 } });
    await signUp(page);
    const look = await page.request.patch('/api/settings', {
      data: { lineSpacing: 3, fontFamily: 'opendyslexic', textSize: 1.5 },
      headers: { origin: baseUrl() },
    });
    expect(look.status()).toBe(200);
    await openOnboarding(page);
    for (const next of ['About You', 'Your Location', 'Your Conditions']) {
      await page.getByRole('button', { name: 'Next' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => heading(page)).toBe(next);
    }
    const note = page.getByRole('region', { name: 'Reading aids from your answers' });
    await page.getByRole('button', { name: 'Dyslexia' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => note.count()).toBe(1);
    expect(await note.textContent()).toContain('Complete turns on syllables in long words and word meanings');
    await checkAccessibility(page, 'onboarding-aids-note-320');
    expect(await page.evaluate(splitWords, [])).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Complete' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await expect
      .poll(() =>
        page.getByText(/^Turned on from your answers: syllables in long words and word meanings\./).count(),
      )
      .toBe(1);
    const settings = (await (await page.request.get('/api/settings')).json()) as Record<string, unknown>;
    expect(settings).toMatchObject({
      syllables: 'long',
      wordMeanings: true,
      offerSummary: false,
      markNouns: false,
      markVerbs: false,
      markAdjectives: false,
      markAdverbs: false,
      readingLevel: false,
    });
    await context.close();
  });

  it('applies to instructions too when the person chooses it', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    const headers = { origin: baseUrl() };
    expect((await page.request.patch('/api/settings', { data: { fontStyle: 'bionic' }, headers })).ok()).toBe(
      true,
    );
    for (const [path, words] of [
      ['/tools/todo', 'Write down a task.'],
      ['/tools/kanban', 'Add a task, then move it'],
      ['/tools/time-box', 'Say how you feel'],
      ['/tools/meditation', 'Breathe in for'],
      ['/tools/text-converter', 'Make a text easier to read'],
    ] as const) {
      await page.goto(path);
      const intro = page.locator('p', { hasText: words }).first();
      await expect.poll(() => intro.count(), { timeout: 30_000 }).toBe(1);
      expect(await intro.locator('b').count(), path).toBeGreaterThan(2);
    }
    await context.close();
  });
});
