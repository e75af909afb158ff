import { Hono } from 'hono';
import { feedbackInputSchema } from '../../../shared/dashboard-schemas';
import { FEEDBACK_LIMIT } from '../../../shared/limits';
import { feedback } from '../../db/schema';
import type { AppEnv } from '../../http/env';
import { jsonBody } from '../../http/validate';
import { withinLimit } from '../account-limits';
import type { FeatureDeps } from '../deps';

const collection = { name: 'feedback', table: feedback, userId: feedback.userId, limit: FEEDBACK_LIMIT };

/** POST /api/feedback: keeps the message with the signed-in user's id (never one from the body). */
export function feedbackRoutes({ db, signedIn }: FeatureDeps) {
  return new Hono<AppEnv>().use(signedIn).post('/', jsonBody(feedbackInputSchema), async (c) => {
    const userId = c.var.user.id;
    const [row] = await withinLimit(db, userId, collection, 'add', (tx) =>
      tx
        .insert(feedback)
        .values({ userId, message: c.req.valid('json').message })
        .returning({ id: feedback.id }),
    );
    if (!row) throw new Error('The feedback row was not returned.');
    return c.json({ id: row.id }, 201);
  });
}
