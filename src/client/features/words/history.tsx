import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { WordsHistoryItem } from '../../../shared/words/history';
import { WORDS_ACTION_NAMES, WORDS_HISTORY_MAX } from '../../../shared/words/history';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { ReadingText } from '../../components/reading-text';
import {
  openHistoryItem,
  useForgetHistory,
  useSaveWordsSettings,
  wordsHistoryQuery,
  wordsSettingsQuery,
} from './use-words';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * The short history (decision 159): a switch, off until the person turns it on; the kept results, each opened
 * again or deleted; and "Clear history". Turning it off asks whether to clear what is kept: nothing is deleted
 * without the person's press.
 */
export function WordsHistory({ onOpen }: { onOpen: (item: WordsHistoryItem) => void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const toggle = useRef<HTMLInputElement>(null);
  const settings = useQuery(wordsSettingsQuery);
  const list = useQuery({ ...wordsHistoryQuery, enabled: settings.isSuccess });
  const save = useSaveWordsSettings();
  const forget = useForgetHistory();
  const [asking, setAsking] = useState(false);
  const [opening, setOpening] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const on = save.isPending ? save.variables.keepHistory : (settings.data?.keepHistory ?? false);
  const entries = list.data ?? [];

  function switchTo(next: boolean) {
    setFailed(null);
    if (!next && entries.length > 0) setAsking(true);
    else save.mutate({ keepHistory: next });
  }

  function turnOff(clear: boolean) {
    setAsking(false);
    save.mutate({ keepHistory: false }, { onSuccess: () => clear && forget.mutate(null) });
    toggle.current?.focus();
  }

  function open(entryId: string) {
    setOpening(entryId);
    setFailed(null);
    openHistoryItem(entryId)
      .then(onOpen)
      .catch((error: Error) => setFailed(`Not opened. ${error.message}`))
      .finally(() => setOpening(null));
  }

  function remove(entryId: string | null) {
    setFailed(null);
    forget.mutate(entryId, { onError: (error) => setFailed(`Not deleted. ${error.message}`) });
    heading.current?.focus();
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-lg border border-line bg-surface p-4"
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-xl font-semibold">
        History
      </h2>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          ref={toggle}
          type="checkbox"
          role="switch"
          aria-describedby={`${id}-about`}
          className="size-6 shrink-0 cursor-pointer accent-primary"
          checked={on}
          disabled={!settings.isSuccess}
          onChange={(event) => switchTo(event.target.checked)}
        />
        Keep a short history of what I check here
      </label>
      <p id={`${id}-about`} className="text-sm text-muted">
        Off unless you turn it on. When it is on, your last {WORDS_HISTORY_MAX} results are kept with the text
        they read, for you alone.
      </p>
      {settings.error && <Notice tone="error">{settings.error.message}</Notice>}
      {save.error && <Notice tone="error">Not changed. {save.error.message}</Notice>}
      {asking && (
        <div role="group" aria-labelledby={`${id}-ask`} className="space-y-2 rounded-lg bg-app p-3">
          <p id={`${id}-ask`}>
            <ReadingText
              text={`Turning the history off. Clear the ${entries.length === 1 ? 'result' : `${entries.length} results`} kept so far too?`}
            />
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => turnOff(true)}>
              Turn off and clear
            </Button>
            <Button variant="secondary" onClick={() => turnOff(false)}>
              Turn off, keep them
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setAsking(false);
                toggle.current?.focus();
              }}
            >
              Leave it on
            </Button>
          </div>
        </div>
      )}
      {entries.length > 0 && (
        <>
          <ul className="space-y-2">
            {entries.map((entry) => {
              const name = WORDS_ACTION_NAMES[entry.action];
              return (
                <li key={entry.id} className="flex flex-wrap items-center gap-2 rounded-lg bg-app p-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">
                      <ReadingText text={name} />
                    </p>
                    <p className="break-words">
                      <ReadingText text={`“${entry.firstWords}”`} />
                    </p>
                    <p className="text-sm text-muted">{when(entry.createdAt)}</p>
                  </div>
                  <Button
                    variant="secondary"
                    busy={opening === entry.id}
                    busyLabel="Opening..."
                    aria-label={`Open ${name}: ${entry.firstWords}`}
                    onClick={() => open(entry.id)}
                  >
                    Open
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={`Delete ${name}: ${entry.firstWords}`}
                    onClick={() => remove(entry.id)}
                  >
                    Delete
                  </Button>
                </li>
              );
            })}
          </ul>
          <Button variant="secondary" onClick={() => remove(null)}>
            Clear history
          </Button>
        </>
      )}
      {on && list.isSuccess && entries.length === 0 && (
        <p className="text-muted">Nothing kept yet. Your next result will be here.</p>
      )}
      <div aria-live="polite">{failed && <Notice tone="error">{failed}</Notice>}</div>
    </section>
  );
}
