import type { App } from '../app';
import type { CatalogueRoute } from './route-catalogue';
import type { TestUser } from './users';
import { as } from './users';

/* The study buddy's routes (docs/product.md#study-buddy). */

const CARD_FIELDS = {
  kind: 'text',
  front: 'text',
  back: 'text',
  tags: 'list',
  suspended: 'boolean',
} as const;

export const STUDY_ROUTES: CatalogueRoute[] = [
  { method: 'GET', path: '/api/study', access: 'user' },
  {
    method: 'POST',
    path: '/api/study/decks',
    access: 'user',
    body: () => ({ name: 'Biology' }),
    typedFields: { name: 'text' },
  },
  {
    method: 'PATCH',
    path: '/api/study/decks/:id',
    access: 'user',
    body: () => ({ name: 'Biology, year 2' }),
    typedFields: { name: 'text' },
    item: { kind: 'deck' },
  },
  { method: 'DELETE', path: '/api/study/decks/:id', access: 'user', item: { kind: 'deck' } },
  { method: 'GET', path: '/api/study/decks/:id/anki-package', access: 'user', item: { kind: 'deck' } },
  {
    method: 'POST',
    path: '/api/study/decks/:id/cards',
    access: 'user',
    body: () => ({
      cards: [
        { kind: 'basic', front: 'What is osmosis?', back: 'Water crossing a membrane', tags: ['biology'] },
        { kind: 'cloze', front: 'Cells divide by {{c1::mitosis}}.' },
      ],
    }),
    typedFields: { cards: 'list' },
    item: { kind: 'deck' },
  },
  {
    method: 'PATCH',
    path: '/api/study/cards/:id',
    access: 'user',
    body: () => ({ back: 'Water moving across a membrane', suspended: true }),
    typedFields: { ...CARD_FIELDS, deckId: 'text' },
    item: { kind: 'studyCard' },
  },
  {
    method: 'POST',
    path: '/api/study/cards/:id/reviews',
    access: 'user',
    body: () => ({ rating: 3, reviewedAt: new Date().toISOString() }),
    typedFields: { rating: 'number', reviewedAt: 'text' },
    item: { kind: 'studyCard' },
  },
  { method: 'DELETE', path: '/api/study/cards/:id', access: 'user', item: { kind: 'studyCard' } },
  {
    method: 'POST',
    path: '/api/ai/study-cards',
    access: 'user',
    body: () => ({ text: 'Osmosis is the movement of water across a membrane.' }),
    typedFields: { text: 'text' },
  },
  {
    method: 'POST',
    path: '/api/ai/explain-card',
    access: 'user',
    body: (_me, items) => ({ cardId: items.studyCard }),
    typedFields: { cardId: 'text' },
    item: { kind: 'studyCard', field: 'cardId' },
  },
];

/** A deck and a card in it, made through the API as `user`. */
export async function seedStudy(app: App, user: TestUser) {
  const post = async (path: string, body: unknown) => {
    const res = await app.request(path, as(user, { method: 'POST', body: JSON.stringify(body) }));
    if (res.status !== 201) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<unknown>;
  };
  const deck = (await post('/api/study/decks', { name: 'Chemistry' })) as { id: string };
  const [card] = (await post(`/api/study/decks/${deck.id}/cards`, {
    cards: [{ kind: 'basic', front: 'H2O is?', back: 'Water' }],
  })) as { id: string }[];
  if (!card) throw new Error('The seeded card was not returned.');
  return { deck: deck.id, studyCard: card.id };
}
