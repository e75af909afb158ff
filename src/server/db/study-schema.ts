import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CardKind, CardSchedule, Occlusion } from '../../shared/study-buddy/study';
import { userId } from './auth-schema';
import { createdAt, updatedAt } from './columns';

/** The study buddy (docs/product.md#study-buddy): decks of cards, each card with its ts-fsrs schedule. */
export const studyDecks = pgTable(
  'study_decks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('study_decks_user_idx').on(table.userId)],
);

/** A card and its schedule as ts-fsrs keeps it; `due` is a column of its own for due counts (decision 098). */
export const studyCards = pgTable(
  'study_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    deckId: uuid('deck_id')
      .notNull()
      .references(() => studyDecks.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CardKind>().notNull(),
    front: text('front').notNull(),
    back: text('back').notNull().default(''),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    suspended: boolean('suspended').notNull().default(false),
    /** A picture card's picture and box (decision 178); null for cards in words. */
    occlusion: jsonb('occlusion').$type<Occlusion>(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    schedule: jsonb('schedule').$type<CardSchedule>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('study_cards_user_deck_idx').on(table.userId, table.deckId),
    index('study_cards_deck_due_idx').on(table.deckId, table.due),
  ],
);

/**
 * Every answer, with ts-fsrs's log of the card before it, so a schedule can be worked out again. Its id is the
 * app's, made once for the answer, so an answer sent again is kept once (decision 140).
 */
export const studyReviews = pgTable(
  'study_reviews',
  {
    id: uuid('id').notNull().defaultRandom(),
    userId: userId(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => studyCards.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
    log: jsonb('log').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.id] }),
    index('study_reviews_card_idx').on(table.cardId, table.reviewedAt),
    index('study_reviews_user_idx').on(table.userId),
  ],
);
