import { Hono } from 'hono';
import { DEFAULT_MIND_MAP_SETTINGS, mindMapSettingsSchema } from '../../../shared/mind-map/settings';
import { readToolSettings, saveToolSettings } from '../../db/tool-settings';
import type { AppEnv } from '../../http/env';
import { jsonBody } from '../../http/validate';
import type { FeatureDeps } from '../deps';

/** /api/mind-map/settings: the canvas's remembered choices (auto-save, spacing). */
export function mindMapSettingsRoutes({ db, signedIn }: FeatureDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/settings', async (c) =>
      c.json(
        (await readToolSettings(db, c.var.user.id, 'mindMap', mindMapSettingsSchema)) ??
          DEFAULT_MIND_MAP_SETTINGS,
      ),
    )
    .put('/settings', jsonBody(mindMapSettingsSchema), async (c) =>
      c.json(await saveToolSettings(db, c.var.user.id, 'mindMap', c.req.valid('json'))),
    );
}
