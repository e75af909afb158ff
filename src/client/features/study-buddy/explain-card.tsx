import { useMutation } from '@tanstack/react-query';
import type { StudyCard } from '../../../shared/study-buddy/study';
import type { CardExplanationAnswer } from '../../../shared/study-buddy/explain';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { ReadingText } from '../../components/reading-text';
import { api, unwrap } from '../../lib/api';

const askExplanation = (cardId: string) =>
  unwrap<CardExplanationAnswer>(api.ai['explain-card'].$post({ json: { cardId } }));

/**
 * "Explain it more simply" (docs/product.md#study-buddy): the assistant's plain explanation of one card, shown
 * under it in the person's reading mode. Nothing is saved; a new card (a new `key`) starts without one.
 */
export function ExplainCard({ card, label }: { card: Pick<StudyCard, 'id'>; label?: string }) {
  const explain = useMutation({ mutationFn: askExplanation });
  const answer = explain.data;
  // The button sits among the card's other buttons; the explanation takes a line of its own below them.
  return (
    <>
      <Button
        variant="secondary"
        busy={explain.isPending}
        busyLabel="Explaining..."
        aria-label={label}
        onClick={() => explain.mutate(card.id)}
      >
        Explain it more simply
      </Button>
      <div aria-live="polite" className="basis-full empty:basis-0">
        {explain.error && <Notice tone="error">No explanation came. {explain.error.message}</Notice>}
        {answer && answer.outcome !== 'ok' && <Notice tone="error">{answer.message}</Notice>}
        {answer?.outcome === 'ok' && (
          <section aria-label="A simpler explanation" className="space-y-2 rounded-lg bg-app p-3">
            {answer.lines.map((line, i) => (
              <p key={i}>
                <ReadingText text={line} />
              </p>
            ))}
            {answer.keyTerms.length > 0 && (
              <p className="text-sm">
                <span className="font-semibold">Key words: </span>
                <ReadingText text={answer.keyTerms.join(', ')} />
              </p>
            )}
            {answer.source === 'built-in' && (
              <p className="text-sm text-muted">
                Built-in: the card&apos;s own words, no AI service involved.
              </p>
            )}
          </section>
        )}
      </div>
    </>
  );
}
