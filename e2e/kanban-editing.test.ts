import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { checkAccessibility, launchBrowser, newPage } from './support/browser';
import { addCard } from './support/kanban';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const article = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
/** A card's steps as their tick boxes name them, in order, without the estimate beside them. */
const stepTexts = (page: Page, title: string) =>
  article(page, title)
    .getByRole('checkbox')
    .evaluateAll((boxes) =>
      boxes.map((box) =>
        ((box as HTMLInputElement).labels?.[0]?.textContent ?? '').replace(/about \d+ min$/, ''),
      ),
    );
const focusedName = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
  );
const heardOnPage = (page: Page) => page.locator('p[role="status"].sr-only').textContent();

/** Adds a card and waits until the server has saved it (its buttons turn on). */
async function savedCard(page: Page, title: string, description = '') {
  await addCard(page, title, description);
  await expect
    .poll(() => page.getByRole('button', { name: `Suggest steps for ${title}` }).isDisabled())
    .toBe(false);
}

/** The card as the server keeps it. */
async function storedCard(page: Page, title: string) {
  const cards = (await (await page.request.get('/api/kanban')).json()) as {
    title: string;
    description: string;
    subtasks: { text: string; done: boolean; own?: boolean }[];
  }[];
  return cards.find((card) => card.title === title);
}

describe('Editing cards and their steps', () => {
  it('adds, renames, reorders and deletes steps by keyboard, and a reload shows them', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await page.goto('/tools/kanban');
    await savedCard(page, 'Call the dentist');
    const card = article(page, 'Call the dentist');

    await page.getByRole('button', { name: 'Add steps to Call the dentist' }).focus();
    await page.keyboard.press('Enter');
    const box = card.getByLabel('Add a step');
    await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
    // Enter adds; a step of only spaces adds nothing.
    for (const step of ['Find the number', '   ', 'Write what to say', 'Ring before noon']) {
      await page.keyboard.type(step);
      await page.keyboard.press('Enter');
    }
    await expect
      .poll(() => stepTexts(page, 'Call the dentist'))
      .toEqual(['Find the number', 'Write what to say', 'Ring before noon']);
    expect(await box.inputValue()).toBe('');

    // Rename: Enter on the step's button, new words, Enter saves; focus comes back to the step's button.
    await page.getByRole('button', { name: 'Rename step: Write what to say' }).focus();
    await page.keyboard.press('Enter');
    const words = card.getByRole('textbox', { name: 'Rename step: Write what to say' });
    await expect.poll(() => words.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Write down what to say');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => stepTexts(page, 'Call the dentist'))
      .toEqual(['Find the number', 'Write down what to say', 'Ring before noon']);
    await expect.poll(() => focusedName(page)).toBe('Rename step: Write down what to say');
    // Escape leaves the words as they were.
    await page.keyboard.press('Enter');
    await page.keyboard.type(' and more');
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedName(page)).toBe('Rename step: Write down what to say');
    expect(await stepTexts(page, 'Call the dentist')).toContain('Write down what to say');

    // Reorder: the step moves one place per press, the page says where it is, focus stays with it.
    await page.getByRole('button', { name: 'Move step up: Ring before noon' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => stepTexts(page, 'Call the dentist'))
      .toEqual(['Find the number', 'Ring before noon', 'Write down what to say']);
    await expect.poll(() => heardOnPage(page)).toBe('Ring before noon is now step 2 of 3.');
    await expect.poll(() => focusedName(page)).toBe('Move step up: Ring before noon');
    await page.keyboard.press('Enter');
    await expect.poll(() => heardOnPage(page)).toBe('Ring before noon is now step 1 of 3.');
    // At the top it cannot go further up: focus moves to its other button.
    await expect.poll(() => focusedName(page)).toBe('Move step down: Ring before noon');
    await checkAccessibility(page, 'kanban-edit-steps-1280');

    // Delete with Undo, then delete for good.
    await page.getByRole('button', { name: 'Delete step: Find the number' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => stepTexts(page, 'Call the dentist'))
      .toEqual(['Ring before noon', 'Write down what to say']);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(() => stepTexts(page, 'Call the dentist'))
      .toEqual(['Ring before noon', 'Find the number', 'Write down what to say']);
    await page.getByRole('button', { name: 'Delete step: Find the number' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => stepTexts(page, 'Call the dentist'))
      .toEqual(['Ring before noon', 'Write down what to say']);

    await page.getByRole('button', { name: 'Done editing steps for Call the dentist' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => card.getByRole('button', { name: /^Rename step/ }).count()).toBe(0);
    await expect.poll(() => focusedName(page)).toBe('Edit steps for Call the dentist');

    await expect
      .poll(async () => (await storedCard(page, 'Call the dentist'))?.subtasks)
      .toEqual([
        { text: 'Ring before noon', done: false, own: true },
        { text: 'Write down what to say', done: false, own: true },
      ]);
    await page.reload();
    await expect
      .poll(() => stepTexts(page, 'Call the dentist'))
      .toEqual(['Ring before noon', 'Write down what to say']);
    await context.close();
  });

  it('keeps a renamed suggested step when steps are suggested again', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await page.goto('/tools/kanban');
    await savedCard(page, 'Study chapter 4');
    await page.getByRole('button', { name: 'Suggest steps for Study chapter 4' }).click();
    await expect.poll(async () => (await stepTexts(page, 'Study chapter 4')).length).toBe(3);
    const suggested = (await stepTexts(page, 'Study chapter 4'))[2];
    await page.getByRole('button', { name: 'Edit steps for Study chapter 4' }).click();
    await article(page, 'Study chapter 4')
      .getByRole('button', { name: /^Rename step: / })
      .nth(2)
      .click();
    const words = article(page, 'Study chapter 4').getByRole('textbox', { name: /^Rename step: / });
    // The words change; the step keeps its estimate.
    expect(await words.inputValue()).not.toMatch(/min\)$/);
    await words.fill('My own last step');
    await words.press('Enter');
    await expect.poll(async () => (await stepTexts(page, 'Study chapter 4'))[2]).toBe('My own last step');
    await expect
      .poll(async () => (await storedCard(page, 'Study chapter 4'))?.subtasks[2])
      .toEqual({
        text: expect.stringMatching(/^My own last step \(about \d+ min\)$/),
        done: false,
        own: true,
      });

    // Asked again: the person's step keeps its place, and the suggestion they renamed does not come back.
    await page.getByRole('button', { name: 'Suggest steps for Study chapter 4' }).click();
    await expect
      .poll(() => page.getByText('No new steps for Study chapter 4: it holds these already.').count())
      .toBe(1);
    const steps = await stepTexts(page, 'Study chapter 4');
    expect(steps[2]).toBe('My own last step');
    expect(steps).not.toContain(suggested);
    expect(steps.filter((step) => step === 'My own last step')).toHaveLength(1);
    expect(new Set(steps).size).toBe(steps.length);
    await context.close();
  });

  it("edits a card's title and description by keyboard, with the add form's messages, and keeps them", async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await page.goto('/tools/kanban');
    await savedCard(page, 'Plan the trip', 'Train or bus?');
    let card = article(page, 'Plan the trip');
    const title = page.getByRole('article').getByLabel('Task title');

    await page.getByRole('button', { name: 'Edit Plan the trip', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => title.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await title.inputValue()).toBe('Plan the trip');
    expect(await card.getByLabel(/^Description/).inputValue()).toBe('Train or bus?');

    // The add form's messages: a title is needed, and at most 200 characters.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expect.poll(() => card.getByRole('alert').textContent()).toBe('Please write a title for the task.');
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    await title.fill('x'.repeat(201));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => card.getByRole('alert').textContent())
      .toBe('A title can be at most 200 characters.');
    await checkAccessibility(page, 'kanban-edit-card-1280');

    // Escape leaves the card as it was and gives focus back to its Edit button.
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedName(page)).toBe('Edit Plan the trip');
    expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe('Plan the trip');

    await page.keyboard.press('Enter');
    await title.fill('Plan the weekend trip');
    await card.getByLabel(/^Description/).fill('Train, booked Friday');
    await card.getByLabel(/^Description/).press('Tab');
    await page.keyboard.press('Enter'); // Save
    card = article(page, 'Plan the weekend trip');
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain('Train, booked Friday');
    await expect.poll(() => focusedName(page)).toBe('Edit Plan the weekend trip');

    // A refused change goes back, and the form says the server's plain reason with the words kept.
    await page.route('**/api/kanban/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({
              error: { code: 'unavailable', message: 'The board is resting. Try again.' },
            }),
          })
        : route.fallback(),
    );
    await page.keyboard.press('Enter');
    await title.fill('Never saved');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => card.getByRole('alert').textContent())
      .toBe('Your change was not saved. The board is resting. Try again.');
    expect(await title.inputValue()).toBe('Never saved');
    expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe('Plan the weekend trip');
    await page.keyboard.press('Escape');
    await page.unroute('**/api/kanban/*');

    await page.reload();
    await expect.poll(() => article(page, 'Plan the weekend trip').count()).toBe(1);
    expect(await article(page, 'Plan the weekend trip').textContent()).toContain('Train, booked Friday');
    await context.close();
  });

  it('keeps the edit controls calm and whole at 320 px', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 320, height: 800 } });
    await signUp(page);
    await page.goto('/tools/kanban');
    await savedCard(page, 'Tidy the desk', 'Before Monday');
    await page.getByRole('button', { name: 'Suggest steps for Tidy the desk' }).click();
    await expect.poll(async () => (await stepTexts(page, 'Tidy the desk')).length).toBe(3);
    // Until asked for, a card shows no step controls.
    expect(await page.getByRole('button', { name: /^(Rename|Delete) step/ }).count()).toBe(0);
    await checkAccessibility(page, 'kanban-calm-320');

    await page.getByRole('button', { name: 'Edit steps for Tidy the desk' }).click();
    await page
      .getByRole('button', { name: /^Rename step: / })
      .first()
      .click();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await checkAccessibility(page, 'kanban-edit-steps-320');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Edit Tidy the desk', exact: true }).click();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await checkAccessibility(page, 'kanban-edit-card-320');

    // Every step control is at least 24 by 24 px.
    const small = await article(page, 'Tidy the desk')
      .getByRole('button')
      .evaluateAll((buttons) =>
        buttons
          .map((button) => ({
            name: button.getAttribute('aria-label') ?? button.textContent,
            box: button.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.width < 24 || box.height < 24)
          .map(({ name }) => name),
      );
    expect(small).toEqual([]);
    await context.close();
  });
});
