import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_APPEARANCE } from '../src/shared/appearance';
import { checkAccessibility, launchBrowser, newPage } from './support/browser';
import { newEmail, PASSWORD } from './support/accounts';
import { installed } from './support/offline';
import { coveredControls } from './support/covered-controls';

// Reminders (docs/product.md#reminders): these tests run the service worker, as they need its notifications.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const MINUTE = 60_000;

/** Tomorrow at hh:mm UTC: a day the server's own rounds have not reached. */
function tomorrowAt(time: string): Date {
  const day = new Date(Date.now() + 24 * 60 * MINUTE).toISOString().slice(0, 10);
  return new Date(`${day}T${time}:00Z`);
}

/** The titles of the notifications the service worker shows now. */
const systemNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => shown.title),
  );

/**
 * Keeps, in the page, the title of each notification the app asked the worker to show, once the browser has
 * taken it (or why it refused), so the test reads the browser's list after the notification is written, not
 * while it is being written.
 */
const recordShown = (page: Page) =>
  page.addInitScript(() => {
    const asked: string[] = [];
    const show = ServiceWorkerRegistration.prototype.showNotification;
    ServiceWorkerRegistration.prototype.showNotification = async function (title, options) {
      try {
        await show.call(this, title, options);
        asked.push(title);
      } catch (error) {
        asked.push(`refused: ${String(error)}`);
        throw error;
      }
    };
    Object.assign(window, { askedToShow: asked });
  });

/** The reminder was shown as a system notification `times` times so far, and the browser lists it now. */
async function shownBySystem(page: Page, title: string, times: number) {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { askedToShow: string[] }).askedToShow))
    .toEqual(Array.from({ length: times }, () => title));
  await expect.poll(() => systemNotifications(page)).toContain(title);
}

const notice = (page: Page, title: string) => page.getByRole('region', { name: title });

describe('reminders', () => {
  it('reminds of a routine in the app and as a system notification, and comes back after Snooze 5 min', async () => {
    const { page, context } = await installed(browser, 'remind');
    try {
      await context.grantPermissions(['notifications']);
      const start = tomorrowAt('09:00');
      const made = await page.request.post('/api/routines', {
        data: {
          name: 'Morning',
          steps: [
            { title: 'Wash', minutes: 10 },
            { title: 'Dress', minutes: 5 },
          ],
          schedule: {
            rule: 'FREQ=DAILY',
            time: '09:00',
            timeZone: 'UTC',
            startDay: start.toISOString().slice(0, 10),
          },
        },
      });
      expect(made.ok()).toBe(true);
      await recordShown(page);
      // The page's clock: tomorrow, a quarter of an hour before the routine, running on from there.
      await page.clock.install({ time: new Date(start.getTime() - 15 * MINUTE) });
      await page.goto('/tools/routine-planner');
      await page.getByRole('button', { name: 'Edit: Morning' }).click();
      const title = 'Morning starts in 5 minutes.';
      // The reminders load when the browser is idle and ask for what is due from the page's own clock; once
      // an answer names this reminder, the open app waits for its time.
      const heard = page.waitForResponse(
        async (response) =>
          new URL(response.url()).pathname === '/api/reminders/upcoming' &&
          (await response.text()).includes(title),
        { timeout: 30_000 },
      );
      const remind = page.getByRole('checkbox', { name: 'Remind me: Morning' });
      // The tick shows once the change is made on the page's (installed) clock, as a person sees it.
      await remind.click();
      await expect.poll(() => remind.isChecked()).toBe(true);
      await page.getByLabel('When', { exact: true }).selectOption({ label: '5 minutes before' });
      await expect.poll(() => page.getByText('Saved', { exact: true }).count()).toBeGreaterThan(0);
      await expect.poll(() => page.getByText('Task reminders were off in Settings').count()).toBe(1);
      await checkAccessibility(page, 'reminder-routine-on');

      await heard;
      await page.clock.fastForward(10 * MINUTE);
      await expect.poll(() => notice(page, title).count(), { timeout: 15_000 }).toBe(1);
      await shownBySystem(page, title, 1);
      await expect.poll(() => notice(page, title).textContent()).toContain('2 steps, about 15 minutes.');
      await checkAccessibility(page, 'reminder-notice');
      // In the page's flow, in the reading font like the page around it, over no control of the screen.
      expect(
        await notice(page, title).evaluate(
          (el) => getComputedStyle(el).fontFamily === getComputedStyle(document.body).fontFamily,
        ),
      ).toBe(true);
      expect(await notice(page, title).evaluate(coveredControls)).toEqual([]);
      // Another screen keeps it until it is answered.
      await page.getByRole('link', { name: 'Tools', exact: true }).first().click();
      await page.waitForURL('**/tools');
      expect(await notice(page, title).count()).toBe(1);
      await page.goBack();
      await page.waitForURL('**/routine-planner');

      await notice(page, title).getByRole('button', { name: 'Snooze 5 min' }).click();
      await expect.poll(() => notice(page, title).count()).toBe(0);
      await expect.poll(() => systemNotifications(page)).not.toContain(title);

      await page.clock.fastForward(4 * MINUTE);
      await page.waitForTimeout(500);
      expect(await notice(page, title).count()).toBe(0);
      await page.clock.fastForward(MINUTE + 1000);
      await expect.poll(() => notice(page, title).count(), { timeout: 15_000 }).toBe(1);
      await shownBySystem(page, title, 2);
      // On a 320 px screen the notice fits, its words whole, nothing scrolls sideways.
      await page.setViewportSize({ width: 320, height: 700 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(320);
      const box = await notice(page, title).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
      await checkAccessibility(page, 'reminder-notice-320');

      // The largest text, the widest spacing and OpenDyslexic, then a reload: the notice is still there, in them.
      const look = await page.request.patch('/api/settings', {
        data: { ...DEFAULT_APPEARANCE, fontFamily: 'opendyslexic', textSize: 1.5, lineSpacing: 3 },
      });
      expect(look.ok()).toBe(true);
      await page.reload();
      await expect.poll(() => notice(page, title).count(), { timeout: 15_000 }).toBe(1);
      expect(await notice(page, title).evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
        /OpenDyslexic/,
      );
      expect(await notice(page, title).evaluate(coveredControls)).toEqual([]);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(320);
      await checkAccessibility(page, 'reminder-notice-320-largest');

      // Done, pressed at 320 px: the server is told, and the notice and the notification go.
      const doneCall = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname === '/api/reminders/done',
        { timeout: 5000 },
      );
      await notice(page, title).getByRole('button', { name: 'Done' }).click();
      expect((await doneCall).ok()).toBe(true);
      await expect.poll(() => notice(page, title).count()).toBe(0);
      await expect.poll(() => systemNotifications(page)).not.toContain(title);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('says plainly when the browser blocks notifications, in Settings and where a reminder is turned on', async () => {
    const { page, context } = await newPage(browser);
    try {
      const res = await page.request.post('/api/auth/sign-up/email', {
        data: { email: newEmail('remind-blocked'), password: PASSWORD, name: '' },
      });
      expect(res.ok()).toBe(true);
      // As a browser whose person said "Block" for this site.
      await page.addInitScript(() => {
        Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
        Notification.requestPermission = () => Promise.resolve('denied');
      });
      await page.goto('/settings?tab=notifications');
      const blocked = page.getByText('Your browser is blocking notifications from NeuroNest.', {
        exact: false,
      });
      // The tab's panel and the saved settings come after the page: on a busy machine, more than a second.
      await expect.poll(() => blocked.count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Allow notifications' }).count()).toBe(0);
      await expect
        .poll(() => page.getByRole('checkbox', { name: 'Quiet hours', exact: true }).isChecked())
        .toBe(true);
      await checkAccessibility(page, 'reminder-settings-blocked');

      await page.getByRole('checkbox', { name: 'Enable break reminders' }).check();
      // A click, then the choice as shown: the saved choice is drawn once the save has begun, which can be a
      // moment after the click when the reminders are being read at the same time.
      await page.getByRole('radio', { name: '90 minutes' }).click();
      await expect.poll(() => page.getByRole('radio', { name: '90 minutes' }).isChecked()).toBe(true);
      // This group's own "Saved": the switch above says "Saved" too, sooner.
      const breakAfter = page.getByRole('group', { name: 'Offer a break after' });
      await expect.poll(() => breakAfter.getByRole('status').textContent()).toBe('Saved');
      await page.reload();
      await expect.poll(() => page.getByRole('radio', { name: '90 minutes' }).isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
