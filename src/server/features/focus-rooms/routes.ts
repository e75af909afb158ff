import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { streamSSE } from 'hono/streaming';
import { retryMessage } from '../../../shared/auth-messages';
import type { RoomEvent } from '../../../shared/focus-rooms/rooms';
import {
  goalSchema,
  REACTIONS_PER_MINUTE,
  reactionSchema,
  reportSchema,
  ROOM_MESSAGES,
  roomCreateSchema,
  roomJoinSchema,
  roomNameSchema,
  roomStateSchema,
  seatSchema,
} from '../../../shared/focus-rooms/rooms';
import { takePlace } from '../../auth/limits';
import type { Database } from '../../db/client';
import { focusRoomBlocks, focusRoomReactions, focusRoomReports } from '../../db/schema';
import type { AppEnv } from '../../http/env';
import { ApiError } from '../../http/errors';
import { appOrigins, CROSS_SITE_MESSAGE } from '../../http/request-guard';
import { jsonBody } from '../../http/validate';
import type { FeatureDeps } from '../deps';
import {
  closeRoom,
  createRoom,
  joinRoom,
  leaveRoom,
  peopleAs,
  personAt,
  removePerson,
  renewLink,
  requireSeat,
  roomDetail,
  roomFor,
  roomName,
  roomPeople,
  roomsOverview,
  setRoomName,
  setState,
  writeGoal,
} from './queries';

async function takeReactionPlace(db: Database, userId: string) {
  const allowance = await takePlace(db, `room-reactions:${userId}`, REACTIONS_PER_MINUTE);
  if (allowance.allowed) return;
  const seconds = allowance.retryAfterSeconds;
  throw new ApiError(429, 'rate_limited', retryMessage(seconds), { 'Retry-After': String(seconds) });
}

/**
 * Focus rooms (docs/product.md#focus-rooms, decisions 166 and 167): the rooms, a room's live stream of
 * server-sent events, and each action as a plain request. Every request checks the session; a room the person
 * may not enter answers 404 like a missing one.
 */
export function focusRoomRoutes({ config, db, signedIn, signedInFresh, rooms }: FeatureDeps) {
  const origins = new Set(appOrigins(config.PUBLIC_URL));
  // Opening a stream takes a seat in a room, a change like any write: only the app's own pages may open one.
  const sameSiteStream = createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header('origin');
    const fromApp =
      origin === undefined ? c.req.header('sec-fetch-site') === 'same-origin' : origins.has(origin);
    if (!fromApp) throw new ApiError(403, 'cross_site', CROSS_SITE_MESSAGE);
    await next();
  });
  return (
    new Hono<AppEnv>()
      // The stream checks the session in the database when it opens, and the heartbeat while it lasts.
      .get('/:id/events', sameSiteStream, signedInFresh, async (c) => {
        const user = c.var.user;
        const room = await roomFor(db, user.id, c.req.param('id'));
        const name = await roomName(db, user.id);
        if (!name) throw new ApiError(409, 'no_name', 'Please choose a name for rooms first.');
        const seat = await rooms.sit(room.id, user.id, name);
        return streamSSE(c, async (stream) => {
          let ended = false;
          let finish = () => undefined as void;
          const done = new Promise<void>((resolve) => {
            finish = resolve;
          });
          const end = () => {
            ended = true;
            finish();
          };
          stream.onAbort(end);
          const send = (event: RoomEvent) => {
            if (!ended) void stream.writeSSE({ event: event.type, data: JSON.stringify(event) }).catch(end);
          };
          send({
            type: 'people',
            people: peopleAs(await roomPeople(db, room.id), user.id),
            now: new Date().toISOString(),
          });
          await rooms.attach({
            seat,
            room: room.id,
            userId: user.id,
            sessionId: user.session?.id ?? '',
            send,
            ping: () => {
              if (!ended) void stream.write(': still here\n\n').catch(end);
            },
            end,
          });
          await done;
          await rooms.leave(seat).catch(() => undefined);
        });
      })
      .use(signedIn)
      .get('/', async (c) => c.json(await roomsOverview(db, c.var.user.id)))
      .put('/name', jsonBody(roomNameSchema), async (c) => {
        const result = await setRoomName(db, c.var.user.id, c.req.valid('json').name);
        return c.json(result);
      })
      .post('/', jsonBody(roomCreateSchema), async (c) =>
        c.json(await createRoom(db, c.var.user.id, c.req.valid('json')), 201),
      )
      .post('/join', jsonBody(roomJoinSchema), async (c) =>
        c.json(await joinRoom(db, c.var.user.id, c.req.valid('json').token)),
      )
      .get('/:id', async (c) => c.json(await roomDetail(db, c.var.user.id, c.req.param('id'))))
      .post('/:id/state', jsonBody(roomStateSchema), async (c) => {
        const room = await roomFor(db, c.var.user.id, c.req.param('id'));
        const result = await setState(db, c.var.user.id, room.id, c.req.valid('json').state);
        await rooms.publish({ room: room.id, kind: 'people' });
        return c.json(result);
      })
      .post('/:id/reactions', jsonBody(reactionSchema), async (c) => {
        const userId = c.var.user.id;
        const room = await roomFor(db, userId, c.req.param('id'));
        const body = c.req.valid('json');
        const message = 'message' in body ? body.message : null;
        if (message !== null && (room.open || !room.messages)) {
          throw new ApiError(400, 'invalid_request', ROOM_MESSAGES.noMessages);
        }
        const { seat, name } = await requireSeat(db, userId, room.id);
        await takeReactionPlace(db, userId);
        const reaction = 'reaction' in body ? body.reaction : null;
        const [row] = await db
          .insert(focusRoomReactions)
          .values({ room: room.id, userId, reaction, message })
          .returning({ id: focusRoomReactions.id });
        await rooms.publish({
          room: room.id,
          kind: 'reaction',
          id: row!.id,
          from: userId,
          seat,
          name,
          reaction,
          message,
        });
        return c.json({ id: row!.id }, 201);
      })
      .post('/:id/blocks', jsonBody(seatSchema), async (c) => {
        const userId = c.var.user.id;
        const room = await roomFor(db, userId, c.req.param('id'));
        const person = await personAt(db, room.id, c.req.valid('json').seat);
        if (person === userId) throw new ApiError(400, 'invalid_request', ROOM_MESSAGES.yourself);
        await db.insert(focusRoomBlocks).values({ userId, blockedUserId: person }).onConflictDoNothing();
        return c.json({ blocked: true as const });
      })
      .post('/:id/reports', jsonBody(reportSchema), async (c) => {
        const userId = c.var.user.id;
        const room = await roomFor(db, userId, c.req.param('id'));
        const { seat, reason } = c.req.valid('json');
        const person = await personAt(db, room.id, seat);
        if (person === userId) throw new ApiError(400, 'invalid_request', ROOM_MESSAGES.yourself);
        // A report blocks too: the person reporting never has to see that person's reactions again.
        await db.insert(focusRoomReports).values({ userId, reportedUserId: person, room: room.id, reason });
        await db.insert(focusRoomBlocks).values({ userId, blockedUserId: person }).onConflictDoNothing();
        c.var.logger.info({ room: room.id, reason }, 'focus room report');
        return c.json({ reported: true as const, blocked: true as const });
      })
      .put('/:id/goals', jsonBody(goalSchema), async (c) => {
        const room = await roomFor(db, c.var.user.id, c.req.param('id'));
        const goal = await writeGoal(db, c.var.user.id, room, c.req.valid('json'));
        if (!room.open) await rooms.publish({ room: room.id, kind: 'people' });
        return c.json(goal);
      })
      .post('/:id/link', async (c) => c.json(await renewLink(db, c.var.user.id, c.req.param('id'))))
      .post('/:id/remove', jsonBody(seatSchema), async (c) => {
        const id = c.req.param('id');
        const person = await removePerson(db, c.var.user.id, id, c.req.valid('json').seat);
        await rooms.publish({ room: id, kind: 'removed', userId: person });
        await rooms.publish({ room: id, kind: 'people' });
        return c.json({ removed: true as const });
      })
      .delete('/:id/membership', async (c) => {
        const id = c.req.param('id');
        await leaveRoom(db, c.var.user.id, id);
        await rooms.publish({ room: id, kind: 'removed', userId: c.var.user.id });
        await rooms.publish({ room: id, kind: 'people' });
        return c.json({ deleted: true as const });
      })
      .delete('/:id', async (c) => {
        const id = c.req.param('id');
        await closeRoom(db, c.var.user.id, id);
        await rooms.publish({ room: id, kind: 'closed' });
        return c.json({ deleted: true as const });
      })
  );
}
