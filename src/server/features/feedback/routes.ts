import { Hono } from 'hono';
import { feedbackInputSchema } from '../../../shared/dashboard-schemas';
import { feedback } from '../../db/schema';
import type { AppEnv } from '../../http/env';
import { jsonBody } from '../../http/validate';
import type { FeatureDeps } from '../deps';

/** POST /api/feedback: keeps the message with the signed-in user's id (never one from the body). */
export function feedbackRoutes({ db, signedIn }: FeatureDeps) {
  return new Hono<AppEnv>().use(signedIn).post('/', jsonBody(feedbackInputSchema), async (c) => {
    const [row] = await db
      .insert(feedback)
      .values({ userId: c.var.user.id, message: c.req.valid('json').message })
      .returning({ id: feedback.id });
    if (!row) throw new Error('The feedback row was not returned.');
    return c.json({ id: row.id }, 201);
  });
}
