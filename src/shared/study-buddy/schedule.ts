import type { Card, Grade } from 'ts-fsrs';
import { createEmptyCard, fsrs, State } from 'ts-fsrs';
import type { CardSchedule, StudyRating } from './study';

// The review schedule is ts-fsrs's, with its default parameters and no fuzz, so the same answers at the same
// times always give the same schedule on the device and on the server (decision 098).

export const scheduler = fsrs({ enable_fuzz: false });

export const toFsrsCard = (schedule: CardSchedule): Card => ({
  ...schedule,
  due: new Date(schedule.due),
  last_review: schedule.last_review ? new Date(schedule.last_review) : undefined,
});

export const fromFsrsCard = (card: Card): CardSchedule => ({
  due: card.due.toISOString(),
  stability: card.stability,
  difficulty: card.difficulty,
  elapsed_days: card.elapsed_days,
  scheduled_days: card.scheduled_days,
  learning_steps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  last_review: card.last_review ? card.last_review.toISOString() : null,
});

/** A new card's schedule: due at once. */
export const newSchedule = (now: Date): CardSchedule => fromFsrsCard(createEmptyCard(now));

/** The card's schedule and the review log after one answer at `at`. */
export function answer(schedule: CardSchedule, rating: StudyRating, at: Date) {
  const { card, log } = scheduler.next(toFsrsCard(schedule), at, rating as Grade);
  return { schedule: fromFsrsCard(card), log };
}

/** When the card comes back after each answer, for the four buttons. */
export const nextDue = (schedule: CardSchedule, at: Date): Record<StudyRating, Date> => {
  const preview = scheduler.repeat(toFsrsCard(schedule), at);
  return { 1: preview[1].card.due, 2: preview[2].card.due, 3: preview[3].card.due, 4: preview[4].card.due };
};

/** Whether a card has never been answered: it can be studied at once, whatever its due time says. */
export const isNew = (card: { suspended: boolean; schedule: CardSchedule }) =>
  !card.suspended && card.schedule.state === State.New;

/** Whether a card answered before is up for review at `now`. */
export const isDue = (card: { suspended: boolean; schedule: CardSchedule }, now: Date) =>
  !card.suspended &&
  card.schedule.state !== State.New &&
  new Date(card.schedule.due).getTime() <= now.getTime();

/** How many of the cards can be studied now: those due, and those never answered (new). */
export function readyCounts(cards: { suspended: boolean; schedule: CardSchedule }[], now: Date) {
  let due = 0;
  let fresh = 0;
  for (const card of cards) {
    if (isNew(card)) fresh += 1;
    else if (isDue(card, now)) due += 1;
  }
  return { due, fresh };
}
