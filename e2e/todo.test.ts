import type { Browser, Page } from 'playwright-core';
import type { Todo } from '../src/shared/todo/todos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heading, signUp } from './support/accounts';
import { TODO_LIMIT } from '../src/shared/limits';
import { baseUrl, checkAccessibility, launchBrowser, newPage } from './support/browser';
import { coveredControls } from './support/covered-controls';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const items = (page: Page) =>
  page
    .getByRole('list')
    .filter({ has: page.getByRole('checkbox') })
    .first();
const titles = async (page: Page) =>
  (await items(page).locator(':scope > li > div:first-child > label').allTextContents()).map((t) =>
    t.replace(' (done)', '').trim(),
  );

async function addTask(page: Page, title: string, how: 'enter' | 'button' = 'button') {
  const box = page.getByPlaceholder('Add a new task...');
  await box.fill(title);
  if (how === 'enter') await box.press('Enter');
  else await page.getByRole('button', { name: 'Add Task' }).click();
}

describe('AI-Powered Todo List', () => {
  it('adds, completes, suggests steps, deletes with undo, and keeps it all after a reload', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await page.goto('/tools');
    await page.getByRole('link', { name: /AI Todo List/ }).click();
    await page.waitForURL('**/tools/todo');
    await expect.poll(() => heading(page)).toBe('AI-Powered Todo List');
    await expect.poll(() => page.getByText('No tasks yet. Add your first task above!').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Back to Tools' }).getAttribute('href')).toBe('/tools');
    await checkAccessibility(page, 'todo-empty');

    await addTask(page, '  Write the quarterly report  ', 'enter');
    await addTask(page, 'Water the plants');
    await expect.poll(() => titles(page)).toEqual(['Water the plants', 'Write the quarterly report']);

    // Empty titles add nothing; an over-long one is refused with a message and stays in the box.
    await addTask(page, '    ');
    await page.getByPlaceholder('Add a new task...').fill('x'.repeat(501));
    await page.getByRole('button', { name: 'Add Task' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('A task can be at most 500 characters.');
    expect(await page.getByPlaceholder('Add a new task...').inputValue()).toHaveLength(501);
    await page.getByPlaceholder('Add a new task...').fill('');
    await expect.poll(() => titles(page)).toEqual(['Water the plants', 'Write the quarterly report']);

    const plants = page.getByRole('checkbox', { name: 'Water the plants' });
    // A task just added can be ticked once it is saved (its box waits meanwhile).
    await expect.poll(() => plants.isEnabled()).toBe(true);
    await plants.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => plants.isChecked()).toBe(true);
    const label = page.locator('label', { hasText: 'Water the plants' });
    expect(await label.getAttribute('class')).toContain('line-through');

    // Ticked off: one question, as easy to skip as to answer, and focus stays with the task.
    const asked = page.getByRole('group', { name: 'About how long did it take?' });
    await expect.poll(() => asked.count()).toBe(1);
    await checkAccessibility(page, 'todo-took-asked');
    await asked.getByRole('button', { name: 'About 15 min for Water the plants' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => asked.count()).toBe(0);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe(
      'checkbox',
    );
    await expect
      .poll(async () =>
        ((await (await page.request.get('/api/todos')).json()) as Todo[]).map((t) => t.tookMinutes),
      )
      .toContain(15);

    await page.getByRole('button', { name: 'Suggest steps for Write the quarterly report' }).click();
    const steps = page.getByRole('list', { name: 'Suggested steps' });
    await expect.poll(() => steps.locator(':scope > li').count()).toBe(3);
    expect(await steps.textContent()).toContain('the template or last report');
    expect(await steps.textContent()).toContain('about 15 min');
    await expect.poll(() => page.getByText(/^Built-in suggestions/).count()).toBe(1);
    await checkAccessibility(page, 'todo-with-steps');

    // Two steps go under their task (decision 160), each ticked on its own; the task counts them calmly.
    await steps.getByRole('button', { name: /^Add as step: Open the template/ }).click();
    await steps
      .getByRole('button', { name: /^Add as step:/ })
      .nth(1)
      .click();
    const taskSteps = page.getByRole('list', { name: 'Steps of Write the quarterly report' });
    await expect.poll(() => taskSteps.locator(':scope > li').count()).toBe(2);
    expect(await titles(page)).toEqual(['Water the plants', 'Write the quarterly report']);
    expect(await taskSteps.locator('label').first().textContent()).toMatch(/^Open the template/);
    await expect.poll(() => page.getByText('0 of 2 steps done').count()).toBe(1);
    // Focus stays on the button pressed, inside the task's suggestions; it now says the step is added, and
    // pressing it again adds nothing twice.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      /^Added as a step:/,
    );
    await page.keyboard.press('Enter');
    await steps.getByRole('button', { name: /^Added as a step: Open the template/ }).click();
    await expect.poll(() => page.getByText('0 of 2 steps done').count()).toBe(1);
    expect(await taskSteps.locator(':scope > li').count()).toBe(2);
    const firstStep = taskSteps.getByRole('checkbox', { name: /^Open the template/ });
    await expect.poll(() => firstStep.isEnabled()).toBe(true);
    // The tick shows once the change is made, a moment after the click (the list may be loading): wait for it.
    await firstStep.click();
    await expect.poll(() => firstStep.isChecked()).toBe(true);
    await expect.poll(() => page.getByText('1 of 2 steps done').count()).toBe(1);
    expect(await page.getByRole('checkbox', { name: 'Write the quarterly report' }).isChecked()).toBe(false);
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/todos')).json()) as Todo[]).filter(
            (todo) => todo.parentId !== null && todo.completed,
          ).length,
      )
      .toBe(1);
    await checkAccessibility(page, 'todo-steps-ticked');
    await page.reload();
    await expect.poll(() => page.getByText('1 of 2 steps done').count()).toBe(1);
    expect(await taskSteps.getByRole('checkbox', { name: /^Open the template/ }).isChecked()).toBe(true);
    expect(await titles(page)).toEqual(['Water the plants', 'Write the quarterly report']);

    // Deleting the task takes its steps; Undo brings them back together, under it.
    await page.getByRole('button', { name: 'Delete Write the quarterly report' }).click();
    await expect.poll(() => titles(page)).toEqual(['Water the plants']);
    expect(await taskSteps.count()).toBe(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => taskSteps.locator(':scope > li').count()).toBe(2);
    await expect.poll(() => page.getByText('1 of 2 steps done').count()).toBe(1);

    // Deleted by keyboard: focus goes to Undo, one key press away, and the offer has no time limit.
    await page.getByRole('button', { name: 'Delete Water the plants' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => titles(page)).not.toContain('Water the plants');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Undo');
    // In the page's flow, over no control of the list.
    const offer = page.getByRole('status').filter({ has: page.getByRole('button', { name: 'Undo' }) });
    expect(await offer.evaluate(coveredControls)).toEqual([]);
    await checkAccessibility(page, 'todo-undo-offered');
    await page.keyboard.press('Enter');
    await expect.poll(() => titles(page)).toContain('Water the plants');
    await expect.poll(() => page.getByRole('checkbox', { name: 'Water the plants' }).isChecked()).toBe(true);
    // Focus goes on from the task box, never the page.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe(
      'Add a new task...',
    );
    expect(await page.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    await checkAccessibility(page, 'todo-after-undo');

    await page.reload();
    await expect.poll(() => titles(page)).toHaveLength(2);
    expect(await titles(page)).toEqual(['Water the plants', 'Write the quarterly report']);
    expect(await page.getByRole('checkbox', { name: 'Water the plants' }).isChecked()).toBe(true);
    await expect
      .poll(() => page.getByRole('list', { name: 'Suggested steps' }).locator(':scope > li').count())
      .toBe(3);
    await expect.poll(() => page.getByText('1 of 2 steps done').count()).toBe(1);

    // "Add all" adds only the suggestion not yet a step, once, even pressed twice in a row.
    await page.getByRole('button', { name: 'Add the other 1 as steps' }).dblclick();
    await expect.poll(() => page.getByText('1 of 3 steps done').count()).toBe(1);
    const allAdded = page.getByRole('button', { name: 'All added as steps' });
    await expect.poll(() => allAdded.count()).toBe(1);
    await allAdded.click();
    await allAdded.click();
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/todos')).json()) as Todo[]).filter(
            (todo) => todo.parentId !== null,
          ).length,
      )
      .toBe(3);
    expect(await page.getByText('1 of 3 steps done').count()).toBe(1);
    await checkAccessibility(page, 'todo-all-steps-added');
    await context.close();
  });

  it('remembers the step size and gives tiny steps at 5', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await page.goto('/tools/todo');
    await addTask(page, 'Clean the kitchen');
    await page.getByRole('radio', { name: /^5:/ }).check();
    await expect
      .poll(() => page.request.get('/api/ai/settings').then((r) => r.json()))
      .toMatchObject({ stepSize: 5 });
    await page.getByRole('button', { name: 'Suggest steps for Clean the kitchen' }).click();
    const steps = page.getByRole('list', { name: 'Suggested steps' });
    await expect.poll(() => steps.locator(':scope > li').count()).toBe(5);
    expect(await steps.textContent()).toContain('about 2 min');
    await page.reload();
    await expect.poll(() => page.getByRole('radio', { name: /^5:/ }).isChecked()).toBe(true);
    await context.close();
  });

  it('keeps Undo across a visit to another screen, and ends it at the next change on the list', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await page.goto('/tools/todo');
    await addTask(page, 'Buy milk');
    await addTask(page, 'Call Sam');
    await expect.poll(() => titles(page)).toHaveLength(2);
    const undo = page.getByRole('button', { name: 'Undo', exact: true });

    // Deleted, then the person looks at the dashboard and comes back: the offer is still there, and takes it.
    await page.getByRole('button', { name: 'Delete Buy milk' }).click();
    await expect.poll(() => undo.count()).toBe(1);
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect.poll(() => heading(page)).not.toBe('AI-Powered Todo List');
    await page.goBack();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Deleted "Buy milk".' }).count())
      .toBe(1);
    // Waited for as the notice is: once, on a busy machine, a single read found the list not drawn yet.
    await expect.poll(() => titles(page)).toEqual(['Call Sam']);
    await undo.click();
    await expect.poll(() => titles(page)).toContain('Buy milk');

    // Deleted again, then another task ticked: Undo would no longer undo the last thing done, so it goes.
    await page.getByRole('button', { name: 'Delete Buy milk' }).click();
    await expect.poll(() => undo.count()).toBe(1);
    // Ticked as a person taps it: the box shows the tick once the change is made (the list may be busy with
    // the delete just before), so the test waits for the tick rather than reading the box the moment it is clicked.
    const sam = page.getByRole('checkbox', { name: 'Call Sam' });
    await sam.click();
    await expect.poll(() => sam.isChecked()).toBe(true);
    await expect.poll(() => undo.count()).toBe(0);
    await expect.poll(() => titles(page)).toEqual(['Call Sam']);
    await context.close();
  });

  it('shows a change at once and puts it back, saying why, when the server refuses it', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await page.goto('/tools/todo');
    await addTask(page, 'Stay as it was');
    const box = page.getByRole('checkbox', { name: 'Stay as it was' });
    await expect.poll(() => box.isDisabled()).toBe(false);
    await page.route('**/api/todos/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'invalid_request', message: 'That change was refused.' } }),
          })
        : route.continue(),
    );
    await box.check({ force: true }).catch(() => undefined);
    await expect
      .poll(() => page.getByText('"Stay as it was" was not updated. That change was refused.').count())
      .toBe(1);
    await expect.poll(() => box.isChecked()).toBe(false);
    await page.unroute('**/api/todos/*');

    // A refused new task leaves the list and its words go back into the box.
    await page.route('**/api/todos', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              error: { code: 'invalid_request', message: 'Please try a shorter task.' },
            }),
          })
        : route.continue(),
    );
    await addTask(page, 'Refused task');
    await expect
      .poll(() => page.getByText('"Refused task" was not added. Please try a shorter task.').count())
      .toBe(1);
    await expect.poll(() => page.getByPlaceholder('Add a new task...').inputValue()).toBe('Refused task');
    expect(await titles(page)).toEqual(['Stay as it was']);
    await page.unroute('**/api/todos');
    await page.reload();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Stay as it was' }).isChecked()).toBe(false);
    await context.close();
  });

  it("shows the product's message in place of the steps when the assistant fails, and keeps the saved ones", async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await page.goto('/tools/todo');
    await addTask(page, 'Write a poem');
    await page.getByRole('button', { name: 'Suggest steps for Write a poem' }).click();
    const steps = page.getByRole('list', { name: 'Suggested steps' });
    await expect.poll(() => steps.locator(':scope > li').count()).toBe(3);
    await page.route('**/api/ai/todo-suggestions', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          outcome: 'failed',
          source: 'model',
          suggestions: ['Failed to generate suggestions. Please try again.'],
        }),
      }),
    );
    await page.getByRole('button', { name: 'Suggest steps for Write a poem' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: 'Failed to generate suggestions. Please try again.' })
          .count(),
      )
      .toBe(1);
    await checkAccessibility(page, 'todo-failed');
    await page.unroute('**/api/ai/todo-suggestions');
    await page.reload();
    await expect
      .poll(() => page.getByRole('list', { name: 'Suggested steps' }).locator(':scope > li').count())
      .toBe(3);
    await context.close();
  });

  it('looks calm in dark mode at 320 px wide, with nothing cut off', async () => {
    const { page, context } = await newPage(browser, {
      viewport: { width: 320, height: 700 },
      colorScheme: 'dark',
    });
    await signUp(page);
    await page.request.patch('/api/settings', { data: { colorScheme: 'dark' } });
    await page.goto('/tools/todo');
    await addTask(page, 'Book a dentist appointment for next week');
    await page.getByRole('button', { name: /^Suggest steps for Book/ }).click();
    await expect
      .poll(() => page.getByRole('list', { name: 'Suggested steps' }).locator(':scope > li').count())
      .toBe(3);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await checkAccessibility(page, 'todo-dark-320');
    await context.close();
  });
  it('says calmly that the list is full, and keeps the words typed, once it holds the most tasks it can', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    for (let i = 0; i < TODO_LIMIT.count; i += 1) {
      const res = await page.request.post('/api/todos', {
        data: { title: `Task ${i + 1}` },
        headers: { origin: baseUrl() },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto('/tools/todo');
    // 500 tasks take a while to draw on a busy machine.
    await expect
      .poll(() => page.getByRole('checkbox').count(), { timeout: 60_000 })
      .toBeGreaterThanOrEqual(TODO_LIMIT.count);
    await addTask(page, 'One task too many');
    await expect
      .poll(() => page.getByText(`"One task too many" was not added. ${TODO_LIMIT.fullMessage}`).count(), {
        timeout: 30_000,
      })
      .toBe(1);
    await expect
      .poll(() => page.getByPlaceholder('Add a new task...').inputValue())
      .toBe('One task too many');
    expect(await page.getByRole('checkbox', { name: 'One task too many' }).count()).toBe(0);
    await context.close();
  });
});
