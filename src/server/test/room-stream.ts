import type { RoomEvent } from '../../shared/focus-rooms/rooms';
import type { App } from '../app';
import type { TestUser } from './users';
import { as } from './users';

/** A room's stream of server-sent events as a test reads it: wait for an event that fits, then close. */
export interface RoomStream {
  status: number;
  /** The next event (from those not yet taken) that `fits`; waits for it. */
  next<T extends RoomEvent['type']>(
    type: T,
    fits?: (event: Extract<RoomEvent, { type: T }>) => boolean,
  ): Promise<Extract<RoomEvent, { type: T }>>;
  /** Every event taken so far. */
  seen: RoomEvent[];
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
  close(): Promise<void>;
}

export async function openRoomStream(app: App, user: TestUser, room: string): Promise<RoomStream> {
  return readRoomStream(await app.request(`/api/focus-rooms/${room}/events`, as(user)));
}

/** The events of a room's stream already opened, by the test app or by `fetch` from a real server. */
export function readRoomStream(res: Response): RoomStream {
  const seen: RoomEvent[] = [];
  const waiting: (() => void)[] = [];
  let taken = 0;
  const reader = res.body?.getReader();
  let ended: Promise<void> = Promise.resolve();
  if (res.status === 200 && reader) {
    ended = (async () => {
      const decoder = new TextDecoder();
      let text = '';
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) break;
        text += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n');
          if (data) seen.push(JSON.parse(data) as RoomEvent);
          for (const wake of waiting.splice(0)) wake();
        }
      }
      for (const wake of waiting.splice(0)) wake();
    })();
  }
  return {
    status: res.status,
    seen,
    ended,
    async next(type, fits = () => true) {
      for (;;) {
        for (let i = taken; i < seen.length; i++) {
          const event = seen[i]!;
          if (event.type === type && fits(event as never)) {
            taken = i + 1;
            return event as never;
          }
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    close: async () => {
      await reader?.cancel().catch(() => undefined);
    },
  };
}
