import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heading, newEmail, signUp } from './support/accounts';
import { checkAccessibility, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const timeline = (page: Page) => page.getByRole('list', { name: /^Timeline for / });
const entry = (page: Page, title: string) => timeline(page).getByRole('listitem').filter({ hasText: title });
const status = (page: Page) => page.locator('p[role="status"]').last().textContent();
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute('aria-label') ?? active?.closest('label')?.textContent ?? '';
  });

/**
 * The page's clock at 06:00 in London today, before every time these tests place things at: what is past folds
 * under "Earlier today", so a test that ran later in the day would not find its entries.
 */
async function earlyToday(page: Page) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const offset = new Date(`${day}T12:00:00Z`).toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    timeZoneName: 'shortOffset',
  });
  const hours = Number(/GMT([+-]\d+)?/.exec(offset)?.[1] ?? 0);
  await page.clock.setFixedTime(new Date(`${day}T06:00:00Z`).getTime() - hours * 3_600_000);
}

/** A person with a routine every day at 7:30 and two todos, one with the assistant's step estimates. */
async function seeded(page: Page) {
  await signUp(page, newEmail('my-day'));
  const send = async (path: string, data: unknown) =>
    expect((await page.request.post(path, { data })).ok()).toBe(true);
  await send('/api/routines', {
    name: 'Morning',
    icon: 'sun',
    steps: [
      { title: 'Wash', minutes: 10 },
      { title: 'Dress', minutes: 5 },
    ],
    schedule: { rule: 'FREQ=DAILY', time: '07:30', timeZone: 'Europe/London', startDay: '2026-01-01' },
  });
  await send('/api/todos', {
    title: 'Call the dentist',
    aiSuggestions: ['Find the number (about 5 min)', 'Make the call (about 10 min)'],
  });
  await send('/api/todos', { title: 'Water the plants' });
}

describe('My Day', () => {
  it('shows a routine on the timeline, places a todo by keyboard and ticks it done on the todo list too', async () => {
    const { page, context } = await newPage(browser, { timezoneId: 'Europe/London' });
    await earlyToday(page);
    await seeded(page);
    await page.goto('/tools/routine-planner');
    await page.getByRole('link', { name: 'Open My Day' }).click();
    await page.waitForURL('**/my-day');
    await expect.poll(() => heading(page)).toBe('My Day');
    await expect.poll(() => entry(page, 'Morning').textContent()).toContain('7:30 to 7:45');
    expect(await entry(page, 'Morning').textContent()).toContain('Routine · 15 min');
    expect(
      await timeline(page)
        .getByText(/^Now, \d+:\d\d$/)
        .count(),
    ).toBe(1);
    await checkAccessibility(page, 'my-day');

    // The estimate is a range, planned with its longer end, and says so.
    const open = page.getByRole('region', { name: 'Open todos' });
    await expect
      .poll(() => open.getByRole('listitem').filter({ hasText: 'Call the dentist' }).textContent())
      .toContain('About 5 to 40 min, plus waiting time on the phone. Planned with the longer end: 40 min.');
    // Placed by keyboard: the form opens on its Start field with the todo's estimate filled in.
    await page.getByRole('button', { name: 'Place on the day: Call the dentist' }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'When: Call the dentist' });
    expect(await form.getByLabel('Minutes').inputValue()).toBe('40');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('time');
    await form.getByLabel('Start').fill('10:30');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => status(page)).toBe('Placed Call the dentist at 10:30.');
    await expect.poll(() => entry(page, 'Call the dentist').textContent()).toContain('10:30 to 11:10');
    expect(await focusedName(page)).toContain('Done: Call the dentist');
    // It left the open todos; the other stays there.
    const inbox = page.getByRole('region', { name: 'Open todos' });
    expect(await inbox.getByText('Call the dentist').count()).toBe(0);
    expect(await inbox.getByText('Water the plants').count()).toBe(1);
    await checkAccessibility(page, 'my-day-placed');

    // The entry's reminder panel sits under the day's heading, one level down, axe's best practice included.
    await page.getByRole('button', { name: 'Reminder: Call the dentist' }).click();
    const panel = entry(page, 'Call the dentist').getByRole('region', { name: 'Reminder' });
    await expect.poll(() => panel.getByText('Saved as soon as you change it.').count()).toBe(1);
    expect(await panel.locator('h3').filter({ hasText: 'Reminder' }).count()).toBe(1);
    await checkAccessibility(page, 'my-day-reminder-panel');
    await page.getByRole('button', { name: 'Reminder: Call the dentist' }).click();
    await entry(page, 'Call the dentist').getByRole('checkbox').focus();

    await page.keyboard.press('Space');
    await expect.poll(() => status(page)).toBe('Call the dentist: done.');
    expect(await entry(page, 'Call the dentist').textContent()).toContain('Done');

    // Done here is done on the todo list, where it still is once.
    await page.goto('/tools/todo');
    const box = page.getByRole('checkbox', { name: /Call the dentist/ });
    await expect.poll(() => box.isChecked()).toBe(true);
    expect(await box.count()).toBe(1);
    await context.close();
  }, 120_000);

  it('moves a todo, shows overlaps in words, goes to other days and reads at 320 px', async () => {
    const { page, context } = await newPage(browser, { timezoneId: 'Europe/London' });
    await earlyToday(page);
    await seeded(page);
    await page.goto('/my-day');
    await page.getByRole('button', { name: 'Place on the day: Water the plants' }).click();
    const form = page.getByRole('form', { name: 'When: Water the plants' });
    expect(await form.getByLabel('Minutes').inputValue()).toBe('20');
    await form.getByLabel('Start').fill('07:40');
    await form.getByRole('button', { name: 'Place' }).click();
    await expect.poll(() => entry(page, 'Water the plants').textContent()).toContain('7:40 to 8:00');
    expect(await entry(page, 'Water the plants').textContent()).toContain('Shares time with something else');
    expect(await entry(page, 'Morning').textContent()).toContain('Shares time with something else');

    // A refused time says why and changes nothing.
    await page.getByRole('button', { name: 'Change time: Water the plants' }).click();
    const change = page.getByRole('form', { name: 'When: Water the plants' });
    await change.getByLabel('Minutes').fill('2');
    await change.getByRole('button', { name: 'Save time' }).click();
    await expect.poll(() => change.textContent()).toContain('Please give at least 5 minutes.');
    await change.getByLabel('Minutes').fill('20');
    await change.getByLabel('Start').fill('09:00');
    await change.getByRole('button', { name: 'Save time' }).click();
    await expect.poll(() => entry(page, 'Water the plants').textContent()).toContain('9:00 to 9:20');
    expect(await page.getByText('Shares time with something else').count()).toBe(0);

    // Another day: the daily routine is there, the placed todo is not; a reload stays on that day.
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect.poll(() => page.getByText('(today)').count()).toBe(0);
    await expect.poll(() => entry(page, 'Morning').count()).toBe(1);
    expect(await entry(page, 'Water the plants').count()).toBe(0);
    expect(page.url()).toMatch(/\?day=\d{4}-\d\d-\d\d$/);
    await page.reload();
    await expect.poll(() => entry(page, 'Morning').count()).toBe(1);
    expect(await page.getByText('(today)').count()).toBe(0);
    await page.getByRole('button', { name: 'Today' }).click();
    await expect.poll(() => page.getByText('(today)').count()).toBe(1);

    // Taken off the day, it is an open todo again.
    await page.getByRole('button', { name: 'Take off the day: Water the plants' }).click();
    await expect.poll(() => status(page)).toBe('Water the plants is back in your open todos.');

    await page.setViewportSize({ width: 320, height: 800 });
    // After the resize has settled: the navigation folds its links once it has measured them.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(320);
    await checkAccessibility(page, 'my-day-320');

    // The dashboard lists today's plan.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard');
    const plan = page.getByRole('region', { name: "Today's plan" });
    await expect.poll(() => plan.getByRole('listitem').allTextContents()).toEqual(['7:30 Morning']);
    await context.close();
  });
});
