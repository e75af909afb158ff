import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { clozeSiblings } from '../../../shared/study-buddy/cloze';
import { STUDY_CARD_LIMIT, STUDY_DECK_LIMIT } from '../../../shared/limits';
import type {
  cardInputSchema,
  CardKind,
  CardSchedule,
  CardUpdate,
  Deck,
  DeckInput,
  Occlusion,
  StudyCard,
  StudyState,
} from '../../../shared/study-buddy/study';
import { newSchedule } from '../../../shared/study-buddy/schedule';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { pictures, studyCards, studyDecks, user } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { withinLimit } from '../account-limits';

export const DECK = 'That deck';
export const CARD = 'That card';

type DeckRow = typeof studyDecks.$inferSelect;
export type CardRow = typeof studyCards.$inferSelect;
type CardInput = z.output<typeof cardInputSchema>;

/** A time the database gave as milliseconds since 1970, as the API answers it. */
const isoOf = (ms: number) => new Date(ms).toISOString();

type DeckTuple = [string, string, number];
type CardTuple = [
  string,
  string,
  CardKind,
  string,
  string,
  string[],
  boolean,
  CardSchedule,
  number,
  Occlusion | null,
];

/** A deck as the API answers it, from its fields in the order the one-statement read gives them. */
const deckOf = ([id, name, createdAt]: DeckTuple): Deck => ({ id, name, createdAt: isoOf(createdAt) });

/** A card as the API answers it, from its fields in the order the one-statement read gives them. */
function cardOf(card: CardTuple): StudyCard {
  const [id, deckId, kind, front, back, tags, suspended, schedule, createdAt, occlusion] = card;
  return { id, deckId, kind, front, back, tags, suspended, schedule, createdAt: isoOf(createdAt), occlusion };
}

const toDeck = (row: DeckRow): Deck => deckOf([row.id, row.name, row.createdAt.getTime()]);

export function toCard(row: CardRow): StudyCard {
  const { id, deckId, kind, front, back, tags, suspended, schedule, createdAt, occlusion } = row;
  return cardOf([id, deckId, kind, front, back, tags, suspended, schedule, createdAt.getTime(), occlusion]);
}

const ownedDeck = (userId: string, id: string) => and(eq(studyDecks.id, id), eq(studyDecks.userId, userId));
export const ownedCard = (userId: string, id: string) =>
  and(eq(studyCards.id, id), eq(studyCards.userId, userId));
const decks = { name: 'study_decks', table: studyDecks, userId: studyDecks.userId, limit: STUDY_DECK_LIMIT };
const cards = { name: 'study_cards', table: studyCards, userId: studyCards.userId, limit: STUDY_CARD_LIMIT };

/** A table's creation time as whole milliseconds since 1970, the precision the driver keeps. */
const createdMs = (alias: 'd' | 'c') => sql.raw(`floor(extract(epoch from ${alias}.created_at) * 1000)`);

// Every deck and card of the user in one statement, each list one JSON array of arrays made by the database:
// one round trip, and one value for the driver to read instead of a row a card (decision 128). Times come as
// whole milliseconds, as the driver would have read them.
const studyLists = preparedQuery((db) =>
  db
    .select({
      decks: sql<DeckTuple[]>`(
        select coalesce(json_agg(json_build_array(d.id, d.name, ${createdMs('d')})
          order by d.created_at, d.id), '[]'::json)
        from ${studyDecks} d where d.user_id = ${user}.id
      )`,
      cards: sql<CardTuple[]>`(
        select coalesce(json_agg(json_build_array(c.id, c.deck_id, c.kind, c.front, c.back, c.tags, c.suspended,
          c.schedule, ${createdMs('c')}, c.occlusion) order by c.created_at, c.id), '[]'::json)
        from ${studyCards} c where c.user_id = ${user}.id
      )`,
    })
    .from(user)
    .where(eq(user.id, sql.placeholder('userId')))
    .prepare('study_lists'),
);

/** Every deck and card of the user, oldest first. */
export async function readStudy(db: Database, userId: string): Promise<StudyState> {
  const [lists] = await studyLists(db).execute({ userId });
  return {
    decks: (lists?.decks ?? []).map(deckOf),
    cards: (lists?.cards ?? []).map(cardOf),
  };
}

export async function createDeck(db: Database, userId: string, input: DeckInput): Promise<Deck> {
  const [row] = await withinLimit(db, userId, decks, 'add', (tx) =>
    tx.insert(studyDecks).values({ userId, name: input.name.trim() }).returning(),
  );
  if (!row) throw new Error('The new deck was not returned.');
  return toDeck(row);
}

export async function renameDeck(db: Database, userId: string, id: string, input: DeckInput): Promise<Deck> {
  const [row] = await withinLimit(db, userId, decks, 'change', (tx) =>
    tx.update(studyDecks).set({ name: input.name.trim() }).where(ownedDeck(userId, id)).returning(),
  );
  if (!row) throw notFound(DECK);
  return toDeck(row);
}

/** Deletes the deck with its cards and their answers. */
export async function deleteDeck(db: Database, userId: string, id: string): Promise<void> {
  const [row] = await db.delete(studyDecks).where(ownedDeck(userId, id)).returning({ id: studyDecks.id });
  if (!row) throw notFound(DECK);
}

/**
 * Adds cards to the user's deck, new (due now) or put back with the schedule they had. A new cloze card with
 * several hidden-part numbers becomes one card per number, as in Anki (decision 097).
 */
export async function addCards(
  db: Database,
  userId: string,
  deckId: string,
  input: CardInput[],
  now = new Date(),
): Promise<StudyCard[]> {
  const rows = await withinLimit(db, userId, cards, 'add', async (tx) => {
    const [deck] = await tx.select({ id: studyDecks.id }).from(studyDecks).where(ownedDeck(userId, deckId));
    if (!deck) throw notFound(DECK);
    await checkPictures(tx, userId, input);
    return tx
      .insert(studyCards)
      .values(
        input.flatMap(oneCardPerGap).map((card, i) => {
          const schedule = card.schedule ?? newSchedule(now);
          return {
            // A microsecond apart, in the order sent: cards saved together (an import, a cloze card's
            // siblings) list and come up for study in that order, not in the order of their random ids.
            createdAt: sql<Date>`now() + ${i}::float8 * interval '1 microsecond'`,
            userId,
            deckId,
            kind: card.kind,
            front: card.front,
            back: card.back,
            tags: card.tags,
            suspended: card.suspended,
            occlusion: card.kind === 'picture' ? (card.occlusion ?? null) : null,
            due: new Date(schedule.due),
            schedule,
          };
        }),
      )
      .returning();
  });
  return rows.map(toCard);
}

/** A picture card's picture must be one of the person's own: anyone else's, like a deleted one, is refused. */
async function checkPictures(tx: Pick<Database, 'select'>, userId: string, input: CardInput[]) {
  const wanted = [...new Set(input.flatMap((card) => (card.occlusion ? [card.occlusion.pictureId] : [])))];
  if (wanted.length === 0) return;
  const found = await tx
    .select({ id: pictures.id })
    .from(pictures)
    .where(and(eq(pictures.userId, userId), inArray(pictures.id, wanted)));
  const kept = new Set(found.map((row) => row.id));
  const missing = input.findIndex((card) => card.occlusion && !kept.has(card.occlusion.pictureId));
  if (missing >= 0) {
    throw new ApiError(
      400,
      'invalid_request',
      `cards.${missing}.occlusion: That picture was not found. It may have been deleted; please choose it again.`,
    );
  }
}

const oneCardPerGap = (card: CardInput): CardInput[] =>
  card.kind === 'cloze' && !card.schedule
    ? clozeSiblings(card.front).map((front) => ({ ...card, front }))
    : [card];

/** Changes a card's sides, tags, suspension or deck; the deck must be the user's own (400 otherwise). */
export async function updateCard(
  db: Database,
  userId: string,
  id: string,
  update: CardUpdate,
): Promise<StudyCard> {
  const [row] = await withinLimit(db, userId, cards, 'change', async (tx) => {
    const [current] = await tx.select().from(studyCards).where(ownedCard(userId, id));
    if (!current) throw notFound(CARD);
    if (update.deckId !== undefined) {
      const [deck] = await tx
        .select({ id: studyDecks.id })
        .from(studyDecks)
        .where(ownedDeck(userId, update.deckId));
      if (!deck)
        throw new ApiError(
          400,
          'invalid_request',
          'deckId: That deck was not found. It may have been deleted.',
        );
    }
    const kind = update.kind ?? current.kind;
    if ((kind === 'picture') !== (current.kind === 'picture')) {
      throw new ApiError(
        400,
        'invalid_request',
        current.kind === 'picture'
          ? 'kind: A picture card stays a picture card. Make a card in words instead.'
          : 'kind: A card in words cannot become a picture card. Make picture cards from a picture instead.',
      );
    }
    const front = update.front ?? current.front;
    const back = update.back ?? current.back;
    if (kind === 'cloze' && !/\{\{c\d+::.+?\}\}/s.test(front)) {
      throw new ApiError(
        400,
        'invalid_request',
        'front: A cloze card needs a hidden part, written like {{c1::this}}.',
      );
    }
    if (kind === 'basic' && back === '') {
      throw new ApiError(400, 'invalid_request', "back: Please write the card's back.");
    }
    if (kind === 'picture' && back === '') {
      throw new ApiError(400, 'invalid_request', 'back: Please name what is under the box.');
    }
    return tx
      .update(studyCards)
      .set({
        kind,
        front,
        back,
        ...(update.tags === undefined ? {} : { tags: update.tags }),
        ...(update.suspended === undefined ? {} : { suspended: update.suspended }),
        ...(update.deckId === undefined ? {} : { deckId: update.deckId }),
        updatedAt: new Date(),
      })
      .where(ownedCard(userId, id))
      .returning();
  });
  if (!row) throw notFound(CARD);
  return toCard(row);
}

export async function deleteCard(db: Database, userId: string, id: string): Promise<void> {
  const [row] = await db.delete(studyCards).where(ownedCard(userId, id)).returning({ id: studyCards.id });
  if (!row) throw notFound(CARD);
}
