import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { CardSchedule, StudyCard, StudyRating } from '../../../shared/study-buddy/study';
import { RATING_NAMES, RATINGS } from '../../../shared/study-buddy/study';
import { answer as answerCard, isDue, isNew, nextDue } from '../../../shared/study-buddy/schedule';
import { Button } from '../../components/button';
import { LazyReadAloud } from '../../components/lazy-read-aloud';
import { Notice } from '../../components/notice';
import { afterPaint } from '../../lib/after-paint';
import { newId } from '../../lib/offline/new-id';
import { runMutation } from '../../lib/run-mutation';
import { isTyping } from '../../lib/typing';
import { boxesBeside } from '../../../shared/study-buddy/occlusion';
import { cardText, CardSides } from './card-view';
import { ExplainCard } from './explain-card';
import { useStudyActions } from './use-study';
import { whenBack } from './when-back';

export interface SessionLength {
  label: string;
  cards?: number;
  minutes?: number;
}

export const SESSION_LENGTHS: SessionLength[] = [
  { label: '10 cards', cards: 10 },
  { label: '20 cards', cards: 20 },
  { label: '5 minutes', minutes: 5 },
  { label: '10 minutes', minutes: 10 },
];

const KEY_HINT = 'Keys: Space shows the answer. Then 1 Again, 2 Hard, 3 Good, 4 Easy.';

/**
 * The next card up (docs/product.md#study-buddy): the one due longest ago, then new cards in the order they were
 * made, then a card this session answered "Again", which comes back before the session ends, as Anki's learning
 * steps bring it back.
 */
const nextCard = (cards: StudyCard[], again: readonly string[], now: Date) => {
  const byDue = (a: StudyCard, b: StudyCard) => a.schedule.due.localeCompare(b.schedule.due);
  return (
    cards.filter((card) => isDue(card, now)).sort(byDue)[0] ??
    cards.filter((card) => isNew(card))[0] ??
    cards.filter((card) => again.includes(card.id) && !card.suspended).sort(byDue)[0]
  );
};

interface Props {
  cards: StudyCard[];
  length: SessionLength;
  timeZone: string;
  onDone: (answered: StudyCard[]) => void;
}

/**
 * One short review (docs/product.md#study-buddy): a card at a time, Space to show the answer and 1 to 4 to
 * answer, each button saying when the card comes back. Every answer is saved as it is given, so stopping
 * loses nothing.
 */
export function ReviewSession({ cards, length, timeZone, onDone }: Props) {
  const { review } = useStudyActions();
  const [started] = useState(() => Date.now());
  const [answered, setAnswered] = useState<string[]>([]);
  // The cards whose last answer in this session was "Again": they come back before it ends.
  const [again, setAgain] = useState<string[]>([]);
  // The schedules this session gave, so the next card shows with the answer itself and never waits for the
  // saved list to catch up (a quick key press could otherwise answer the same card twice).
  const [given, setGiven] = useState<Record<string, CardSchedule>>({});
  const [revealed, setRevealed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const now = new Date();
  const outOfTime = length.minutes !== undefined && now.getTime() - started >= length.minutes * 60_000;
  const enough = length.cards !== undefined && answered.length >= length.cards;
  const current = cards.map((c) => ({ ...c, schedule: given[c.id] ?? c.schedule }));
  const card = outOfTime || enough ? undefined : nextCard(current, again, now);
  const region = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLButtonElement>(null);
  // The session takes the place of the button that started it: focus goes to the first card (or, with none, to
  // the way out), never to the page.
  const over = !card;
  useEffect(() => {
    (region.current ?? end.current)?.focus();
  }, [over]);

  const finish = () => onDone(current.filter((c) => answered.includes(c.id)));

  function answer(rating: StudyRating) {
    if (!card) return;
    const at = new Date();
    // Made once for this answer: sent again, it is still one answer (decision 140).
    const id = newId();
    setError(null);
    const asked = card;
    // Saved once the next card is on screen: the save's work (the request, the copy kept for offline, the
    // saved list's update) would otherwise run before that frame is painted (decision 116).
    afterPaint(() =>
      runMutation(
        review,
        { id, card: asked, rating, at },
        {
          onError: (reason) => {
            setError(`That answer was not saved. ${reason.message}`);
            // The card comes back as it was saved.
            setGiven(({ [asked.id]: _unsaved, ...rest }) => rest);
          },
        },
      ),
    );
    setGiven((schedules) => ({ ...schedules, [card.id]: answerCard(card.schedule, rating, at).schedule }));
    setAnswered((ids) => (ids.includes(card.id) ? ids : [...ids, card.id]));
    setAgain((ids) => [...ids.filter((id) => id !== card.id), ...(rating === 1 ? [card.id] : [])]);
    setRevealed(false);
    region.current?.focus();
  }

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === ' ' && !revealed && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault();
      setRevealed(true);
    } else if (revealed && /^[1-4]$/.test(event.key)) {
      event.preventDefault();
      answer(Number(event.key) as StudyRating);
    }
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  if (!card) {
    return (
      <div className="space-y-3">
        <p>
          {answered.length === 0
            ? 'No cards are due in this deck right now.'
            : 'That is the end of this session.'}
        </p>
        <Button ref={end} onClick={finish}>
          See how it went
        </Button>
      </div>
    );
  }

  const shown = cardText(card, revealed);
  // When the card comes back after each answer: worked out only once the answer is shown, with its buttons.
  const times = revealed ? nextDue(card.schedule, now) : null;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        {answered.length} answered{length.cards ? ` of ${length.cards}` : ''} · {KEY_HINT}
      </p>
      <div
        ref={region}
        tabIndex={-1}
        aria-live="polite"
        aria-label={revealed ? 'Card, answer shown' : 'Card'}
        className="rounded-lg border-2 border-control bg-surface p-6"
      >
        <CardSides card={card} revealed={revealed} large beside={boxesBeside(card, cards)} />
      </div>
      <LazyReadAloud
        text={[shown.question, shown.answer].filter(Boolean).join('\n')}
        label="Read this card aloud"
      />
      {revealed && card.kind !== 'picture' && (
        <div className="flex flex-wrap gap-3">
          <ExplainCard key={card.id} card={card} />
        </div>
      )}
      {error && <Notice tone="error">{error}</Notice>}
      {times ? (
        <div role="group" aria-label="How well did you know it?" className="flex flex-wrap gap-3">
          {RATINGS.map((rating) => (
            <Button
              key={rating}
              variant={rating === 3 ? 'primary' : 'secondary'}
              onClick={() => answer(rating)}
              aria-keyshortcuts={String(rating)}
              className="flex-col py-2"
            >
              <span>
                <kbd className="font-mono">{rating}</kbd> {RATING_NAMES[rating]}
              </span>
              <span className="text-sm">{whenBack(times[rating], now, timeZone)}</span>
            </Button>
          ))}
        </div>
      ) : (
        <Button onClick={() => setRevealed(true)} aria-keyshortcuts="Space">
          Show answer <kbd className="font-mono">Space</kbd>
        </Button>
      )}
      <Button variant="ghost" onClick={finish}>
        Stop for now
      </Button>
    </div>
  );
}
