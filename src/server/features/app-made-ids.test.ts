import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deletedIds, studyReviews } from '../db/schema';
import { usePeople } from '../test/feature';
import { useTestApp } from '../test/app';
import { SAMPLE_MIX } from '../test/route-catalogue-sounds';
import { seedStudy } from '../test/route-catalogue-study';
import type { TestUser } from '../test/users';
import { as, createUser } from '../test/users';

/*
 * The ids the app makes (decisions 101, 140): a deleted one stays deleted, each is one account's, and a routine
 * run or a study answer sent several times at once is kept once. Written as people use the app: adds sent again
 * after a delete (a change that waited on a device), two people whose apps happened on the same id.
 */

const t = useTestApp();
const [alice, bob] = usePeople(t, 2);

interface Kind {
  kind: string;
  base: string;
  /** A new item's body under `id`, named `name`. */
  body: (id: string, name: string) => Record<string, unknown>;
  /** The item's name as the list answers it. */
  name: (item: Record<string, unknown>) => unknown;
  /** The message of an add refused because the item was deleted. */
  gone: string;
}

const KINDS: Kind[] = [
  {
    kind: 'todo',
    base: '/api/todos',
    body: (id, title) => ({ id, title }),
    name: (item) => item.title,
    gone: 'This task was deleted, so it was not added again.',
  },
  {
    kind: 'board card',
    base: '/api/kanban',
    body: (id, title) => ({ id, title, description: 'Before Monday' }),
    name: (item) => item.title,
    gone: 'This card was deleted, so it was not added again.',
  },
  {
    kind: 'habit',
    base: '/api/habits',
    body: (id, name) => ({
      id,
      name,
      schedule: { kind: 'daily' },
      target: { kind: 'count', amount: 8, unit: 'glasses' },
    }),
    name: (item) => item.name,
    gone: 'This habit was deleted, so it was not added again.',
  },
  {
    kind: 'routine',
    base: '/api/routines',
    body: (id, name) => ({ id, name, steps: [{ title: 'Wash', minutes: 5 }] }),
    name: (item) => item.name,
    gone: 'This routine was deleted, so it was not added again.',
  },
  {
    kind: 'focus-sound mix',
    base: '/api/focus-sounds/mixes',
    body: (id, name) => ({ id, name, mix: SAMPLE_MIX }),
    name: (item) => item.name,
    gone: 'This mix was deleted, so it was not added again.',
  },
];

const call = (user: TestUser, method: string, path: string, body?: unknown) =>
  t.app.request(path, as(user, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }));

async function list(user: TestUser, base: string) {
  const res = await call(user, 'GET', base);
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>[];
}

describe('a deleted id stays deleted', () => {
  it.each(KINDS)(
    'an add of a deleted $kind sent again is refused with 410 and it stays gone',
    async (kind) => {
      const id = crypto.randomUUID();
      const added = await call(alice, 'POST', kind.base, kind.body(id, 'Sent from the train'));
      expect(added.status).toBe(201);
      expect((await list(alice, kind.base)).map((item) => item.id)).toContain(id);

      const deleted = await call(alice, 'DELETE', `${kind.base}/${id}`);
      expect(deleted.status).toBe(200);

      // The add waited on a device whose first answer was lost: it comes again after the delete.
      const again = await call(alice, 'POST', kind.base, kind.body(id, 'Sent from the train'));
      expect(again.status).toBe(410);
      expect(await again.json()).toEqual({ error: { code: 'gone', message: kind.gone } });
      expect((await list(alice, kind.base)).map((item) => item.id)).not.toContain(id);

      // Undo adds it again under a new id, as the app does.
      const undone = await call(
        alice,
        'POST',
        kind.base,
        kind.body(crypto.randomUUID(), 'Sent from the train'),
      );
      expect(undone.status).toBe(201);
    },
  );
});

describe('the ids the app makes are one account’s', () => {
  it.each(KINDS)(
    'two people adding a $kind under the same id both keep their own, and neither sees the other’s',
    async (kind) => {
      const id = crypto.randomUUID();
      const mine = await call(alice, 'POST', kind.base, kind.body(id, 'Alice’s own'));
      const theirs = await call(bob, 'POST', kind.base, kind.body(id, 'Bob’s own'));
      expect([mine.status, theirs.status]).toEqual([201, 201]);
      expect(kind.name((await theirs.json()) as Record<string, unknown>)).toBe('Bob’s own');

      const names = async (user: TestUser) =>
        (await list(user, kind.base)).filter((item) => item.id === id).map(kind.name);
      expect(await names(alice)).toEqual(['Alice’s own']);
      expect(await names(bob)).toEqual(['Bob’s own']);

      // Sent again, each gets their own back; Bob's delete leaves Alice's item as it is.
      const resent = await call(alice, 'POST', kind.base, kind.body(id, 'Alice’s own'));
      expect(resent.status).toBe(201);
      expect(kind.name((await resent.json()) as Record<string, unknown>)).toBe('Alice’s own');
      expect((await call(bob, 'DELETE', `${kind.base}/${id}`)).status).toBe(200);
      expect(await names(alice)).toEqual(['Alice’s own']);
      expect(await names(bob)).toEqual([]);
      // Bob's delete is remembered for Bob only.
      const aliceAgain = await call(alice, 'POST', kind.base, kind.body(id, 'Alice’s own'));
      expect(aliceAgain.status).toBe(201);
    },
  );

  it('keeps a todo placed on My Day and its reminder with its own person when another has the same id', async () => {
    const id = crypto.randomUUID();
    for (const person of [alice, bob]) {
      expect((await call(person, 'POST', '/api/todos', { id, title: 'Shared id' })).status).toBe(201);
    }
    const reminder = { kind: 'todo', targetId: id, leadMinutes: 10 };
    expect((await call(alice, 'PUT', '/api/reminders', reminder)).status).toBeLessThan(300);
    expect((await call(bob, 'PUT', '/api/reminders', reminder)).status).toBeLessThan(300);
    expect((await call(bob, 'DELETE', `/api/todos/${id}`)).status).toBe(200);
    const res = await call(alice, 'GET', '/api/reminders');
    const { reminders } = (await res.json()) as { reminders: { targetId: string }[] };
    expect(reminders.map((r) => r.targetId)).toContain(id);
  });
});

describe('a run or an answer sent several times at once is kept once', () => {
  const RUN = {
    startedAt: '2026-03-02T07:30:00.000Z',
    finishedAt: '2026-03-02T07:41:00.000Z',
    steps: [{ stepId: 'a1', title: 'Wash', plannedMinutes: 5, state: 'done', seconds: 420 }],
  };

  it('keeps a routine run sent five times at once once, and answers each send with it', async () => {
    const routine = (await (
      await call(alice, 'POST', '/api/routines', { name: 'Morning', steps: [{ title: 'Wash', minutes: 5 }] })
    ).json()) as { id: string };
    const id = crypto.randomUUID();
    const sends = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(alice, 'POST', `/api/routines/${routine.id}/runs`, { id, ...RUN }),
      ),
    );
    expect(sends.every((res) => res.status >= 200 && res.status < 300)).toBe(true);
    const answers = (await Promise.all(sends.map((res) => res.json()))) as { id: string }[];
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]?.id).toBe(id);
    const runs = (await (await call(alice, 'GET', `/api/routines/${routine.id}/runs`)).json()) as unknown[];
    expect(runs).toHaveLength(1);

    // Another person's run under the same id is theirs.
    const other = (await (
      await call(bob, 'POST', '/api/routines', { name: 'Evening', steps: [{ title: 'Read', minutes: 5 }] })
    ).json()) as { id: string };
    expect((await call(bob, 'POST', `/api/routines/${other.id}/runs`, { id, ...RUN })).status).toBe(201);
  });

  it('keeps a study answer sent five times at once once: the card is answered once', async () => {
    const { studyCard } = await seedStudy(t.app, alice);
    const id = crypto.randomUUID();
    const answer = { id, rating: 3, reviewedAt: new Date().toISOString() };
    const sends = await Promise.all(
      Array.from({ length: 5 }, () => call(alice, 'POST', `/api/study/cards/${studyCard}/reviews`, answer)),
    );
    expect(sends.every((res) => res.status >= 200 && res.status < 300)).toBe(true);
    const cards = (await Promise.all(sends.map((res) => res.json()))) as { schedule: { reps: number } }[];
    expect(cards.map((card) => card.schedule.reps)).toEqual([1, 1, 1, 1, 1]);
    const study = (await (await call(alice, 'GET', '/api/study')).json()) as {
      cards: { id: string; schedule: { reps: number } }[];
    };
    expect(study.cards.find((card) => card.id === studyCard)?.schedule.reps).toBe(1);
    const kept = await t.database.db.select().from(studyReviews).where(eq(studyReviews.userId, alice.id));
    expect(kept.filter((review) => review.id === id)).toHaveLength(1);
  });
});

describe('deleting the account', () => {
  it('removes the ids it remembered as deleted', async () => {
    const carol = await createUser(t.app);
    const id = crypto.randomUUID();
    expect((await call(carol, 'POST', '/api/todos', { id, title: 'Soon gone' })).status).toBe(201);
    expect((await call(carol, 'DELETE', `/api/todos/${id}`)).status).toBe(200);
    const remembered = () => t.database.db.select().from(deletedIds).where(eq(deletedIds.userId, carol.id));
    expect(await remembered()).toHaveLength(1);

    const gone = await call(carol, 'DELETE', '/api/account', {
      confirmEmail: carol.email,
      currentPassword: carol.password,
    });
    expect(gone.status).toBe(200);
    expect(await remembered()).toEqual([]);
  });
});
