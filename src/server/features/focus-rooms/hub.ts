import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Reaction, RoomEvent } from '../../../shared/focus-rooms/rooms';
import {
  HEARTBEAT_SECONDS,
  PEOPLE_PER_ROOM,
  PRESENCE_TIMEOUT_SECONDS,
  ROOM_MESSAGES,
} from '../../../shared/focus-rooms/rooms';
import type { Database } from '../../db/client';
import type { DatabaseEvents } from '../../db/events';
import { focusRoomBlocks, focusRoomPresence, session } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { PeopleRows } from './queries';
import { peopleAs, roomPeople } from './queries';

/** The channel every process listens on; a message names its room. */
export const ROOMS_CHANNEL = 'focus_rooms';

/** What one process tells every process (decision 166). */
export type HubMessage =
  | { room: string; kind: 'people' }
  | {
      room: string;
      kind: 'reaction';
      id: string;
      from: string;
      seat: string;
      name: string;
      reaction: Reaction | null;
      message: string | null;
    }
  | { room: string; kind: 'closed' }
  | { room: string; kind: 'removed'; userId: string };

/** A live stream to one browser tab in one room, held by this process. */
interface Connection {
  seat: string;
  room: string;
  userId: string;
  sessionId: string;
  send(event: RoomEvent): void;
  /** A comment line, so proxies keep a quiet stream open and a closed one is found. */
  ping(): void;
  end(): void;
}

export interface HubOptions {
  /** How often this process says its people are still there and clears those who are not. */
  heartbeatMs?: number;
}

/**
 * The rooms' live side in one server process: the streams it holds, a heartbeat that keeps their seats fresh,
 * and the messages from every process that it passes on to its own streams (decision 166).
 */
export class RoomHub {
  readonly process = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly connections = new Map<string, Connection>();
  private timer: NodeJS.Timeout | undefined;
  private stopListening: (() => Promise<void>) | undefined;
  private starting: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly events: DatabaseEvents,
    private readonly options: HubOptions = {},
  ) {}

  /** Listens and starts the heartbeat at the first stream, so a process nobody uses in rooms holds nothing. */
  start() {
    return (this.starting ??= (async () => {
      this.stopListening = await this.events.listen(ROOMS_CHANNEL, (payload) => {
        void this.receive(payload);
      });
      this.timer = setInterval(() => void this.beat(), this.options.heartbeatMs ?? HEARTBEAT_SECONDS * 1000);
      this.timer.unref();
    })().catch((error: unknown) => {
      this.starting = undefined;
      throw error;
    }));
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    for (const connection of this.connections.values()) connection.end();
    this.connections.clear();
    await this.stopListening?.().catch(() => undefined);
    this.stopListening = undefined;
    this.starting = undefined;
  }

  /** Takes a seat in the room (a 409 when it is full) and tells everyone. */
  async sit(room: string, userId: string, name: string) {
    await this.start();
    const [seat] = await this.db
      .insert(focusRoomPresence)
      .select(
        this.db
          .select({
            id: sql`gen_random_uuid()`.as('id'),
            room: sql`${room}`.as('room'),
            userId: sql`${userId}`.as('user_id'),
            process: sql`${this.process}`.as('process'),
            name: sql`${name}`.as('name'),
            state: sql`'working'`.as('state'),
            goal: sql`null`.as('goal'),
            lastSeen: sql`now()`.as('last_seen'),
            createdAt: sql`now()`.as('created_at'),
          })
          .from(sql`(select 1) as one`)
          .where(
            sql`(select count(distinct p.user_id) from ${focusRoomPresence} p
              where p.room = ${room} and p.user_id <> ${userId}
              and p.last_seen > now() - make_interval(secs => ${PRESENCE_TIMEOUT_SECONDS})) < ${PEOPLE_PER_ROOM}`,
          ),
      )
      .returning({ id: focusRoomPresence.id });
    if (!seat) throw new ApiError(409, 'room_full', ROOM_MESSAGES.full);
    return seat.id;
  }

  /** Holds a stream for a seat taken with `sit`, and sends it who is there now. */
  async attach(connection: Connection) {
    this.connections.set(connection.seat, connection);
    await this.publish({ room: connection.room, kind: 'people' });
  }

  /** The stream closed: its seat goes, and everyone hears. */
  async leave(seat: string) {
    const connection = this.connections.get(seat);
    this.connections.delete(seat);
    const [row] = await this.db
      .delete(focusRoomPresence)
      .where(eq(focusRoomPresence.id, seat))
      .returning({ room: focusRoomPresence.room });
    const room = row?.room ?? connection?.room;
    if (room) await this.publish({ room, kind: 'people' });
  }

  publish(message: HubMessage) {
    return this.events.notify(ROOMS_CHANNEL, JSON.stringify(message));
  }

  /**
   * The heartbeat: this process's seats are marked seen, streams whose session has ended are closed, and seats
   * silent for 20 seconds (a closed tab, a killed process) are cleared, each room hearing who left.
   */
  async beat() {
    try {
      const seats = [...this.connections.keys()];
      if (seats.length > 0) {
        await this.db
          .update(focusRoomPresence)
          .set({ lastSeen: sql`now()` })
          .where(inArray(focusRoomPresence.id, seats));
        await this.closeEndedSessions();
      }
      for (const connection of this.connections.values()) connection.ping();
      await this.sweep();
      // A message missed while the listening connection was away is made good here.
      for (const room of new Set([...this.connections.values()].map((c) => c.room))) {
        await this.receive(JSON.stringify({ room, kind: 'people' }));
      }
    } catch {
      // The database is away for a moment: the next beat tries again, and seats last 20 seconds.
    }
  }

  /** Clears the seats nobody has kept fresh for 20 seconds and tells their rooms. */
  async sweep() {
    const gone = await this.db
      .delete(focusRoomPresence)
      .where(lte(focusRoomPresence.lastSeen, sql`now() - make_interval(secs => ${PRESENCE_TIMEOUT_SECONDS})`))
      .returning({ id: focusRoomPresence.id, room: focusRoomPresence.room });
    for (const { id } of gone) this.connections.get(id)?.end();
    for (const room of new Set(gone.map((row) => row.room))) await this.publish({ room, kind: 'people' });
    return gone.length;
  }

  private async closeEndedSessions() {
    const sessions = [...new Set([...this.connections.values()].map((c) => c.sessionId))];
    const alive = await this.db
      .select({ id: session.id })
      .from(session)
      .where(and(inArray(session.id, sessions), sql`${session.expiresAt} > now()`));
    const kept = new Set(alive.map((row) => row.id));
    for (const connection of this.connections.values()) {
      if (!kept.has(connection.sessionId)) connection.end();
    }
  }

  private inRoom(room: string) {
    return [...this.connections.values()].filter((connection) => connection.room === room);
  }

  private async receive(payload: string) {
    let message: HubMessage;
    try {
      message = JSON.parse(payload) as HubMessage;
    } catch {
      return;
    }
    const here = this.inRoom(message.room);
    if (here.length === 0) return;
    try {
      if (message.kind === 'people') {
        const rows: PeopleRows = await roomPeople(this.db, message.room);
        const now = new Date().toISOString();
        for (const connection of here) {
          connection.send({ type: 'people', people: peopleAs(rows, connection.userId), now });
        }
      } else if (message.kind === 'reaction') {
        const blockers = await this.db
          .select({ userId: focusRoomBlocks.userId })
          .from(focusRoomBlocks)
          .where(
            and(
              eq(focusRoomBlocks.blockedUserId, message.from),
              inArray(focusRoomBlocks.userId, [...new Set(here.map((c) => c.userId))]),
            ),
          );
        const blocked = new Set(blockers.map((row) => row.userId));
        for (const connection of here) {
          if (blocked.has(connection.userId)) continue;
          connection.send({
            type: 'reaction',
            id: message.id,
            seat: message.seat,
            name: message.name,
            reaction: message.reaction,
            message: message.message,
          });
        }
      } else if (message.kind === 'closed') {
        for (const connection of here) {
          connection.send({ type: 'closed' });
          connection.end();
        }
      } else {
        for (const connection of here.filter((c) => c.userId === message.userId)) {
          connection.send({ type: 'removed' });
          connection.end();
        }
      }
    } catch {
      // A failed read leaves the streams as they were; the next change or heartbeat brings them up to date.
    }
  }

  /** Seats this process holds, for tests and the heartbeat. */
  get seats() {
    return [...this.connections.keys()];
  }
}
