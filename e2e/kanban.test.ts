import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heading, signUp } from './support/accounts';
import { checkAccessibility, launchBrowser, newPage } from './support/browser';
import { addCard, cardTitles, column } from './support/kanban';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('Visual Task Board', () => {
  it('adds, moves by button and by keyboard drag, breaks down, deletes with undo, and survives a reload', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await page.goto('/tools');
    await page.getByRole('link', { name: /Visual Task Board/ }).click();
    await page.waitForURL('**/tools/kanban');
    await expect.poll(() => heading(page)).toBe('Visual Task Board');
    for (const name of ['To Do', 'In Progress', 'Done'])
      await expect.poll(() => column(page, name).count()).toBe(1);
    await checkAccessibility(page, 'kanban-empty');

    // A title is needed once spaces are trimmed.
    await addCard(page, '   ', 'Only a description');
    await addCard(page, 'Plan the trip', 'Train or bus?');
    await addCard(page, 'Study chapter 4');
    await expect.poll(() => cardTitles(page, 'To Do')).toEqual(['Study chapter 4', 'Plan the trip']);
    expect(await column(page, 'To Do').getByRole('heading', { level: 2 }).textContent()).toContain('2');

    await page.getByRole('button', { name: 'Move to In Progress: Plan the trip' }).click();
    await expect.poll(() => cardTitles(page, 'In Progress')).toEqual(['Plan the trip']);
    // Focus follows the card to its new column.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain('Plan the trip');

    // Keyboard drag: pick up with Space, one column right, drop with Space.
    // Each step waits for what a screen reader would hear before the next key, as a person would.
    const heard = () => page.locator('[id^="DndLiveRegion"]').textContent();
    await page.getByRole('button', { name: 'Drag Plan the trip' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(heard).toMatch(/Picked up Plan the trip|Plan the trip is over In Progress/);
    // On a loaded machine the first arrow can arrive before the drag is ready, as it could for a quick person,
    // who would press again; Done is the last column, so a second press cannot overshoot.
    await expect
      .poll(
        async () => {
          await page.keyboard.press('ArrowRight');
          return heard();
        },
        { interval: 1000 },
      )
      .toBe('Plan the trip is over Done.');
    await page.keyboard.press('Space');
    await expect.poll(heard).toBe('Plan the trip was dropped in Done.');
    await expect.poll(() => cardTitles(page, 'Done')).toEqual(['Plan the trip']);

    await page.getByRole('button', { name: 'Suggest steps for Study chapter 4' }).click();
    const study = column(page, 'To Do').getByRole('article', { name: 'Study chapter 4' });
    await expect.poll(() => study.getByRole('checkbox').count()).toBe(3);
    expect(await study.textContent()).toContain(
      'Open the topic list or notes for chapter 4 and pick one weak topic',
    );
    const first = study.getByRole('checkbox').first();
    await first.click();
    await expect.poll(() => first.isChecked()).toBe(true);
    await expect.poll(() => study.getByText(/Subtasks \(1 of 3 done\)/).count()).toBe(1);
    await checkAccessibility(page, 'kanban-with-cards');

    await page.getByRole('button', { name: 'Delete Plan the trip' }).click();
    await expect.poll(() => cardTitles(page, 'Done')).toEqual([]);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => cardTitles(page, 'Done')).toEqual(['Plan the trip']);

    await page.reload();
    await expect.poll(() => cardTitles(page, 'Done')).toEqual(['Plan the trip']);
    expect(await cardTitles(page, 'To Do')).toEqual(['Study chapter 4']);
    expect(await cardTitles(page, 'In Progress')).toEqual([]);
    const reloaded = column(page, 'To Do').getByRole('article', { name: 'Study chapter 4' });
    await expect.poll(() => reloaded.getByRole('checkbox').first().isChecked()).toBe(true);
    expect(await column(page, 'Done').getByText('Train or bus?').count()).toBe(1);
    await context.close();
  });

  it("shows the product's message in place of the subtasks when the assistant fails, title kept", async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await page.goto('/tools/kanban');
    await addCard(page, 'Fix the bike', 'Back tyre');
    await page.route('**/api/ai/task-breakdown', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          outcome: 'failed',
          source: 'model',
          title: 'Fix the bike',
          description: '',
          subtasks: ['Failed to generate suggestions. Please try again.'],
          saved: null,
        }),
      }),
    );
    await page.getByRole('button', { name: 'Suggest steps for Fix the bike' }).click();
    const card = page.getByRole('article', { name: 'Fix the bike' });
    await expect
      .poll(() => card.getByRole('alert').textContent())
      .toBe('Failed to generate suggestions. Please try again.');
    expect(await card.getByText('Back tyre').count()).toBe(1);
    await checkAccessibility(page, 'kanban-failed');
    await context.close();
  });

  it('moves a card by dragging it with the pointer', async () => {
    // Tall enough that the drop point is far from the edge, where dragging scrolls the page.
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 1400 } });
    await signUp(page);
    await page.goto('/tools/kanban');
    await addCard(page, 'Drag me along');
    const handle = page.getByRole('button', { name: 'Drag Drag me along' });
    // The card can be dragged once the server has saved it (its buttons turn on then).
    await expect
      .poll(() => page.getByRole('button', { name: 'Suggest steps for Drag me along' }).isDisabled())
      .toBe(false);
    const from = await handle.boundingBox();
    const to = await column(page, 'In Progress').boundingBox();
    if (!from || !to) throw new Error('The board is not laid out.');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    const heard = () => page.locator('[id^="DndLiveRegion"]').textContent();
    await page.mouse.move(from.x + 30, from.y + 30, { steps: 5 });
    await expect.poll(heard).toMatch(/Drag me along/);
    await page.mouse.move(to.x + 40, to.y + 60, { steps: 10 });
    await expect.poll(heard).toBe('Drag me along is over In Progress.');
    await page.mouse.up();
    await expect.poll(() => cardTitles(page, 'In Progress')).toEqual(['Drag me along']);
    await page.reload();
    await expect.poll(() => cardTitles(page, 'In Progress')).toEqual(['Drag me along']);
    await context.close();
  });

  it('stacks the columns at 375 px wide, in dark mode, with nothing cut off', async () => {
    const { page, context } = await newPage(browser, {
      viewport: { width: 375, height: 800 },
      colorScheme: 'dark',
    });
    await signUp(page);
    await page.request.patch('/api/settings', { data: { colorScheme: 'dark' } });
    await page.goto('/tools/kanban');
    await addCard(page, 'Tidy the desk', 'Before Monday');
    await page.getByRole('button', { name: 'Suggest steps for Tidy the desk' }).click();
    await expect
      .poll(() => page.getByRole('article', { name: 'Tidy the desk' }).getByRole('checkbox').count())
      .toBe(3);
    const [todo, done] = await Promise.all([
      column(page, 'To Do').boundingBox(),
      column(page, 'Done').boundingBox(),
    ]);
    expect(done?.y ?? 0).toBeGreaterThan((todo?.y ?? 0) + (todo?.height ?? 0) - 1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await checkAccessibility(page, 'kanban-dark-375');
    await context.close();
  });
});
