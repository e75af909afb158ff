import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, launchBrowser } from './support/browser';
import { installed, keptAnswers, keptChanges, setOffline } from './support/offline';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const WAITING = 'Saved on this device — will sync.';
const SLOW = { timeout: 20_000 };
const KEPT = { timeout: 20_000, interval: 500 };

const line = (page: Page) => page.getByRole('status').filter({ hasText: /Offline|Saved on this device/ });
const routineCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

describe('plans made without a connection', () => {
  it('keeps a habit checked in and a routine edited before either reached the server, and sends both', async () => {
    const { page, context } = await installed(browser, 'offline-plans');
    // One visit to each screen, online: the device keeps what they showed.
    await page.goto('/tools/habits');
    await expect.poll(() => page.getByText(/^No habits yet/).count()).toBe(1);
    await expect.poll(() => keptAnswers(page), KEPT).toContain('habits');
    await page.goto('/tools/routine-planner');
    await expect.poll(() => page.getByText(/^No routines yet/).count()).toBe(1);
    await expect.poll(() => keptAnswers(page), KEPT).toEqual(expect.arrayContaining(['habits', 'routines']));

    await setOffline(context, true);
    await page.reload();
    // A new habit, checked in at once: the check-in names the habit the server will keep.
    await page.goto('/tools/habits');
    await page.getByLabel('Name', { exact: true }).fill('Water the plants');
    await page.getByRole('button', { name: 'Add habit' }).click();
    const done = page.getByRole('button', { name: 'Done: Water the plants, today' });
    await done.click();
    await expect.poll(() => done.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => line(page).textContent(), SLOW).toContain(WAITING);
    await checkAccessibility(page, 'offline-habit');

    // A ready routine, then renamed: both wait on the device, in order.
    await page.goto('/tools/routine-planner');
    await page.getByRole('button', { name: 'Use this routine: Evening' }).click();
    await expect.poll(() => routineCard(page, 'Evening').count(), SLOW).toBe(1);
    await page.getByRole('button', { name: 'Edit: Evening' }).click();
    await page.getByLabel('Routine name').fill('Quiet evening');
    await page.getByRole('button', { name: 'Save routine' }).click();
    await expect.poll(() => routineCard(page, 'Quiet evening').count(), SLOW).toBe(1);
    await expect
      .poll(() => keptChanges(page), KEPT)
      .toEqual(['habits add', 'habits checkin', 'routines add', 'routines change']);
    await checkAccessibility(page, 'offline-routine');

    // A reload, still offline: all of it is still there.
    await page.reload();
    await expect.poll(() => routineCard(page, 'Quiet evening').count(), SLOW).toBe(1);
    await page.goto('/tools/habits');
    await expect.poll(() => done.getAttribute('aria-pressed'), SLOW).toBe('true');

    // Back online: the server keeps the habit with its check-in and the routine under its new name.
    await setOffline(context, false);
    await expect
      .poll(async () => {
        const habits = (await (await page.request.get('/api/habits')).json()) as {
          name: string;
          checkins: { state: string }[];
        }[];
        return habits.map((h) => [h.name, h.checkins.map((c) => c.state)]);
      }, SLOW)
      .toEqual([['Water the plants', ['done']]]);
    await expect
      .poll(async () => {
        const routines = (await (await page.request.get('/api/routines')).json()) as { name: string }[];
        return routines.map((r) => r.name);
      }, SLOW)
      .toEqual(['Quiet evening']);
    await expect.poll(() => line(page).count(), SLOW).toBe(0);
    await context.close();
  });
});
