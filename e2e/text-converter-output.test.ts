import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointUntilRuler } from './support/reading-aids';
import { checkAccessibility, launchBrowser } from './support/browser';
import { ARTICLE, convert, openConverter, output } from './support/text-converter';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('Text Converter output', () => {
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
    await pointUntilRuler(page, output(page), { x: 20, y: 50 });
    expect(await page.getByTestId('line-highlight').count()).toBe(1);
    const box = await output(page).boundingBox();
    const band = await page.getByTestId('line-highlight').boundingBox();
    // The second line, 40 px down: the band follows the output's own line height.
    expect(Math.round((band?.y ?? 0) - (box?.y ?? 0))).toBe(40);
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
