import { z } from '../zod';

/** Reading comfort of the converter's output, and its ADHD chunks, kept in user_settings.settings under 'reader'. */
export const READER_TEXT_SIZES = [1, 1.125, 1.25, 1.5, 1.75, 2] as const;
export const READER_SPACINGS = ['normal', 'wide', 'wider'] as const;
export const READER_TINTS = ['none', 'cream', 'blue', 'green', 'grey'] as const;
export const READER_LINE_LENGTHS = ['full', 'medium', 'narrow'] as const;
export const READER_FOCUS_LINES = [0, 1, 3, 5] as const;

export type ReaderSpacing = (typeof READER_SPACINGS)[number];
export type ReaderTint = (typeof READER_TINTS)[number];
export type ReaderLineLength = (typeof READER_LINE_LENGTHS)[number];

const oneOf = <T extends readonly number[]>(values: T, message: string) =>
  z
    .number({ error: message })
    .refine((value): value is T[number] => (values as readonly number[]).includes(value), message);

const choice = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `Please choose one of the listed ${what}.` });

export const readerSettingsSchema = z.object({
  /** Times the output's standard 16 px (which itself follows the app's text size). */
  textSize: oneOf(READER_TEXT_SIZES, 'Please choose one of the listed text sizes.'),
  letterSpacing: choice(READER_SPACINGS, 'letter spacings'),
  wordSpacing: choice(READER_SPACINGS, 'word spacings'),
  tint: choice(READER_TINTS, 'background tints'),
  lineLength: choice(READER_LINE_LENGTHS, 'line lengths'),
  /** 0: focus mode off; otherwise how many lines stay clear while the rest are dimmed. */
  focusLines: oneOf(READER_FOCUS_LINES, 'Please choose 1, 3 or 5 lines, or turn line focus off.'),
  /** "Break long paragraphs into short chunks" with "Convert for ADHD" (docs/product.md#text-converter). */
  adhdChunks: z.boolean({ error: 'Please turn short chunks on or off.' }),
});

export type ReaderSettings = z.output<typeof readerSettingsSchema>;

export const DEFAULT_READER_SETTINGS: ReaderSettings = {
  textSize: 1,
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  tint: 'none',
  lineLength: 'full',
  focusLines: 0,
  adhdChunks: false,
};

/**
 * The stored entry, read leniently: a value an older version saved that no longer fits falls back to its
 * default, field by field, so one stale choice never throws away the others.
 */
export const storedReaderSettingsSchema = z
  .object({
    textSize: readerSettingsSchema.shape.textSize.catch(DEFAULT_READER_SETTINGS.textSize),
    letterSpacing: readerSettingsSchema.shape.letterSpacing.catch(DEFAULT_READER_SETTINGS.letterSpacing),
    wordSpacing: readerSettingsSchema.shape.wordSpacing.catch(DEFAULT_READER_SETTINGS.wordSpacing),
    tint: readerSettingsSchema.shape.tint.catch(DEFAULT_READER_SETTINGS.tint),
    lineLength: readerSettingsSchema.shape.lineLength.catch(DEFAULT_READER_SETTINGS.lineLength),
    focusLines: readerSettingsSchema.shape.focusLines.catch(DEFAULT_READER_SETTINGS.focusLines),
    adhdChunks: readerSettingsSchema.shape.adhdChunks.catch(DEFAULT_READER_SETTINGS.adhdChunks),
  })
  .catch(() => ({ ...DEFAULT_READER_SETTINGS }));

/** PUT /api/reader takes any of the fields; the others keep their saved values. */
export const readerSettingsUpdateSchema = readerSettingsSchema.partial().strict();
export type ReaderSettingsUpdate = z.output<typeof readerSettingsUpdateSchema>;
