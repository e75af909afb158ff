import { useId, useState } from 'react';
import type { WordsHistoryItem } from '../../../shared/words/history';
import { WORDS_ACTION_NAMES } from '../../../shared/words/history';
import type { RewriteStyle } from '../../../shared/words/words';
import {
  REWRITE_STYLE_LABELS,
  REWRITE_STYLES,
  wordsMessageSchema,
  WORDS_TEXT_MAX,
} from '../../../shared/words/words';
import { Button } from '../../components/button';
import { inputClass } from '../../components/input-class';
import { Notice } from '../../components/notice';
import { ReadingText } from '../../components/reading-text';
import { AsksResult } from './asks-result';
import { RewriteResult } from './rewrite-result';
import { TasksResult } from './tasks-result';
import { ToneResult } from './tone-result';
import { WordsHistory } from './history';
import { useWordsActions } from './use-words';

type Action = 'tone' | 'asks' | 'rewrite' | 'tasks';

const selectClass =
  'min-h-11 rounded-lg border border-control bg-surface px-3 text-fg focus-visible:border-primary';

/**
 * Words (decision 157): one box for a message or notes, four things to do with it, and the answer below. The
 * person's text is only ever changed by their own press.
 */
export function Words() {
  const id = useId();
  const [text, setText] = useState('');
  const [style, setStyle] = useState<RewriteStyle>('formal');
  const [shown, setShown] = useState<Action | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [opened, setOpened] = useState<WordsHistoryItem | null>(null);
  const actions = useWordsActions();

  function run(action: Action) {
    const parsed = wordsMessageSchema.safeParse({ text });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setOpened(null);
    setShown(action);
    const checked = parsed.data.text;
    if (action === 'rewrite') actions.rewrite.mutate({ text: checked, style });
    else actions[action].mutate(checked);
  }

  const current = shown ? actions[shown] : null;
  const busy = (action: Action) => actions[action].isPending;
  return (
    <div className="space-y-6">
      <div>
        <label htmlFor={`${id}-text`} className="block font-medium">
          A message or your notes
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          Paste a message you got or are about to send, or write everything on your mind. Nothing is saved
          unless you keep a history below.
        </p>
        <textarea
          id={`${id}-text`}
          aria-describedby={[`${id}-hint`, fieldError ? `${id}-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={fieldError ? true : undefined}
          className={`${inputClass} mt-1 min-h-40`}
          maxLength={WORDS_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {fieldError && (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
            {fieldError}
          </p>
        )}
      </div>

      <div role="group" aria-label="What to do with it" className="space-y-3">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" busy={busy('tone')} busyLabel="Reading..." onClick={() => run('tone')}>
            How might this sound?
          </Button>
          <Button variant="secondary" busy={busy('asks')} busyLabel="Reading..." onClick={() => run('asks')}>
            What do they want from me?
          </Button>
          <Button
            variant="secondary"
            busy={busy('tasks')}
            busyLabel="Reading..."
            onClick={() => run('tasks')}
          >
            Brain dump to tasks
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-style`} className="font-medium">
            Say it
          </label>
          <select
            id={`${id}-style`}
            className={selectClass}
            value={style}
            onChange={(event) => setStyle(event.target.value as RewriteStyle)}
          >
            {REWRITE_STYLES.map((each) => (
              <option key={each} value={each}>
                {REWRITE_STYLE_LABELS[each].toLowerCase()}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            busy={busy('rewrite')}
            busyLabel="Rewriting..."
            onClick={() => run('rewrite')}
          >
            Say it another way
          </Button>
        </div>
      </div>

      <div aria-live="polite" className="space-y-3">
        {current?.error && <Notice tone="error">{current.error.message}</Notice>}
        {shown === 'tone' && actions.tone.data && <ToneResult answer={actions.tone.data} />}
        {shown === 'asks' && actions.asks.data && <AsksResult answer={actions.asks.data} />}
        {shown === 'tasks' && actions.tasks.data && <TasksResult answer={actions.tasks.data} />}
        {shown === 'rewrite' && actions.rewrite.data && (
          <RewriteResult answer={actions.rewrite.data} onTake={(rewritten) => setText(rewritten)} />
        )}
        {opened && <OpenedResult item={opened} onTake={(rewritten) => setText(rewritten)} />}
      </div>

      <WordsHistory
        onOpen={(item) => {
          setShown(null);
          setOpened(item);
        }}
      />
    </div>
  );
}

/** A result opened from the history: what it read and when, then the answer as it was shown. */
function OpenedResult({ item, onTake }: { item: WordsHistoryItem; onTake: (text: string) => void }) {
  const kept = new Date(item.createdAt).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <div className="space-y-3">
      <div className="rounded-lg bg-app p-3">
        <p className="text-sm text-muted">
          <ReadingText
            text={`From your history, ${kept}: ${WORDS_ACTION_NAMES[item.action]}. The text it read:`}
          />
        </p>
        <p className="whitespace-pre-wrap break-words">
          <ReadingText text={item.input} />
        </p>
      </div>
      {item.action === 'tone' && <ToneResult answer={item.result} />}
      {item.action === 'asks' && <AsksResult answer={item.result} />}
      {item.action === 'tasks' && <TasksResult key={item.id} answer={item.result} />}
      {item.action === 'rewrite' && <RewriteResult key={item.id} answer={item.result} onTake={onTake} />}
    </div>
  );
}
