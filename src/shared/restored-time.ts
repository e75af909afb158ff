import { z } from './zod';

/** No item can be older than this: NeuroNest did not exist, and a two-digit year would be read in 1900s. */
const EARLIEST = Date.parse('2000-01-01T00:00:00Z');

/**
 * The creation time Undo sends back with a deleted item, so it returns to its old place. Only a time the
 * server could have given it passes: from 2000 to now (a minute of clock difference allowed).
 */
export const restoredTime = z.lazy(() =>
  z.iso
    .datetime({ error: 'Please give the time as an ISO date.' })
    .refine((value) => Date.parse(value) <= Date.now() + 60_000, 'That time is in the future.')
    .refine((value) => Date.parse(value) >= EARLIEST, 'That time is before the year 2000.'),
);
