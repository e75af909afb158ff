import type { CardSchedule, Deck, StudyCard, StudyRating } from '../../../shared/study-buddy/study';
import { answer, newSchedule } from '../../../shared/study-buddy/schedule';
import type { Ledger } from './ledger';
import type { Visitor } from './visitor';

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const chance = (p: number) => Math.random() < p;

/** A study card's front and its whole ts-fsrs schedule, which each answer changes. */
export const studyValue = (c: { front: string; schedule: CardSchedule }) => ({
  front: c.front,
  schedule: c.schedule,
});
/** Each person's one deck, made with their first card. */
const decks = new WeakMap<Visitor, string>();

async function deckOf(user: Visitor): Promise<string> {
  const known = decks.get(user);
  if (known) return known;
  const res = await user.send('POST', '/api/study/decks', { name: 'Proof deck' });
  if (res.status !== 201) throw new Error(`POST /api/study/decks answered ${res.status}`);
  const id = (res.body as Deck).id;
  decks.set(user, id);
  return id;
}

/**
 * One study write: a card added, answered (the stored schedule must be exactly ts-fsrs's for the answers
 * acknowledged) or deleted.
 */
export async function studyStep(user: Visitor, ledger: Ledger, n: number) {
  const ids = ledger.ids('study');
  if (ids.length < 2 || chance(0.3)) {
    const deck = await deckOf(user);
    // Sent with its new schedule, as Undo does, so what is stored is known even when the answer is lost.
    const schedule = newSchedule(new Date());
    const card = { kind: 'basic', front: `Question ${n}`, back: `Answer ${n}`, schedule };
    return ledger.write(
      'study',
      null,
      studyValue(card),
      () => user.send('POST', `/api/study/decks/${deck}/cards`, { cards: [card] }),
      ([made]: StudyCard[]) => ({ id: made!.id, value: studyValue(made!) }),
    );
  }
  const id = pick(ids);
  if (chance(0.2)) {
    return ledger.write(
      'study',
      id,
      undefined,
      () => user.send('DELETE', `/api/study/cards/${id}`),
      () => ({ id, value: undefined }),
    );
  }
  const before = ledger.value('study', id) as ReturnType<typeof studyValue>;
  const rating = (1 + (n % 4)) as StudyRating;
  const last = before.schedule.last_review ? Date.parse(before.schedule.last_review) : 0;
  const at = new Date(Math.max(Date.now(), last + 1));
  const intended = { front: before.front, schedule: answer(before.schedule, rating, at).schedule };
  return ledger.write(
    'study',
    id,
    intended,
    () => user.send('POST', `/api/study/cards/${id}/reviews`, { rating, reviewedAt: at.toISOString() }),
    (card: StudyCard) => ({ id, value: studyValue(card) }),
  );
}
