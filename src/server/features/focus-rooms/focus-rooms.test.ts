import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RoomDetail, RoomsOverview } from '../../../shared/focus-rooms/rooms';
import { PEOPLE_PER_ROOM, REACTIONS_PER_MINUTE, ROOM_MESSAGES } from '../../../shared/focus-rooms/rooms';
import { focusRoomPresence, session, user } from '../../db/schema';
import { createTestApp, useTestApp } from '../../test/app';
import type { RoomStream } from '../../test/room-stream';
import { openRoomStream } from '../../test/room-stream';
import type { TestUser } from '../../test/users';
import { as, createUser } from '../../test/users';

const t = useTestApp();
const streams: RoomStream[] = [];

afterEach(async () => {
  for (const stream of streams.splice(0)) await stream.close();
});

const send = (user: TestUser, method: string, path: string, body?: unknown) =>
  t.app.request(path, as(user, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }));

async function person(name: string) {
  const user = await createUser(t.app);
  expect((await send(user, 'PUT', '/api/focus-rooms/name', { name })).status).toBe(200);
  return user;
}

async function open(user: TestUser, room: string) {
  const stream = await openRoomStream(t.app, user, room);
  streams.push(stream);
  return stream;
}

async function makeRoom(
  maker: TestUser,
  body: Record<string, unknown> = { title: 'Thesis group', rhythm: '50/10' },
) {
  const res = await send(maker, 'POST', '/api/focus-rooms', body);
  expect(res.status).toBe(201);
  return (await res.json()) as RoomDetail;
}

const names = (event: { people: { name: string }[] }) => event.people.map((p) => p.name).sort();

let ada: TestUser;
let bo: TestUser;

beforeAll(async () => {
  ada = await person('Ada');
  bo = await person('Bo');
});

describe('the rooms list', () => {
  it('has the four open rooms on a 25/5 rhythm, and the person’s own rooms', async () => {
    const maker = await person('Cy');
    await makeRoom(maker);
    const overview = (await (await send(maker, 'GET', '/api/focus-rooms')).json()) as RoomsOverview;
    expect(overview.name).toBe('Cy');
    expect(overview.open.map((r) => r.title)).toEqual([
      'Study',
      'Admin and e-mails',
      'Home tasks',
      'Creative work',
    ]);
    expect(overview.open.every((r) => r.rhythm === '25/5')).toBe(true);
    expect(overview.mine.map((r) => [r.title, r.rhythm])).toEqual([['Thesis group', '50/10']]);
  });

  it('never shows the e-mail or account name, only the name chosen for rooms', async () => {
    const someone = await createUser(t.app);
    const stream = await openRoomStream(t.app, someone, 'study');
    expect(stream.status).toBe(409);
    await send(someone, 'PUT', '/api/focus-rooms/name', { name: 'Quiet fox' });
    const seen = await open(someone, 'study');
    const event = await seen.next('people', (e) => names(e).includes('Quiet fox'));
    expect(JSON.stringify(event)).not.toContain(someone.email);
  });

  it('refuses a room name that is empty or too long, in plain words', async () => {
    const res = await send(ada, 'PUT', '/api/focus-rooms/name', { name: 'x'.repeat(41) });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('at most 40 characters');
  });
});

describe('the stream', () => {
  it('is refused to another website, and to a signed-out visitor', async () => {
    for (const headers of [{ origin: 'http://evil.test' }, { origin: '', 'sec-fetch-site': 'cross-site' }]) {
      const init = as(ada);
      const sent = new Headers(init.headers);
      for (const [name, value] of Object.entries(headers)) {
        if (value) sent.set(name, value);
        else sent.delete(name);
      }
      const res = await t.app.request('/api/focus-rooms/study/events', { ...init, headers: sent });
      expect(res.status).toBe(403);
    }
    expect((await t.app.request('/api/focus-rooms/study/events')).status).toBe(403);
    const res = await t.app.request('/api/focus-rooms/study/events', {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(res.status).toBe(401);
  });

  it('ends at the next heartbeat once its session has ended', async () => {
    const someone = await person('Passing');
    const stream = await open(someone, 'home');
    await stream.next('people', (e) => names(e).includes('Passing'));
    await t.database.db.delete(session).where(eq(session.userId, someone.id));
    await t.app.services.rooms.beat();
    await stream.ended;
  });

  it('is sent as it is made: never compressed or held back', async () => {
    const init = as(ada);
    const headers = new Headers(init.headers);
    headers.set('accept-encoding', 'br, gzip');
    const res = await t.app.request('/api/focus-rooms/home/events', { ...init, headers });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toMatch(/^event: people\ndata: /);
    await reader.cancel();
  });
});

describe('an open room', () => {
  it('shows who joins, their state and a reaction, and who leaves', async () => {
    const a = await open(ada, 'home');
    await a.next('people', (e) => names(e).includes('Ada'));
    const b = await open(bo, 'home');
    const both = await a.next('people', (e) => names(e).join() === 'Ada,Bo');
    expect(both.people.find((p) => p.name === 'Ada')?.you).toBe(true);
    await b.next('people', (e) => names(e).join() === 'Ada,Bo');

    expect((await send(bo, 'POST', '/api/focus-rooms/home/state', { state: 'break' })).status).toBe(200);
    await a.next('people', (e) => e.people.some((p) => p.name === 'Bo' && p.state === 'break'));

    expect(
      (await send(bo, 'POST', '/api/focus-rooms/home/reactions', { reaction: 'nice-work' })).status,
    ).toBe(201);
    const reaction = await a.next('reaction');
    expect(reaction).toMatchObject({ name: 'Bo', reaction: 'nice-work', message: null });

    await b.close();
    await a.next('people', (e) => names(e).join() === 'Ada');
  });

  it('carries no free text: a message is refused', async () => {
    await open(ada, 'creative');
    const res = await send(ada, 'POST', '/api/focus-rooms/creative/reactions', { message: 'hello' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(ROOM_MESSAGES.noMessages);
  });

  it('refuses a reaction from someone not in the room', async () => {
    const res = await send(bo, 'POST', '/api/focus-rooms/admin/reactions', { reaction: 'keep-going' });
    expect(res.status).toBe(409);
  });

  it('lets a person send ten reactions a minute, then asks them calmly to wait', async () => {
    const someone = await person('Dee');
    await open(someone, 'admin');
    for (let i = 0; i < REACTIONS_PER_MINUTE.max; i++) {
      expect(
        (await send(someone, 'POST', '/api/focus-rooms/admin/reactions', { reaction: 'keep-going' })).status,
      ).toBe(201);
    }
    const res = await send(someone, 'POST', '/api/focus-rooms/admin/reactions', { reaction: 'keep-going' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('holds a limited number of people, and says so when full', async () => {
    const filler = await person('Filler');
    // A full room: its people are accounts of their own, seated by another process.
    const people = Array.from({ length: PEOPLE_PER_ROOM }, () => randomUUID());
    await t.database.db
      .insert(user)
      .values(people.map((id) => ({ id, name: 'Someone', email: `${id}@example.com` })));
    await t.database.db
      .insert(focusRoomPresence)
      .values(people.map((id) => ({ room: 'study', userId: id, process: 'elsewhere', name: 'Someone' })));
    const stream = await openRoomStream(t.app, filler, 'study');
    expect(stream.status).toBe(409);
    expect(
      JSON.stringify(await (await t.app.request('/api/focus-rooms/study/events', as(filler))).json()),
    ).toContain(ROOM_MESSAGES.full);
    await t.database.db.delete(focusRoomPresence).where(eq(focusRoomPresence.process, 'elsewhere'));
  });
});

describe('presence', () => {
  it('drops a person whose seat has not been kept fresh for 20 seconds', async () => {
    const a = await open(ada, 'study');
    await a.next('people', (e) => names(e).includes('Ada'));
    const ghost = await person('Ghost');
    await t.database.db
      .insert(focusRoomPresence)
      .values({ room: 'study', userId: ghost.id, process: 'killed', name: 'Ghost' });
    await t.app.services.rooms.publish({ room: 'study', kind: 'people' });
    await a.next('people', (e) => names(e).includes('Ghost'));
    // The process holding Ghost's seat was killed: its heartbeat stopped 21 seconds ago.
    await t.database.db
      .update(focusRoomPresence)
      .set({ lastSeen: sql`now() - interval '21 seconds'` })
      .where(eq(focusRoomPresence.process, 'killed'));
    const detail = (await (await send(ada, 'GET', '/api/focus-rooms/study')).json()) as RoomDetail;
    expect(detail.people).toBe(1);
    expect(await t.app.services.rooms.sweep()).toBe(1);
    await a.next('people', (e) => !names(e).includes('Ghost'));
  });

  it('keeps the seats of this process fresh on each heartbeat', async () => {
    const a = await open(bo, 'creative');
    await a.next('people');
    await t.database.db.update(focusRoomPresence).set({ lastSeen: sql`now() - interval '15 seconds'` });
    await t.app.services.rooms.beat();
    const [seat] = await t.database.db
      .select({ fresh: sql<boolean>`${focusRoomPresence.lastSeen} > now() - interval '5 seconds'` })
      .from(focusRoomPresence)
      .where(eq(focusRoomPresence.userId, bo.id));
    expect(seat?.fresh).toBe(true);
  });
});

describe('a private room', () => {
  it('is joined by its link, and a renewed link refuses the old one', async () => {
    const room = await makeRoom(ada, { title: 'Coach hour', rhythm: '25/5' });
    expect(room.token).toMatch(/^[\w-]{43}$/);
    const friend = await person('Friend');
    expect((await send(friend, 'GET', `/api/focus-rooms/${room.id}`)).status).toBe(404);
    const joined = await send(friend, 'POST', '/api/focus-rooms/join', { token: room.token });
    expect(await joined.json()).toEqual({ id: room.id });
    expect((await send(friend, 'GET', `/api/focus-rooms/${room.id}`)).status).toBe(200);
    const friendView = (await (
      await send(friend, 'GET', `/api/focus-rooms/${room.id}`)
    ).json()) as RoomDetail;
    expect(friendView.token).toBeNull();

    const renewed = (await (await send(ada, 'POST', `/api/focus-rooms/${room.id}/link`)).json()) as {
      token: string;
    };
    expect(renewed.token).not.toBe(room.token);
    const late = await person('Late');
    const old = await send(late, 'POST', '/api/focus-rooms/join', { token: room.token });
    expect(old.status).toBe(404);
    expect(JSON.stringify(await old.json())).toContain(ROOM_MESSAGES.oldLink);
    expect((await send(late, 'POST', '/api/focus-rooms/join', { token: renewed.token })).status).toBe(200);
    expect((await send(friend, 'POST', `/api/focus-rooms/${room.id}/link`)).status).toBe(403);
  });

  it('lets its maker remove someone, who is told, dropped and refused on rejoining', async () => {
    const room = await makeRoom(ada, { title: 'Study buddies', rhythm: '25/5' });
    const guest = await person('Guest');
    await send(guest, 'POST', '/api/focus-rooms/join', { token: room.token });
    const mine = await open(ada, room.id);
    const theirs = await open(guest, room.id);
    const both = await mine.next('people', (e) => names(e).join() === 'Ada,Guest');
    const seat = both.people.find((p) => p.name === 'Guest')!.seat;
    expect((await send(guest, 'POST', `/api/focus-rooms/${room.id}/remove`, { seat })).status).toBe(403);
    expect((await send(ada, 'POST', `/api/focus-rooms/${room.id}/remove`, { seat })).status).toBe(200);
    await theirs.next('removed');
    await mine.next('people', (e) => names(e).join() === 'Ada');
    const again = await send(guest, 'POST', '/api/focus-rooms/join', { token: room.token });
    expect(again.status).toBe(403);
    expect(JSON.stringify(await again.json())).toContain(ROOM_MESSAGES.removed);
    expect((await openRoomStream(t.app, guest, room.id)).status).toBe(404);
  });

  it('allows short messages when its maker turned them on, up to 140 characters', async () => {
    const room = await makeRoom(ada, { title: 'Writers', rhythm: '50/10', messages: true });
    const stream = await open(ada, room.id);
    expect(
      (await send(ada, 'POST', `/api/focus-rooms/${room.id}/reactions`, { message: 'x'.repeat(141) })).status,
    ).toBe(400);
    expect(
      (await send(ada, 'POST', `/api/focus-rooms/${room.id}/reactions`, { message: 'Chapter two!' })).status,
    ).toBe(201);
    expect(await stream.next('reaction')).toMatchObject({ message: 'Chapter two!', reaction: null });
  });

  it('closes for everyone when its maker closes it', async () => {
    const room = await makeRoom(ada, { title: 'One-off', rhythm: '25/5' });
    await send(bo, 'POST', '/api/focus-rooms/join', { token: room.token });
    const theirs = await open(bo, room.id);
    await theirs.next('people');
    expect((await send(bo, 'DELETE', `/api/focus-rooms/${room.id}`)).status).toBe(403);
    expect(await (await send(ada, 'DELETE', `/api/focus-rooms/${room.id}`)).json()).toEqual({
      deleted: true,
    });
    await theirs.next('closed');
    expect((await send(bo, 'GET', `/api/focus-rooms/${room.id}`)).status).toBe(404);
  });

  it('shares a goal with the room only when asked', async () => {
    const room = await makeRoom(ada, { title: 'Goals', rhythm: '25/5' });
    const stream = await open(ada, room.id);
    const blockStart = room.startedAt;
    await send(ada, 'PUT', `/api/focus-rooms/${room.id}/goals`, {
      blockStart,
      goal: 'Draft the intro',
      share: true,
    });
    await stream.next('people', (e) => e.people.some((p) => p.goal === 'Draft the intro'));
    await send(ada, 'PUT', `/api/focus-rooms/${room.id}/goals`, { blockStart, share: false });
    await stream.next('people', (e) => e.people.every((p) => p.goal === null));
  });
});

describe('block and report', () => {
  it('never shows a blocked person’s reactions to the blocker again', async () => {
    const blocker = await person('Blocker');
    const loud = await person('Loud');
    const witness = await person('Witness');
    const mine = await open(blocker, 'creative');
    await open(loud, 'creative');
    const theirs = await open(witness, 'creative');
    const all = await mine.next('people', (e) => ['Loud', 'Witness'].every((n) => names(e).includes(n)));
    const seat = all.people.find((p) => p.name === 'Loud')!.seat;
    const me = all.people.find((p) => p.you)!.seat;
    expect((await send(blocker, 'POST', '/api/focus-rooms/creative/blocks', { seat: me })).status).toBe(400);
    expect(
      (await send(blocker, 'POST', '/api/focus-rooms/creative/reports', { seat, reason: 'unkind' })).status,
    ).toBe(200);
    await send(loud, 'POST', '/api/focus-rooms/creative/reactions', { reaction: 'keep-going' });
    await send(witness, 'POST', '/api/focus-rooms/creative/reactions', { reaction: 'nice-work' });
    // The witness sees both, in order; the blocker only the witness's.
    await theirs.next('reaction', (e) => e.name === 'Loud');
    const next = await mine.next('reaction');
    expect(next.name).toBe('Witness');
    expect(mine.seen.some((e) => e.type === 'reaction' && e.name === 'Loud')).toBe(false);
    // The blocker's data export says when they blocked and reported, never the other person's account.
    const exported = await send(blocker, 'POST', '/api/account/export', {
      currentPassword: blocker.password,
    });
    const text = await exported.text();
    expect(text).toContain('"blockedAt"');
    expect(text).toContain('"reason": "unkind"');
    expect(text).not.toContain(loud.id);
    expect(text).not.toContain(t.app.services.rooms.process);
  });
});

describe('goals and outcomes', () => {
  it('keeps a goal before a block and its outcome after, for the person only', async () => {
    const blockStart = '2026-12-01T10:00:00.000Z';
    const goal = await send(bo, 'PUT', '/api/focus-rooms/study/goals', {
      blockStart,
      goal: 'Read chapter 3',
    });
    expect(await goal.json()).toEqual({ blockStart, goal: 'Read chapter 3', outcome: null, shared: false });
    const outcome = await send(bo, 'PUT', '/api/focus-rooms/study/goals', { blockStart, outcome: 'partly' });
    expect(await outcome.json()).toMatchObject({ goal: 'Read chapter 3', outcome: 'partly' });
    const mine = (await (await send(bo, 'GET', '/api/focus-rooms/study')).json()) as RoomDetail & {
      goals: unknown[];
    };
    expect(mine.goals[0]).toMatchObject({ outcome: 'partly' });
    const theirs = (await (await send(ada, 'GET', '/api/focus-rooms/study')).json()) as { goals: unknown[] };
    expect(JSON.stringify(theirs)).not.toContain('Read chapter 3');
    expect(
      (await send(bo, 'PUT', '/api/focus-rooms/study/goals', { blockStart, outcome: 'maybe' })).status,
    ).toBe(400);
  });

  it('is in the data export', async () => {
    const res = await send(bo, 'POST', '/api/account/export', { currentPassword: bo.password });
    const text = await res.text();
    expect(text).toContain('Read chapter 3');
    expect(text).toContain('"focusRoomNames"');
  });
});

describe('two app instances on one database', () => {
  it('pass presence and reactions between them', async () => {
    const other = await createTestApp({}, t.database);
    try {
      const here = await open(ada, 'admin');
      const there = await openRoomStream(other.app, bo, 'admin');
      streams.push(there);
      await here.next('people', (e) => names(e).includes('Bo'));
      await there.next('people', (e) => names(e).includes('Ada'));
      await other.app.request(
        '/api/focus-rooms/admin/reactions',
        as(bo, { method: 'POST', body: JSON.stringify({ reaction: 'break-too' }) }),
      );
      expect(await here.next('reaction')).toMatchObject({ name: 'Bo', reaction: 'break-too' });
      await there.close();
      await here.next('people', (e) => !names(e).includes('Bo'));
    } finally {
      await other.app.services.rooms.stop();
    }
  });
});
