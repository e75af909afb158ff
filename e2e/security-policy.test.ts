import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heading, signUpOnScreen } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('Content-Security-Policy', () => {
  it('is never broken, not even by a probe, on screens whose forms are checked with zod', async () => {
    const { page } = await newPage(browser);
    // Recorded in the page from its first script on, so a violation during start-up is caught too.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|unsafe-eval/i.test(message.text())) refused.push(message.text());
    });
    const violations = () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

    await signUpOnScreen(page);
    expect(await violations()).toEqual([]);

    await page.goto('/tools/todo');
    await expect.poll(() => heading(page)).toBe('AI-Powered Todo List');
    await page.getByPlaceholder('Add a new task...').fill('Water the plants');
    await page.getByRole('button', { name: 'Add Task' }).click();
    await expect.poll(() => page.getByText('Water the plants').count()).toBe(1);

    expect(await violations()).toEqual([]);
    expect(refused).toEqual([]);
  });
});
