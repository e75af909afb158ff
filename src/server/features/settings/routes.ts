import { Hono } from 'hono';
import { settingsUpdateSchema } from '../../../shared/settings';
import type { AppEnv } from '../../http/env';
import { jsonBody } from '../../http/validate';
import type { FeatureDeps } from '../deps';
import { keptAnswer } from '../kept-answers';
import { readSettings, saveSettings } from './queries';

export function settingsRoutes({ db, signedIn }: FeatureDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/', (c) => keptAnswer(c, db, 'settings', () => readSettings(db, c.var.user.id)))
    .patch('/', jsonBody(settingsUpdateSchema), async (c) =>
      c.json(await saveSettings(db, c.var.user.id, c.req.valid('json'))),
    );
}
