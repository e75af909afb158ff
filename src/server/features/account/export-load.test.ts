import { describe, expect, it } from 'vitest';
import { MIND_MAP_LIMIT, TODO_LIMIT } from '../../../shared/limits';
import { projects, todos } from '../../db/schema';
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
