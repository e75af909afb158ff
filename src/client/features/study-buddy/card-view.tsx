import { clozeAnswer, clozeQuestion } from '../../../shared/cloze';
import type { CardKind } from '../../../shared/study';
import { ReadingText } from '../../components/reading-text';

/** What a card shows: the question, and with `revealed` the answer (a cloze card with every gap filled). */
export function cardText(card: { kind: CardKind; front: string; back: string }, revealed: boolean) {
  if (card.kind === 'cloze') {
    const whole = revealed ? clozeAnswer(card.front) : clozeQuestion(card.front);
    return { question: whole, answer: revealed ? card.back : '' };
  }
  return { question: card.front, answer: revealed ? card.back : '' };
}

/** A card's sides in the person's reading mode; line breaks kept. */
export function CardSides({
  card,
  revealed = true,
  large = false,
}: {
  card: { kind: CardKind; front: string; back: string };
  revealed?: boolean;
  large?: boolean;
}) {
  const { question, answer } = cardText(card, revealed);
  const size = large ? 'text-xl' : '';
  return (
    <div className={`space-y-2 whitespace-pre-line ${size}`}>
      <p>
        <ReadingText text={question} />
      </p>
      {answer && (
        <p className="border-t border-control pt-2">
          <ReadingText text={answer} />
        </p>
      )}
    </div>
  );
}
