import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MIND_MAP_LIMIT, TODO_LIMIT } from '../../../shared/limits';
import type { CardSchedule } from '../../../shared/study-buddy/study';
import { projects, studyCards, studyDecks, todos } from '../../db/schema';
import { useTestApp } from '../../test/app';
import type { TestUser } from '../../test/users';
import { as, createUser } from '../../test/users';

const t = useTestApp();
const MAPS = 10;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One health answer, timed, after giving every other waiting task its turn (as a browser's next request would). */
async function healthTime() {
  await new Promise((resolve) => setImmediate(resolve));
  const started = performance.now();
  await (await t.app.request('/api/health')).text();
  return performance.now() - started;
}

/** A mind map's content of about `bytes` bytes: many topics with long labels. */
function bigMap(bytes: number) {
  const label = 'A long topic label that someone wrote while thinking out loud. '.repeat(8);
  const count = Math.ceil(bytes / (label.length + 80));
  return {
    nodes: Array.from({ length: count }, (_, i) => ({ id: `n${i}`, label, x: i, y: i, parentId: null })),
  };
}

/** An account filled to the limits of docs/product.md#limits: every mind map it may keep, every task. */
async function fullAccount(): Promise<TestUser> {
  const person = await createUser(t.app);
  const { db } = t.database;
  // Ten maps that together come close to the 10 MB the account may keep.
  const perMap = Math.floor((MIND_MAP_LIMIT.bytes / MAPS) * 0.9);
  await db.insert(projects).values(
    Array.from({ length: MAPS }, (_, i) => ({
      userId: person.id,
      title: `Map ${i}`,
      content: bigMap(perMap),
    })),
  );
  await db
    .insert(todos)
    .values(
      Array.from({ length: TODO_LIMIT.count }, (_, i) => ({ userId: person.id, title: `Task number ${i}` })),
    );
  return person;
}

describe('the full data export of a large account (docs/product.md#settings)', () => {
  it('is whole, parses, and is the same JSON plain, gzip and brotli, written as JSON.stringify writes it', async () => {
    const person = await fullAccount();
    const { db } = t.database;
    const [deck] = await db.insert(studyDecks).values({ userId: person.id, name: 'Biology' }).returning();
    const CARDS = 3000;
    for (let start = 0; start < CARDS; start += 1000) {
      await db.insert(studyCards).values(
        Array.from({ length: 1000 }, (_, i) => ({
          userId: person.id,
          deckId: deck?.id ?? '',
          kind: 'basic' as const,
          front: `Question ${start + i}`,
          back: 'An answer of a sentence or two, as a person would write it on a card.',
          due: new Date(),
          schedule: { state: 0 } as unknown as CardSchedule,
        })),
      );
    }
    const download = async (encoding: string) => {
      const res = await t.app.request(
        '/api/account/export',
        as(person, {
          method: 'POST',
          headers: { 'accept-encoding': encoding },
          body: JSON.stringify({ currentPassword: person.password }),
        }),
      );
      expect(res.status).toBe(200);
      const body = Buffer.from(await res.arrayBuffer());
      const sentAs = res.headers.get('content-encoding');
      if (sentAs === 'br') return brotliDecompressSync(body).toString();
      if (sentAs === 'gzip') return gunzipSync(body).toString();
      expect(sentAs).toBeNull();
      return body.toString();
    };
    const plain = await download('identity');
    const gzip = await download('gzip');
    const brotli = await download('br, gzip');
    const withoutTime = (text: string) => text.replace(/"exportedAt": "[^"]+"/, '');
    expect(withoutTime(gzip)).toBe(withoutTime(plain));
    expect(withoutTime(brotli)).toBe(withoutTime(plain));

    const data = JSON.parse(plain) as Record<string, unknown[]>;
    // The file is exactly what JSON.stringify writes with two spaces, as it was when it was made whole.
    expect(plain).toBe(`${JSON.stringify(data, null, 2)}\n`);
    expect(plain.length).toBeGreaterThan(0.8 * MIND_MAP_LIMIT.bytes);
    expect(data.todos).toHaveLength(TODO_LIMIT.count);
    expect(new Set(data.todos?.map((todo) => (todo as { title: string }).title)).size).toBe(TODO_LIMIT.count);
    expect(data.projects).toHaveLength(MAPS);
    expect(data.studyCards).toHaveLength(CARDS);
    expect(new Set(data.studyCards?.map((card) => (card as { id: string }).id)).size).toBe(CARDS);
    expect(Object.keys(data)).toEqual([
      'format',
      'version',
      'exportedAt',
      'account',
      'sessions',
      'profile',
      'settings',
      'calendarFeed',
      'textConversions',
      'todos',
      'kanbanTasks',
      'budgetProfiles',
      'budgetExpenses',
      'projects',
      'habits',
      'habitCheckins',
      'routines',
      'routineRuns',
      'dayPlacements',
      'studyDecks',
      'studyCards',
      'studyReviews',
      'reminders',
      'feedback',
      'wordsHistory',
      'pictures',
      'devices',
      'focusRooms',
      'focusRoomMembers',
      'focusRoomNames',
      'focusRoomPresence',
      'focusRoomReactions',
      'focusRoomBlocks',
      'focusRoomReports',
      'focusRoomGoals',
      'reminderDeliveries',
    ]);
  }, 120_000);
});

describe('the full data export under load (docs/product.md#limits)', () => {
  it('keeps health quick while four large exports stream at once', async () => {
    const people = [];
    for (let i = 0; i < 4; i += 1) people.push(await fullAccount());

    for (let i = 0; i < 5; i += 1) await healthTime();
    const idle: number[] = [];
    for (let i = 0; i < 20; i += 1) idle.push(await healthTime());

    let done = false;
    const exports = Promise.all(
      people.map(async (person) => {
        const res = await t.app.request(
          '/api/account/export',
          as(person, { method: 'POST', body: JSON.stringify({ currentPassword: person.password }) }),
        );
        const text = await res.text();
        return {
          status: res.status,
          bytes: text.length,
          data: JSON.parse(text) as Record<string, unknown[]>,
        };
      }),
    ).finally(() => {
      done = true;
    });
    const busy: number[] = [];
    while (!done) busy.push(await healthTime());

    for (const result of await exports) {
      expect(result.status).toBe(200);
      expect(result.bytes).toBeGreaterThan(0.8 * MIND_MAP_LIMIT.bytes);
      expect(result.data.todos).toHaveLength(TODO_LIMIT.count);
      expect(result.data.projects).toHaveLength(MAPS);
    }
    // Health was asked many times while the exports ran, and its typical answer stayed near idle.
    expect(busy.length).toBeGreaterThan(5);
    expect(median(busy) / median(idle)).toBeLessThan(20);
  }, 300_000);
});

describe('full data exports made one at a time (decision 180)', () => {
  const ask = async (person: TestUser): Promise<Response> =>
    t.app.request(
      '/api/account/export',
      as(person, { method: 'POST', body: JSON.stringify({ currentPassword: person.password }) }),
    );

  it('starts the next export only when the one being made is over', { timeout: 120_000 }, async () => {
    // The first is a large account, read in many pages: time enough for another export to be answered meanwhile
    // if nothing held it back.
    const first = await fullAccount();
    const second = await createUser(t.app);
    const making = await ask(first);
    expect(making.status).toBe(200);
    let secondAnswered = false;
    const next = ask(second).then((res) => {
      secondAnswered = true;
      return res;
    });
    // The first download is read whole while the second waits its turn; then the second has its turn.
    const text = await making.text();
    expect(JSON.parse(text)).toMatchObject({ account: { id: first.id } });
    expect(secondAnswered).toBe(false);
    const answered = await next;
    expect(answered.status).toBe(200);
    expect(JSON.parse(await answered.text())).toMatchObject({ account: { id: second.id } });
  });

  it('gives the place on when a download is stopped part way', async () => {
    const first = await fullAccount();
    const second = await createUser(t.app);
    const making = await ask(first);
    const reader = making.body?.getReader();
    await reader?.read();
    const next = ask(second);
    await reader?.cancel();
    const answered = await next;
    expect(answered.status).toBe(200);
    expect(JSON.parse(await answered.text())).toMatchObject({ account: { id: second.id } });
  }, 120_000);

  it('tells an export beyond the line to try again, calmly and at once, and takes nobody else’s place', async () => {
    const people = await Promise.all(Array.from({ length: 10 }, () => createUser(t.app)));
    const making = await ask(people[0] as TestUser);
    expect(making.status).toBe(200);
    const waiting = people.slice(1).map((person) => ask(person));
    // Eight wait their turn; the ninth is told at once while the first is still being made.
    const turnedAway = await Promise.race(waiting.map((answer, i) => answer.then((res) => ({ res, i }))));
    expect(turnedAway.res.status).toBe(503);
    expect(turnedAway.res.headers.get('retry-after')).toBe('60');
    expect(await turnedAway.res.json()).toMatchObject({
      error: {
        code: 'busy',
        message: expect.stringContaining('Please try again in a minute; nothing was changed.'),
      },
    });
    await making.text();
    // Each waiting download is read as its turn comes, as a browser reads it.
    const statuses = await Promise.all(
      waiting.map(async (answer, i) => {
        if (i === turnedAway.i) return 'turned away';
        const res = await answer;
        await res.text();
        return res.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(8);
    // The one turned away has used none of its downloads: it is answered when it asks again.
    const again = await ask(people[turnedAway.i + 1] as TestUser);
    expect(again.status).toBe(200);
    await again.text();
  }, 120_000);
});
