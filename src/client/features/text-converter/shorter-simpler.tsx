import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import type { AiSource } from '../../../shared/ai';
import { formatCount } from '../../../shared/count';
import type { RewriteAnswer, SummaryAnswer } from '../../../shared/words/words';
import { rewrittenText, SUMMARY_LABELS, SUMMARY_TEXT_MAX, WORDS_TEXT_MAX } from '../../../shared/words/words';
import { Button } from '../../components/button';
import { LazyReadAloud } from '../../components/lazy-read-aloud';
import { Notice } from '../../components/notice';
import { ReadingText } from '../../components/reading-text';
import { api, unwrap } from '../../lib/api';

// "Shorter and simpler" (decision 170): a summary and a plainer version of the converted text, each asked for by
// a press (the text goes to the server only then), labelled for what it is, and never kept.

const summarise = (text: string) => unwrap<SummaryAnswer>(api.words.summary.$post({ json: { text } }));
const makePlainer = (text: string) =>
  unwrap<RewriteAnswer>(api.words.rewrite.$post({ json: { text, style: 'plainer' } }));

const PLAINER_LABELS: Record<AiSource, string> = {
  'built-in':
    'Common long words swapped for plainer ones, and long sentences split, by built-in rules. Read it beside the text.',
  model: 'Written by a language model. It can miss or change a detail: check anything important in the text.',
};

/** A summary and a plainer version of a long text, shown above it when the person asks. */
export function ShorterSimpler({ text }: { text: string }) {
  const id = useId();
  const summary = useMutation({ mutationFn: summarise, networkMode: 'always' });
  const plainer = useMutation({ mutationFn: makePlainer, networkMode: 'always' });
  const length = text.trim().length;
  const summaryTooLong = length > SUMMARY_TEXT_MAX;
  const plainerTooLong = length > WORDS_TEXT_MAX;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-lg border border-line p-4">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        Shorter and simpler
      </h3>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          busy={summary.isPending}
          busyLabel="Making a summary..."
          disabled={summaryTooLong}
          aria-describedby={summaryTooLong ? `${id}-summary-limit` : undefined}
          onClick={() => summary.mutate(text)}
        >
          Summary
        </Button>
        <Button
          variant="secondary"
          busy={plainer.isPending}
          busyLabel="Making it plainer..."
          disabled={plainerTooLong}
          aria-describedby={plainerTooLong ? `${id}-plainer-limit` : undefined}
          onClick={() => plainer.mutate(text)}
        >
          Plainer version
        </Button>
      </div>
      {summaryTooLong && (
        <p id={`${id}-summary-limit`} className="text-sm text-muted">
          A summary is made of up to {formatCount(SUMMARY_TEXT_MAX)} characters: convert one part of the text
          at a time.
        </p>
      )}
      {plainerTooLong && (
        <p id={`${id}-plainer-limit`} className="text-sm text-muted">
          A plainer version is made of up to {formatCount(WORDS_TEXT_MAX)} characters: convert one part of the
          text at a time.
        </p>
      )}
      {summary.error && <Notice tone="error">{summary.error.message}</Notice>}
      {summary.data && <SummaryResult answer={summary.data} />}
      {plainer.error && <Notice tone="error">{plainer.error.message}</Notice>}
      {plainer.data && <PlainerResult answer={plainer.data} />}
    </section>
  );
}

function SummaryResult({ answer }: { answer: SummaryAnswer }) {
  const id = useId();
  if (answer.outcome !== 'ok' || answer.sentences.length === 0)
    return <Notice tone="info">{answer.message ?? ''}</Notice>;
  return (
    <div role="region" aria-labelledby={id} className="space-y-2">
      <h4 id={id} className="font-semibold">
        Summary
      </h4>
      <p className="text-sm text-muted">{SUMMARY_LABELS[answer.source]}</p>
      <ul className="list-disc space-y-1 pl-6">
        {answer.sentences.map((sentence, index) => (
          <li key={index}>
            <ReadingText text={sentence} />
          </li>
        ))}
      </ul>
      <LazyReadAloud text={answer.sentences.join('\n')} label="Read the summary aloud" />
    </div>
  );
}

function PlainerResult({ answer }: { answer: RewriteAnswer }) {
  const id = useId();
  if (answer.outcome !== 'ok') return <Notice tone="info">{answer.message ?? ''}</Notice>;
  const plain = rewrittenText(answer.parts).trim();
  return (
    <div role="region" aria-labelledby={id} className="space-y-2">
      <h4 id={id} className="font-semibold">
        Plainer version
      </h4>
      <p className="text-sm text-muted">{PLAINER_LABELS[answer.source]}</p>
      {answer.message && <Notice tone="info">{answer.message}</Notice>}
      <p className="whitespace-pre-line">
        <ReadingText text={plain} />
      </p>
      <LazyReadAloud text={plain} label="Read the plainer version aloud" />
    </div>
  );
}
