import { clozeAnswers } from '../../../shared/study-buddy/cloze';
import { isSensitive } from '../../../shared/sensitive-topics';
import type { ProposedCard } from '../../../shared/study-buddy/study';
import { CARD_SIDE_MAX } from '../../../shared/study-buddy/study';

/**
 * docs/product.md#study-buddy: said when the notes gave no card, as information, not as a failure. Notes of
 * reminders and remarks alone hold no fact to ask about (decision 150).
 */
export const NO_CARDS_MESSAGE =
  'No cards came from these notes. Cards come from sentences that state a fact, such as "Osmosis is the movement of water"; reminders and remarks about the course are left out.';

const flat = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** What the card asks the person to recall. */
const answersOf = (card: ProposedCard) =>
  card.kind === 'cloze' ? clozeAnswers(card.front) : card.back.split('\n').filter((line) => line.trim());

/**
 * The proposed cards a person may see: each answer found in the notes (the model is held to the built-in
 * engine's rule, decision 097), no side too long, and none touching a sensitive topic. An empty list is fine
 * (nothing from the notes); null means only sensitive cards were left.
 */
export function usableCards(cards: ProposedCard[], notes: string): ProposedCard[] | null {
  const source = flat(notes);
  const fromNotes = cards.filter(
    (card) =>
      card.front.length <= CARD_SIDE_MAX &&
      card.back.length <= CARD_SIDE_MAX &&
      answersOf(card).length > 0 &&
      answersOf(card).every((answer) => source.includes(flat(answer))),
  );
  if (fromNotes.length === 0) return [];
  const safe = fromNotes.filter((card) => !isSensitive(`${card.front}\n${card.back}`));
  return safe.length > 0 ? safe : null;
}
