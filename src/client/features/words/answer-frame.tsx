import type { ReactNode } from 'react';
import { useId } from 'react';
import type { AiSource } from '../../../shared/ai';
import { LazyReadAloud } from '../../components/lazy-read-aloud';
import { Notice } from '../../components/notice';
import { ReadingText } from '../../components/reading-text';

/** Who answered, in plain words: the built-in rules are never mistaken for a model, and a model is named. */
const sourceWords = (source: AiSource, sentTo: string | null) =>
  source === 'built-in'
    ? 'Built-in: read by rules and word lists on this app’s server, no AI service involved.'
    : `Read by the AI service at ${sentTo ?? 'the address this app is set up with'}: your text was sent there for this answer only.`;

/**
 * The frame of every answer: its heading, the answer, a note when the engine could not do it well, who
 * answered, and read aloud for all of it.
 */
export function AnswerFrame({
  title,
  source,
  sentTo,
  note,
  spoken,
  children,
}: {
  title: string;
  source: AiSource;
  sentTo: string | null;
  /** What the engine could not do, or the plain failure message. */
  note: string | null;
  /** Everything shown, as one text to read aloud. */
  spoken: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-line bg-surface p-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
      {note && (
        <Notice tone="info">
          <ReadingText text={note} />
        </Notice>
      )}
      <p className="text-sm text-muted">{sourceWords(source, sentTo)}</p>
      <LazyReadAloud
        text={[title, spoken, note ?? ''].filter(Boolean).join('\n')}
        label={`Read "${title}" aloud`}
      />
    </section>
  );
}
