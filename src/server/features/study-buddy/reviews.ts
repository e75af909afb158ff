import { and, count, eq } from 'drizzle-orm';
import { STUDY_REVIEWS_PER_CARD } from '../../../shared/limits';
import type { StudyCard, StudyRating } from '../../../shared/study-buddy/study';
import { REVIEW_AHEAD_MS } from '../../../shared/study-buddy/study';
import { answer } from '../../../shared/study-buddy/schedule';
import type { Database } from '../../db/client';
import { studyCards, studyReviews } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { CARD, ownedCard, toCard } from './queries';

/**
 * Keeps one answer: ts-fsrs works out the card's next schedule from the stored one (decision 098), and the log
 * of the card before the answer is kept. The answer's time is the device's, at most REVIEW_AHEAD_MS ahead of
 * the server's clock and never before the card's last answer. An answer sent again under the id the app made
 * for it is kept once and changes nothing: it is answered with the card as it is (decision 140).
 */
export async function reviewCard(
  db: Database,
  userId: string,
  id: string,
  input: { id?: string | undefined; rating: number; reviewedAt?: string | undefined },
  now = new Date(),
): Promise<StudyCard> {
  const at = input.reviewedAt ? new Date(input.reviewedAt) : now;
  if (at.getTime() > now.getTime() + REVIEW_AHEAD_MS) {
    throw new ApiError(
      400,
      'invalid_request',
      "reviewedAt: The answer's time is ahead of the clock. Please check the device's date.",
    );
  }
  return db.transaction(async (tx) => {
    const [card] = await tx.select().from(studyCards).where(ownedCard(userId, id)).for('update');
    if (!card) throw notFound(CARD);
    // The card is locked: an answer sent several times at once is looked for here one request at a time.
    if (input.id && (await answeredBefore(tx, userId, id, input.id))) return toCard(card);
    const last = card.schedule.last_review;
    if (last && new Date(last).getTime() > at.getTime()) {
      throw new ApiError(
        409,
        'conflict',
        'This card was answered later on another device. Its schedule is kept as it is.',
      );
    }
    const [kept] = await tx
      .select({ answers: count() })
      .from(studyReviews)
      .where(eq(studyReviews.cardId, id));
    if ((kept?.answers ?? 0) >= STUDY_REVIEWS_PER_CARD) {
      throw new ApiError(
        409,
        'limit_reached',
        'This card has 1,000 answers, the most kept for one card. Make a new card to keep going.',
      );
    }
    const next = answer(card.schedule, input.rating as StudyRating, at);
    await tx.insert(studyReviews).values({
      ...(input.id ? { id: input.id } : {}),
      userId,
      cardId: id,
      rating: input.rating,
      reviewedAt: at,
      log: { ...next.log, due: next.log.due.toISOString(), review: next.log.review.toISOString() },
    });
    const [row] = await tx
      .update(studyCards)
      .set({ schedule: next.schedule, due: new Date(next.schedule.due), updatedAt: now })
      .where(ownedCard(userId, id))
      .returning();
    if (!row) throw notFound(CARD);
    return toCard(row);
  });
}

/** Whether this person's answer `answerId` is kept already, for this card; an id used for another card is refused. */
async function answeredBefore(db: Database, userId: string, cardId: string, answerId: string) {
  const [kept] = await db
    .select({ cardId: studyReviews.cardId })
    .from(studyReviews)
    .where(and(eq(studyReviews.userId, userId), eq(studyReviews.id, answerId)));
  if (kept && kept.cardId !== cardId) {
    throw new ApiError(409, 'id_taken', 'That answer id is already used by an answer to another card.');
  }
  return Boolean(kept);
}
