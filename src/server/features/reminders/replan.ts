import type { MiddlewareHandler } from 'hono';
import type { AppEnv, SessionUser } from '../../http/env';
import type { ReminderQueue } from './jobs';

/**
 * The parts of the API whose changes can move a person's reminder moments: their reminders, snoozes and devices,
 * quiet hours, the clock of their profile, task reminders in Settings, and the routines, habits and tasks
 * (with their places on My Day) that reminders point at, however they are made (Words, the assistant, a restore).
 */
const MOVES_REMINDERS =
  /^\/api\/(reminders|routines|habits|todos|day|profile|settings|account|words|ai)(\/|$)/;

/**
 * After a change that was saved (decision 163), the person's reminder job is brought forward to now; its run
 * sends anything now due and plans the next moment from what is saved.
 */
export function replanAfterChanges(queue: ReminderQueue): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.res.status >= 400) return;
    if (!MOVES_REMINDERS.test(c.req.path)) return;
    const user = c.get('user') as SessionUser | undefined;
    if (user) await queue.replan(user.id);
  };
}
