import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { checkAccessibility, launchBrowser, newPage } from './support/browser';
import { enterRooms, hereNow } from './support/focus-rooms';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Signs a new person up, opens Focus Rooms and chooses their name for rooms. */
async function arrive(page: Page, name: string) {
  await signUp(page);
  await enterRooms(page, name);
}

describe('Focus Rooms', () => {
  it('two people share a private room by its link: each other, a state, a reaction, a goal; a leave, a removal', async () => {
    const maker = await newPage(browser);
    const friend = await newPage(browser);
    await arrive(maker.page, 'Ada');
    await arrive(friend.page, 'Bo');

    // The maker makes a 25/5 room by keyboard and gets its share link.
    await maker.page.getByLabel('Room name').fill('Thesis group');
    await maker.page.getByRole('radio', { name: '25 minutes focus, 5 break' }).check();
    await maker.page.getByRole('button', { name: 'Make the room' }).press('Enter');
    await expect
      .poll(() => maker.page.getByRole('heading', { level: 2, name: 'Thesis group' }).count())
      .toBe(1);
    const link = await maker.page.getByLabel('Share link').inputValue();
    expect(link).toMatch(/\/tools\/focus-rooms\?join=[\w-]{43}$/);
    await expect.poll(() => hereNow(maker.page).count()).toBe(1);

    // The friend opens the link and is in the room; each sees the other by the name they chose.
    await friend.page.goto(link);
    await expect
      .poll(() => friend.page.getByRole('heading', { level: 2, name: 'Thesis group' }).count())
      .toBe(1);
    await expect
      .poll(() => hereNow(maker.page).allTextContents())
      .toEqual(['Ada (you): Working', expect.stringContaining('Bo: Working')]);
    await expect.poll(() => hereNow(friend.page).count()).toBe(2);

    // The timer shows as text and as a progress bar with its value.
    const progress = maker.page.getByRole('progressbar');
    expect(await progress.getAttribute('aria-valuetext')).toMatch(/left of 25 minutes/);

    // A state change and a reaction reach the other browser.
    await friend.page.getByRole('button', { name: 'On a break' }).click();
    await expect
      .poll(() => hereNow(maker.page).allTextContents())
      .toContainEqual(expect.stringContaining('Bo: On a break'));
    await friend.page.getByRole('button', { name: 'Keep going' }).click();
    const lately = maker.page.getByRole('list', { name: 'Reactions lately' });
    await expect.poll(() => lately.textContent()).toBe('Bo: Keep going');
    await checkAccessibility(maker.page, 'focus-room');

    // A goal shared with the room shows beside the friend's name.
    await friend.page.getByLabel('What will you work on in this block?').fill('Chapter two');
    await friend.page.getByRole('checkbox', { name: 'Share my goal with the room' }).check();
    await friend.page.getByRole('button', { name: 'Save goal' }).press('Enter');
    await expect
      .poll(() => hereNow(maker.page).allTextContents())
      .toContainEqual(expect.stringContaining('Working on: Chapter two'));

    // The friend leaves; the maker sees it.
    await friend.page.getByRole('button', { name: 'Leave the room' }).click();
    await expect.poll(() => hereNow(maker.page).count()).toBe(1);

    // Back by the link, then taken out by the maker, by keyboard; the link no longer lets them in.
    await friend.page.goto(link);
    await expect.poll(() => hereNow(maker.page).count()).toBe(2);
    await maker.page.getByText('Options for Bo').focus();
    await maker.page.keyboard.press('Enter');
    await maker.page.getByRole('button', { name: 'Remove from room' }).press('Enter');
    await expect
      .poll(() => friend.page.getByText('The person who made this room has taken you out of it.').count())
      .toBe(1);
    await expect.poll(() => hereNow(maker.page).count()).toBe(1);
    await friend.page.goto(link);
    await expect.poll(() => friend.page.getByText(/so you cannot join it again/).count()).toBe(1);
    await friend.context.close();
    await maker.context.close();
  });
});
