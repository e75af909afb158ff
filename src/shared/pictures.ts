import type { CollectionLimit } from './limits';
import { z } from './zod';

// Pictures: docs/product.md#pictures, decision 168.

const MB = 1024 * 1024;

/** The kinds of picture NeuroNest keeps, as the server names them after reading the bytes. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

/** What an upload may weigh before it is re-encoded: a phone's photo, with room to spare. */
export const PICTURE_UPLOAD_MAX_BYTES = 15 * MB;
/** A kept picture's longest side, in pixels: sharp on a large screen, small enough to keep many. */
export const PICTURE_LONGEST_SIDE = 1600;
/** The most pixels an upload may hold before it is read: a 50-megapixel camera's photo. */
export const PICTURE_MAX_INPUT_PIXELS = 50_000_000;
/** The longest text alternative a picture can carry. */
export const PICTURE_ALT_MAX = 200;

export const PICTURE_LIMIT: CollectionLimit = {
  count: 200,
  bytes: 100 * MB,
  fullMessage:
    'You have 200 pictures, the most NeuroNest keeps. Delete one you no longer use, then add this one again.',
  sizeMessage:
    'Your pictures fill the 100 MB NeuroNest keeps for them. Delete one you no longer use, then add this one again.',
};

export const PICTURE_MESSAGES = {
  tooLarge:
    'That picture is larger than 15 MB. Please choose a smaller one, or a photo taken at a lower size.',
  notAPicture:
    'NeuroNest keeps pictures as PNG, JPEG or WebP, and this file is not one of them. Please choose a photo or a picture in one of those kinds.',
  tooManyPixels: 'That picture has more than 50 million pixels. Please choose a smaller one.',
  empty: 'Please choose a picture to add.',
  busy: 'NeuroNest is preparing other pictures just now. Please try again in a moment.',
} as const;

/** A picture as the list and the upload answer give it. */
export interface PictureInfo {
  id: string;
  type: PictureType;
  width: number;
  height: number;
  bytes: number;
  createdAt: string;
  /** Where the picture shows: routines and steps keep their words without it; picture cards go with it. */
  uses: PictureUses;
}

export interface PictureUses {
  routines: number;
  steps: number;
  cards: number;
}

/** What deleting a picture that is in use will change, said before it is deleted. */
export function pictureUseWarning({ routines, steps, cards }: PictureUses): string | null {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const shown = [
    routines > 0 ? count(routines, 'routine', 'routines') : null,
    steps > 0 ? count(steps, 'step', 'steps') : null,
  ].filter((part) => part !== null);
  const parts: string[] = [];
  if (shown.length > 0) parts.push(`It shows on ${shown.join(' and ')}, which will keep their words.`);
  if (cards > 0) {
    parts.push(
      `${count(cards, 'picture card is', 'picture cards are')} made from it and will be deleted with it.`,
    );
  }
  return parts.length === 0 ? null : parts.join(' ');
}

/** The server's address of an uploaded picture; served only to its owner. */
export const pictureAddress = (id: string) => `/api/pictures/${id}`;
/** The server's address of a symbol's drawing. */
export const symbolAddress = (name: string) => `/api/symbols/${name}`;

/** A symbol's name as the symbol set spells it: lower-case words joined by hyphens. */
export const SYMBOL_NAME = /^[a-z0-9]+(?:-[a-z0-9]+){0,15}$/;

/** GET /api/symbols?q= */
export const symbolSearchSchema = z.lazy(() =>
  z.object({
    q: z
      .string({ error: 'Please write a word to look for.' })
      .trim()
      .min(1, 'Please write a word to look for.')
      .max(60, 'Please look for at most 60 characters.'),
  }),
);

/** One symbol found: its name and the words it is known by. */
export interface SymbolMatch {
  name: string;
  label: string;
}

/** The symbol set and its licence, said wherever symbols are chosen. */
export const SYMBOL_ATTRIBUTION = {
  name: 'OpenMoji',
  url: 'https://openmoji.org',
  licence: 'CC BY-SA 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
} as const;

/**
 * A picture on a routine or a step: an uploaded one, or a symbol, with its text alternative. The alternative
 * is the person's; when they leave it empty the screens say the step's name instead.
 */
export const pictureRefSchema = z.lazy(() =>
  z
    .object({
      kind: z.enum(['upload', 'symbol'], { error: 'Please choose an uploaded picture or a symbol.' }),
      ref: z.string({ error: 'Please choose a picture.' }).min(1, 'Please choose a picture.').max(100),
      alt: z
        .string({ error: 'Please write the picture’s description as text.' })
        .trim()
        .max(PICTURE_ALT_MAX, `A picture’s description can be at most ${PICTURE_ALT_MAX} characters.`),
    })
    .refine(
      (picture) =>
        picture.kind === 'upload' ? z.guid().safeParse(picture.ref).success : SYMBOL_NAME.test(picture.ref),
      { message: 'Please choose one of your pictures or a symbol.', path: ['ref'] },
    ),
);
export type PictureRef = z.output<typeof pictureRefSchema>;

/** Where a picture on a routine or step is drawn from. */
export const pictureSource = (picture: PictureRef) =>
  picture.kind === 'upload' ? pictureAddress(picture.ref) : symbolAddress(picture.ref);
