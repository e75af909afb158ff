import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, launchBrowser } from './support/browser';
import { docxWith } from './support/docx';
import { pdfWith, scannedPdf } from './support/pdf';
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
    // The cursor goes after the imported text a frame later; clearing before that would lose the selection.
    await expect
      .poll(() =>
        box(page).evaluate((el: HTMLTextAreaElement) => document.activeElement === el && el.selectionStart),
      )
      .toBe('From a text file.'.length);
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
        page.getByRole('alert').filter({ hasText: 'Please choose a .txt, .md, .docx or .pdf file.' }).count(),
      )
      .toBe(1);
    await context.close();
  });

  it('asks to add an imported file as a new paragraph or replace the text, and changes nothing unasked', async () => {
    const { page, context } = await openConverter(browser);
    const input = page.locator('input[type="file"]');
    const letter = {
      name: 'letter.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Letter from the council'),
    };
    const choice = page.getByRole('group', { name: 'The box already has text' });
    const focused = (locator: typeof choice) => locator.evaluate((el) => el === document.activeElement);
    await box(page).fill('Pay the account.');
    await input.setInputFiles(letter);
    await expect.poll(() => choice.count()).toBe(1);
    await expect
      .poll(() => focused(choice.getByRole('button', { name: 'Add as a new paragraph' })))
      .toBe(true);
    expect(await box(page).inputValue()).toBe('Pay the account.');
    await checkAccessibility(page, 'text-converter-import-choice');
    await page.keyboard.press('Enter');
    await expect.poll(() => box(page).inputValue()).toBe('Pay the account.\n\nLetter from the council');
    expect(await choice.count()).toBe(0);
    await expect.poll(() => focused(box(page))).toBe(true);
    expect(await page.getByText('Added letter.txt as a new paragraph (23 characters).').count()).toBe(1);

    await input.setInputFiles(letter);
    await expect
      .poll(() => focused(choice.getByRole('button', { name: 'Add as a new paragraph' })))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => choice.count()).toBe(0);
    expect(await page.getByText('letter.txt was not imported. Your text is as it was.').count()).toBe(1);
    expect(await box(page).inputValue()).toBe('Pay the account.\n\nLetter from the council');
    await expect.poll(() => focused(box(page))).toBe(true);

    await input.setInputFiles(letter);
    await choice.getByRole('button', { name: 'Replace the text in the box' }).click();
    await expect.poll(() => box(page).inputValue()).toBe('Letter from the council');
    expect(await page.getByText('Replaced the text with letter.txt (23 characters).').count()).toBe(1);
    await context.close();
  });

  it('imports Markdown as the text a reader sees', async () => {
    const { page, context } = await openConverter(browser);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'plan.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from(
        '# My **plan**\n\nRead the [letter](https://example.org) _slowly_.\n\n- Call the bank\n- Pay the *bill*\n',
      ),
    });
    await expect
      .poll(() => box(page).inputValue())
      .toBe('My plan\n\nRead the letter slowly.\n\n• Call the bank\n• Pay the bill');
    await context.close();
  });

  it('reads a PDF on this device, keeping its paragraphs, with a reader loaded from this site only then', async () => {
    const violations = `document.addEventListener('securitypolicyviolation', (event) => {
      (window.cspViolations ??= []).push(event.violatedDirective + ' ' + event.blockedURI);
    });`;
    const { page, context } = await openConverter(browser, {}, violations);
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    page.on('worker', (worker) => loaded.push(worker.url()));
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|unsafe-eval/i.test(message.text())) refused.push(message.text());
    });
    const input = page.locator('input[type="file"]');
    const paragraph =
      'Dear Sam, thank you for your letter about the account. We have checked it, and everything is in order for this year. You do not need to do anything.';
    const pdf = await pdfWith([
      {
        title: 'Letter from the council',
        paragraphs: [paragraph, 'Please keep this letter with your records.'],
      },
      { lines: ['Yours sincerely,', 'The council'] },
    ]);
    expect(loaded.some((url) => /read-pdf|pdf\.worker/.test(url))).toBe(false);
    await input.setInputFiles({ name: 'council.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect
      .poll(() => box(page).inputValue())
      .toBe(
        `Letter from the council\n\n${paragraph}\n\nPlease keep this letter with your records.\n\nYours sincerely,\nThe council`,
      );
    const origin = new URL(page.url()).origin;
    expect(loaded.filter((url) => /\/assets\/pdf\.worker[^/]*\.mjs$/.test(url)).length).toBeGreaterThan(0);
    expect(loaded.filter((url) => !url.startsWith(origin) && !/^(data|blob):/.test(url))).toEqual([]);
    expect(await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations ?? [])).toEqual(
      [],
    );
    expect(refused).toEqual([]);

    await box(page).fill('');
    await input.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: await scannedPdf() });
    const scanned = 'This PDF has no text we can read — it may be a scanned picture.';
    await expect.poll(() => page.getByRole('alert').filter({ hasText: scanned }).count()).toBe(1);
    expect(await box(page).inputValue()).toBe('');
    await context.close();
  });

  it('breaks long paragraphs into short chunks for ADHD when asked, and remembers the choice', async () => {
    const { page, context } = await openConverter(browser);
    const option = page.getByRole('checkbox', { name: 'Break long paragraphs into short chunks' });
    expect(await option.isChecked()).toBe(false);
    const text =
      'Dr. Lee read your letter. She agrees, e.g. with the plan. Visits are shorter now. Call us soon. Thank you.';
    // The choice shows once the saved settings are redrawn, a moment after the press: click, then wait for it.
    await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/reader') && res.request().method() === 'PATCH'),
      option.click(),
    ]);
    await expect.poll(() => option.isChecked()).toBe(true);
    await convert(page, text, 'Convert for ADHD');
    expect(await output(page).textContent()).toBe(
      'Dr. Lee read your letter. She agrees, e.g. with the plan. Visits are shorter now.\n\nCall us soon. Thank you.',
    );
    expect(await output(page).locator('b').first().textContent()).toBe('D');
    expect(await box(page).inputValue()).toBe(text);
    await checkAccessibility(page, 'text-converter-chunks');

    await page.reload();
    await expect.poll(() => option.isChecked()).toBe(true);
    await option.click();
    await expect.poll(() => option.isChecked()).toBe(false);
    await convert(page, text, 'Convert for ADHD');
    await expect.poll(() => output(page).textContent()).toBe(text);
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
