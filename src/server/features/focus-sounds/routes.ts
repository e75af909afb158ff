import { Hono } from 'hono';
import { savedMixCreateSchema, savedMixRenameSchema } from '../../../shared/focus-sounds/sounds';
import type { AppEnv } from '../../http/env';
import { idParam, jsonBody } from '../../http/validate';
import type { FeatureDeps } from '../deps';
import { createMix, deleteMix, listMixes, MIX, renameMix } from './queries';
import { keptAnswer } from '../kept-answers';

/**
 * Focus Sounds' saved mixes (docs/product.md#focus-sounds, decision 095): read, save, rename and delete. They
 * are kept in the account's tool settings; the sound itself is made in the browser.
 */
export function focusSoundsRoutes({ db, signedIn }: FeatureDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/mixes', (c) => keptAnswer(c, db, 'mixes', () => listMixes(db, c.var.user.id)))
    .post('/mixes', jsonBody(savedMixCreateSchema), async (c) =>
      c.json(await createMix(db, c.var.user.id, c.req.valid('json')), 201),
    )
    .patch('/mixes/:id', jsonBody(savedMixRenameSchema), idParam(MIX), async (c) =>
      c.json(await renameMix(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json').name)),
    )
    .delete('/mixes/:id', idParam(MIX), async (c) => {
      await deleteMix(db, c.var.user.id, c.req.valid('param').id);
      return c.json({ deleted: true as const });
    });
}
