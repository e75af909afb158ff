import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Todo } from '../src/shared/todo/todos';
import { heading, signUp } from './support/accounts';
import { checkAccessibility, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const RECEIVED =
  'Hi Sam, thanks for yesterday! Could you send me the slides by Friday? Also, are you free on Monday at 3pm? Priya';
const TO_SEND = "hey, I can't come tomorrow. I'll send the stuff asap!";

/**
 * A time zone where it is now about nine in the morning. The server places a task in the next free time of the
 * person's day on its own clock, in the zone the device names; an evening run in a fixed zone would find no room
 * left before the day ends.
 */
function morningZone(now = new Date()): string {
  let offset = 9 - now.getUTCHours();
  if (offset < -12) offset += 24;
  // The Etc zones' signs run the other way: Etc/GMT-3 is three hours ahead of UTC.
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

describe('Words', () => {
  it('turns a received message into two todos, by keyboard, axe clean', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await page.goto('/tools');
    await page.getByRole('link', { name: /Words/ }).click();
    await page.waitForURL('**/tools/words');
    await expect.poll(() => heading(page)).toBe('Words: help with messages');
    const box = page.getByLabel('A message or your notes');
    await expect.poll(() => box.count()).toBe(1);
    await checkAccessibility(page, 'words-empty');

    // Nothing written: a calm message at the box, and nothing is asked of the server.
    await page.getByRole('button', { name: 'What do they want from me?' }).click();
    await expect.poll(() => page.getByText('Please paste or write a message.').count()).toBe(1);

    await box.fill(RECEIVED);
    const asksButton = page.getByRole('button', { name: 'What do they want from me?' });
    await asksButton.focus();
    await page.keyboard.press('Enter');
    const answer = page.getByRole('region', { name: 'What they want from you' });
    await expect.poll(() => answer.getByRole('listitem').count()).toBe(2);
    // Focus stays on the button pressed.
    expect(await asksButton.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect
      .poll(() =>
        answer.getByText('Dates and times mentioned: yesterday, by Friday, on Monday at 3pm.').count(),
      )
      .toBe(1);
    await checkAccessibility(page, 'words-asks');

    const slides = answer.getByRole('group', { name: 'Add “Send them the slides by Friday”' });
    await slides.getByRole('button', { name: 'Add to todos' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => answer.getByText('Added this task to your todo list.').count()).toBe(1);
    const free = answer.getByRole('group', { name: 'Add “Reply: Are you free on Monday at 3pm?”' });
    await free.getByRole('button', { name: 'Add to todos' }).click();
    await expect.poll(() => answer.getByText('Added this task to your todo list.').count()).toBe(2);

    const todos = async () =>
      ((await (await page.request.get('/api/todos')).json()) as Todo[]).map((todo) => todo.title).sort();
    await expect
      .poll(todos)
      .toEqual(['Reply: Are you free on Monday at 3pm?', 'Send them the slides by Friday']);

    // How it sounds, read aloud on the result.
    await page.getByRole('button', { name: 'How might this sound?' }).click();
    const tone = page.getByRole('region', { name: 'How it might sound' });
    await expect.poll(() => tone.getByText(/It may come across as friendly/).count()).toBe(1);
    expect(await tone.getByRole('button', { name: 'Read aloud' }).count()).toBe(1);
    await checkAccessibility(page, 'words-tone');
    await context.close();
  });

  it('takes a simple rewrite in part, and changes the message only when asked', async () => {
    const { page, context } = await newPage(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await signUp(page);
    await page.goto('/tools/words');
    const box = page.getByLabel('A message or your notes');

    // A rewrite, labelled a simple one, taken in part: the second change is left out.
    await box.fill(TO_SEND);
    await page.getByLabel('Say it').selectOption('formal');
    await page.getByRole('button', { name: 'Say it another way' }).click();
    const rewrite = page.getByRole('region', { name: 'Simple rewrite: more formal' });
    await expect.poll(() => rewrite.getByRole('checkbox').count()).toBe(3);
    await checkAccessibility(page, 'words-rewrite');
    const second = rewrite.getByRole('checkbox', { name: 'Use change 2' });
    await second.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => second.isChecked()).toBe(false);
    const taken = "Hello, I cannot come tomorrow. I'll send the stuff asap!\n\nKind regards";
    await rewrite.getByRole('button', { name: 'Copy the rewrite' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(taken);
    // Nothing in the box changed until the person asks.
    expect(await box.inputValue()).toBe(TO_SEND);
    await rewrite.getByRole('button', { name: 'Put it in my message' }).click();
    await expect.poll(() => box.inputValue()).toBe(taken);
    await expect.poll(() => rewrite.getByText('Your message now has the ticked changes.').count()).toBe(1);
    await checkAccessibility(page, 'words-rewrite-taken');
    await context.close();
  });

  it('turns a brain dump into the tasks the person ticks, on the board', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await page.goto('/tools/words');
    await page
      .getByLabel('A message or your notes')
      .fill(
        "I need to call the dentist, email the school and buy milk. I'm so behind. Pay the rent by Friday!",
      );
    await page.getByRole('button', { name: 'Brain dump to tasks' }).click();
    const tasks = page.getByRole('region', { name: 'Your tasks' });
    await expect.poll(() => tasks.getByRole('checkbox').count()).toBe(4);
    await tasks.getByRole('checkbox', { name: 'Buy milk' }).uncheck();
    await tasks.getByRole('button', { name: 'Add to board' }).click();
    await expect.poll(() => tasks.getByText('Added 3 tasks to your task board.').count()).toBe(1);
    await checkAccessibility(page, 'words-tasks');
    const cards = async () =>
      ((await (await page.request.get('/api/kanban')).json()) as { title: string }[])
        .map((card) => card.title)
        .sort();
    await expect.poll(cards).toEqual(['Call the dentist', 'Email the school', 'Pay the rent by Friday']);
    await context.close();
  });

  it("puts an ask on today's My Day in the next free time, and it is there", async () => {
    const { page, context } = await newPage(browser, { timezoneId: morningZone() });
    await signUp(page);
    await page.goto('/tools/words');
    await page.getByLabel('A message or your notes').fill(RECEIVED);
    await page.getByRole('button', { name: 'What do they want from me?' }).click();
    const answer = page.getByRole('region', { name: 'What they want from you' });
    const slides = answer.getByRole('group', { name: 'Add “Send them the slides by Friday”' });
    const toDay = slides.getByRole('button', { name: 'Add to My Day' });
    await toDay.focus();
    await page.keyboard.press('Enter');
    const said = answer.getByText(
      /^Added this task to My Day: “Send them the slides by Friday” at \d{1,2}:\d{2}\.$/,
    );
    await expect.poll(() => said.count()).toBe(1);
    expect(await toDay.evaluate((el) => el === document.activeElement)).toBe(true);
    await checkAccessibility(page, 'words-my-day');
    await answer.getByRole('link', { name: 'Open My Day' }).click();
    await page.waitForURL('**/my-day');
    await expect.poll(() => page.getByText('Send them the slides by Friday').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('keeps a short history once switched on, and opens a result again after a reload', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await page.goto('/tools/words');
    const history = page.getByRole('region', { name: 'History' });
    const keep = history.getByRole('switch', { name: 'Keep a short history of what I check here' });
    await expect.poll(() => keep.isEnabled()).toBe(true);
    expect(await keep.isChecked()).toBe(false);
    await keep.focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => history.getByText('Nothing kept yet. Your next result will be here.').count())
      .toBe(1);

    await page.getByLabel('A message or your notes').fill(RECEIVED);
    await page.getByRole('button', { name: 'What do they want from me?' }).click();
    await expect.poll(() => history.getByRole('listitem').count()).toBe(1);

    await page.reload();
    const open = history.getByRole('button', { name: /^Open What they want from you: Hi Sam, thanks/ });
    await expect.poll(() => open.count()).toBe(1);
    await open.focus();
    await page.keyboard.press('Enter');
    const answer = page.getByRole('region', { name: 'What they want from you' });
    await expect.poll(() => answer.getByRole('listitem').count()).toBe(2);
    expect(await answer.getByRole('button', { name: /aloud/ }).count()).toBe(1);
    await checkAccessibility(page, 'words-history');

    // Off asks first; "Turn off and clear" clears, and focus goes back to the switch.
    await keep.focus();
    await page.keyboard.press('Space');
    await history.getByRole('button', { name: 'Turn off and clear' }).click();
    await expect.poll(() => history.getByRole('listitem').count()).toBe(0);
    expect(await keep.isChecked()).toBe(false);
    expect(await keep.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});
