import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type {
  GoalWrite,
  RoomCreate,
  RoomDetail,
  RoomGoal,
  RoomPerson,
  RoomState,
  RoomSummary,
} from '../../../shared/focus-rooms/rooms';
import {
  isOpenRoom,
  OPEN_ROOMS,
  OPEN_ROOMS_START,
  PRESENCE_TIMEOUT_SECONDS,
  ROOM_MESSAGES,
  ROOMS_JOINED_MAX,
  ROOMS_MADE_MAX,
} from '../../../shared/focus-rooms/rooms';
import type { Database } from '../../db/client';
import {
  focusRoomGoals,
  focusRoomMembers,
  focusRoomNames,
  focusRoomPresence,
  focusRooms,
} from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';

export const ROOM = 'That room';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A share link's secret: 32 random bytes, which nobody guesses. */
const newToken = () => randomBytes(32).toString('base64url');

/** Rows seen within the last 20 seconds: the people still there (decision 166). */
export const live = () =>
  gt(focusRoomPresence.lastSeen, sql`now() - make_interval(secs => ${PRESENCE_TIMEOUT_SECONDS})`);

/** A room as the person may see it: an open room, or a private one they made or joined and were not removed from. */
export interface RoomAccess {
  id: string;
  title: string;
  open: boolean;
  rhythm: RoomSummary['rhythm'];
  startedAt: string;
  messages: boolean;
  maker: boolean;
  token: string | null;
}

/** The room `id` names for this person; anything else, a malformed id included, is the same 404. */
export async function roomFor(db: Database, userId: string, id: string): Promise<RoomAccess> {
  if (isOpenRoom(id)) {
    const room = OPEN_ROOMS.find((r) => r.id === id)!;
    return {
      id,
      title: room.title,
      open: true,
      rhythm: '25/5',
      startedAt: OPEN_ROOMS_START,
      messages: false,
      maker: false,
      token: null,
    };
  }
  if (!uuid.test(id)) throw notFound(ROOM);
  const [row] = await db
    .select({ room: focusRooms, removed: focusRoomMembers.removed })
    .from(focusRooms)
    .leftJoin(
      focusRoomMembers,
      and(eq(focusRoomMembers.roomId, focusRooms.id), eq(focusRoomMembers.userId, userId)),
    )
    .where(eq(focusRooms.id, id));
  if (!row) throw notFound(ROOM);
  const maker = row.room.userId === userId;
  if (!maker && row.removed !== false) throw notFound(ROOM);
  return {
    id: row.room.id,
    title: row.room.title,
    open: false,
    rhythm: row.room.rhythm,
    startedAt: new Date(row.room.startedAt).toISOString(),
    messages: row.room.messages,
    maker,
    token: maker ? row.room.token : null,
  };
}

/** The same room, refused with a 403 unless this person made it. */
export async function madeRoom(db: Database, userId: string, id: string) {
  const room = await roomFor(db, userId, id);
  if (!room.maker) throw new ApiError(403, 'forbidden', ROOM_MESSAGES.makerOnly);
  return room;
}

async function peopleCounts(db: Database, rooms: string[]) {
  if (rooms.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      room: focusRoomPresence.room,
      people: sql<number>`count(distinct ${focusRoomPresence.userId})::int`,
    })
    .from(focusRoomPresence)
    .where(and(inArray(focusRoomPresence.room, rooms), live()))
    .groupBy(focusRoomPresence.room);
  return new Map(rows.map((row) => [row.room, row.people]));
}

export async function roomName(db: Database, userId: string) {
  const [row] = await db.select().from(focusRoomNames).where(eq(focusRoomNames.userId, userId));
  return row?.name ?? null;
}

export async function setRoomName(db: Database, userId: string, name: string) {
  await db
    .insert(focusRoomNames)
    .values({ userId, name })
    .onConflictDoUpdate({ target: focusRoomNames.userId, set: { name, updatedAt: sql`now()` } });
  // Whoever is in a room now is seen by the new name.
  await db.update(focusRoomPresence).set({ name }).where(eq(focusRoomPresence.userId, userId));
  return { name };
}

/** The open rooms and the person's private rooms, with how many people are in each now. */
export async function roomsOverview(db: Database, userId: string) {
  const mine = await db
    .selectDistinct({ room: focusRooms })
    .from(focusRooms)
    .leftJoin(focusRoomMembers, eq(focusRoomMembers.roomId, focusRooms.id))
    .where(
      sql`${focusRooms.userId} = ${userId} or (${focusRoomMembers.userId} = ${userId} and not ${focusRoomMembers.removed})`,
    )
    .orderBy(focusRooms.createdAt);
  const counts = await peopleCounts(db, [...OPEN_ROOMS.map((r) => r.id), ...mine.map((r) => r.room.id)]);
  const summary = (room: Omit<RoomSummary, 'people'>): RoomSummary => ({
    ...room,
    people: counts.get(room.id) ?? 0,
  });
  return {
    name: await roomName(db, userId),
    open: OPEN_ROOMS.map((room) =>
      summary({ id: room.id, title: room.title, open: true, rhythm: '25/5', startedAt: OPEN_ROOMS_START }),
    ),
    mine: mine.map(({ room }) =>
      summary({
        id: room.id,
        title: room.title,
        open: false,
        rhythm: room.rhythm,
        startedAt: new Date(room.startedAt).toISOString(),
      }),
    ),
  };
}

export async function roomDetail(db: Database, userId: string, id: string) {
  const room = await roomFor(db, userId, id);
  const counts = await peopleCounts(db, [room.id]);
  const goals = await db
    .select()
    .from(focusRoomGoals)
    .where(and(eq(focusRoomGoals.userId, userId), eq(focusRoomGoals.room, room.id)))
    .orderBy(desc(focusRoomGoals.blockStart))
    .limit(3);
  const detail: RoomDetail & { goals: RoomGoal[] } = {
    id: room.id,
    title: room.title,
    open: room.open,
    rhythm: room.rhythm,
    startedAt: room.startedAt,
    people: counts.get(room.id) ?? 0,
    messages: room.messages,
    maker: room.maker,
    token: room.token,
    now: new Date().toISOString(),
    goals: goals.map(toGoal),
  };
  return detail;
}

const toGoal = (row: typeof focusRoomGoals.$inferSelect): RoomGoal => ({
  blockStart: new Date(row.blockStart).toISOString(),
  goal: row.goal,
  outcome: row.outcome,
  shared: row.shared,
});

/** Makes a private room while the person has fewer than ten of their own. */
export async function createRoom(db: Database, userId: string, body: RoomCreate) {
  const [room] = await db
    .insert(focusRooms)
    .select(
      db
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          userId: sql`${userId}`.as('user_id'),
          title: sql`${body.title}`.as('title'),
          rhythm: sql`${body.rhythm}`.as('rhythm'),
          messages: sql`${body.messages}::boolean`.as('messages'),
          token: sql`${newToken()}`.as('token'),
          startedAt: sql`now()`.as('started_at'),
          createdAt: sql`now()`.as('created_at'),
        })
        .from(sql`(select 1) as one`)
        .where(
          sql`(select count(*) from ${focusRooms} where ${focusRooms.userId} = ${userId}) < ${ROOMS_MADE_MAX}`,
        ),
    )
    .returning({ id: focusRooms.id });
  if (!room) throw new ApiError(409, 'limit_reached', ROOM_MESSAGES.tooManyMade);
  return roomDetail(db, userId, room.id);
}

/** Joins the private room a share link names; the room's id, for the screen to open. */
export async function joinRoom(db: Database, userId: string, token: string) {
  const [room] = await db
    .select({ id: focusRooms.id, maker: focusRooms.userId, removed: focusRoomMembers.removed })
    .from(focusRooms)
    .leftJoin(
      focusRoomMembers,
      and(eq(focusRoomMembers.roomId, focusRooms.id), eq(focusRoomMembers.userId, userId)),
    )
    .where(eq(focusRooms.token, token));
  if (!room) throw new ApiError(404, 'not_found', ROOM_MESSAGES.oldLink);
  if (room.removed) throw new ApiError(403, 'removed', ROOM_MESSAGES.removed);
  if (room.maker === userId || room.removed === false) return { id: room.id };
  const [joined] = await db
    .select({ n: count() })
    .from(focusRoomMembers)
    .where(and(eq(focusRoomMembers.userId, userId), eq(focusRoomMembers.removed, false)));
  if ((joined?.n ?? 0) >= ROOMS_JOINED_MAX)
    throw new ApiError(409, 'limit_reached', ROOM_MESSAGES.tooManyJoined);
  await db.insert(focusRoomMembers).values({ roomId: room.id, userId }).onConflictDoNothing();
  return { id: room.id };
}

export async function renewLink(db: Database, userId: string, id: string) {
  await madeRoom(db, userId, id);
  const token = newToken();
  await db
    .update(focusRooms)
    .set({ token })
    .where(and(eq(focusRooms.id, id), eq(focusRooms.userId, userId)));
  return { token };
}

export async function leaveRoom(db: Database, userId: string, id: string) {
  const room = await roomFor(db, userId, id);
  if (room.open) throw notFound(ROOM);
  if (room.maker) {
    throw new ApiError(
      400,
      'invalid_request',
      'This is your own room: close it instead, which ends it for everyone.',
    );
  }
  await db
    .delete(focusRoomMembers)
    .where(and(eq(focusRoomMembers.roomId, id), eq(focusRoomMembers.userId, userId)));
  await db
    .delete(focusRoomPresence)
    .where(and(eq(focusRoomPresence.room, id), eq(focusRoomPresence.userId, userId)));
}

export async function closeRoom(db: Database, userId: string, id: string) {
  await madeRoom(db, userId, id);
  await db.delete(focusRooms).where(and(eq(focusRooms.id, id), eq(focusRooms.userId, userId)));
  await db.delete(focusRoomPresence).where(eq(focusRoomPresence.room, id));
}

/** The person sitting in `seat` of this room now, or a 404 in the room's words. */
export async function personAt(db: Database, room: string, seat: string) {
  const [row] = await db
    .select({ userId: focusRoomPresence.userId })
    .from(focusRoomPresence)
    .where(and(eq(focusRoomPresence.id, seat), eq(focusRoomPresence.room, room), live()));
  if (!row) throw new ApiError(404, 'not_found', ROOM_MESSAGES.personGone);
  return row.userId;
}

/** Takes someone out of the maker's room for good: their seats go and their link no longer lets them in. */
export async function removePerson(db: Database, userId: string, id: string, seat: string) {
  await madeRoom(db, userId, id);
  const person = await personAt(db, id, seat);
  if (person === userId) throw new ApiError(400, 'invalid_request', ROOM_MESSAGES.yourself);
  await db
    .insert(focusRoomMembers)
    .values({ roomId: id, userId: person, removed: true })
    .onConflictDoUpdate({
      target: [focusRoomMembers.roomId, focusRoomMembers.userId],
      set: { removed: true },
    });
  await db
    .delete(focusRoomPresence)
    .where(and(eq(focusRoomPresence.room, id), eq(focusRoomPresence.userId, person)));
  return person;
}

/** Refuses an action in a room the person has no live seat in. */
export async function requireSeat(db: Database, userId: string, room: string) {
  const [row] = await db
    .select({ seat: focusRoomPresence.id, name: focusRoomPresence.name })
    .from(focusRoomPresence)
    .where(and(eq(focusRoomPresence.room, room), eq(focusRoomPresence.userId, userId), live()))
    .limit(1);
  if (!row) throw new ApiError(409, 'not_in_room', ROOM_MESSAGES.notThere);
  return row;
}

export async function setState(db: Database, userId: string, room: string, state: RoomState) {
  await requireSeat(db, userId, room);
  await db
    .update(focusRoomPresence)
    .set({ state })
    .where(and(eq(focusRoomPresence.room, room), eq(focusRoomPresence.userId, userId)));
  return { state };
}

/** Writes the goal or the outcome of one block; a goal is shown to the room only in a private room, when asked. */
export async function writeGoal(db: Database, userId: string, room: RoomAccess, body: GoalWrite) {
  const shared = !room.open && (body.share ?? false);
  const set = {
    ...(body.goal !== undefined ? { goal: body.goal } : {}),
    ...(body.outcome !== undefined ? { outcome: body.outcome } : {}),
    ...(body.share !== undefined ? { shared } : {}),
    updatedAt: sql`now()`,
  };
  const [row] = await db
    .insert(focusRoomGoals)
    .values({
      userId,
      room: room.id,
      blockStart: body.blockStart,
      goal: body.goal ?? '',
      outcome: body.outcome ?? null,
      shared,
    })
    .onConflictDoUpdate({
      target: [focusRoomGoals.userId, focusRoomGoals.room, focusRoomGoals.blockStart],
      set,
    })
    .returning();
  const goal = toGoal(row!);
  await db
    .update(focusRoomPresence)
    .set({ goal: goal.shared && goal.goal && !goal.outcome ? goal.goal : null })
    .where(and(eq(focusRoomPresence.room, room.id), eq(focusRoomPresence.userId, userId)));
  return goal;
}

/** Everyone in the room now, one entry a person, as `viewer` sees them. */
export async function roomPeople(db: Database, room: string) {
  const rows = await db
    .selectDistinctOn([focusRoomPresence.userId], {
      seat: focusRoomPresence.id,
      userId: focusRoomPresence.userId,
      name: focusRoomPresence.name,
      state: focusRoomPresence.state,
      goal: focusRoomPresence.goal,
      createdAt: focusRoomPresence.createdAt,
    })
    .from(focusRoomPresence)
    .where(and(eq(focusRoomPresence.room, room), live()))
    .orderBy(focusRoomPresence.userId, focusRoomPresence.createdAt);
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export type PeopleRows = Awaited<ReturnType<typeof roomPeople>>;

export const peopleAs = (rows: PeopleRows, viewer: string): RoomPerson[] =>
  rows.map((row) => ({
    seat: row.seat,
    name: row.name,
    state: row.state,
    goal: row.goal,
    you: row.userId === viewer,
  }));
