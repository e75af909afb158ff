import { appMadeId } from '../app-id';
import { hasCloze } from './cloze';
import { z } from '../zod';
import { formatCount } from '../count';

// The study buddy's rules: docs/product.md#study-buddy, #validation and #limits.

export const DECK_NAME_MAX = 100;
export const CARD_SIDE_MAX = 2000;
export const CARD_TAGS_MAX = 10;
export const CARD_TAG_MAX = 40;
export const CARDS_PER_REQUEST = 200;
export const NOTES_MAX = 20_000;

/** The kinds of card written in words, as notes, the card maker and Anki's text files give them. */
export const TEXT_CARD_KINDS = ['basic', 'cloze'] as const;
export type TextCardKind = (typeof TEXT_CARD_KINDS)[number];
/** Every kind of card: a picture card asks for the part of a picture under one of its boxes (decision 178). */
export const CARD_KINDS = [...TEXT_CARD_KINDS, 'picture'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** The most boxes one picture can carry, each of them a card. */
export const OCCLUSION_BOXES_MAX = 40;
/** A box's smallest side, as a share of the picture's side: big enough to see and to point at. */
export const OCCLUSION_BOX_MIN = 0.02;

/** A box on a picture, each side as a share of the picture's width or height, from its top left corner. */
export interface OcclusionBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * What a picture card hides: one box on one of the person's pictures. The boxes drawn on a picture together
 * share a group, so a review can show or hide the others; `hideAll` is the person's choice of which.
 */
export interface Occlusion {
  pictureId: string;
  group: string;
  box: OcclusionBox;
  hideAll: boolean;
}

/** A card's schedule as ts-fsrs keeps it, its dates as ISO text (decision 098). */
export const scheduleSchema = z.lazy(() =>
  z.object({
    due: z.iso.datetime({ error: 'Please give the due time.' }),
    stability: z.number().min(0).max(1e6),
    difficulty: z.number().min(0).max(11),
    elapsed_days: z.number().int().min(0).max(1e6),
    scheduled_days: z.number().int().min(0).max(1e6),
    learning_steps: z.number().int().min(0).max(100),
    reps: z.number().int().min(0).max(1e6),
    lapses: z.number().int().min(0).max(1e6),
    state: z.number().int().min(0).max(3),
    last_review: z.iso.datetime().nullable(),
  }),
);
export type CardSchedule = z.output<typeof scheduleSchema>;

export interface Deck {
  id: string;
  name: string;
  createdAt: string;
}

export interface StudyCard {
  id: string;
  deckId: string;
  kind: CardKind;
  front: string;
  back: string;
  tags: string[];
  suspended: boolean;
  schedule: CardSchedule;
  createdAt: string;
  /** A picture card's picture and box; null for cards in words. */
  occlusion: Occlusion | null;
}

/** GET /api/study: every deck and card of the person. Due counts are worked out on the device's clock. */
export interface StudyState {
  decks: Deck[];
  cards: StudyCard[];
}

const deckName = () =>
  z
    .string({ error: 'Please give the deck a name.' })
    .trim()
    .min(1, 'Please give the deck a name.')
    .max(DECK_NAME_MAX, `A deck's name can be at most ${DECK_NAME_MAX} characters.`);

export const deckSchema = z.lazy(() => z.object({ name: deckName() }));
export type DeckInput = z.input<typeof deckSchema>;

const side = (what: string) =>
  z
    .string({ error: `Please write the card's ${what}.` })
    .trim()
    .max(CARD_SIDE_MAX, `A card's ${what} can be at most ${formatCount(CARD_SIDE_MAX)} characters.`);

const tags = () =>
  z
    .array(
      z
        .string({ error: 'Please write each tag as text.' })
        .trim()
        .min(1, 'Please leave out empty tags.')
        .max(CARD_TAG_MAX, `A tag can be at most ${CARD_TAG_MAX} characters.`)
        .regex(/^\S+$/, 'A tag is one word, without spaces.'),
      { error: 'Please give the tags as a list.' },
    )
    .max(CARD_TAGS_MAX, `A card can have at most ${CARD_TAGS_MAX} tags.`);

const kind = () => z.enum(CARD_KINDS, { error: 'A card is basic, cloze or picture.' });

const share = (what: string) =>
  z
    .number({ error: `Please give the box's ${what} as a share of the picture.` })
    .min(0, `A box's ${what} is a share of the picture, from 0 to 1.`)
    .max(1, `A box's ${what} is a share of the picture, from 0 to 1.`);

export const occlusionBoxSchema = z.lazy(() =>
  z
    .object({
      x: share('left edge'),
      y: share('top edge'),
      w: share('width').min(OCCLUSION_BOX_MIN, 'Please make the box a little wider.'),
      h: share('height').min(OCCLUSION_BOX_MIN, 'Please make the box a little taller.'),
    })
    // A thousandth to spare for the rounding of shares worked out on a screen.
    .refine((box) => box.x + box.w <= 1.001 && box.y + box.h <= 1.001, {
      message: 'Please keep the box inside the picture.',
    }),
);

export const occlusionSchema = z.lazy(() =>
  z.object({
    pictureId: z.guid({ error: 'Please choose one of your pictures.' }),
    group: z.guid({ error: 'Please give the boxes of one picture the same group.' }),
    box: occlusionBoxSchema,
    hideAll: z.boolean({ error: 'Hide all is yes or no.' }).default(false),
  }),
);

/**
 * Each kind needs what it shows: a basic card a front and a back, a cloze card a hidden part, a picture card
 * its picture, its box and the name of what is under the box (its back); its front is the picture's words.
 */
function checkSides(
  card: {
    kind?: CardKind | undefined;
    front?: string | undefined;
    back?: string | undefined;
    occlusion?: unknown;
  },
  ctx: z.RefinementCtx,
) {
  if (card.kind === 'picture' && !card.occlusion) {
    ctx.addIssue({
      code: 'custom',
      path: ['occlusion'],
      message: 'A picture card needs its picture and box.',
    });
  }
  if (card.kind !== undefined && card.kind !== 'picture' && card.occlusion) {
    ctx.addIssue({ code: 'custom', path: ['occlusion'], message: 'Only a picture card has a box.' });
  }
  if (card.kind === 'picture' && card.back !== undefined && card.back === '') {
    ctx.addIssue({ code: 'custom', path: ['back'], message: 'Please name what is under the box.' });
  }
  if (card.front !== undefined && card.front === '') {
    ctx.addIssue({ code: 'custom', path: ['front'], message: "Please write the card's front." });
  }
  if (card.kind === 'cloze' && card.front !== undefined && card.front !== '' && !hasCloze(card.front)) {
    ctx.addIssue({
      code: 'custom',
      path: ['front'],
      message: 'A cloze card needs a hidden part, written like {{c1::this}}.',
    });
  }
  if (card.kind === 'basic' && card.back !== undefined && card.back === '') {
    ctx.addIssue({ code: 'custom', path: ['back'], message: "Please write the card's back." });
  }
}

export const cardInputSchema = z.lazy(() =>
  z
    .object({
      kind: kind(),
      front: side('front'),
      back: side('back').default(''),
      tags: tags().default(() => []),
      suspended: z.boolean({ error: 'Suspended is yes or no.' }).default(false),
      occlusion: occlusionSchema.nullable().optional(),
      /** Given only when Undo puts a deleted card back with its schedule. */
      schedule: scheduleSchema.optional(),
    })
    .superRefine(checkSides),
);
/** A card as the server takes it: every field given (the browser fills in the defaults). */
export type CardInput = z.output<typeof cardInputSchema>;

/** POST /api/study/decks/:id/cards: cards kept from the card maker, imported, added or put back. */
export const cardsAddSchema = z.lazy(() =>
  z.object({
    cards: z
      .array(cardInputSchema, { error: 'Please give the cards as a list.' })
      .min(1, 'Please give at least one card.')
      .max(CARDS_PER_REQUEST, `At most ${CARDS_PER_REQUEST} cards can be added at once.`),
  }),
);

/** PATCH /api/study/cards/:id: a change of sides, tags, deck or suspension. */
export const cardUpdateSchema = z.lazy(() =>
  z
    .object({
      kind: kind().optional(),
      front: side('front').optional(),
      back: side('back').optional(),
      tags: tags().optional(),
      suspended: z.boolean({ error: 'Suspended is yes or no.' }).optional(),
      deckId: z.uuid({ error: 'That deck was not found. It may have been deleted.' }).optional(),
    })
    .superRefine(checkSides),
);
export type CardUpdate = z.input<typeof cardUpdateSchema>;

export const RATINGS = [1, 2, 3, 4] as const;
export type StudyRating = (typeof RATINGS)[number];
export const RATING_NAMES: Record<StudyRating, string> = { 1: 'Again', 2: 'Hard', 3: 'Good', 4: 'Easy' };

/** POST /api/study/cards/:id/reviews: one answer, at the time the device showed it. */
export const reviewSchema = z.lazy(() =>
  z.object({
    // Made once for the answer, so an answer sent again is kept once (decision 140); older apps sent none.
    id: appMadeId('answer'),
    rating: z
      .number({ error: 'Please answer Again, Hard, Good or Easy.' })
      .int('Please answer Again, Hard, Good or Easy.')
      .min(1, 'Please answer Again, Hard, Good or Easy.')
      .max(4, 'Please answer Again, Hard, Good or Easy.'),
    reviewedAt: z.iso.datetime({ error: 'Please give the time of the answer.' }).optional(),
  }),
);
export type ReviewInput = z.input<typeof reviewSchema>;

/** How far ahead of the server's clock a device's time may be (decision 098). */
export const REVIEW_AHEAD_MS = 36 * 60 * 60 * 1000;

/** POST /api/ai/study-cards: notes to make cards from. */
export const studyCardsRequestSchema = z.lazy(() =>
  z.object({
    text: z
      .string({ error: 'Please paste some notes.' })
      .trim()
      .min(1, 'Please paste some notes.')
      .max(NOTES_MAX, `Notes can be at most ${formatCount(NOTES_MAX)} characters at a time.`),
  }),
);

export interface ProposedCard {
  kind: TextCardKind;
  front: string;
  back: string;
}

export interface StudyCardsAnswer {
  outcome: 'ok' | 'sensitive' | 'failed';
  source: 'model' | 'built-in';
  cards: ProposedCard[];
  /** The docs/product.md#messages message when there are no cards. */
  message: string | null;
}
