import { useId, useState } from 'react';
import type { Deck, ProposedCard } from '../../../shared/study-buddy/study';
import { NOTES_MAX } from '../../../shared/study-buddy/study';
import { Button } from '../../components/button';
import { inputClass } from '../../components/field';
import { Notice } from '../../components/notice';
import { focusWhenShown } from '../../lib/focus-when-shown';
import { runMutation } from '../../lib/run-mutation';
import { CardForm } from './card-form';
import { CardSides } from './card-view';
import { NotesFile } from './notes-file';
import { SavedTexts } from './saved-texts';
import { useCardSuggestions, useStudyActions } from './use-study';

/** Every proposed card starts kept; the person drops the ones they do not want (decision 150). */
type Choice = 'kept' | 'dropped';
interface Proposal {
  card: ProposedCard;
  choice: Choice;
}

const BUILT_IN =
  'Built-in suggestions: made on this server from your words, no AI service involved. Each answer is taken from your notes.';

/**
 * Cards from pasted notes (docs/product.md#study-buddy): the assistant proposes, every card starts kept, the person
 * drops or edits the ones they do not want, and only the kept ones are saved to the deck.
 */
export function CardMaker({ deck, onSaid }: { deck: Deck; onSaid: (words: string) => void }) {
  const id = useId();
  const suggest = useCardSuggestions();
  const { addCards } = useStudyActions();
  const [notes, setNotes] = useState('');
  const [proposals, setProposals] = useState<Proposal[]>([]);
  const [editing, setEditing] = useState<number | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'info' | 'success'; text: string } | null>(null);
  const [source, setSource] = useState<string | null>(null);
  const kept = proposals.filter((p) => p.choice === 'kept');

  function make() {
    if (notes.trim() === '') {
      setMessage({ tone: 'error', text: 'Please paste some notes.' });
      return;
    }
    setMessage(null);
    runMutation(suggest, notes, {
      onSuccess: (answer) => {
        setProposals(answer.cards.map((card) => ({ card, choice: 'kept' })));
        setSource(answer.source === 'built-in' && answer.cards.length > 0 ? BUILT_IN : null);
        if (answer.message)
          setMessage({ tone: answer.outcome === 'ok' ? 'info' : 'error', text: answer.message });
      },
      onError: (error) => setMessage({ tone: 'error', text: error.message }),
    });
  }

  const choose = (index: number, choice: Choice) =>
    setProposals((all) => all.map((p, i) => (i === index ? { ...p, choice } : p)));

  function save() {
    const cards = kept.map(({ card }) => ({ ...card, tags: [], suspended: false }));
    runMutation(
      addCards,
      { deckId: deck.id, cards },
      {
        onSuccess: (saved) => {
          setProposals((all) => all.filter((p) => p.choice !== 'kept'));
          const said = `${saved.length} card${saved.length === 1 ? '' : 's'} added to ${deck.name}.`;
          setMessage({ tone: 'success', text: said });
          onSaid(said);
          // The kept cards and the Save button are gone: focus goes to what was done.
          focusWhenShown(`${id}-message`);
        },
        onError: (error) => setMessage({ tone: 'error', text: `The cards were not saved. ${error.message}` }),
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        Make cards from your notes
      </h2>
      <div>
        <label htmlFor={`${id}-notes`} className="block font-medium">
          Your notes
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          Paste a few paragraphs. Sentences like “Osmosis is the movement of water” and short lists work best.
        </p>
        <textarea
          id={`${id}-notes`}
          aria-describedby={`${id}-hint`}
          className={`${inputClass} mt-1 min-h-40`}
          maxLength={NOTES_MAX}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <NotesFile onText={(text) => setNotes(text.slice(0, NOTES_MAX))} />
        <SavedTexts onText={(text) => setNotes(text.slice(0, NOTES_MAX))} />
      </div>
      <Button onClick={make} busy={suggest.isPending} busyLabel="Making cards…">
        Make cards
      </Button>
      {message && (
        <div id={`${id}-message`} tabIndex={-1}>
          <Notice tone={message.tone}>{message.text}</Notice>
        </div>
      )}
      {proposals.length > 0 && (
        <>
          {source && <p className="text-sm text-muted">{source}</p>}
          <p>Every card starts kept. Drop or edit the ones you do not want; only kept cards are saved.</p>
          <ol className="space-y-3">
            {proposals.map((proposal, index) => (
              <li
                key={`${index}-${proposal.card.front}`}
                aria-label={`Proposed card ${index + 1}`}
                className={`space-y-3 rounded-lg border p-4 ${proposal.choice === 'kept' ? 'border-primary bg-surface' : 'border-control bg-surface'} ${proposal.choice === 'dropped' ? 'opacity-70' : ''}`}
              >
                {editing === index ? (
                  <CardForm
                    initial={{ ...proposal.card, tags: [] }}
                    saveLabel="Keep this card"
                    onCancel={() => setEditing(null)}
                    onSave={({ kind, front, back }) => {
                      setProposals((all) =>
                        all.map((p, i) =>
                          i === index && kind !== 'picture'
                            ? { card: { kind, front, back }, choice: 'kept' }
                            : p,
                        ),
                      );
                      setEditing(null);
                    }}
                  />
                ) : (
                  <>
                    <CardSides card={proposal.card} />
                    <p className="text-sm font-medium">
                      {proposal.choice === 'kept' ? 'Kept' : 'Dropped: it will not be saved'}
                    </p>
                    <div className="flex flex-wrap gap-3">
                      <Button
                        variant="secondary"
                        className="aria-pressed:border-2 aria-pressed:border-primary aria-pressed:font-semibold aria-pressed:underline"
                        aria-pressed={proposal.choice === 'kept'}
                        onClick={() => choose(index, proposal.choice === 'kept' ? 'dropped' : 'kept')}
                      >
                        Keep
                      </Button>
                      <Button variant="secondary" onClick={() => setEditing(index)}>
                        Edit
                      </Button>
                      <Button
                        variant="secondary"
                        className="aria-pressed:border-2 aria-pressed:border-primary aria-pressed:font-semibold aria-pressed:underline"
                        aria-pressed={proposal.choice === 'dropped'}
                        onClick={() => choose(index, proposal.choice === 'dropped' ? 'kept' : 'dropped')}
                      >
                        Drop
                      </Button>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ol>
          <Button onClick={save} disabled={kept.length === 0} busy={addCards.isPending} busyLabel="Saving…">
            Save {kept.length} kept card{kept.length === 1 ? '' : 's'} to {deck.name}
          </Button>
        </>
      )}
    </section>
  );
}
