import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heading } from './support/accounts';
import { baseUrl, checkAccessibility, launchBrowser } from './support/browser';
import { openBudgetIn } from './support/budget';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const openBudget = (options: BrowserContextOptions = {}, path?: string) =>
  openBudgetIn(browser, options, path);

const group = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });
const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).textContent())?.replace(/\s+/g, ' ').trim();

describe('budget calculator', () => {
  it('fills in, updates the breakdown live and refuses bad amounts', async () => {
    const { page, context } = await openBudget();
    // No profile country: the browser's language (en-GB) picks pounds.
    expect(await page.getByLabel('Currency').inputValue()).toBe('GBP');
    expect(await group(page, 'Needs').getByPlaceholder('Label or payee').count()).toBe(3);
    expect(await group(page, 'Wants').getByPlaceholder('Label or payee').count()).toBe(2);
    expect(await group(page, 'Future').getByPlaceholder('Label or payee').count()).toBe(1);
    expect(await group(page, 'Needs').getByPlaceholder('Label or payee').first().inputValue()).toBe(
      'Rent or mortgage',
    );
    await checkAccessibility(page, 'budget-empty');

    await page.getByLabel('Main Income').fill('2500');
    await page.getByLabel('2nd Income').fill('500.10');
    await expect.poll(() => text(page, 'total-income')).toBe('£3,000.10');
    await page.getByLabel('Rent or mortgage amount').fill('1,200');
    await expect.poll(() => text(page, 'remaining-needs')).toBe('£300.05');
    await page.getByLabel('Going out amount').fill('1000.01');
    await expect.poll(() => text(page, 'remaining-wants')).toBe('-£99.98');
    const over =
      'Wants is £99.98 over its £900.03 allowance. You could move some of it to next month, or trim one row.';
    expect(await group(page, 'Wants').getByText(over).count()).toBe(1);
    expect(await text(page, 'over-wants')).toBe(over);

    const lifestyle = page.getByLabel('Subscriptions amount');
    await lifestyle.fill('-5');
    await expect.poll(() => group(page, 'Wants').getByText('Amounts cannot be negative.').count()).toBe(1);
    expect(await lifestyle.getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Savings amount').fill('12abc');
    expect(
      await group(page, 'Future').getByText('Please enter a number, such as 1200 or 45.50.').count(),
    ).toBe(1);
    await page.getByLabel('Savings amount').fill('1000000001');
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

  /** Tab presses from the first field (Currency) until Save has the focus; 40 means never. */
  async function tabsToSave(page: Page) {
    await page.getByLabel('Currency').focus();
    for (let presses = 1; presses <= 40; presses += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Save Budget') return presses;
    }
    return 40;
  }

  /** Whether Save is inside the window after scrolling to the foot of the page. */
  async function saveInViewAtTheEnd(page: Page) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const box = await page.getByRole('button', { name: 'Save Budget' }).boundingBox();
    const height = await page.evaluate(() => window.innerHeight);
    return box !== null && box.y >= 0 && box.y + box.height <= height;
  }

  it.each([
    { name: 'wide', viewport: { width: 1280, height: 800 }, settings: {} },
    { name: '320-largest-text', viewport: { width: 320, height: 720 }, settings: { textSize: 1.5 } },
  ])(
    'a first visit is short, with Save a few Tab presses away and in view: $name',
    async (screen) => {
      const { page, context } = await openBudget({ viewport: screen.viewport });
      if (Object.keys(screen.settings).length > 0) {
        await page.request.patch('/api/settings', { data: screen.settings });
        await page.reload();
        await page.getByLabel('Main Income').waitFor();
      }
      expect(await page.getByPlaceholder('Label or payee').count()).toBeLessThanOrEqual(6);
      expect(await tabsToSave(page)).toBeLessThanOrEqual(15);
      expect(await saveInViewAtTheEnd(page)).toBe(true);
      await checkAccessibility(page, `budget-first-visit-${screen.name}`);

      // Over budget: which group, by how much, one idea, and a full bar, in words that need no colour.
      await page.getByLabel('Main Income').fill('1000');
      await page.getByLabel('Rent or mortgage amount').fill('820');
      await page.getByLabel('Going out amount').fill('340');
      await expect
        .poll(() => text(page, 'progress-wants'))
        .toBe('Wants: £340.00 of £300.00 spent, £40.00 over');
      expect(await text(page, 'over-wants')).toBe(
        'Wants is £40.00 over its £300.00 allowance. You could move some of it to next month, or trim one row.',
      );
      expect(await page.getByTestId('bar-wants').getAttribute('data-filled')).toBe('100');
      expect(await text(page, 'progress-needs')).toBe('Needs: £820.00 of £500.00 spent, £320.00 over');
      expect(await text(page, 'progress-future')).toBe('Future: £0.00 of £200.00 spent, £200.00 left');
      expect(await page.getByTestId('bar-future').getAttribute('data-filled')).toBe('0');
      expect(await page.getByRole('region', { name: 'Breakdown' }).innerText()).not.toContain('!');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await saveInViewAtTheEnd(page)).toBe(true);
      // What a person sees at the foot of the page, Save included (a full-page shot moves sticky parts).
      await page.screenshot({ path: `test-results/budget-over-${screen.name}-end.png` });
      await checkAccessibility(page, `budget-over-${screen.name}`);
      await context.close();
      // Two pages, two axe scans and the largest text: slower than most on a busy machine.
    },
    180_000,
  );

  it('adds and removes rows, saves, and finds the budget again after a reload', async () => {
    const { page, context } = await openBudget();
    await page.getByLabel('Main Income').fill('2500');
    await page.getByLabel('2nd Income').fill('500.10');
    await page.getByLabel('Rent or mortgage amount').fill('1200');
    await page.getByLabel('Going out amount').fill('1000.01');

    // Add a suggested row with the keyboard: the list opens, Escape closes it, a choice goes to its amount.
    const addNeeds = page.getByRole('button', { name: 'Add a row to Needs' });
    await addNeeds.focus();
    await page.keyboard.press('Enter');
    expect(await addNeeds.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('group', { name: 'Rows to add to Needs' }).count()).toBe(0);
    expect(await addNeeds.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe(await page.getByLabel('Energy amount').getAttribute('id'));
    await page.keyboard.type('80');
    // A row of your own: its name is the field that gets the focus.
    await page.getByRole('button', { name: 'Add a row to Future' }).click();
    await page.getByRole('button', { name: 'Your own name' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('placeholder')))
      .toBe('Label or payee');
    await page.keyboard.type('Pension');
    await page.getByLabel('Pension amount').fill('150');
    await page.getByRole('button', { name: 'Remove Subscriptions from Wants' }).click();
    expect(await group(page, 'Wants').getByPlaceholder('Label or payee').count()).toBe(1);
    // Focus stays in the list, on the row before the one removed.
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value))
      .toBe('Going out');
    await expect.poll(() => text(page, 'remaining-future')).toBe('£450.02');

    await page.getByRole('button', { name: 'Save Budget' }).click();
    await expect.poll(() => page.getByText('Budget saved successfully!').count()).toBe(1);

    await page.reload();
    await page.getByLabel('Main Income').waitFor();
    expect(await page.getByLabel('Main Income').inputValue()).toBe('2500');
    expect(await page.getByLabel('2nd Income').inputValue()).toBe('500.10');
    expect(await page.getByLabel('Rent or mortgage amount').inputValue()).toBe('1200');
    expect(await page.getByLabel('Energy amount').inputValue()).toBe('80');
    expect(await page.getByLabel('Pension amount').inputValue()).toBe('150');
    expect(await group(page, 'Wants').getByPlaceholder('Label or payee').count()).toBe(1);
    expect(await text(page, 'remaining-wants')).toBe('-£99.98');
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
    await page.getByLabel('Rent or mortgage amount').fill('900');
    await expect.poll(() => text(page, 'remaining-needs')).toBe('-€400.00');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await checkAccessibility(page, 'budget-dark-320');
    await context.close();
  });
});
