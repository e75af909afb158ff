import { useId, useState } from 'react';
import type { Deck, StudyCard } from '../../../shared/study';
import { CARDS_PER_REQUEST } from '../../../shared/study';
import { fromAnkiText, toAnkiText } from '../../../shared/study-anki';
import { Button, buttonClass } from '../../components/button';
import { Notice } from '../../components/notice';
import { downloadFile } from '../../lib/download';
import { useStudyActions } from './use-study';

const FILE_MAX = 5 * 1024 * 1024;
const fileName = (name: string) => `${name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'deck'}.txt`;

/** The deck as Anki's tab-separated text, and Anki's text files read into the deck (decision 099). */
export function AnkiFiles({ deck, cards }: { deck: Deck; cards: StudyCard[] }) {
  const id = useId();
  const { addCards } = useStudyActions();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  async function importFile(file: File) {
    setMessage(null);
    if (file.size > FILE_MAX) {
      setMessage({
        tone: 'error',
        text: 'That file is larger than 5 MB. Please export fewer cards at a time.',
      });
      return;
    }
    const notes = fromAnkiText(await file.text());
    if (notes.length === 0) {
      setMessage({
        tone: 'error',
        text: 'No cards were found in that file. Anki’s “Notes in Plain Text” export works.',
      });
      return;
    }
    let added = 0;
    try {
      for (let start = 0; start < notes.length; start += CARDS_PER_REQUEST) {
        const batch = notes.slice(start, start + CARDS_PER_REQUEST).map((note) => ({
          kind: note.kind,
          front: note.front,
          back: note.back,
          tags: note.tags.slice(0, 10),
          suspended: false,
        }));
        added += (await addCards.mutateAsync({ deckId: deck.id, cards: batch })).length;
      }
      setMessage({ tone: 'success', text: `${added} card${added === 1 ? '' : 's'} added to ${deck.name}.` });
    } catch (error) {
      const reason = error instanceof Error ? error.message : '';
      setMessage({ tone: 'error', text: `${added} of ${notes.length} cards were added. ${reason}` });
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Anki files
      </h2>
      <p>Cards travel as tab-separated text: front, back and tags, which Anki imports and exports.</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          className="max-w-full"
          disabled={cards.length === 0}
          onClick={() =>
            downloadFile(
              toAnkiText(
                cards.flatMap(({ kind, front, back, tags }) =>
                  kind === 'picture' ? [] : [{ kind, front, back, tags }],
                ),
              ),
              fileName(deck.name),
              'text/tab-separated-values',
            )
          }
        >
          <span className="min-w-0 break-words">Download {deck.name} for Anki</span>
        </Button>
        <label
          className={buttonClass(
            'secondary',
            'cursor-pointer focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-[var(--theme-ink)]',
          )}
        >
          Import an Anki text file
          <input
            type="file"
            accept=".txt,.tsv,text/plain,text/tab-separated-values"
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void importFile(file);
            }}
          />
        </label>
      </div>
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
    </section>
  );
}
