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

  it('copies the result formatted or plain, and downloads it as an HTML file that keeps font and bold', async () => {
    const { page, context } = await openConverter(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const text = 'Break tasks <down>.\nRest.';
    await convert(page, text, 'Convert for ADHD');

    await page.getByRole('button', { name: 'Copy formatted' }).click();
    await expect.poll(() => page.getByText('Copied with its formatting.', { exact: false }).count()).toBe(1);
    const copied = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      return {
        html: item ? await (await item.getType('text/html')).text() : '',
        plain: item ? await (await item.getType('text/plain')).text() : '',
      };
    });
    expect(copied.html).toContain('<b>Br</b>eak <b>ta</b>sks &lt;<b>do</b>wn&gt;.<br><b>Re</b>st.');
    expect(copied.html).toContain('OpenDyslexic');
    expect(copied.plain).toBe(text);

    await page.getByRole('button', { name: 'Copy plain text' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(text);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download HTML' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('converted-text.html');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const file = Buffer.concat(chunks).toString('utf8');
    expect(file).toContain('<b>Br</b>eak <b>ta</b>sks &lt;<b>do</b>wn&gt;.\n<b>Re</b>st.');
    expect(file).toMatch(
      /@font-face \{ font-family: "OpenDyslexic"; font-weight: 400; src: url\(data:font\/woff2;base64,/,
    );
    expect(file).not.toContain('<script');
    await context.close();
  });

  it('fits a 320 px screen in the dark scheme with wide spacing, and passes axe there', async () => {
    const { page, context } = await openConverter(browser, { viewport: { width: 320, height: 720 } });
    const saved = await page.request.patch('/api/settings', {
      data: { colorScheme: 'dark', lineSpacing: 3 },
    });
    expect(saved.status()).toBe(200);
    await page.request.patch('/api/reader', {
      data: { tint: 'cream', letterSpacing: 'wider', textSize: 2, focusLines: 1 },
    });
    await page.reload();
    await convert(page, `${ARTICLE} Averyveryverylongwordwithoutanyspacesatall.`, 'Convert for ADHD');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await checkAccessibility(page, 'text-converter-320-dark');
    await context.close();
  });

  it('follows the line spacing, reading ruler and line highlight of Settings', async () => {
    const { page, context } = await openConverter(browser);
    const saved = await page.request.patch('/api/settings', {
      data: { lineSpacing: 2.5, readingRuler: true, highlightLine: true },
    });
    expect(saved.status()).toBe(200);
    await page.reload();
    await convert(page, ARTICLE, 'Convert for ADHD');
    expect(await output(page).evaluate((el) => getComputedStyle(el).lineHeight)).toBe('40px');
    // Scroll first and let the scroll event pass: the aids hide on scroll, as the text moves under them.
    await output(page).scrollIntoViewIfNeeded();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await output(page).hover({ position: { x: 20, y: 50 } });
    await expect.poll(() => page.getByTestId('reading-ruler').count()).toBe(1);
    expect(await page.getByTestId('line-highlight').count()).toBe(1);
    const box = await output(page).boundingBox();
    const band = await page.getByTestId('line-highlight').boundingBox();
    // The second line, 40 px down: the band follows the output's own line height.
    expect(Math.round((band?.y ?? 0) - (box?.y ?? 0))).toBe(40);
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

  it('converts and shows 100,000 characters whole', async () => {
    const { page, context } = await openConverter(browser);
    const words = 'Reading long articles is easier in small calm steps today. ';
    const text = `${words.repeat(Math.floor(100_000 / words.length))}The end.`.slice(-100_000);
    await convert(page, text, 'Convert for ADHD');
    await expect.poll(() => output(page).getAttribute('aria-busy'), { timeout: 20_000 }).toBeNull();
    expect(await output(page).evaluate((el) => el.textContent?.length)).toBe(text.length);
    await context.close();
  });

  it('keeps reading comfort choices and moves line focus with the arrow keys', async () => {
    const { page, context } = await openConverter(browser);
    await convert(
      page,
      Array.from({ length: 30 }, (_, i) => `Line number ${i + 1}.`).join('\n'),
      'Convert for ADHD',
    );
    await page.getByLabel('Text size').selectOption({ label: '125%' });
    const blue = page.getByRole('radio', { name: 'Blue' });
    await blue.click();
    await expect.poll(() => blue.isChecked()).toBe(true);
    await page.getByLabel('Line focus').selectOption({ label: '3 lines at a time' });
    await expect.poll(() => page.getByTestId('focus-shade').count()).toBe(1);
    await checkAccessibility(page, 'text-converter-comfort');

    const region = page.getByRole('region', { name: 'Converted text' });
    await region.focus();
    const bandTop = () =>
      page
        .getByTestId('focus-shade')
        .locator('div')
        .nth(1)
        .evaluate((el) => el.style.top);
    const before = await bandTop();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(bandTop).not.toBe(before);

    await page.reload();
    await page
      .getByRole('region', { name: 'Recent Conversions' })
      .getByRole('button', { name: /^Line number/ })
      .click();
    await expect.poll(() => output(page).count()).toBe(1);
    await expect.poll(() => page.getByRole('radio', { name: 'Blue' }).isChecked()).toBe(true);
    expect(await output(page).evaluate((el) => getComputedStyle(el).fontSize)).toBe('20px');
    expect(await page.getByLabel('Line focus').inputValue()).toBe('3');
    await context.close();
  });
});
