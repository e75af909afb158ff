import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../e2e/support/server';
import type { RoomDetail } from '../../shared/focus-rooms/rooms';
import { roomPhase } from '../../shared/focus-rooms/rooms';
import type { RoomStream } from '../test/room-stream';
import { readRoomStream } from '../test/room-stream';
import { startPostgresServers } from './support/servers';
import { Visitor } from './support/visitor';

/*
 * Focus rooms across two server instances on one PostgreSQL (decision 166): presence and reactions pass between
 * them through LISTEN/NOTIFY, both give the same phase, and the people of a killed instance leave within 30 s.
 */

let a: RunningServer;
let b: RunningServer;
let stopAll: () => Promise<void>;
const streams: RoomStream[] = [];

beforeAll(async () => {
  const started = await startPostgresServers(2);
  stopAll = started.stopAll;
  [a, b] = started.servers as [RunningServer, RunningServer];
});
afterAll(async () => {
  for (const stream of streams) await stream.close();
  await stopAll?.();
});

async function openStream(visitor: Visitor, server: RunningServer, room: string) {
  const res = await fetch(`${server.url}/api/focus-rooms/${room}/events`, {
    headers: { origin: new URL(server.url).origin, cookie: visitor.cookie, 'x-forwarded-for': visitor.ip },
  });
  expect(res.status).toBe(200);
  const stream = readRoomStream(res);
  streams.push(stream);
  return stream;
}

const names = (event: { people: { name: string }[] }) => event.people.map((p) => p.name).sort();

describe('focus rooms on two server instances', () => {
  it('show each other’s people and reactions, agree on the phase, and drop a killed instance’s people', async () => {
    const ada = await new Visitor(a.url).signUp();
    const bo = await new Visitor(b.url).signUp();
    expect((await ada.send('PUT', '/api/focus-rooms/name', { name: 'Ada' })).status).toBe(200);
    expect((await bo.send('PUT', '/api/focus-rooms/name', { name: 'Bo' })).status).toBe(200);
    const made = await ada.send('POST', '/api/focus-rooms', { title: 'Across', rhythm: '25/5' });
    const room = made.body as RoomDetail;
    expect((await bo.send('POST', '/api/focus-rooms/join', { token: room.token })).status).toBe(200);

    const onA = await openStream(ada, a, room.id);
    await onA.next('people', (e) => names(e).join() === 'Ada');
    const onB = await openStream(bo, b, room.id);
    // Ada, on the first instance, sees Bo join on the second; Bo sees Ada.
    await onA.next('people', (e) => names(e).join() === 'Ada,Bo');
    await onB.next('people', (e) => names(e).join() === 'Ada,Bo');

    // Each instance's clock gives the same phase, within a second.
    const [fromA, fromB] = await Promise.all([
      ada.send('GET', `/api/focus-rooms/${room.id}`),
      bo.send('GET', `/api/focus-rooms/${room.id}`),
    ]);
    const phaseOf = (detail: RoomDetail) =>
      roomPhase(detail.startedAt, detail.rhythm, Date.parse(detail.now));
    const [pa, pb] = [phaseOf(fromA.body as RoomDetail), phaseOf(fromB.body as RoomDetail)];
    expect(pa.phase).toBe(pb.phase);
    expect(Math.abs(pa.secondsLeft - pb.secondsLeft)).toBeLessThanOrEqual(1);

    // A reaction sent to the second instance arrives on the first.
    expect(
      (await bo.send('POST', `/api/focus-rooms/${room.id}/reactions`, { reaction: 'keep-going' })).status,
    ).toBe(201);
    expect(await onA.next('reaction')).toMatchObject({ name: 'Bo', reaction: 'keep-going' });

    // The second instance dies: nobody closes Bo's stream, yet Ada sees Bo gone within 30 seconds.
    await b.kill();
    const killed = performance.now();
    await onA.next('people', (e) => names(e).join() === 'Ada');
    const seconds = (performance.now() - killed) / 1000;
    expect(seconds).toBeLessThan(30);
  }, 90_000);
});
