import { Hono } from 'hono';
import {
  cardsAddSchema,
  cardUpdateSchema,
  deckSchema,
  reviewSchema,
} from '../../../shared/study-buddy/study';
import type { AppEnv } from '../../http/env';
import { idParam, jsonBody } from '../../http/validate';
import type { FeatureDeps } from '../deps';
import {
  addCards,
  CARD,
  createDeck,
  DECK,
  deleteCard,
  deleteDeck,
  readStudy,
  renameDeck,
  updateCard,
} from './queries';
import { reviewCard } from './reviews';
import { keptAnswer } from '../kept-answers';
import { ankiPackage } from './anki-package';

/**
 * The study buddy of docs/product.md#study-buddy and #calls: decks, their cards, and each answer given in a
 * review. Only the session's own rows. Cards from notes come from /api/ai/study-cards.
 */
export function studyRoutes({ db, signedIn }: FeatureDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/', (c) => keptAnswer(c, db, 'study', () => readStudy(db, c.var.user.id)))
    .post('/decks', jsonBody(deckSchema), async (c) =>
      c.json(await createDeck(db, c.var.user.id, c.req.valid('json')), 201),
    )
    .patch('/decks/:id', jsonBody(deckSchema), idParam(DECK), async (c) =>
      c.json(await renameDeck(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
    )
    .get('/decks/:id/anki-package', idParam(DECK), async (c) => {
      const { name, bytes } = await ankiPackage(db, c.var.user.id, c.req.valid('param').id);
      const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        'Cache-Control': 'no-store',
      });
    })
    .delete('/decks/:id', idParam(DECK), async (c) => {
      await deleteDeck(db, c.var.user.id, c.req.valid('param').id);
      return c.json({ deleted: true as const });
    })
    .post('/decks/:id/cards', jsonBody(cardsAddSchema), idParam(DECK), async (c) =>
      c.json(await addCards(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json').cards), 201),
    )
    .patch('/cards/:id', jsonBody(cardUpdateSchema), idParam(CARD), async (c) =>
      c.json(await updateCard(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
    )
    .post('/cards/:id/reviews', jsonBody(reviewSchema), idParam(CARD), async (c) =>
      c.json(await reviewCard(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .delete('/cards/:id', idParam(CARD), async (c) => {
      await deleteCard(db, c.var.user.id, c.req.valid('param').id);
      return c.json({ deleted: true as const });
    });
}
