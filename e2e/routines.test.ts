import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heading, signUp } from './support/accounts';
import { checkAccessibility, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const stepTitles = (page: Page, name: string) =>
  page
    .getByRole('list', { name: `Steps of ${name}` })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => li.querySelector('.font-medium')?.textContent ?? ''));
const status = (page: Page) => page.locator('p[role="status"]').last().textContent();
const focusedValue = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? '');

describe('Smart Routine Planner', () => {
  it('builds a routine from a template, reorders steps by keyboard, schedules it for weekdays at 7:30', async () => {
    const { page, context } = await newPage(browser, { timezoneId: 'Europe/London' });
    await signUp(page);
    await page.goto('/tools');
    await page.getByRole('link', { name: /Smart Routine Planner/ }).click();
    await page.waitForURL('**/tools/routine-planner');
    await expect.poll(() => heading(page)).toBe('Smart Routine Planner');
    await expect.poll(() => page.getByText(/^No routines yet/).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Use this routine/ }).count()).toBe(5);
    await checkAccessibility(page, 'routines-empty');

    // A ready routine becomes the person's own, by keyboard; the pressed button goes with the ready routines, and
    // focus goes to the new routine's heading, never to the page.
    await page.getByRole('button', { name: 'Use this routine: Morning' }).focus();
    await page.keyboard.press('Enter');
    const morning = card(page, 'Morning');
    await expect.poll(() => morning.textContent()).toContain('5 steps, 42 minutes');
    await expect
      .poll(() =>
        page.evaluate(
          () => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim()}`,
        ),
      )
      .toBe('H3 Morning');
    expect(await morning.textContent()).toContain('Run when you choose.');
    await checkAccessibility(page, 'routines-from-template');

    // Edit: rename, move Shower up with Alt+Arrow from its title, then Breakfast up with its button by keyboard.
    await page.getByRole('button', { name: 'Edit: Morning' }).click();
    await page.getByLabel('Routine name').fill('My morning');
    const shower = page.getByRole('group', { name: 'Step 3 of 5' }).getByLabel('Title');
    expect(await shower.inputValue()).toBe('Shower');
    await shower.focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => status(page)).toBe('Shower is now step 2 of 5.');
    expect(await focusedValue(page)).toBe('Shower');
    expect(await page.getByRole('group', { name: 'Step 2 of 5' }).getByLabel('Title').inputValue()).toBe(
      'Shower',
    );
    await page.getByRole('button', { name: 'Move up: Breakfast' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => status(page)).toBe('Breakfast is now step 4 of 5.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Move up: Breakfast',
    );

    // A step deleted by keyboard comes back with one more key press: the focus is on its Undo, and then on the
    // step's title again. An empty title is refused with a message naming the step.
    await page.getByRole('button', { name: 'Delete step: Drink a glass of water' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('group', { name: /^Step \d of 4$/ }).count()).toBe(4);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Undo');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('group', { name: /^Step \d of 5$/ }).count()).toBe(5);
    await expect.poll(() => focusedValue(page)).toBe('Drink a glass of water');
    await page.getByRole('button', { name: 'Add a step' }).click();
    await page.getByRole('button', { name: 'Save routine' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('Step 6: Please give each step a title.');
    await page.getByRole('group', { name: 'Step 6 of 6' }).getByLabel('Title').fill('Pack the bag');
    await page.getByRole('group', { name: 'Step 6 of 6' }).getByLabel('Minutes (optional)').fill('4');
    await checkAccessibility(page, 'routines-editing');
    await page.getByRole('button', { name: 'Save routine' }).click();
    const mine = card(page, 'My morning');
    await expect
      .poll(() => stepTitles(page, 'My morning'))
      .toEqual([
        'Wake up slowly',
        'Shower',
        'Drink a glass of water',
        'Breakfast',
        'Get dressed',
        'Pack the bag',
      ]);
    await expect.poll(() => mine.textContent()).toContain('6 steps, 46 minutes');

    // Schedule it for weekdays at 7:30; the form says so in words before it is saved.
    await page.getByRole('button', { name: 'Schedule: My morning' }).click();
    await page.getByRole('radio', { name: 'Weekdays (Monday to Friday)' }).check();
    await page.getByLabel('Start time').fill('07:30');
    await expect.poll(() => mine.textContent()).toMatch(/Weekdays at 7:30\. Next: .+ at 7:30\./);
    await checkAccessibility(page, 'routines-schedule');
    await page.getByRole('button', { name: 'Save schedule' }).click();
    await expect.poll(() => mine.textContent()).toContain('Weekdays at 7:30. Next:');

    // All of it was saved.
    await page.reload();
    await expect.poll(() => card(page, 'My morning').textContent()).toContain('Weekdays at 7:30. Next:');
    expect(await stepTitles(page, 'My morning')).toEqual([
      'Wake up slowly',
      'Shower',
      'Drink a glass of water',
      'Breakfast',
      'Get dressed',
      'Pack the bag',
    ]);
    await checkAccessibility(page, 'routines-scheduled');

    // Duplicate, then delete the copy and bring it back with Undo.
    await page.getByRole('button', { name: 'Duplicate: My morning' }).click();
    await expect.poll(() => card(page, 'My morning (copy)').count()).toBe(1);
    await expect.poll(() => card(page, 'My morning (copy)').textContent()).toContain('Weekdays at 7:30');
    await page.getByRole('button', { name: 'Delete: My morning (copy)' }).click();
    await expect.poll(() => card(page, 'My morning (copy)').count()).toBe(0);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => card(page, 'My morning (copy)').count()).toBe(1);
    // The notice has gone once it is used (the scan below would catch it half faded).
    await expect.poll(() => page.getByRole('button', { name: 'Undo', exact: true }).count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toMatch(/fail|lost|missed/i);

    // At 320 px wide nothing scrolls sideways, the editor open included.
    await page.setViewportSize({ width: 320, height: 900 });
    await page.getByRole('button', { name: 'Edit: My morning', exact: true }).click();
    // After the resize has settled: the navigation folds its links once it has measured them.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(320);
    await checkAccessibility(page, 'routines-320');
    await context.close();
  });

  it('plays a routine step by step with true time through a reload, and keeps the run', async () => {
    const { page, context } = await newPage(browser, { timezoneId: 'Europe/London' });
    await context.clock.install({ time: new Date('2026-03-30T06:00:00Z') });
    await signUp(page);
    await page.goto('/tools/routine-planner');
    await page.getByRole('button', { name: 'Use this routine: Leaving the house' }).click();
    await expect.poll(() => card(page, 'Leaving the house').textContent()).toContain('5 steps, 13 minutes');
    await page.getByRole('button', { name: 'Start: Leaving the house' }).click();

    const timer = page.getByRole('timer');
    await expect.poll(() => page.getByRole('heading', { level: 3 }).textContent()).toBe('Check the weather');
    expect(await page.getByText('Step 1 of 5', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Next: Shoes and coat on · 5 minutes').count()).toBe(1);
    await expect.poll(() => timer.textContent()).toBe('02:00');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Leaving the house');
    await checkAccessibility(page, 'routines-play');

    // The step's time runs out while the tab is away; it says so calmly, and +5 min adds to now.
    await page.clock.fastForward('03:00');
    await expect.poll(() => timer.textContent()).toBe('00:00');
    expect(await page.getByText(/^Time is up for this step\. Carry on at your pace/).count()).toBe(1);
    await page.getByRole('button', { name: 'More time (+5 min)' }).click();
    await expect.poll(() => timer.textContent()).toBe('05:00');

    // A reload mid-routine finds the same step and the same end time.
    await page.clock.fastForward('01:30');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 3 }).textContent()).toBe('Check the weather');
    // The clock also runs on by itself while the page reloads: a few seconds at most.
    await expect.poll(() => timer.textContent()).toMatch(/^03:(2\d|30)$/);

    // At 320 px the step, its ring and its buttons fit without scrolling sideways.
    await page.setViewportSize({ width: 320, height: 800 });
    // After the resize has settled: the navigation folds its links once it has measured them.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(320);
    await checkAccessibility(page, 'routines-play-320');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { level: 3 }).textContent()).toBe('Shoes and coat on');
    await page.getByRole('button', { name: 'Skip', exact: true }).click();
    for (const title of ['Keys, phone, wallet', 'Bag packed', 'Lock the door']) {
      await expect.poll(() => page.getByRole('heading', { level: 3 }).textContent()).toBe(title);
      await page.clock.fastForward('00:40');
      await page.getByRole('button', { name: 'Done', exact: true }).click();
    }

    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'Finished: Leaving the house' }).count())
      .toBe(1);
    expect(await page.getByText('You did 4 of 5 steps.').count()).toBe(1);
    const results = page.getByRole('list', { name: 'What each step became' });
    expect(await results.textContent()).toMatch(/Check the weather: done, took [45] minutes/);
    expect(await results.textContent()).toContain('Shoes and coat on: skipped');
    await expect.poll(() => page.getByText('This run is kept with the routine.').count()).toBe(1);
    expect(await page.locator('body').textContent()).not.toMatch(/fail|missed|only/i);
    await checkAccessibility(page, 'routines-finished');

    await page.getByRole('button', { name: 'Back to your routines' }).click();
    await expect.poll(() => card(page, 'Leaving the house').count()).toBe(1);
    await page.reload();
    await expect.poll(() => card(page, 'Leaving the house').count()).toBe(1);
    expect(await page.getByRole('timer').count()).toBe(0);
    await context.close();
  });

  it('moves a step by dragging its grip with a pointer, and says where it went', async () => {
    // Tall enough to hold the editor whole: a pointer drags only what is on the screen.
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 2000 } });
    await signUp(page);
    const made = await page.request.post('/api/routines', {
      data: { name: 'Evening', steps: [{ title: 'Tidy up' }, { title: 'Brush teeth' }, { title: 'Read' }] },
    });
    expect(made.ok()).toBe(true);
    await page.goto('/tools/routine-planner');
    await page.getByRole('button', { name: 'Edit: Evening', exact: true }).click();
    const titles = () =>
      page
        .getByRole('group', { name: /^Step \d of 3$/ })
        .evaluateAll((groups) =>
          groups.map((group) => (group.querySelector('input') as HTMLInputElement).value),
        );
    expect(await titles()).toEqual(['Tidy up', 'Brush teeth', 'Read']);
    const grip = page
      .getByRole('group', { name: 'Step 3 of 3' })
      .locator('xpath=ancestor::li[1]/button[@title="Drag to move"]');
    const target = page.getByRole('group', { name: 'Step 1 of 3' });
    const from = (await grip.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 10, { steps: 10 });
    await page.mouse.up();
    await expect.poll(titles).toEqual(['Read', 'Tidy up', 'Brush teeth']);
    await expect.poll(() => page.getByText('Read is now at place 1 of 3.').count()).toBe(1);
    await checkAccessibility(page, 'routines-dragged');
    await page.getByRole('button', { name: 'Save routine' }).click();
    await expect.poll(() => stepTitles(page, 'Evening')).toEqual(['Read', 'Tidy up', 'Brush teeth']);
    await context.close();
  });
});
