import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ENV } from '../src/server/proof/support/servers';
import { createEmptyPostgresDatabase } from '../src/server/test/postgres';
import { newEmail, PASSWORD } from './support/accounts';
import { checkAccessibility, launchBrowser, newPage } from './support/browser';
import type { RunningServer } from './support/server';
import { SERVER_START_MS, startServer } from './support/server';
import { enterRooms, hereNow } from './support/focus-rooms';

/*
 * Focus rooms for two people in two browsers, each on a server instance of its own, both on one PostgreSQL
 * (decision 166): they work through a 25/5 block together by keyboard, see each other's state and reactions,
 * and when the second instance dies the first person sees the other gone within 30 seconds.
 */

const ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The PostgreSQL server's address without its password, for a message. */
function shown(url: string) {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

let browser: Browser;
let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>> | undefined;
const servers: RunningServer[] = [];

beforeAll(async () => {
  // No PostgreSQL is a failure, never a skip: this proof needs one, and CI always has one.
  database = await createEmptyPostgresDatabase(ADMIN_URL).catch((error: unknown) => {
    throw new Error(
      `No PostgreSQL answered at ${shown(ADMIN_URL)} (${String(error)}). This test needs one: start it, or ` +
        'name another with TEST_POSTGRES_URL.',
    );
  });
  const env = { ...SERVER_ENV, DATABASE_URL: database.url };
  // Started together, each waits for its health check; one migrates the new database, the other waits for it.
  servers.push(...(await Promise.all([startServer(env), startServer(env)])));
  browser = await launchBrowser();
}, SERVER_START_MS);

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => server.stop()));
  await database?.drop();
});

/** Signs a new person up on the instance the page's context talks to, as the sign-up screen's request does. */
async function signUpOn(page: Page, server: RunningServer) {
  const res = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: new URL(server.url).origin, connection: 'close' },
    data: { email: newEmail('rooms'), password: PASSWORD, name: '' },
  });
  if (!res.ok()) throw new Error(`The sign-up was refused: ${res.status()} ${await res.text()}`);
}

/** Signs a new person up, opens Focus Rooms and chooses their name for rooms, by keyboard. */
async function arrive(page: Page, server: RunningServer, name: string) {
  await signUpOn(page, server);
  await enterRooms(page, name);
}

/** The timer's phase (its heading) and seconds left (from the progress bar's value text). */
async function timer(page: Page) {
  const phase = await page.getByRole('heading', { level: 3, name: /^(Focus|Break) time$/ }).textContent();
  const text = (await page.getByRole('progressbar').getAttribute('aria-valuetext')) ?? '';
  const [, minutes, seconds] = /^(\d+):(\d\d) left of/.exec(text) ?? [];
  if (minutes === undefined || seconds === undefined) throw new Error(`The timer reads "${text}".`);
  return { phase, secondsLeft: Number(minutes) * 60 + Number(seconds) };
}

describe('Focus Rooms on two server instances', () => {
  it('two people on two instances share a room: each other, the timer, a state, a reaction; a dead instance’s person leaves', async () => {
    const [one, two] = servers as [RunningServer, RunningServer];
    const ada = await newPage(browser, { baseURL: one.url });
    const bo = await newPage(browser, { baseURL: two.url });
    await arrive(ada.page, one, 'Ada');
    await arrive(bo.page, two, 'Bo');

    // Ada makes a private 25/5 room by keyboard, on the first instance.
    await ada.page.getByLabel('Room name').fill('Across the servers');
    await ada.page.getByRole('radio', { name: '25 minutes focus, 5 break' }).press('Space');
    await ada.page.getByRole('button', { name: 'Make the room' }).press('Enter');
    await expect
      .poll(() => ada.page.getByRole('heading', { level: 2, name: 'Across the servers' }).count())
      .toBe(1);
    const link = await ada.page.getByLabel('Share link').inputValue();
    expect(link).toMatch(/\/tools\/focus-rooms\?join=[\w-]{43}$/);

    // Bo opens the link on the second instance; each sees the other.
    const { pathname, search } = new URL(link);
    await bo.page.goto(`${pathname}${search}`);
    expect(new URL(bo.page.url()).origin).toBe(new URL(two.url).origin);
    await expect
      .poll(() => bo.page.getByRole('heading', { level: 2, name: 'Across the servers' }).count())
      .toBe(1);
    await expect
      .poll(() => hereNow(ada.page).allTextContents())
      .toEqual(['Ada (you): Working', expect.stringContaining('Bo: Working')]);
    await expect
      .poll(() => hereNow(bo.page).allTextContents())
      .toContainEqual(expect.stringContaining('Ada: Working'));

    // Both browsers show the same phase, and times left within 2 seconds of each other.
    const [onOne, onTwo] = await Promise.all([timer(ada.page), timer(bo.page)]);
    expect(onOne.phase).toBe('Focus time');
    expect(onTwo.phase).toBe(onOne.phase);
    expect(Math.abs(onOne.secondsLeft - onTwo.secondsLeft)).toBeLessThanOrEqual(2);

    // Bo's state change, made by keyboard on the second instance, shows for Ada on the first.
    await bo.page.getByRole('button', { name: 'On a break' }).press('Enter');
    await expect
      .poll(() => hereNow(ada.page).allTextContents())
      .toContainEqual(expect.stringContaining('Bo: On a break'));

    // Ada's reaction, sent on the first instance, arrives for Bo on the second.
    await ada.page.getByRole('button', { name: 'Keep going' }).press('Enter');
    await expect
      .poll(() => bo.page.getByRole('list', { name: 'Reactions lately' }).textContent())
      .toBe('Ada: Keep going');

    await checkAccessibility(ada.page, 'focus-room-instance-one');
    await checkAccessibility(bo.page, 'focus-room-instance-two');

    // The second instance dies at once, as in a crash: nobody leaves the room, yet Ada sees Bo gone in 30 s.
    await two.kill();
    await expect
      .poll(() => hereNow(ada.page).allTextContents(), { timeout: 35_000 })
      .toEqual(['Ada (you): Working']);

    await bo.context.close();
    await ada.context.close();
  });
});
