import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CollectionLimit } from '../../shared/limits';
import {
  CARD_LIMIT,
  FEEDBACK_LIMIT,
  HABIT_LIMIT,
  MIND_MAP_LIMIT,
  ROUTINE_LIMIT,
  TODO_LIMIT,
} from '../../shared/limits';
import type { MindMapNode } from '../../shared/mind-map/map';
import { feedback, habits, kanbanTasks, projects, routines, todos } from '../db/schema';
import { useTestApp } from '../test/app';
import { storedState } from '../test/stored-state';
import type { TestUser } from '../test/users';
import { as, createUser } from '../test/users';

/**
 * One account cannot fill the server: each collection refuses the item past its count or its size with a
 * calm message, and nothing stored changes (decision 076).
 */
const t = useTestApp();

const call = (user: TestUser, method: string, path: string, body?: unknown) =>
  t.app.request(path, as(user, { method, ...(body !== undefined && { body: JSON.stringify(body) }) }));

/** Text that does not compress, so stored sizes are what they seem. */
const noise = (length: number) => randomBytes(length).toString('base64').slice(0, length);

async function expectRefused(res: Response, message: string) {
  expect(res.status).toBe(409);
  expect(await res.json()).toEqual({ error: { code: 'limit_reached', message } });
}

interface Case {
  name: string;
  limit: CollectionLimit;
  path: string;
  body: Record<string, unknown>;
  /** Stores `n` rows for the user straight into the database, each about `bytes` long. */
  seed: (userId: string, n: number, bytes?: number) => Promise<unknown>;
  stored: (userId: string) => Promise<number>;
}

const topic = (id: string, text: string, children: MindMapNode[] = []): MindMapNode => ({
  id,
  text,
  children,
  position: { x: 0, y: 0 },
});

const counter =
  (
    table:
      typeof todos | typeof kanbanTasks | typeof projects | typeof feedback | typeof habits | typeof routines,
  ) =>
  async (userId: string) =>
    (await t.database.db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]?.n ?? 0;

const rows = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

const CASES: Case[] = [
  {
    name: 'todos',
    limit: TODO_LIMIT,
    path: '/api/todos',
    body: { title: 'One more thing' },
    seed: (userId, n, bytes = 20) =>
      t.database.db.insert(todos).values(rows(n, (i) => ({ userId, title: `${i} ${noise(bytes)}` }))),
    stored: counter(todos),
  },
  {
    name: 'board cards',
    limit: CARD_LIMIT,
    path: '/api/kanban',
    body: { title: 'One more card' },
    seed: (userId, n, bytes = 20) =>
      t.database.db
        .insert(kanbanTasks)
        .values(rows(n, (i) => ({ userId, title: `${i}`, description: noise(bytes) }))),
    stored: counter(kanbanTasks),
  },
  {
    name: 'mind maps',
    limit: MIND_MAP_LIMIT,
    path: '/api/projects',
    body: { title: 'One more map', content: { nodes: [topic('root', 'Plans')] } },
    seed: (userId, n, bytes = 20) =>
      t.database.db
        .insert(projects)
        .values(rows(n, (i) => ({ userId, title: `${i}`, content: { nodes: [noise(bytes)] } }))),
    stored: counter(projects),
  },
  {
    name: 'feedback messages',
    limit: FEEDBACK_LIMIT,
    path: '/api/feedback',
    body: { message: 'Thank you' },
    seed: (userId, n, bytes = 20) =>
      t.database.db.insert(feedback).values(rows(n, () => ({ userId, message: noise(bytes) }))),
    stored: counter(feedback),
  },
  {
    name: 'habits',
    limit: HABIT_LIMIT,
    path: '/api/habits',
    body: { name: 'One more habit' },
    seed: (userId, n, bytes = 20) =>
      t.database.db.insert(habits).values(
        rows(n, (i) => ({
          userId,
          name: `${i}`,
          why: noise(bytes),
          schedule: { kind: 'daily' as const },
          target: { kind: 'check' as const },
          startDay: '2026-01-01',
        })),
      ),
    stored: counter(habits),
  },
  {
    name: 'routines',
    limit: ROUTINE_LIMIT,
    path: '/api/routines',
    body: { name: 'One more routine', steps: [{ title: 'Breathe' }] },
    seed: (userId, n, bytes = 20) =>
      t.database.db.insert(routines).values(
        rows(n, (i) => ({
          userId,
          name: `${i}`,
          steps: [{ id: `${i}`, title: noise(bytes), minutes: null, icon: null, note: '' }],
        })),
      ),
    stored: counter(routines),
  },
];

describe.each(CASES)('$name', ({ limit, path, body, seed, stored }) => {
  it(`takes the ${limit.count}th, then refuses the next with a message and changes nothing`, async () => {
    const me = await createUser(t.app);
    await seed(me.id, limit.count - 1);
    expect((await call(me, 'POST', path, body)).status).toBe(201);
    const before = await storedState(t.database.db, me.id);
    await expectRefused(await call(me, 'POST', path, body), limit.fullMessage);
    expect(await storedState(t.database.db, me.id)).toEqual(before);
    expect(await stored(me.id)).toBe(limit.count);
  });

  it('refuses an item once the account has filled its space, and changes nothing', async () => {
    const me = await createUser(t.app);
    const each = 256 * 1024;
    await seed(me.id, Math.ceil(limit.bytes / each) + 1, each);
    const before = await storedState(t.database.db, me.id);
    await expectRefused(await call(me, 'POST', path, body), limit.sizeMessage);
    expect(await storedState(t.database.db, me.id)).toEqual(before);
  });

  it('lets requests sent together pass the limit by none', async () => {
    const me = await createUser(t.app);
    await seed(me.id, limit.count - 2);
    const answers = await Promise.all(rows(6, () => call(me, 'POST', path, body)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(await stored(me.id)).toBe(limit.count);
  });

  it('is counted per account: another person can still add', async () => {
    const full = await createUser(t.app);
    await seed(full.id, limit.count);
    const other = await createUser(t.app);
    expect((await call(other, 'POST', path, body)).status).toBe(201);
  });
});

describe('changes that make things bigger', () => {
  it('a mind map saved larger than the space left is refused and stays as it was', async () => {
    const me = await createUser(t.app);
    // 9.9 MB of the 10 MB already used.
    await CASES[2]?.seed(me.id, 9, 1.1 * 1024 * 1024);
    const created = await call(me, 'POST', '/api/projects', CASES[2]?.body);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const before = await storedState(t.database.db, me.id);
    const big = [
      topic(
        'root',
        'Big',
        rows(1500, (i) => topic(`n${i}`, noise(300))),
      ),
    ];
    await expectRefused(
      await call(me, 'PATCH', `/api/projects/${id}`, { content: { nodes: big } }),
      MIND_MAP_LIMIT.sizeMessage,
    );
    expect(await storedState(t.database.db, me.id)).toEqual(before);
    // Renaming it adds nothing, so it is still saved.
    expect((await call(me, 'PATCH', `/api/projects/${id}`, { title: 'Small' })).status).toBe(200);
  });

  it('a full list still ticks tasks off and a full board still moves cards', async () => {
    const me = await createUser(t.app);
    await CASES[0]?.seed(me.id, TODO_LIMIT.count);
    await CASES[1]?.seed(me.id, CARD_LIMIT.count);
    const [todo] = await t.database.db.select().from(todos).where(eq(todos.userId, me.id)).limit(1);
    const [card] = await t.database.db
      .select()
      .from(kanbanTasks)
      .where(eq(kanbanTasks.userId, me.id))
      .limit(1);
    expect((await call(me, 'PATCH', `/api/todos/${todo?.id}`, { completed: true })).status).toBe(200);
    expect((await call(me, 'PATCH', `/api/kanban/${card?.id}`, { status: 'done' })).status).toBe(200);
  });

  it('a longer card description is refused once the board has filled its space', async () => {
    const me = await createUser(t.app);
    await CASES[1]?.seed(me.id, 17, 256 * 1024);
    const [card] = await t.database.db
      .insert(kanbanTasks)
      .values({ userId: me.id, title: 'Small', description: 'Short' })
      .returning();
    const before = await storedState(t.database.db, me.id);
    await expectRefused(
      await call(me, 'PATCH', `/api/kanban/${card?.id}`, { description: 'Longer words' }),
      CARD_LIMIT.sizeMessage,
    );
    expect(await storedState(t.database.db, me.id)).toEqual(before);
    // A shorter one is always taken: nobody is stuck over a limit.
    expect((await call(me, 'PATCH', `/api/kanban/${card?.id}`, { description: 'S' })).status).toBe(200);
  });
});
