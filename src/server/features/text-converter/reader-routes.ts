import { Hono } from 'hono';
import {
  readerSettingsUpdateSchema,
  storedReaderSettingsSchema,
} from '../../../shared/text-converter/reader';
import type { ReaderSettings } from '../../../shared/text-converter/reader';
import { readToolSettings, saveToolSettings } from '../../db/tool-settings';
import type { AppEnv } from '../../http/env';
import { jsonBody } from '../../http/validate';
import type { FeatureDeps } from '../deps';

/** /api/reader: the converter's reading comfort choices, one entry of the user's settings. */
export function readerRoutes({ db, signedIn }: FeatureDeps) {
  const read = async (userId: string): Promise<ReaderSettings> =>
    storedReaderSettingsSchema.parse(
      await readToolSettings(db, userId, 'reader', storedReaderSettingsSchema),
    );
  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/', async (c) => c.json(await read(c.var.user.id)))
    .patch('/', jsonBody(readerSettingsUpdateSchema), async (c) => {
      const next = { ...(await read(c.var.user.id)), ...c.req.valid('json') };
      return c.json(await saveToolSettings(db, c.var.user.id, 'reader', next));
    });
}
