import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, launchBrowser } from './support/browser';
import { docxWith } from './support/docx';
import { ARTICLE, box, convert, openConverter, output } from './support/text-converter';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('Text Converter', () => {
  it('converts both ways, lists the last conversions and reopens one after a reload', async () => {
    const { page, context } = await openConverter(browser);
    expect(await page.getByRole('link', { name: 'Back to Tools' }).getAttribute('href')).toBe('/tools');
    await checkAccessibility(page, 'text-converter-empty');

    await page.getByRole('button', { name: 'Convert for ADHD' }).click();
    await expect
      .poll(() => page.getByText('Please type or paste some text to convert first.').count())
      .toBe(1);
    expect(await box(page).evaluate((el) => el === document.activeElement)).toBe(true);

    await convert(page, ARTICLE, 'Convert to OpenDyslexic');
    expect(await output(page).textContent()).toBe(ARTICLE);
    expect(await output(page).locator('b').count()).toBe(0);
    const look = await output(page).evaluate((el) => getComputedStyle(el));
    expect(look.fontFamily).toContain('OpenDyslexic');
    expect(look.fontSize).toBe('16px');

    await convert(page, ARTICLE, 'Convert for ADHD');
    expect(await output(page).textContent()).toBe(ARTICLE);
    expect(await output(page).locator('b').first().textContent()).toBe('Br');
    expect(await output(page).locator('b').allTextContents()).toContain('ta');
    // Screen readers get the words whole.
    expect(await page.getByRole('region', { name: 'Converted text' }).textContent()).toContain(ARTICLE);
    await checkAccessibility(page, 'text-converter-adhd');

    await page.reload();
    const recent = page
      .getByRole('region', { name: 'Recent Conversions' })
      .getByRole('button', { name: /^Break tasks/ });
    await expect.poll(() => recent.count()).toBe(2);
    expect(await recent.first().textContent()).toContain('For ADHD');
    expect(await recent.nth(1).textContent()).toContain('OpenDyslexic');
    expect(await output(page).count()).toBe(0);
    await recent.nth(1).click();
    await expect.poll(() => output(page).count()).toBe(1);
    expect(await box(page).inputValue()).toBe(ARTICLE);
    expect(await output(page).locator('b').count()).toBe(0);
    await recent.first().click();
    await expect.poll(() => output(page).locator('b').count()).toBeGreaterThan(0);
    await checkAccessibility(page, 'text-converter-reopened');
    await context.close();
  });

  it('shows pasted markup as text and runs none of it', async () => {
    const { page, context } = await openConverter(browser);
    const hostile = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script> <b>loud</b>';
    for (const button of ['Convert for ADHD', 'Convert to OpenDyslexic'] as const) {
      await convert(page, hostile, button);
      await expect.poll(() => output(page).textContent()).toBe(hostile);
      expect(await output(page).locator('img, script').count()).toBe(0);
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    }
    await context.close();
  });

  it('pastes from the clipboard, and says so plainly when the clipboard is refused', async () => {
    const allowed = await openConverter(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    await allowed.page.evaluate(() => navigator.clipboard.writeText('From the clipboard'));
    await allowed.page.getByRole('button', { name: 'Paste from Clipboard' }).click();
    await expect.poll(() => box(allowed.page).inputValue()).toBe('From the clipboard');
    await allowed.context.close();

    const refused = await openConverter(browser);
    await refused.page.getByRole('button', { name: 'Paste from Clipboard' }).click();
    await expect
      .poll(() =>
        refused.page.getByRole('alert').filter({ hasText: 'not allowed to read your clipboard' }).count(),
      )
      .toBe(1);
    await refused.context.close();
  });

  it('imports the text of a .txt or .docx file into the box', async () => {
    const { page, context } = await openConverter(browser);
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('From a text file.'),
    });
    await expect.poll(() => box(page).inputValue()).toBe('From a text file.');
    await box(page).fill('');
    await expect.poll(() => box(page).inputValue()).toBe('');
    await input.setInputFiles({
      name: 'letter.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docxWith(['Dear Sam,', 'Thank you for the <calm> notes.']),
    });
    await expect.poll(() => box(page).inputValue()).toBe('Dear Sam,\n\nThank you for the <calm> notes.');
    await expect.poll(() => page.getByText('Imported letter.docx (42 characters).').count()).toBe(1);
    await input.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50]),
    });
    await expect
      .poll(() =>
        page.getByRole('alert').filter({ hasText: 'Please choose a .txt, .md or .docx file.' }).count(),
      )
      .toBe(1);
    await context.close();
  });

  it('counts towards the limit and refuses a text over it before sending', async () => {
    const { page, context } = await openConverter(browser);
    await box(page).fill('a'.repeat(95_000));
    await expect
      .poll(() => page.getByText('95,000 of 100,000 characters: nearly at the limit.').count())
      .toBe(1);
    await box(page).fill('a'.repeat(100_001));
    const message =
      'This text has 100,001 characters. The converter takes up to 100,000: please shorten it by 1.';
    await expect.poll(() => page.getByText(message).count()).toBe(1);
    await page.getByRole('button', { name: 'Convert for ADHD' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: message }).count()).toBe(1);
    expect(await output(page).count()).toBe(0);
    await context.close();
  });
});
