import { z } from '../zod';

/*
 * docs/product.md#time-box and #limits: several focus blocks in a row with a break between each two, for a
 * working afternoon of up to four hours (decision 145). The series is a list of steps, block, break, block, ...,
 * block; the plan keeps the step under way, so a reload finds the same block.
 */

/** The usual rhythms, and the person's own lengths. */
export const RHYTHMS = ['25-5', '50-10', '90-15', 'own'] as const;
export type Rhythm = (typeof RHYTHMS)[number];

export const RHYTHM_LENGTHS: Record<
  Exclude<Rhythm, 'own'>,
  { focusMinutes: number; breakMinutes: number }
> = {
  '25-5': { focusMinutes: 25, breakMinutes: 5 },
  '50-10': { focusMinutes: 50, breakMinutes: 10 },
  '90-15': { focusMinutes: 90, breakMinutes: 15 },
};

/** A block's length of the person's own, in minutes. */
export const SERIES_FOCUS_MINUTES = [15, 20, 25, 30, 40, 45, 50, 60, 75, 90] as const;
/** A break's length of the person's own, in minutes. */
export const SERIES_BREAK_MINUTES = [5, 10, 15, 20, 30] as const;
/** The whole series, its breaks included, fits in four hours. */
export const SERIES_MAX_MINUTES = 240;
/** One block alone is a short or long timeframe. */
export const SERIES_MIN_BLOCKS = 2;

const listed = (list: readonly number[]) => (minutes: number) => list.includes(minutes);

export const seriesSchema = z.lazy(() =>
  z
    .object({
      rhythm: z.enum(RHYTHMS, { error: 'Please choose how long your blocks and breaks are.' }),
      focusMinutes: z
        .number({ error: 'Please choose how long each block is.' })
        .refine(listed(SERIES_FOCUS_MINUTES), 'Please choose one of the listed block lengths.'),
      breakMinutes: z
        .number({ error: 'Please choose how long each break is.' })
        .refine(listed(SERIES_BREAK_MINUTES), 'Please choose one of the listed break lengths.'),
      count: z
        .number({ error: 'Please choose how many blocks.' })
        .int('Please choose how many blocks.')
        .min(SERIES_MIN_BLOCKS, `A plan of several blocks has at least ${SERIES_MIN_BLOCKS}.`)
        .optional(),
      /** The step under way: 0 is the first block, 1 the break after it, and so on; one past the last is done. */
      step: z
        .number({ error: 'The plan needs the step it is at.' })
        .int('The plan needs the step it is at.')
        .min(0, 'The plan needs the step it is at.')
        .default(0),
    })
    .strict()
    .superRefine((series, ctx) => {
      if (series.rhythm !== 'own') {
        const lengths = RHYTHM_LENGTHS[series.rhythm];
        if (lengths.focusMinutes !== series.focusMinutes || lengths.breakMinutes !== series.breakMinutes) {
          ctx.addIssue({
            code: 'custom',
            path: ['focusMinutes'],
            message: 'These lengths are not the chosen rhythm. Please choose your own lengths instead.',
          });
        }
      }
      const most = maxBlocks(series.focusMinutes, series.breakMinutes);
      if (series.count !== undefined && series.count > most) {
        ctx.addIssue({
          code: 'custom',
          path: ['count'],
          message: `That is more than 4 hours. Please choose at most ${most} blocks.`,
        });
      }
      if (series.step > (series.count === undefined ? 0 : doneStep(series.count))) {
        ctx.addIssue({ code: 'custom', path: ['step'], message: 'That step is past the end of the plan.' });
      }
    }),
);

export type Series = z.output<typeof seriesSchema>;

export interface SeriesStep {
  kind: 'focus' | 'break';
  minutes: number;
  /** The block's number from 1; a break has the number of the block before it. */
  block: number;
  /** Its place in the series: blocks are even, breaks odd. */
  index: number;
}

/** How many blocks fit in four hours, with a break between each two. */
export function maxBlocks(focusMinutes: number, breakMinutes: number): number {
  return Math.floor((SERIES_MAX_MINUTES + breakMinutes) / (focusMinutes + breakMinutes));
}

/** The counts offered for these lengths: 2 up to what fits. */
export function blockCounts(series: Pick<Series, 'focusMinutes' | 'breakMinutes'>): number[] {
  const most = maxBlocks(series.focusMinutes, series.breakMinutes);
  return Array.from({ length: Math.max(0, most - SERIES_MIN_BLOCKS + 1) }, (_, i) => SERIES_MIN_BLOCKS + i);
}

/** The step that stands for "all done": one past the last block. */
export function doneStep(count: number): number {
  return count * 2 - 1;
}

export function stepAt(series: Series, index: number): SeriesStep | undefined {
  if (series.count === undefined || index < 0 || index >= doneStep(series.count)) return undefined;
  const kind = index % 2 === 0 ? 'focus' : 'break';
  return {
    kind,
    minutes: kind === 'focus' ? series.focusMinutes : series.breakMinutes,
    block: Math.floor(index / 2) + 1,
    index,
  };
}

/** Every step in order: block, break, block, ..., block. */
export function seriesSteps(series: Series): SeriesStep[] {
  if (series.count === undefined) return [];
  return Array.from({ length: doneStep(series.count) }, (_, i) => stepAt(series, i) as SeriesStep);
}

export function isSeriesDone(series: Series): boolean {
  return series.count !== undefined && series.step >= doneStep(series.count);
}

/** The whole series in minutes, breaks included. */
export function seriesMinutes(series: Series): number {
  return seriesSteps(series).reduce((sum, step) => sum + step.minutes, 0);
}

/** The minutes of the steps after this one. */
export function minutesAfter(series: Series, index: number): number {
  return seriesSteps(series)
    .filter((step) => step.index > index)
    .reduce((sum, step) => sum + step.minutes, 0);
}

/** Lengths as people say them: '45 minutes', '1 hour', '3 hours 50 minutes'. */
export function durationWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
  if (rest > 0 || hours === 0) parts.push(`${rest} ${rest === 1 ? 'minute' : 'minutes'}`);
  return parts.join(' ');
}
