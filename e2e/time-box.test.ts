import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heading, signUp } from './support/accounts';
import { baseUrl, checkAccessibility, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function choose(page: Page, name: string | RegExp) {
  await page.getByRole('radio', { name }).focus();
  await page.keyboard.press('Space');
  await expect.poll(() => page.getByRole('radio', { name }).isChecked()).toBe(true);
}

const legends = (page: Page) => page.locator('fieldset legend').allTextContents();
// Read by selector: while the time's-up dialog is open the page behind it is hidden from the accessibility tree.
const clock = (page: Page) => page.locator('[role=timer]').textContent();
const savedPlan = (page: Page) => page.request.get('/api/time-box').then((res) => res.json());

describe('time boxing', () => {
  it('reveals the choices step by step, keeps tasks, and brings the plan back after a reload', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await page.goto('/tools');
    await page.getByRole('link', { name: /Time Box/ }).click();
    await page.waitForURL('**/tools/time-box');
    await expect.poll(() => heading(page)).toBe('ADHD Time Boxing Tool');
    expect(await page.getByRole('link', { name: 'Back to Tools' }).getAttribute('href')).toBe('/tools');
    // The controls draw once the header is on screen (decision 113).
    await expect.poll(() => legends(page)).toEqual(['1. How is your energy right now?']);
    expect(await clock(page)).toBe('25:00');
    await checkAccessibility(page, 'time-box-start');

    await choose(page, 'Low energy');
    expect(await legends(page)).toEqual([
      '1. How is your energy right now?',
      '2. How much time do you have?',
    ]);
    await choose(page, 'Short');
    expect(await page.locator('fieldset').nth(2).getByRole('radio').count()).toBe(3);
    expect(await page.getByRole('textbox', { name: 'Add your own task' }).count()).toBe(0);
    await choose(page, '10 minutes');
    expect(await clock(page)).toBe('10:00');
    const ideas = page.getByRole('region', { name: 'Ideas for low energy and 10 minutes' });
    expect(await ideas.getByRole('listitem').count()).toBe(5);
    await checkAccessibility(page, 'time-box-planned');

    // An empty task is refused with a message; a real one is listed with its length.
    await page.getByRole('button', { name: 'Add Task' }).click();
    await expect.poll(() => page.getByText('Please write what the task is.').count()).toBe(1);
    await page.getByRole('textbox', { name: 'Add your own task' }).fill('  Water the plants  ');
    await page.keyboard.press('Enter');
    await ideas
      .getByRole('button', { name: 'Add Drink a glass of water and take three slow breaths' })
      .click();
    const tasks = page.getByRole('region', { name: 'Your tasks' });
    await expect.poll(() => tasks.getByRole('checkbox').count()).toBe(2);
    const watering = tasks.getByRole('checkbox', { name: 'Water the plants' });
    expect(
      await watering.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).inputValue()),
    ).toBe('10');
    await watering.check();
    await expect.poll(() => tasks.getByText('1 of 2 done, 10 minutes left to do.').count()).toBe(1);
    // Asked once how long it took (decision 182); the answer gives the keyboard back to the task's box.
    await tasks.getByRole('button', { name: 'About 15 min for Water the plants' }).click();
    await expect.poll(() => watering.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(await tasks.getByRole('group', { name: 'About how long did it take?' }).count()).toBe(0);
    await tasks
      .getByRole('button', { name: 'Remove Drink a glass of water and take three slow breaths' })
      .click();
    await expect.poll(() => tasks.getByRole('checkbox').count()).toBe(1);
    await checkAccessibility(page, 'time-box-tasks');

    await expect
      .poll(() => savedPlan(page))
      .toMatchObject({
        energyLevel: 'low',
        timeframe: 'short',
        duration: '10',
        addedTasks: [{ text: 'Water the plants', duration: 10, done: true, tookMinutes: 15 }],
        tookTimes: [{ text: 'Water the plants', minutes: 15 }],
      });

    await page.reload();
    await expect.poll(() => page.getByRole('radio', { name: '10 minutes' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Low energy' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Short' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Water the plants' }).isChecked()).toBe(true);

    // A long timeframe is one hour at once: no question follows it, and the timer is set to the hour.
    await choose(page, 'Long');
    await expect.poll(() => clock(page)).toBe('60:00');
    expect(await legends(page)).toEqual([
      '1. How is your energy right now?',
      '2. How much time do you have?',
    ]);
    await expect.poll(() => savedPlan(page)).toMatchObject({ timeframe: 'long', duration: '60' });
    await context.close();
  });

  it("runs a 10-minute box on a fast clock to 'Time's up!', through a reload, and offers a break", async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    const start = new Date('2026-03-02T09:00:00Z').getTime();
    await page.clock.install({ time: start });
    const origin = { origin: baseUrl() };
    await page.request.put('/api/time-box', {
      headers: origin,
      data: { energyLevel: 'high', timeframe: 'short', duration: '10', addedTasks: [] },
    });
    await page.request.patch('/api/settings', { headers: origin, data: { breakReminders: true } });
    await page.goto('/tools/time-box');
    await expect.poll(() => clock(page)).toBe('10:00');
    // From here the page's time moves only when the test moves it.
    await page.clock.pauseAt(start + 60_000);

    await page.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(1000);
    await expect.poll(() => clock(page)).toBe('09:59');
    await page.clock.runFor('03:00');
    await expect.poll(() => clock(page)).toBe('06:59');
    await expect.poll(() => page.title()).toBe('06:59 left · Time Boxing · NeuroNest');
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.clock.runFor('02:00');
    expect(await clock(page)).toBe('06:59');
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => savedPlan(page).then((plan) => plan.timer?.status)).toBe('running');

    // A reload keeps it running from its end time.
    // The page needs its timers to load, so the clock runs naturally from here.
    await page.clock.resume();
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Pause' }).count()).toBe(1);
    // The page's clock may have moved on a moment while reloading, never back.
    expect(await clock(page)).toMatch(/^06:5\d$/);
    await checkAccessibility(page, 'time-box-running');

    // The laptop sleeps past the end: time's up as soon as it wakes.
    await page.clock.fastForward('08:00');
    const dialog = page.getByRole('alertdialog', { name: "Time's up!" });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await clock(page)).toBe('00:00');
    expect(await dialog.getByRole('link', { name: 'Breathing exercise' }).getAttribute('href')).toBe(
      '/tools/meditation',
    );
    await checkAccessibility(page, 'time-box-times-up');
    await expect.poll(() => savedPlan(page).then((plan) => plan.timer)).toBe(null);

    await dialog.getByRole('button', { name: 'Start a 5-minute break' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Break timer' }).count()).toBe(1);
    expect(await clock(page)).toBe('05:00');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => clock(page)).toBe('10:00');
    await context.close();
  });

  it('gives each task its own length, says when they do not fit, and shows the task a running timer is for', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 320, height: 800 } });
    await signUp(page);
    await page.request.put('/api/time-box', {
      headers: { origin: baseUrl() },
      data: { energyLevel: 'high', timeframe: 'long', duration: '60', addedTasks: [] },
    });
    await page.goto('/tools/time-box');
    const input = page.getByRole('textbox', { name: 'Add your own task' });
    for (const task of ['Reply to Sam', 'Draft the plan', 'Tidy the desk']) {
      await input.fill(task);
      await page.keyboard.press('Enter');
      await expect.poll(() => input.inputValue()).toBe('');
    }
    const tasks = page.getByRole('region', { name: 'Your tasks' });
    // The first task takes the hour; the next two start at the whole block again, and the screen says so.
    await expect
      .poll(() => tasks.getByText(/^That is 120 minutes more than your 60-minute block\./).count())
      .toBe(1);
    await tasks.getByRole('combobox', { name: 'Length of Reply to Sam' }).selectOption('10');
    await tasks.getByRole('combobox', { name: 'Length of Draft the plan' }).selectOption('30');
    await tasks.getByRole('combobox', { name: 'Length of Tidy the desk' }).selectOption('20');
    await expect.poll(() => tasks.getByText('That fills your 60-minute block.').count()).toBe(1);
    await expect
      .poll(() =>
        savedPlan(page).then((plan) => plan.addedTasks.map((t: { duration: number }) => t.duration)),
      )
      .toEqual([10, 30, 20]);

    // Running: the timer comes first on a phone, and says which task it is for.
    const timer = page.getByRole('region', { name: 'Focus timer' });
    const timerTop = async () => (await timer.boundingBox())?.y ?? Infinity;
    const tasksTop = async () => (await tasks.boundingBox())?.y ?? -Infinity;
    expect(await timerTop()).toBeGreaterThan(await tasksTop());
    await timer.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => timer.getByText('Now:').textContent()).toBe('Now: Reply to Sam');
    expect(await timerTop()).toBeLessThan(await tasksTop());
    await tasks.getByRole('checkbox', { name: 'Reply to Sam' }).check();
    await expect.poll(() => timer.getByText('Now:').textContent()).toBe('Now: Draft the plan');
    await checkAccessibility(page, 'time-box-running-320');
    await context.close();
  });

  it("brings the keyboard back to the timer's controls after 'Time's up!' is closed", async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    const start = new Date('2026-03-02T09:00:00Z').getTime();
    await page.clock.install({ time: start });
    await page.request.put('/api/time-box', {
      headers: { origin: baseUrl() },
      data: { energyLevel: 'low', timeframe: 'short', duration: '10', addedTasks: [] },
    });
    await page.goto('/tools/time-box');
    await expect.poll(() => clock(page)).toBe('10:00');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.clock.fastForward('10:01');
    const dialog = page.getByRole('alertdialog', { name: "Time's up!" });
    await expect.poll(() => dialog.count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Start again');
    await context.close();
  });

  it("plans an afternoon of blocks with breaks, moves on at time's up, and keeps its place through a reload", async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await page.clock.install({ time: new Date('2026-03-02T13:00:00Z').getTime() });
    await page.goto('/tools/time-box');
    await choose(page, 'High energy');
    await choose(page, 'Several blocks');
    // Exactly: "1 hour 25 minutes in all" is a count's description once the lengths are chosen.
    await choose(page, /^50 minutes/);
    await choose(page, /^4 blocks/);
    expect(await legends(page)).toEqual([
      '1. How is your energy right now?',
      '2. How much time do you have?',
      '3. How long are your blocks and breaks?',
      '4. How many blocks?',
    ]);
    const timer = page.getByRole('region', { name: 'Focus timer' });
    await expect.poll(() => clock(page)).toBe('50:00');
    expect(await timer.getByText('Block 1 of 4, 50 minutes, ready when you are').count()).toBe(1);
    expect(await timer.getByText('Break, 10 minutes').count()).toBe(1);
    expect(await timer.getByText('3 hours 50 minutes left, breaks included').count()).toBe(1);

    // Enter in the length menu adds the task, as it does in the text box.
    const input = page.getByRole('textbox', { name: 'Add your own task' });
    await input.fill('Write the report');
    await page.getByRole('combobox', { name: 'How long?' }).focus();
    await page.keyboard.press('Enter');
    const tasks = page.getByRole('region', { name: 'Your tasks' });
    await expect.poll(() => tasks.getByRole('checkbox', { name: 'Write the report' }).count()).toBe(1);
    expect(await input.inputValue()).toBe('');
    await checkAccessibility(page, 'time-box-several-blocks');

    await timer.getByRole('button', { name: 'Start block 1' }).click();
    await expect.poll(() => timer.getByText('Now:').textContent()).toBe('Now: Write the report');
    await page.clock.fastForward('50:01');
    const dialog = page.getByRole('alertdialog', { name: "Time's up!" });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(
      await dialog
        .getByText('Block 1 of 4 is done. Well done for staying with it. Next is a break of 10 minutes.')
        .count(),
    ).toBe(1);
    await dialog.getByRole('button', { name: 'Start the break of 10 minutes' }).click();
    const onBreak = page.getByRole('region', { name: 'Break timer' });
    await expect.poll(() => onBreak.getByText('Break, 10 minutes left').count()).toBe(1);
    expect(await onBreak.getByText('Block 2 of 4, 50 minutes').count()).toBe(1);
    await expect
      .poll(() => savedPlan(page))
      .toMatchObject({ series: { step: 1, count: 4 }, timer: { status: 'running', kind: 'break' } });

    // A reload finds the break running and the block after it.
    await page.reload();
    await expect.poll(() => onBreak.getByRole('button', { name: 'Pause' }).count()).toBe(1);
    expect(await onBreak.getByText('Block 2 of 4, 50 minutes').count()).toBe(1);
    expect(await page.getByRole('radio', { name: /^4 blocks/ }).isChecked()).toBe(true);
    await checkAccessibility(page, 'time-box-several-blocks-break');

    // The break ends: the next block waits for the person, with the keyboard on its start button.
    await page.clock.fastForward('10:01');
    await expect.poll(() => dialog.count()).toBe(1);
    expect(
      await dialog
        .getByText('Your break is over. Block 2 of 4, 50 minutes, is next when you feel ready.')
        .count(),
    ).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Start block 2');
    expect(await clock(page)).toBe('50:00');
    await context.close();
  });

  it('fits a 320 px wide screen in dark mode, with the largest text and line spacing 3, without sideways scrolling', async () => {
    const { page, context } = await newPage(browser, {
      viewport: { width: 320, height: 800 },
      colorScheme: 'dark',
    });
    await signUp(page);
    await page.request.patch('/api/settings', {
      headers: { origin: baseUrl() },
      data: { textSize: 1.5, lineSpacing: 3 },
    });
    await page.goto('/tools/time-box');
    await choose(page, 'High energy');
    await choose(page, 'Short');
    await choose(page, '20 minutes');
    await page.getByRole('textbox', { name: 'Add your own task' }).fill('Write the introduction of my essay');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('region', { name: 'Your tasks' }).count()).toBe(1);
    // Nothing on this screen reaches past the right edge (the nav bar above is not this screen's).
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('#main *')]
        .filter((el) => el.getBoundingClientRect().right > 320.5)
        .map((el) => el.textContent?.slice(0, 40)),
    );
    expect(overflowing).toEqual([]);
    // The digits stay inside their ring.
    const ring = await page.locator('[role=timer]').evaluate((digits) => {
      const box = digits.getBoundingClientRect();
      const circle = digits.closest('.relative')?.getBoundingClientRect();
      return circle ? box.width < circle.width * 0.8 : false;
    });
    expect(ring).toBe(true);
    await checkAccessibility(page, 'time-box-320-dark');
    await page
      .getByRole('region', { name: 'Your tasks' })
      .screenshot({ path: 'test-results/time-box-320-tasks.png' });
    await page
      .getByRole('region', { name: 'Focus timer' })
      .screenshot({ path: 'test-results/time-box-320-timer.png' });
    await context.close();
  });
});
