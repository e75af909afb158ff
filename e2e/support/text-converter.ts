// The Text Converter screen, for the browser tests of the converter and of read-aloud.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { signUp } from './accounts';
import { newPage } from './browser';

export const ARTICLE = 'Break tasks into small parts.\nThen rest a little, and begin again.';

/** A new person, signed up, on the Text Converter. */
export async function openConverter(
  browser: Browser,
  options: BrowserContextOptions = {},
  initScript?: string,
) {
  const { page, context } = await newPage(browser, options);
  if (initScript) await context.addInitScript(initScript);
  await signUp(page);
  await page.goto('/tools/text-converter');
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Text Converter' }).count()).toBe(1);
  return { page, context };
}

export const output = (page: Page) => page.getByTestId('conversion-output');
export const box = (page: Page) => page.getByRole('textbox', { name: 'Your text' });

export async function convert(
  page: Page,
  text: string,
  button: 'Convert for ADHD' | 'Convert to OpenDyslexic',
) {
  await box(page).fill(text);
  await page.getByRole('button', { name: button }).click();
  await expect.poll(() => page.getByText(/The result is below\./).count()).toBe(1);
}
