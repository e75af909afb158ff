import { Hono } from 'hono';
import type { LookupAnswer } from '../../../shared/dictionary';
import { lookupQuerySchema } from '../../../shared/dictionary';
import type { AppEnv } from '../../http/env';
import { queryParams } from '../../http/validate';
import type { FeatureDeps } from '../deps';
import { symbolNamed } from '../pictures/symbols';
import { lookUp } from './lookup';

/** The picture dictionary (decision 171): a word's meanings, read from the dictionary on this server. */
export function dictionaryRoutes({ signedIn }: FeatureDeps) {
  return new Hono<AppEnv>().use(signedIn).get('/', queryParams(lookupQuerySchema), async (c) => {
    const { word, class: wordClass } = c.req.valid('query');
    const { headword, meanings } = await lookUp(word, wordClass);
    // A picture only where the symbol is the word itself: a near one would explain the word wrongly.
    const symbol = meanings.length > 0 && /^[a-z]+$/.test(headword) ? await symbolNamed(headword) : null;
    // The dictionary does not change while the server runs: a word looked up again comes from the browser's copy.
    c.header('Cache-Control', 'private, max-age=86400');
    return c.json<LookupAnswer>({ word, headword, meanings, symbol });
  });
}
