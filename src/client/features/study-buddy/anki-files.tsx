import { useId, useState } from 'react';
import type { Deck, StudyCard } from '../../../shared/study-buddy/study';
import { CARDS_PER_REQUEST } from '../../../shared/study-buddy/study';
import { fromAnkiText, toAnkiText } from '../../../shared/study-buddy/anki';
import { Button, buttonClass } from '../../components/button';
import { Notice } from '../../components/notice';
import { answered, api, ApiRequestError, FALLBACK } from '../../lib/api';
import { downloadFile } from '../../lib/download';
import { fileStem, packageName } from '../../../shared/study-buddy/anki';
import { useStudyActions } from './use-study';

const FILE_MAX = 5 * 1024 * 1024;
const fileName = (name: string) => `${fileStem(name)}.txt`;

/** The deck as Anki's tab-separated text, and Anki's text files read into the deck (decision 099). */
export function AnkiFiles({ deck, cards }: { deck: Deck; cards: StudyCard[] }) {
  const id = useId();
  const { addCards } = useStudyActions();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [packing, setPacking] = useState(false);
  const pictures = cards.some((card) => card.kind === 'picture');

  /** The deck as an Anki package, made on the server with the pictures (decisions 172 and 178). */
  async function downloadPackage() {
    setPacking(true);
    setMessage(null);
    try {
      const res = await answered(api.study.decks[':id']['anki-package'].$get({ param: { id: deck.id } }));
      downloadFile(await res.blob(), packageName(deck.name));
      setMessage({ tone: 'success', text: `${deck.name} is saved as an Anki package, with its pictures.` });
    } catch (error) {
      setMessage({ tone: 'error', text: error instanceof ApiRequestError ? error.message : FALLBACK });
    } finally {
      setPacking(false);
    }
  }

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
      <p>
        An Anki package (.apkg) carries every card with its pictures, and Anki opens it as a deck.
        Tab-separated text carries the cards in words: front, back and tags, which Anki imports and exports.
        {pictures && ' Picture cards travel only in the package.'}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          className="max-w-full"
          disabled={cards.length === 0}
          busy={packing}
          busyLabel="Making the package…"
          onClick={() => void downloadPackage()}
        >
          <span className="min-w-0 break-words">Download {deck.name} as an Anki package</span>
        </Button>
        <Button
          variant="secondary"
          className="max-w-full"
          disabled={cards.every((card) => card.kind === 'picture')}
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
          <span className="min-w-0 break-words">Download {deck.name} as text for Anki</span>
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
