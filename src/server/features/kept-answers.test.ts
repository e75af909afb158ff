import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  budgetExpenses,
  dataVersions,
  dayPlacements,
  habitCheckins,
  habits,
  kanbanTasks,
  reminders,
  routines,
  studyCards,
  todos,
  userSettings,
} from '../db/schema';
import { useTestApp } from '../test/app';
import { usePeople } from '../test/feature';
import type { TestUser } from '../test/users';
import { as, createUser } from '../test/users';

// A list answer is kept while the person's count of writes stays the same (decision 131). These tests write
// behind the app's back, straight to the database, as another server process would: the next read must show it.
const t = useTestApp();
const [alice, bob] = usePeople(t, 2);

const call = (user: TestUser, method: string, path: string, body?: unknown, headers: HeadersInit = {}) =>
  t.app.request(
    path,
    as(user, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
  );

async function read<T>(user: TestUser, path: string): Promise<T> {
  const res = await call(user, 'GET', path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

const versionOf = async (user: TestUser) => {
  const [row] = await t.database.db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.userId, user.id));
  return row?.version ?? 0;
};

describe('kept list answers', () => {
  it('show a task changed in the database by another process on the next read', async () => {
    const made = await (await call(alice, 'POST', '/api/todos', { title: 'Post the letter' })).json();
    expect((await read<{ title: string }[]>(alice, '/api/todos')).map((todo) => todo.title)).toContain(
      'Post the letter',
    );
    await t.database.db.update(todos).set({ title: 'Post the parcel' }).where(eq(todos.id, made.id));
    const titles = (await read<{ title: string }[]>(alice, '/api/todos')).map((todo) => todo.title);
    expect(titles).toContain('Post the parcel');
    expect(titles).not.toContain('Post the letter');
  });

  it('show a board card moved, and one deleted, in the database', async () => {
    const card = await (await call(alice, 'POST', '/api/kanban', { title: 'Paint the fence' })).json();
    const gone = await (await call(alice, 'POST', '/api/kanban', { title: 'Old card' })).json();
    await read(alice, '/api/kanban');
    await t.database.db.update(kanbanTasks).set({ status: 'done' }).where(eq(kanbanTasks.id, card.id));
    await t.database.db.delete(kanbanTasks).where(eq(kanbanTasks.id, gone.id));
    const board = await read<{ id: string; status: string }[]>(alice, '/api/kanban');
    expect(board.find((task) => task.id === card.id)?.status).toBe('done');
    expect(board.some((task) => task.id === gone.id)).toBe(false);
  });

  it("show a habit's check-in written in the database, and its check-ins gone with the habit", async () => {
    const habit = await (await call(alice, 'POST', '/api/habits', { name: 'Stretch' })).json();
    expect((await read<{ checkins: unknown[] }[]>(alice, '/api/habits'))[0]?.checkins).toEqual([]);
    await t.database.db
      .insert(habitCheckins)
      .values({ userId: alice.id, habitId: habit.id, day: '2026-11-20', state: 'done' });
    const [listed] = await read<{ checkins: { day: string; state: string }[] }[]>(alice, '/api/habits');
    expect(listed?.checkins).toEqual([{ day: '2026-11-20', state: 'done', amount: null }]);
    await t.database.db.delete(habits).where(eq(habits.id, habit.id));
    expect(await read(alice, '/api/habits')).toEqual([]);
  });

  it("show a study card's new front written in the database", async () => {
    const deck = await (await call(alice, 'POST', '/api/study/decks', { name: 'Rivers' })).json();
    const added = await call(alice, 'POST', `/api/study/decks/${deck.id}/cards`, {
      cards: [{ kind: 'basic', front: 'Longest river in Africa?', back: 'The Nile' }],
    });
    expect(added.status).toBe(201);
    const before = await read<{ cards: { id: string; front: string }[] }>(alice, '/api/study');
    const card = before.cards[0];
    expect(card?.front).toBe('Longest river in Africa?');
    await t.database.db
      .update(studyCards)
      .set({ front: 'Longest river in Europe?' })
      .where(eq(studyCards.id, card?.id ?? ''));
    const after = await read<{ cards: { front: string }[] }>(alice, '/api/study');
    expect(after.cards.map((c) => c.front)).toEqual(['Longest river in Europe?']);
  });

  it('show a routine, a budget line, a saved mix and a reminder changed in the database', async () => {
    const routine = await (await call(alice, 'POST', '/api/routines', { name: 'Morning' })).json();
    await read(alice, '/api/routines');
    await t.database.db.update(routines).set({ name: 'Evening' }).where(eq(routines.id, routine.id));
    expect((await read<{ name: string }[]>(alice, '/api/routines')).map((r) => r.name)).toEqual(['Evening']);

    const budget = {
      currency: 'GBP',
      incomes: { main: 200_000, second: 0, other: 0 },
      expenses: [{ group: 'needs', label: 'Rent', cents: 90_000 }],
    };
    expect((await call(alice, 'PUT', '/api/budget', budget)).status).toBe(200);
    await read(alice, '/api/budget');
    await t.database.db
      .update(budgetExpenses)
      .set({ company: 'Rent and bills' })
      .where(eq(budgetExpenses.userId, alice.id));
    const saved = await read<{ budget: { expenses: { label: string }[] } }>(alice, '/api/budget');
    expect(saved.budget.expenses.map((e) => e.label)).toEqual(['Rent and bills']);

    const rain = { master: 0.3, channels: { rain: { on: true, volume: 0.6 } } };
    expect((await call(alice, 'POST', '/api/focus-sounds/mixes', { name: 'Rain', mix: rain })).status).toBe(
      201,
    );
    expect((await read<{ name: string }[]>(alice, '/api/focus-sounds/mixes')).map((m) => m.name)).toEqual([
      'Rain',
    ]);
    await t.database.db.execute(
      sql`update user_settings set settings = jsonb_set(settings, '{focusSounds,mixes,0,name}', '"Soft rain"')
        where user_id = ${alice.id}`,
    );
    expect((await read<{ name: string }[]>(alice, '/api/focus-sounds/mixes')).map((m) => m.name)).toEqual([
      'Soft rain',
    ]);

    const habit = await (await call(alice, 'POST', '/api/habits', { name: 'Read' })).json();
    const set = { kind: 'habit', targetId: habit.id, leadMinutes: 5, time: '08:15' };
    expect((await call(alice, 'PUT', '/api/reminders', set)).status).toBe(200);
    await read(alice, '/api/reminders');
    await t.database.db.update(reminders).set({ leadMinutes: 15 }).where(eq(reminders.userId, alice.id));
    const listed = await read<{ reminders: { leadMinutes: number }[] }>(alice, '/api/reminders');
    expect(listed.reminders.map((r) => r.leadMinutes)).toEqual([15]);
  });

  it("show My Day's placed task moved or done in the database, each day and clock kept apart", async () => {
    const todo = await (await call(alice, 'POST', '/api/todos', { title: 'Call the dentist' })).json();
    const place = { day: '2026-11-20', start: '09:00', minutes: 30 };
    expect((await call(alice, 'PUT', `/api/day/placements/${todo.id}`, place)).status).toBe(200);
    type Plan = { day: string; placements: { title: string; start: string; completed: boolean }[] };
    const plan = (date: string, timeZone = 'Europe/Berlin') =>
      read<Plan>(alice, `/api/day?date=${date}&timeZone=${encodeURIComponent(timeZone)}`);
    expect((await plan('2026-11-20')).placements).toEqual([
      expect.objectContaining({ title: 'Call the dentist', start: '09:00', completed: false }),
    ]);
    expect((await plan('2026-11-21')).placements).toEqual([]);
    await t.database.db
      .update(dayPlacements)
      .set({ startTime: '11:30' })
      .where(eq(dayPlacements.todoId, todo.id));
    expect((await plan('2026-11-20')).placements.map((p) => p.start)).toEqual(['11:30']);
    await t.database.db.update(todos).set({ completed: true }).where(eq(todos.id, todo.id));
    expect((await plan('2026-11-20', 'Asia/Tokyo')).placements.map((p) => p.completed)).toEqual([true]);
    await t.database.db.delete(dayPlacements).where(eq(dayPlacements.todoId, todo.id));
    expect((await plan('2026-11-20')).placements).toEqual([]);
    expect((await plan('2026-11-21')).day).toBe('2026-11-21');
  });

  it('show a setting changed in the database', async () => {
    expect((await call(alice, 'PATCH', '/api/settings', { textSize: 1.25 })).status).toBe(200);
    expect((await read<{ textSize: number }>(alice, '/api/settings')).textSize).toBe(1.25);
    await t.database.db.update(userSettings).set({ textSize: 1.5 }).where(eq(userSettings.userId, alice.id));
    expect((await read<{ textSize: number }>(alice, '/api/settings')).textSize).toBe(1.5);
  });

  it("never give one person's kept answer to another", async () => {
    await call(bob, 'POST', '/api/todos', { title: "Bob's own task" });
    const forAlice = (await read<{ title: string }[]>(alice, '/api/todos')).map((todo) => todo.title);
    const forBob = (await read<{ title: string }[]>(bob, '/api/todos')).map((todo) => todo.title);
    expect(forAlice).not.toContain("Bob's own task");
    expect(forBob).toEqual(["Bob's own task"]);
  });

  it('count a write of many rows once, and only for the people whose rows it changed', async () => {
    const before = { alice: await versionOf(alice), bob: await versionOf(bob) };
    await t.database.db
      .insert(todos)
      .values(Array.from({ length: 30 }, (_, i) => ({ userId: alice.id, title: `Step ${i + 1}` })));
    expect(await versionOf(alice)).toBe(before.alice + 1);
    expect(await versionOf(bob)).toBe(before.bob);
    await t.database.db.update(todos).set({ completed: true }).where(eq(todos.userId, alice.id));
    expect(await versionOf(alice)).toBe(before.alice + 2);
    await t.database.db.delete(todos).where(sql`false`);
    expect([await versionOf(alice), await versionOf(bob)]).toEqual([before.alice + 2, before.bob]);
  });

  it('send the same list in brotli, gzip or plain text', async () => {
    await t.database.db.insert(todos).values(
      Array.from({ length: 40 }, (_, i) => ({
        userId: bob.id,
        title: `A calm task with a longer name, ${i}`,
      })),
    );
    const plain = await call(bob, 'GET', '/api/todos', undefined, { 'accept-encoding': 'identity' });
    const expected = await plain.json();
    expect(expected).toHaveLength(41);
    for (let i = 0; i < 2; i += 1) {
      const br = await call(bob, 'GET', '/api/todos', undefined, { 'accept-encoding': 'gzip, br' });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('vary')).toContain('Accept-Encoding');
      expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString())).toEqual(
        expected,
      );
      const gzip = await call(bob, 'GET', '/api/todos', undefined, { 'accept-encoding': 'gzip' });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString())).toEqual(expected);
    }
  });

  it('keep no count for a person once they are deleted, their rows going with them', async () => {
    const carol = await createUser(t.app);
    await call(carol, 'POST', '/api/todos', { title: 'Water the plants' });
    expect(await versionOf(carol)).toBeGreaterThan(0);
    await t.database.db.execute(sql`delete from "user" where id = ${carol.id}`);
    const [left] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(dataVersions)
      .where(eq(dataVersions.userId, carol.id));
    expect(left?.n).toBe(0);
  });
});
