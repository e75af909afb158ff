import { useState } from 'react';
import type { Deck, StudyCard } from '../../../shared/study-buddy/study';
import { deckSchema } from '../../../shared/study-buddy/study';
import { readyCounts } from '../../../shared/study-buddy/schedule';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { refused } from '../../lib/list-actions';
import { runMutation } from '../../lib/run-mutation';
import { readyWords } from './ready-words';
import { useStudyActions } from './use-study';

interface Props {
  decks: Deck[];
  cards: StudyCard[];
  selected: Deck | undefined;
  now: Date;
  onSelect: (id: string) => void;
  onSaid: (words: string) => void;
}

/** The decks with their due counts, a new deck, and the chosen deck's rename and delete. */
export function DeckPanel({ decks, cards, selected, now, onSelect, onSaid }: Props) {
  const { addDeck, renameDeck, removeDeck } = useStudyActions();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  function add() {
    const parsed = deckSchema.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    runMutation(addDeck, parsed.data.name, {
      onSuccess: (deck) => {
        setName('');
        onSelect(deck.id);
        onSaid(`Deck ${deck.name} added.`);
      },
      onError: (reason) => setError(reason.message),
    });
  }

  return (
    <section aria-labelledby="decks-heading" className="space-y-3">
      <h2 id="decks-heading" className="text-xl font-semibold">
        Decks
      </h2>
      {decks.length === 0 && <p>Start with a deck: give it the name of what you are studying.</p>}
      <ul className="flex flex-wrap gap-3">
        {decks.map((deck) => {
          const mine = cards.filter((c) => c.deckId === deck.id);
          const ready = readyCounts(mine, now);
          return (
            <li key={deck.id} className="max-w-full min-w-0">
              <Button
                variant="secondary"
                aria-pressed={deck.id === selected?.id}
                onClick={() => onSelect(deck.id)}
                className="max-w-full flex-col py-2 aria-pressed:border-2 aria-pressed:border-primary aria-pressed:font-semibold aria-pressed:underline"
              >
                <span className="max-w-full">{deck.name}</span>
                <span className="max-w-full text-sm">
                  {readyWords(ready, ' · ')} · {mine.length} card{mine.length === 1 ? '' : 's'}
                </span>
              </Button>
            </li>
          );
        })}
      </ul>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <Field label="New deck name" value={name} error={error} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" variant="secondary">
          Add deck
        </Button>
      </form>
      {selected && renaming !== null && (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            runMutation(
              renameDeck,
              { id: selected.id, name: renaming },
              {
                onError: refused('The deck was not renamed.'),
                onSuccess: (deck) => onSaid(`The deck is now called ${deck.name}.`),
              },
            );
            setRenaming(null);
          }}
        >
          <Field label="Deck name" value={renaming} onChange={(e) => setRenaming(e.target.value)} />
          <Button type="submit">Save name</Button>
          <Button variant="secondary" onClick={() => setRenaming(null)}>
            Cancel
          </Button>
        </form>
      )}
      {selected && renaming === null && (
        <div className="flex flex-wrap gap-3">
          <Button variant="ghost" className="max-w-full" onClick={() => setRenaming(selected.name)}>
            <span className="min-w-0 break-words">Rename {selected.name}</span>
          </Button>
          {confirming ? (
            <>
              <Button
                variant="danger"
                className="max-w-full"
                onClick={() => {
                  setConfirming(false);
                  runMutation(removeDeck, selected.id, {
                    onError: refused(`${selected.name} was not deleted.`),
                    onSuccess: () => onSaid(`Deck ${selected.name} deleted.`),
                  });
                }}
              >
                <span className="min-w-0 break-words">Delete {selected.name} and its cards</span>
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <Button variant="ghost" className="max-w-full" onClick={() => setConfirming(true)}>
              <span className="min-w-0 break-words">Delete {selected.name}</span>
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
