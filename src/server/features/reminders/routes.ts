import { Hono } from 'hono';
import {
  doneSchema,
  pushSubscriptionSchema,
  reminderInputSchema,
  reminderSettingsUpdateSchema,
  shownSchema,
  snoozeSchema,
  upcomingQuerySchema,
} from '../../../shared/reminders';
import type { AppEnv } from '../../http/env';
import { idParam, jsonBody, queryParams } from '../../http/validate';
import type { FeatureDeps } from '../deps';
import { markDone, markShown, snooze, upcoming } from './deliveries';
import { addSubscription, checkEndpoint, removeSubscription } from './push';
import { deleteReminder, readReminders, REMINDER, saveReminder, saveReminderSettings } from './queries';
import { keptAnswer } from '../kept-answers';

/**
 * Reminders (docs/product.md#reminders, decision 102): the person's reminders and quiet hours, what is due
 * for the open app to show, snooze and done from a reminder, and the devices Web Push reaches. Only the
 * session's own.
 */
export function reminderRoutes({ db, signedIn, vapid, outbound }: FeatureDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/', (c) =>
      keptAnswer(c, db, 'reminders', async () => ({
        ...(await readReminders(db, c.var.user.id)),
        pushKey: vapid.publicKey,
      })),
    )
    .put('/', jsonBody(reminderInputSchema), async (c) =>
      c.json(await saveReminder(db, c.var.user.id, c.req.valid('json'))),
    )
    .patch('/settings', jsonBody(reminderSettingsUpdateSchema), async (c) =>
      c.json(await saveReminderSettings(db, c.var.user.id, c.req.valid('json'))),
    )
    .get('/upcoming', queryParams(upcomingQuerySchema), async (c) => {
      const { from, hours } = c.req.valid('query');
      return c.json({ due: await upcoming(db, c.var.user.id, from ? new Date(from) : new Date(), hours) });
    })
    .post('/shown', jsonBody(shownSchema), async (c) =>
      c.json({ first: await markShown(db, c.var.user.id, c.req.valid('json').key, new Date()) }),
    )
    .post('/snooze', jsonBody(snoozeSchema), async (c) => {
      const { key, minutes } = c.req.valid('json');
      return c.json(await snooze(db, c.var.user.id, key, minutes, new Date()));
    })
    .post('/done', jsonBody(doneSchema), async (c) => {
      await markDone(db, c.var.user.id, c.req.valid('json').key);
      return c.json({ done: true as const });
    })
    .post('/push-subscriptions', jsonBody(pushSubscriptionSchema), async (c) => {
      const input = c.req.valid('json');
      await checkEndpoint(input.endpoint, outbound);
      return c.json(await addSubscription(db, c.var.user.id, input), 201);
    })
    .delete('/push-subscriptions/:id', idParam('That device'), async (c) => {
      await removeSubscription(db, c.var.user.id, c.req.valid('param').id);
      return c.json({ deleted: true as const });
    })
    .delete('/:id', idParam(REMINDER), async (c) => {
      await deleteReminder(db, c.var.user.id, c.req.valid('param').id);
      return c.json({ deleted: true as const });
    });
}
