// The habit tracker with two years of check-ins for ten habits, in Chromium: the longest main-thread task (what
// would freeze the page) from the browser's Long Tasks API while the list opens and while every habit's
// calendar is drawn. Measured as the person with those check-ins meets it, on a return visit: the app's
// scripts already in the browser (the service worker keeps them, decision 090), and from the screen's first
// paint on, as Lighthouse counts blocking time; the median of three openings (decision 135). A first visit in
// a new browser is measured beside it, before and after its first paint, with the same screen for an account
// with no habits as its floor. `npx tsx bench/habit-calendar.ts` after `npm run build` measures it alone.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createAccount } from './account';
import { runAlone, runDirectly } from './alone';
import { median } from './load';
import { habitWithCheckins, sender } from './seed-plans';
import { signedInContext, workerReady } from './tool-screens';

export const CALENDAR_HABITS = 10;
export const CALENDAR_DAYS = 730;
/** Openings on a return visit; each figure of the row is their median. */
const OPENINGS = 3;

/** The longest tasks of one opening of the screen (0 when none passed 50 ms). */
interface Opening {
  /** From navigation to the list (or the empty screen's words) on screen, in ms. */
  shownMs: number;
  /** Before the first contentful paint: the app's scripts starting, the same on every screen. */
  beforePaintMs: number;
  /** From the first paint until the list and its idle work were done. */
  afterPaintMs: number;
}

export interface HabitCalendarTimings {
  habits: number;
  checkins: number;
  /** Return visits: the median, and each opening in the order they ran. */
  listMs: number;
  longestListTaskMs: number;
  listTaskRuns: number[];
  /** Return visits' longest task before their first paint (median). */
  beforePaintMs: number;
  /** From the first click on a Calendar button to every calendar drawn, in ms (median). */
  calendarsMs: number;
  longestCalendarTaskMs: number;
  calendarTaskRuns: number[];
  /** The first visit in a new browser, with ten habits and with none (the floor). */
  firstVisit: Opening;
  emptyFirstVisit: Opening;
}

// Plain JavaScript text: it runs in the page before the app, whatever compiled this file.
const OBSERVE = `window.__longTasks = [];
new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((t) => ({ start: t.startTime, duration: t.duration }))))
  .observe({ type: 'longtask' });`;

interface Task {
  start: number;
  duration: number;
}

const longest = (list: Task[]) => Math.round(Math.max(0, ...list.map((t) => t.duration)));

const listShown = (page: Page) =>
  page.waitForFunction(
    (count) => document.querySelectorAll('button[aria-label^="Calendar: "]').length >= count,
    CALENDAR_HABITS,
    { timeout: 60_000 },
  );

/** Opens the tracker in `page` and waits for `shown` and for the page's own idle work after it. */
async function open(page: Page, baseUrl: string, shown: (page: Page) => Promise<unknown>) {
  await page.goto(`${baseUrl}/tools/habits`);
  await shown(page);
  const shownMs = (await page.evaluate('performance.now()')) as number;
  await page.waitForLoadState('networkidle');
  const paint = (await page.evaluate(
    `performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0`,
  )) as number;
  const doneMs = (await page.evaluate('performance.now()')) as number;
  const tasks = (await page.evaluate('window.__longTasks')) as Task[];
  const opening: Opening = {
    shownMs: Math.round(shownMs),
    beforePaintMs: longest(tasks.filter((t) => t.start < paint)),
    afterPaintMs: longest(tasks.filter((t) => t.start >= paint)),
  };
  return { opening, doneMs };
}

async function observedContext(browser: Browser, baseUrl: string, cookie: string) {
  const context = await signedInContext(browser, baseUrl, cookie);
  await context.addInitScript(OBSERVE);
  return context;
}

/** The same screen on a first visit for an account with no habits: what opening it costs by itself. */
async function emptyFirstVisit(browser: Browser, baseUrl: string): Promise<Opening> {
  const account = await createAccount(baseUrl);
  const context = await observedContext(browser, baseUrl, await account.cookie());
  try {
    const shown = (page: Page) => page.getByText('No habits yet.').waitFor({ timeout: 60_000 });
    return (await open(await context.newPage(), baseUrl, shown)).opening;
  } finally {
    await context.close();
  }
}

/** One return visit: the list opened, then each calendar opened as a person would, one click each. */
async function returnVisit(context: BrowserContext, baseUrl: string) {
  const page = await context.newPage();
  try {
    const { opening, doneMs } = await open(page, baseUrl, listShown);
    const buttons = page.getByRole('button', { name: /^Calendar: / });
    for (let i = 0; i < CALENDAR_HABITS; i += 1) await buttons.nth(i).click();
    // Three months a habit, each a table with a caption.
    await page.waitForFunction(
      (count) => document.querySelectorAll('table caption').length >= count,
      CALENDAR_HABITS * 3,
      { timeout: 60_000 },
    );
    const drawnMs = (await page.evaluate('performance.now()')) as number;
    // Let the observer hear of the last tasks before reading them.
    await page.waitForTimeout(200);
    const tasks = (await page.evaluate('window.__longTasks')) as Task[];
    return {
      opening,
      calendarsMs: drawnMs - doneMs,
      calendarTaskMs: longest(tasks.filter((t) => t.start >= doneMs)),
    };
  } finally {
    await page.close();
  }
}

export async function measureHabitCalendar(browser: Browser, baseUrl: string): Promise<HabitCalendarTimings> {
  const empty = await emptyFirstVisit(browser, baseUrl);
  // An account of its own, so the ten habits are all it keeps.
  const account = await createAccount(baseUrl);
  const send = sender(baseUrl, await account.cookie());
  let checkins = 0;
  for (let i = 0; i < CALENDAR_HABITS; i += 1) {
    const habit = habitWithCheckins(i, CALENDAR_DAYS);
    checkins += habit.checkins?.length ?? 0;
    await send('POST', '/habits', habit);
  }
  const context = await observedContext(browser, baseUrl, await account.cookie());
  try {
    const page = await context.newPage();
    const first = (await open(page, baseUrl, listShown)).opening;
    // The app installed: its service worker has kept its scripts (decision 090), as for a returning person.
    await workerReady(page);
    await page.close();
    const visits = [];
    for (let i = 0; i < OPENINGS; i += 1) visits.push(await returnVisit(context, baseUrl));
    const listTaskRuns = visits.map((v) => v.opening.afterPaintMs);
    const calendarTaskRuns = visits.map((v) => v.calendarTaskMs);
    return {
      habits: CALENDAR_HABITS,
      checkins,
      listMs: median(visits.map((v) => v.opening.shownMs)),
      longestListTaskMs: median(listTaskRuns),
      listTaskRuns,
      beforePaintMs: median(visits.map((v) => v.opening.beforePaintMs)),
      calendarsMs: Math.round(median(visits.map((v) => v.calendarsMs))),
      longestCalendarTaskMs: median(calendarTaskRuns),
      calendarTaskRuns,
      firstVisit: first,
      emptyFirstVisit: empty,
    };
  } finally {
    await context.close();
  }
}

if (runDirectly(import.meta.filename))
  await runAlone((browser, baseUrl) => measureHabitCalendar(browser, baseUrl));
