import { useId, useState } from 'react';
import type { RewriteAnswer } from '../../../shared/words/words';
import { REWRITE_STYLE_LABELS, rewrittenText } from '../../../shared/words/words';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { ReadingText } from '../../components/reading-text';
import { AnswerFrame } from './answer-frame';
import { wordChanges } from './word-changes';

/**
 * "Say it another way": each changed sentence beside the original with the changed words marked, each change
 * ticked to start with. The ticked changes can be copied or put into the person's message; nothing is put
 * there without their press.
 */
export function RewriteResult({ answer, onTake }: { answer: RewriteAnswer; onTake: (text: string) => void }) {
  const id = useId();
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (answer.outcome !== 'ok') return <Notice tone="error">{answer.message}</Notice>;

  const take = (index: number) => !left.has(index);
  const text = rewrittenText(answer.parts, take);
  const changed = answer.parts
    .map((part, index) => ({ part, index }))
    .filter(({ part }) => part.before !== part.after);
  const style = REWRITE_STYLE_LABELS[answer.style].toLowerCase();
  const title = answer.source === 'built-in' ? `Simple rewrite: ${style}` : `Rewrite: ${style}`;
  const toggle = (index: number) =>
    setLeft((was) => {
      const next = new Set(was);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setSaid({ tone: 'success', text: 'Copied. Paste it wherever you are writing.' });
    } catch {
      setSaid({ tone: 'error', text: 'Copying is not allowed here. Select the rewrite below and copy it.' });
    }
  }

  return (
    <AnswerFrame
      title={title}
      source={answer.source}
      sentTo={answer.sentTo}
      note={answer.message}
      spoken={text}
    >
      {answer.source === 'built-in' && (
        <p className="text-sm">
          <ReadingText text="A simple rewrite swaps words and phrases by rules. Read it through before you send it." />
        </p>
      )}
      {changed.length > 0 && (
        <fieldset className="space-y-3">
          <legend className="font-medium">Untick any change you do not want.</legend>
          {changed.map(({ part, index }, n) => {
            const runs = wordChanges(part.before.trim(), part.after.trim());
            return (
              <div key={index} className="grid gap-2 rounded-lg bg-app p-3 sm:grid-cols-2">
                <div>
                  <p className="text-sm font-medium text-muted">Yours</p>
                  <p>
                    {runs
                      .filter((run) => run.kind !== 'in')
                      .map((run, r) =>
                        run.kind === 'out' ? (
                          <del key={r} className="decoration-2">
                            <ReadingText text={run.text} />
                          </del>
                        ) : (
                          <ReadingText key={r} text={run.text} />
                        ),
                      )}
                    {part.before.trim() === '' && <span className="text-muted">(nothing)</span>}
                  </p>
                </div>
                <div>
                  <p className="text-sm font-medium text-muted">Rewrite</p>
                  <p>
                    {runs
                      .filter((run) => run.kind !== 'out')
                      .map((run, r) =>
                        run.kind === 'in' ? (
                          <ins key={r} className="rounded bg-primary-soft font-medium no-underline">
                            <ReadingText text={run.text} />
                          </ins>
                        ) : (
                          <ReadingText key={r} text={run.text} />
                        ),
                      )}
                    {part.after.trim() === '' && <span className="text-muted">(left out)</span>}
                  </p>
                </div>
                <label className="flex min-h-11 items-center gap-3 sm:col-span-2">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0"
                    checked={take(index)}
                    onChange={() => toggle(index)}
                  />
                  Use change {n + 1}
                </label>
              </div>
            );
          })}
        </fieldset>
      )}
      <div>
        <h3 id={`${id}-whole`} className="font-semibold">
          With the ticked changes
        </h3>
        <p aria-labelledby={`${id}-whole`} className="mt-1 whitespace-pre-wrap rounded-lg bg-app p-3">
          <ReadingText text={text} />
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy the rewrite
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            onTake(text);
            setSaid({ tone: 'success', text: 'Your message now has the ticked changes.' });
          }}
        >
          Put it in my message
        </Button>
      </div>
      <div aria-live="polite">{said && <Notice tone={said.tone}>{said.text}</Notice>}</div>
    </AnswerFrame>
  );
}
