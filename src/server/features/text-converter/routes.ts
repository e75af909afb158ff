import { Hono } from 'hono';
import { conversionInputSchema } from '../../../shared/text-converter/conversion';
import type { AppEnv } from '../../http/env';
import { notFound } from '../../http/errors';
import { idParam, jsonBody } from '../../http/validate';
import type { FeatureDeps } from '../deps';
import { createConversion, deleteConversion, findConversion, recentConversions } from './queries';

const CONVERSION = 'That conversion';
const missing = () => notFound(CONVERSION);

/**
 * /api/conversions: the Text Converter's conversions (docs/product.md#data, #calls). The server does the converting, so what
 * is stored is always the shared transform of what was sent.
 */
export function conversionRoutes({ db, signedIn }: FeatureDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/', async (c) => c.json({ conversions: await recentConversions(db, c.var.user.id) }))
    .post('/', jsonBody(conversionInputSchema), async (c) => {
      const { text, mode, chunks } = c.req.valid('json');
      return c.json(await createConversion(db, c.var.user.id, text, mode, chunks), 201);
    })
    .get('/:id', idParam(CONVERSION), async (c) => {
      const conversion = await findConversion(db, c.var.user.id, c.req.valid('param').id);
      if (!conversion) throw missing();
      return c.json(conversion);
    })
    .delete('/:id', idParam(CONVERSION), async (c) => {
      if (!(await deleteConversion(db, c.var.user.id, c.req.valid('param').id))) throw missing();
      return c.json({ deleted: true as const });
    });
}
