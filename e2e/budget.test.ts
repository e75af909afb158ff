import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { read } from 'xlsx';
import { heading, signUp } from './support/accounts';
import { baseUrl, checkAccessibility, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openBudget(options: BrowserContextOptions = {}, path = '/tools/budget') {
  const { page, context } = await newPage(browser, { locale: 'en-GB', ...options });
  await signUp(page);
  await page.goto(path);
  await expect.poll(() => heading(page)).toBe('Budget Calculator');
  await page.getByLabel('Main Income').waitFor();
  return { page, context };
}

const group = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });
const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).textContent())?.replace(/\s+/g, ' ').trim();

describe('budget calculator', () => {
  it('fills in, updates the breakdown live and refuses bad amounts', async () => {
    const { page, context } = await openBudget();
    // No profile country: the browser's language (en-GB) picks pounds.
    expect(await page.getByLabel('Currency').inputValue()).toBe('GBP');
    expect(await group(page, 'Needs').getByPlaceholder('Label or payee').count()).toBe(12);
    expect(await group(page, 'Wants').getByPlaceholder('Label or payee').count()).toBe(5);
    expect(await group(page, 'Future').getByPlaceholder('Label or payee').count()).toBe(6);
    expect(await group(page, 'Needs').getByPlaceholder('Label or payee').first().inputValue()).toBe('Rent');
    await checkAccessibility(page, 'budget-empty');

    await page.getByLabel('Main Income').fill('2500');
    await page.getByLabel('2nd Income').fill('500.10');
    await expect.poll(() => text(page, 'total-income')).toBe('£3,000.10');
    await page.getByLabel('Rent amount').fill('1,200');
    await expect.poll(() => text(page, 'remaining-needs')).toBe('£300.05');
    await page.getByLabel('Social amount').fill('1000.01');
    await expect.poll(() => text(page, 'remaining-wants')).toBe('-£99.98 (Over Budget!)');
    expect(await group(page, 'Wants').getByText('£99.98 over budget.').count()).toBe(1);

    const lifestyle = page.getByLabel('Lifestyle amount');
    await lifestyle.fill('-5');
    await expect.poll(() => group(page, 'Wants').getByText('Amounts cannot be negative.').count()).toBe(1);
    expect(await lifestyle.getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Savings Account amount').fill('12abc');
    expect(
      await group(page, 'Future').getByText('Please enter a number, such as 1200 or 45.50.').count(),
    ).toBe(1);
    await page.getByLabel('Savings Account amount').fill('1000000001');
    expect(await group(page, 'Future').getByText('Amounts can be at most 1,000,000,000.').count()).toBe(1);
    await page.getByRole('button', { name: 'Save Budget' }).click();
    await expect
      .poll(() => page.getByText('Some amounts need fixing first.', { exact: false }).count())
      .toBe(1);
    expect(await lifestyle.evaluate((el) => el === document.activeElement)).toBe(true);
    // Over budget and with messages beside fields, at once.
    await checkAccessibility(page, 'budget-over-and-invalid');
    await context.close();
  });

  it('adds and removes rows, saves, and finds the budget again after a reload', async () => {
    const { page, context } = await openBudget();
    await page.getByLabel('Main Income').fill('2500');
    await page.getByLabel('2nd Income').fill('500.10');
    await page.getByLabel('Rent amount').fill('1200');
    await page.getByLabel('Social amount').fill('1000.01');

    // Add a row with the keyboard, and remove one.
    await page.getByRole('button', { name: 'Add row to Future' }).click();
    await page.keyboard.type('Pension');
    await page.getByLabel('Pension amount').fill('150');
    await page.getByRole('button', { name: 'Remove Other 2 from Wants' }).click();
    expect(await group(page, 'Wants').getByPlaceholder('Label or payee').count()).toBe(4);
    // Focus stays in the list, on the row before the one removed.
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value))
      .toBe('Other 1');
    await expect.poll(() => text(page, 'remaining-future')).toBe('£450.02');

    await page.getByRole('button', { name: 'Save Budget' }).click();
    await expect.poll(() => page.getByText('Budget saved successfully!').count()).toBe(1);

    await page.reload();
    await page.getByLabel('Main Income').waitFor();
    expect(await page.getByLabel('Main Income').inputValue()).toBe('2500');
    expect(await page.getByLabel('2nd Income').inputValue()).toBe('500.10');
    expect(await page.getByLabel('Rent amount').inputValue()).toBe('1200');
    expect(await page.getByLabel('Pension amount').inputValue()).toBe('150');
    expect(await group(page, 'Wants').getByPlaceholder('Label or payee').count()).toBe(4);
    expect(await text(page, 'remaining-wants')).toBe('-£99.98 (Over Budget!)');
    const saved = (await (await page.request.get('/api/budget')).json()) as {
      budget: { currency: string; incomes: { main: number; second: number } };
    };
    expect(saved.budget).toMatchObject({ currency: 'GBP', incomes: { main: 250_000, second: 50_010 } });
    await context.close();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { page, context } = await openBudget();
    await page.getByLabel('Main Income').fill('100');
    await page.getByRole('navigation').getByRole('link', { name: 'Tools' }).first().click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    // The safe choice has the focus.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Stay and keep editing');
    await checkAccessibility(page, 'budget-leave');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/tools/budget');
    expect(await page.getByLabel('Main Income').inputValue()).toBe('100');
    await page.getByRole('navigation').getByRole('link', { name: 'Tools' }).first().click();
    await page.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL('**/tools');
    // Nothing unsaved: no question.
    await page.goto('/tools/budget-calculator');
    await expect.poll(() => heading(page)).toBe('Budget Calculator');
    await page.getByRole('link', { name: 'Back to Tools' }).click();
    await page.waitForURL('**/tools');
    // The browser's Back button asks too, and staying keeps the page where it was.
    await page.getByRole('link', { name: /Budget Calculator/ }).click();
    await page.getByLabel('Main Income').fill('200');
    await page.goBack();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/tools/budget');
    expect(await page.getByLabel('Main Income').inputValue()).toBe('200');
    await page.goBack();
    await page.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL('**/tools');
    await expect.poll(() => heading(page)).toBe('Support Tools');
    await context.close();
  });

  it('exports a PDF and a spreadsheet with the figures, loading the file code only then', async () => {
    const { page, context } = await openBudget();
    await page.getByLabel('Currency').selectOption('EUR');
    await page.getByLabel('Main Income').fill('2000');
    await page.getByLabel('Rent amount').fill('1100.50');
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
    expect(pdfText).toMatch(/Needs \(50%\)\s+€1,000\.00\s+€1,100\.50\s+-€100\.50\s+\(Over Budget!\)/);
    expect(pdfText).toMatch(/Rent\s+€1,100\.50/);
    expect(execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' })).toMatch(/Pages:\s+1\n/);

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Excel' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/^budget-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = read(await readFile(await xlsx.path()), { cellFormula: true }).Sheets.Budget;
    expect(sheet?.B9).toMatchObject({ v: 2000, f: 'SUM(B6:B8)' });
    expect(sheet?.E12).toMatchObject({ v: -100.5, f: 'C12-D12' });
    expect(sheet?.F12).toMatchObject({ v: 'Over Budget!' });
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

  it('starts in the currency of the profile country, and reads well dark and at 320 px', async () => {
    const { page, context } = await openBudget({
      colorScheme: 'dark',
      viewport: { width: 320, height: 800 },
    });
    const res = await page.request.patch('/api/profile', {
      headers: { origin: baseUrl() },
      data: { location: { city: 'Berlin', country: 'Germany', timezone: 'Europe/Berlin' } },
    });
    expect(res.status()).toBe(200);
    await page.reload();
    await page.getByLabel('Main Income').waitFor();
    expect(await page.getByLabel('Currency').inputValue()).toBe('EUR');
    await page.getByLabel('Main Income').fill('1000');
    await page.getByLabel('Rent amount').fill('900');
    await expect.poll(() => text(page, 'remaining-needs')).toBe('-€400.00 (Over Budget!)');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await checkAccessibility(page, 'budget-dark-320');
    await context.close();
  });
});
