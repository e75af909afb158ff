import { z } from './zod';
import { FEEDBACK_EMPTY_MESSAGE, FEEDBACK_MAX_LENGTH } from './feedback';

export * from './feedback';

export const BIONIC_TEXT_MAX_LENGTH = 5000;

/** POST /api/feedback. The user comes from the session; anything else in the body is ignored. */
export const feedbackInputSchema = z.lazy(() =>
  z.object({
    message: z
      .string({ error: FEEDBACK_EMPTY_MESSAGE })
      .trim()
      .min(1, FEEDBACK_EMPTY_MESSAGE)
      .max(FEEDBACK_MAX_LENGTH, 'Feedback can be at most 5,000 characters.'),
  }),
);

const BIONIC_EMPTY = 'Please give some text to convert.';
/** One screen's worth of texts; the dashboard asks once for all of its texts together. */
export const BIONIC_MAX_TEXTS = 50;

/** POST /api/bionic: the texts to send to the reading service, each kept exactly as written. */
export const bionicInputSchema = z.lazy(() =>
  z.object({
    texts: z
      .array(
        z
          .string({ error: BIONIC_EMPTY })
          .max(BIONIC_TEXT_MAX_LENGTH, 'Text can be at most 5,000 characters.')
          .refine((text) => text.trim() !== '', BIONIC_EMPTY),
        { error: 'Please give a list of texts to convert.' },
      )
      .min(1, 'Please give a list of texts to convert.')
      .max(BIONIC_MAX_TEXTS, `At most ${BIONIC_MAX_TEXTS} texts can be converted at once.`),
  }),
);

export type FeedbackInput = z.input<typeof feedbackInputSchema>;
export type BionicInput = z.input<typeof bionicInputSchema>;

export const WEATHER_ICONS = [
  'sun',
  'cloud-sun',
  'cloud',
  'fog',
  'drizzle',
  'rain',
  'snow',
  'storm',
] as const;
export type WeatherIcon = (typeof WEATHER_ICONS)[number];

/** Current weather at the user's location (docs/product.md#data weather object); temperature in whole degrees Celsius. */
export interface Weather {
  temperature: number;
  condition: string;
  icon: WeatherIcon;
}

export interface WeatherResponse {
  weather: Weather | null;
}

/** The reading service's results, in the order of the texts, reduced to text and <b>/<strong>; null where there is none. */
export interface BionicResponse {
  html: (string | null)[];
}
