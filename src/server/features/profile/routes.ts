import { Hono } from 'hono';
import { profileUpdateSchema } from '../../../shared/profile';
import type { AppEnv } from '../../http/env';
import { jsonBody } from '../../http/validate';
import type { FeatureDeps } from '../deps';
import { readProfile, saveProfile } from './queries';

export function profileRoutes({ db, signedIn }: FeatureDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/', async (c) => c.json(await readProfile(db, c.var.user.id)))
    .patch('/', jsonBody(profileUpdateSchema), async (c) =>
      c.json(await saveProfile(db, c.var.user.id, c.req.valid('json'))),
    );
}
