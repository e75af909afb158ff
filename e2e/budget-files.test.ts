import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { read } from 'xlsx';
import { launchBrowser } from './support/browser';
import { openBudgetIn } from './support/budget';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const openBudget = (options: BrowserContextOptions = {}, path?: string) =>
  openBudgetIn(browser, options, path);

describe('budget files and sharing', () => {
  it('exports a PDF and a spreadsheet with the figures, loading the file code only then', async () => {
    const { page, context } = await openBudget();
    await page.getByLabel('Currency').selectOption('EUR');
    await page.getByLabel('Main Income').fill('2000');
    await page.getByLabel('Rent or mortgage amount').fill('1100.50');
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .join(' '),
      );
    expect(await scripts()).not.toMatch(/export-(pdf|xlsx)/);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^budget-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdfPath = await pdf.path();
    const pdfText = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(pdfText).toMatch(/Total income\s+€2,000\.00/);
    expect(pdfText).toMatch(/Needs \(50%\)\s+€1,000\.00\s+€1,100\.50\s+-€100\.50\s+over/);
    expect(pdfText).toMatch(/Rent or mortgage\s+€1,100\.50/);
    // Rows left empty on screen are not in the file.
    expect(pdfText).not.toMatch(/Subscriptions|Savings/);
    expect(execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' })).toMatch(/Pages:\s+1\n/);
    // Set in Roboto, embedded (decisions 155, 175: the account reads in the system font), not the viewer's stand-in for Helvetica.
    expect(execFileSync('pdffonts', [pdfPath], { encoding: 'utf8' })).toMatch(/Roboto-Regular.*\byes\b/);

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Excel' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/^budget-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = read(await readFile(await xlsx.path()), { cellFormula: true }).Sheets.Budget;
    expect(sheet?.B9).toMatchObject({ v: 2000, f: 'SUM(B6:B8)' });
    expect(sheet?.E12).toMatchObject({ v: -100.5, f: 'C12-D12' });
    expect(sheet?.F12).toMatchObject({ v: 'Over budget' });
    expect(await scripts()).toMatch(/export-pdf/);
    await expect.poll(() => page.getByText('Your spreadsheet is downloading.').count()).toBe(1);
    await context.close();
  });

  it('shares by e-mail and by copying the summary', async () => {
    const { page, context } = await openBudget({
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await page.getByLabel('Main Income').fill('1000');
    const href = await page.getByRole('link', { name: 'Share via Email' }).getAttribute('href');
    expect(href?.startsWith('mailto:?subject=My%20monthly%20budget&body=')).toBe(true);
    const body = decodeURIComponent(href?.split('body=')[1] ?? '');
    expect(body).toContain('Total income: £1,000.00');
    expect(body).toContain('Needs (50%)\nAllowance: £500.00');

    const canShare = await page.evaluate(() => typeof navigator.share === 'function');
    if (canShare) {
      // This browser has the Web Share API; what it shares is checked through a stand-in for the share sheet.
      await page.evaluate(() => {
        navigator.share = async (data) => {
          (window as unknown as { shared: unknown }).shared = data;
        };
      });
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await expect
        .poll(() => page.evaluate(() => JSON.stringify((window as unknown as { shared: unknown }).shared)))
        .toContain('Total income: £1,000.00');
    } else {
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await expect.poll(() => page.getByText('the summary was copied', { exact: false }).count()).toBe(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Total income: £1,000.00');
    }
    await context.close();
  });
});
