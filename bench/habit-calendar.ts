// The habit tracker with two years of check-ins for ten habits, in Chromium: from opening /tools/habits until
// every habit's calendar is drawn, the longest main-thread task (what would freeze the page) from the
// browser's Long Tasks API. `npx tsx bench/habit-calendar.ts` after `npm run build` measures it alone.
import type { Browser } from 'playwright-core';
import { createAccount } from './account';
import { runAlone, runDirectly } from './alone';
import { habitWithCheckins, sender } from './seed-plans';
import { signedInContext } from './tool-screens';

export const CALENDAR_HABITS = 10;
export const CALENDAR_DAYS = 730;

export interface HabitCalendarTimings {
  habits: number;
  checkins: number;
  /** From navigation to the list of habits on screen, in ms. */
  listMs: number;
  /** From the first click on a Calendar button to every calendar drawn, in ms. */
  calendarsMs: number;
  /** The longest task while the list opened, and while the calendars were drawn (0 when none passed 50 ms). */
  longestListTaskMs: number;
  longestCalendarTaskMs: number;
  /** Tasks over 50 ms from navigation to the last calendar. */
  longTasks: number;
  /**
   * The floor, measured just before: the longest task while the same screen opens for an account with no
   * habits, the same scripts with nothing to draw (0 when none passed 50 ms).
   */
  longestEmptyTaskMs: number;
}

// Plain JavaScript text: it runs in the page before the app, whatever compiled this file.
const OBSERVE = `window.__longTasks = [];
new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((t) => ({ start: t.startTime, duration: t.duration }))))
  .observe({ type: 'longtask' });`;

const longest = (list: { duration: number }[]) => Math.round(Math.max(0, ...list.map((t) => t.duration)));

/** The longest task while the habit tracker opens for a new account: what opening the screen costs by itself. */
async function emptyScreenTask(browser: Browser, baseUrl: string): Promise<number> {
  const account = await createAccount(baseUrl);
  const context = await signedInContext(browser, baseUrl, await account.cookie());
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    await page.goto(`${baseUrl}/tools/habits`);
    await page.getByText('No habits yet.').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    return longest((await page.evaluate('window.__longTasks')) as { duration: number }[]);
  } finally {
    await context.close();
  }
}

export async function measureHabitCalendar(browser: Browser, baseUrl: string): Promise<HabitCalendarTimings> {
  const longestEmptyTaskMs = await emptyScreenTask(browser, baseUrl);
  // An account of its own, so the ten habits are all it keeps.
  const account = await createAccount(baseUrl);
  const send = sender(baseUrl, await account.cookie());
  let checkins = 0;
  for (let i = 0; i < CALENDAR_HABITS; i += 1) {
    const habit = habitWithCheckins(i, CALENDAR_DAYS);
    checkins += habit.checkins?.length ?? 0;
    await send('POST', '/habits', habit);
  }
  const context = await signedInContext(browser, baseUrl, await account.cookie());
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    await page.goto(`${baseUrl}/tools/habits`);
    const buttons = page.getByRole('button', { name: /^Calendar: / });
    await page.waitForFunction(
      (count) => document.querySelectorAll('button[aria-label^="Calendar: "]').length >= count,
      CALENDAR_HABITS,
      { timeout: 60_000 },
    );
    const listMs = (await page.evaluate('performance.now()')) as number;
    // Once the list's own idle work is done, each calendar opens as a person would open it: one click each.
    await page.waitForLoadState('networkidle');
    const opening = (await page.evaluate('performance.now()')) as number;
    for (let i = 0; i < CALENDAR_HABITS; i += 1) await buttons.nth(i).click();
    // Three months a habit, each a table with a caption.
    await page.waitForFunction(
      (count) => document.querySelectorAll('table caption').length >= count,
      CALENDAR_HABITS * 3,
      { timeout: 60_000 },
    );
    const calendarsMs = (await page.evaluate('performance.now()')) as number;
    // Let the observer hear of the last tasks before reading them.
    await page.waitForTimeout(200);
    const tasks = (await page.evaluate('window.__longTasks')) as { start: number; duration: number }[];
    return {
      habits: CALENDAR_HABITS,
      checkins,
      listMs: Math.round(listMs),
      calendarsMs: Math.round(calendarsMs - opening),
      longestListTaskMs: longest(tasks.filter((t) => t.start < opening)),
      longestCalendarTaskMs: longest(tasks.filter((t) => t.start >= opening)),
      longTasks: tasks.length,
      longestEmptyTaskMs,
    };
  } finally {
    await context.close();
  }
}

if (runDirectly(import.meta.filename))
  await runAlone((browser, baseUrl) => measureHabitCalendar(browser, baseUrl));
