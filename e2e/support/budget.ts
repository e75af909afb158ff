import type { Browser, BrowserContextOptions } from 'playwright-core';
import { expect } from 'vitest';
import { heading, signUp } from './accounts';
import { newPage } from './browser';

/** A new person on the budget screen, once its first field is ready. */
export async function openBudgetIn(
  browser: Browser,
  options: BrowserContextOptions = {},
  path = '/tools/budget',
) {
  const { page, context } = await newPage(browser, { locale: 'en-GB', ...options });
  await signUp(page);
  await page.goto(path);
  await expect.poll(() => heading(page)).toBe('Budget Calculator');
  await page.getByLabel('Main Income').waitFor();
  return { page, context };
}
