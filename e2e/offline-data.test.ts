import type { Browser, Page } from 'playwright-core';
import type { SavedMix } from '../src/shared/focus-sounds/sounds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLandingPage, newEmail, signUp } from './support/accounts';
import { checkAccessibility, launchBrowser } from './support/browser';
import { installed, keptAnswers, keptChanges, setOffline } from './support/offline';
import { deviceStorage } from './support/device-storage';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const OFFLINE = 'Offline — showing what this device saved.';
const WAITING = 'Saved on this device — will sync.';
const SLOW = { timeout: 20_000 };
// Reading the device's store opens a connection each time: not too often, or it keeps the page from idling.
const KEPT = { timeout: 20_000, interval: 500 };

const line = (page: Page) => page.getByRole('status').filter({ hasText: /Offline|Saved on this device/ });
const taskTitles = (page: Page) =>
  page
    .locator('ul li label')
    .allTextContents()
    .then((all) => all.map((t) => t.trim()));

const ownMixes = (page: Page) => page.getByRole('region', { name: 'Your mixes' });
const mixNames = (page: Page) => ownMixes(page).locator('li p').allTextContents();
const mixRow = (page: Page, name: string) => ownMixes(page).locator('li').filter({ hasText: name });

async function addTask(page: Page, title: string) {
  const box = page.getByPlaceholder('Add a new task...');
  await box.fill(title);
  await box.press('Enter');
  await expect.poll(() => taskTitles(page)).toContain(title);
}

/** The todos the server keeps, oldest first. */
async function storedTodos(page: Page) {
  const res = await page.request.get('/api/todos');
  const todos = (await res.json()) as { title: string; createdAt: string }[];
  return todos.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((t) => t.title);
}

describe('working without a connection', () => {
  it('shows the saved lists offline, keeps changes made offline across a reload, and sends them in order', async () => {
    const { page, context } = await installed(browser, 'offline');
    expect((await page.request.post('/api/todos', { data: { title: 'Pack the charger' } })).ok()).toBe(true);
    expect((await page.request.post('/api/habits', { data: { name: 'Stretch' } })).ok()).toBe(true);
    // One visit to each screen, online: the device keeps what they showed.
    await page.goto('/tools/todo');
    await expect.poll(() => taskTitles(page)).toEqual(['Pack the charger']);
    await expect.poll(() => keptAnswers(page), KEPT).toContain('todos');
    await page.goto('/tools/habits');
    await expect.poll(() => page.getByRole('heading', { level: 3, name: 'Stretch' }).count()).toBe(1);
    await expect.poll(() => keptAnswers(page), KEPT).toEqual(expect.arrayContaining(['todos', 'habits']));
    // The profile holds health data: it is never kept on the device (decision 001).
    expect(await keptAnswers(page)).not.toContain('profile');

    await setOffline(context, true);
    await page.goto('/dashboard');
    await expect.poll(() => line(page).textContent(), SLOW).toBe(OFFLINE);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    // Offline, today's plan waits for the connection; news and tips are shown all the same.
    await expect.poll(() => page.getByRole('heading', { name: 'Daily Tips & Advice' }).count()).toBe(1);
    await checkAccessibility(page, 'offline-dashboard');

    await page.goto('/tools/todo');
    await expect.poll(() => taskTitles(page), SLOW).toEqual(['Pack the charger']);
    await addTask(page, 'Buy a train ticket');
    await addTask(page, 'Text Sam the time');
    await expect.poll(() => keptChanges(page), KEPT).toEqual(['todos add', 'todos add']);
    await expect.poll(() => line(page).textContent()).toBe(`${OFFLINE} ${WAITING}`);
    // The assistant needs the server: it says so at once instead of waiting.
    await page.getByRole('button', { name: 'Suggest steps for Pack the charger' }).click();
    await expect
      .poll(() => page.getByText('You are offline. This needs a connection').count(), SLOW)
      .toBeGreaterThan(0);
    await checkAccessibility(page, 'offline-todo');

    await page.goto('/tools/habits');
    await page.getByRole('button', { name: 'Done: Stretch, today' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Done: Stretch, today' }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(() => keptChanges(page), KEPT).toEqual(['todos add', 'todos add', 'habits checkin']);

    // A reload, still offline: everything typed is still there, waiting.
    await page.reload();
    await expect.poll(() => line(page).textContent(), SLOW).toBe(`${OFFLINE} ${WAITING}`);

    await expect
      .poll(
        () => page.getByRole('button', { name: 'Done: Stretch, today' }).getAttribute('aria-pressed'),
        SLOW,
      )
      .toBe('true');
    await page.goto('/tools/todo');
    await expect
      .poll(() => taskTitles(page), SLOW)
      .toEqual(['Text Sam the time', 'Buy a train ticket', 'Pack the charger']);

    // Back online: the changes reach the server in the order they were made, and the line goes quiet.
    await setOffline(context, false);
    await expect
      .poll(() => storedTodos(page), SLOW)
      .toEqual(['Pack the charger', 'Buy a train ticket', 'Text Sam the time']);
    const habits = (await (await page.request.get('/api/habits')).json()) as {
      name: string;
      checkins: { state: string }[];
    }[];
    expect(habits.map((h) => [h.name, h.checkins.map((c) => c.state)])).toEqual([['Stretch', ['done']]]);
    await expect.poll(() => line(page).count(), SLOW).toBe(0);
    await context.close();
  });

  it('saves the budget on the device offline, keeps it across a reload, and sends it when back online', async () => {
    const { page, context } = await installed(browser, 'offline-budget');
    await page.goto('/tools/budget');
    await page.getByLabel('Main Income').waitFor();
    await expect.poll(() => keptAnswers(page), KEPT).toContain('budget');

    await setOffline(context, true);
    await page.getByLabel('Main Income').fill('2400');
    await page.getByRole('button', { name: 'Save Budget' }).click();
    await expect.poll(() => page.getByText('Budget saved on this device.', { exact: false }).count()).toBe(1);
    await expect.poll(() => keptChanges(page), KEPT).toEqual(['budget save']);
    await expect.poll(() => line(page).textContent()).toBe(`${OFFLINE} ${WAITING}`);
    await checkAccessibility(page, 'offline-budget');

    await page.reload();
    await expect.poll(() => page.getByLabel('Main Income').inputValue(), SLOW).toBe('2400');

    await setOffline(context, false);
    await expect
      .poll(async () => {
        const saved = (await (await page.request.get('/api/budget')).json()) as {
          budget: { incomes: { main: number } } | null;
        };
        return saved.budget?.incomes.main;
      }, SLOW)
      .toBe(240_000);
    await expect.poll(() => line(page).count(), SLOW).toBe(0);
    await context.close();
  });

  it('saves and renames focus-sound mixes offline, keeps them across a reload, plays them, and sends them', async () => {
    const { page, context } = await installed(browser, 'offline-mixes');
    const mix = { master: 0.3, channels: { rain: { on: true, volume: 0.6 } } };
    expect(
      (await page.request.post('/api/focus-sounds/mixes', { data: { name: 'Old rain', mix } })).ok(),
    ).toBe(true);
    await page.goto('/tools/focus-sounds');
    await expect.poll(() => mixNames(page)).toEqual(['Old rain']);
    await expect.poll(() => keptAnswers(page), KEPT).toContain('focus-sounds mixes');

    await setOffline(context, true);
    await page.reload();
    await expect.poll(() => line(page).textContent(), SLOW).toBe(OFFLINE);
    await expect.poll(() => mixNames(page), SLOW).toEqual(['Old rain']);
    await page.getByRole('button', { name: 'Rename Old rain' }).click();
    await page.getByLabel('New name for Old rain').fill('Evening rain');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect.poll(() => mixNames(page)).toEqual(['Evening rain']);
    await page.getByRole('switch', { name: 'Pink noise' }).check();
    await page.getByRole('slider', { name: 'Pink noise volume' }).fill('40');
    await page.getByLabel('Name for the mix you hear now').fill('Train ride');
    await page.getByRole('button', { name: 'Save this mix' }).click();
    await expect.poll(() => mixNames(page)).toEqual(['Evening rain', 'Train ride']);
    await expect
      .poll(() => page.getByText('Saved "Train ride" on this device. It goes to your account').count())
      .toBe(1);
    await expect.poll(() => keptChanges(page), KEPT).toEqual(['focus-sounds rename', 'focus-sounds save']);
    await expect.poll(() => line(page).textContent()).toBe(`${OFFLINE} ${WAITING}`);
    await checkAccessibility(page, 'offline-focus-sounds');

    // A reload, still offline: the new mix is there, waiting, and plays: its sound is made on the device.
    await page.reload();
    await expect.poll(() => mixNames(page), SLOW).toEqual(['Evening rain', 'Train ride']);
    expect(await mixRow(page, 'Train ride').getAttribute('aria-busy')).toBe('true');
    expect(await line(page).textContent()).toBe(`${OFFLINE} ${WAITING}`);
    await page.getByRole('button', { name: 'Play Train ride' }).click();
    await expect
      .poll(() => page.locator('#transport-heading').textContent(), SLOW)
      .toBe('Playing: Train ride');
    await expect
      .poll(() => page.getByRole('region', { name: 'Focus Sounds' }).getAttribute('data-audio'), SLOW)
      .toBe('running');
    expect(await page.getByRole('slider', { name: 'Pink noise volume' }).inputValue()).toBe('40');

    await setOffline(context, false);
    await expect
      .poll(async () => {
        const saved = (await (await page.request.get('/api/focus-sounds/mixes')).json()) as SavedMix[];
        return saved.map((each) => [each.name, each.mix.channels.pink]);
      }, SLOW)
      .toEqual([
        ['Evening rain', { on: false, volume: 0.5 }],
        ['Train ride', { on: true, volume: 0.4 }],
      ]);
    await expect.poll(() => mixRow(page, 'Train ride').getAttribute('aria-busy'), SLOW).toBeNull();
    await expect.poll(() => line(page).count(), SLOW).toBe(0);
    await context.close();
  });

  it('says plainly when the server refuses a change that waited on the device, and sends the rest', async () => {
    const { page, context } = await installed(browser, 'offline-refused');
    const made = await page.request.post('/api/todos', { data: { title: 'Return the library book' } });
    const { id } = (await made.json()) as { id: string };
    await page.goto('/tools/todo');
    await expect.poll(() => taskTitles(page)).toEqual(['Return the library book']);
    await expect.poll(() => keptAnswers(page), KEPT).toContain('todos');

    await setOffline(context, true);
    // The list draws a change in a background pass (decision 066): the tick shows a moment after the press.
    const book = page.getByRole('checkbox', { name: 'Return the library book' });
    await book.click();
    await expect.poll(() => book.isChecked(), SLOW).toBe(true);
    await addTask(page, 'Buy stamps');
    await expect.poll(() => keptChanges(page), KEPT).toEqual(['todos toggle', 'todos add']);
    // Meanwhile, on another device, the book's task is deleted.
    expect((await page.request.delete(`/api/todos/${id}`)).ok()).toBe(true);
    await page.reload();
    await expect.poll(() => line(page).textContent(), SLOW).toBe(`${OFFLINE} ${WAITING}`);

    await setOffline(context, false);
    const notice = page.getByText(
      'A change saved on this device was not accepted: That task was not found. It may have been deleted.',
    );
    await expect.poll(() => notice.count(), SLOW).toBe(1);
    await expect.poll(() => storedTodos(page), SLOW).toEqual(['Buy stamps']);
    await checkAccessibility(page, 'offline-refused');
    await context.close();
  });

  it('forgets what the device kept at sign-out, so the next account on the browser sees none of it', async () => {
    const { page, context } = await installed(browser, 'offline-first');
    expect((await page.request.post('/api/todos', { data: { title: 'A private plan' } })).ok()).toBe(true);
    await page.goto('/tools/todo');
    await expect.poll(() => taskTitles(page)).toEqual(['A private plan']);
    await expect.poll(() => keptAnswers(page), KEPT).toContain('todos');

    await page.getByRole('button', { name: /^Account/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectLandingPage(page);
    // Nothing of the person stays on the device: no key the app wrote, no database it made. (Read first: reading
    // what the device store keeps opens it, and so makes it again.)
    await expect.poll(() => deviceStorage(page), KEPT).toEqual({ keys: [], databases: [] });

    // Someone else signs in on the same browser and goes offline: nothing of the first account shows.
    await signUp(page, newEmail('offline-next'));
    await page.goto('/tools/todo');
    await expect.poll(() => page.getByText('No tasks yet').count(), SLOW).toBeGreaterThan(0);
    await setOffline(context, true);
    await page.reload();
    await expect.poll(() => line(page).textContent(), SLOW).toContain('Offline');
    expect(await page.getByText('A private plan').count()).toBe(0);
    await context.close();
  });
});
