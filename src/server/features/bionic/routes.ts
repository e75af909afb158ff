import { Hono } from 'hono';
import type { BionicResponse } from '../../../shared/dashboard-schemas';
import { bionicInputSchema } from '../../../shared/dashboard-schemas';
import type { AppEnv } from '../../http/env';
import { jsonBody } from '../../http/validate';
import type { FeatureDeps } from '../deps';
import type { BionicReader } from './reader';
import { createHttpBionicReader, offlineBionicReader } from './reader';

/**
 * POST /api/bionic: the reading service's version of each text, sanitised, or null. A screen sends all of
 * its texts in one request. A missing or failing service is not an error for the user (docs/product.md#messages): the
 * browser keeps its local transform for that text.
 */
export function bionicRoutes(
  { config, signedIn }: FeatureDeps,
  reader: BionicReader = config.BIONIC_API_URL
    ? createHttpBionicReader(config.BIONIC_API_URL)
    : offlineBionicReader,
) {
  return new Hono<AppEnv>().use(signedIn).post('/', jsonBody(bionicInputSchema), async (c) => {
    const { texts } = c.req.valid('json');
    const html = await Promise.all(
      texts.map(async (text) => {
        try {
          return await reader.convert(text);
        } catch (err) {
          c.var.logger.warn({ err }, 'reading service unavailable; the local transform stays');
          return null;
        }
      }),
    );
    return c.json<BionicResponse>({ html });
  });
}
