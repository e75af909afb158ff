import { Hono } from 'hono';
import { timeBoxPlanSchema } from '../../../shared/time-box/plan';
import type { TimeBoxPlan } from '../../../shared/time-box/plan';
import { readToolSettings, saveToolSettings } from '../../db/tool-settings';
import type { AppEnv } from '../../http/env';
import { jsonBody } from '../../http/validate';
import type { FeatureDeps } from '../deps';

/**
 * GET /api/time-box: the signed-in user's plan (an empty one before the first save).
 * PUT /api/time-box: replaces it whole, as the screen saves on every change (docs/product.md#calls).
 */
export function timeBoxRoutes({ db, signedIn }: FeatureDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/', async (c) => {
      const plan = await readToolSettings(db, c.var.user.id, 'timeBox', timeBoxPlanSchema);
      return c.json<TimeBoxPlan>(plan ?? timeBoxPlanSchema.parse(undefined));
    })
    .put('/', jsonBody(timeBoxPlanSchema), async (c) =>
      c.json<TimeBoxPlan>(await saveToolSettings(db, c.var.user.id, 'timeBox', c.req.valid('json'))),
    );
}
