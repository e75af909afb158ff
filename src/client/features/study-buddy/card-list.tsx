import { useId, useState } from 'react';
import type { CardInput, Deck, StudyCard } from '../../../shared/study-buddy/study';
import { Button } from '../../components/button';
import { Field, inputClass } from '../../components/field';
import { UndoNotice } from '../../components/undo-notice';
import { refused } from '../../lib/list-actions';
import { runMutation } from '../../lib/run-mutation';
import { undoOffer } from '../../lib/undo';
import { CardForm } from './card-form';
import { clozeAnswers } from '../../../shared/study-buddy/cloze';
import { boxesBeside } from '../../../shared/study-buddy/occlusion';
import { CardSides } from './card-view';
import { ExplainCard } from './explain-card';
import { useStudyActions } from './use-study';
import { dueDay } from './when-back';

interface Props {
  deck: Deck;
  decks: Deck[];
  cards: StudyCard[];
  timeZone: string;
  onSaid: (words: string) => void;
}

const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);
/** How a card is named on its buttons: a picture card by the part it asks for, as its picture is shared. */
const short = (card: StudyCard) =>
  card.kind === 'picture' ? `${clip(card.back)}, on ${clip(card.front)}` : clip(card.front);

/** The deck's cards: search, add, edit, move, suspend and delete with Undo (docs/product.md#study-buddy). */
export function CardList({ deck, decks, cards, timeZone, onSaid }: Props) {
  const { addCards, changeCard, removeCard } = useStudyActions();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const moveId = useId();
  const words = search.trim().toLowerCase();
  const shown = cards.filter(
    (card) => !words || `${card.front}\n${card.back}\n${card.tags.join(' ')}`.toLowerCase().includes(words),
  );

  const add = (card: CardInput, said: string) =>
    runMutation(
      addCards,
      { deckId: deck.id, cards: [card] },
      {
        onError: refused('The card was not added.'),
        // A cloze card with c1 and c2 becomes two cards, one per number.
        onSuccess: (saved) =>
          onSaid(saved.length > 1 ? `${saved.length} cards added, one per hidden part.` : said),
      },
    );

  function remove(card: StudyCard) {
    const offer = {
      message: `Deleted "${short(card)}".`,
      restore: () => add({ ...card, schedule: card.schedule }, 'The card is back.'),
    };
    undoOffer.offer(offer);
    runMutation(removeCard, card, {
      onError: (reason) => {
        undoOffer.withdraw(offer);
        refused(`"${short(card)}" was not deleted.`)(reason);
      },
    });
  }

  const change = (
    card: StudyCard,
    update: Parameters<typeof changeCard.mutateAsync>[0]['change'],
    said: string,
  ) =>
    runMutation(
      changeCard,
      { card, change: update },
      {
        onError: refused(`"${short(card)}" was not changed.`),
        onSuccess: () => onSaid(said),
      },
    );

  return (
    <section aria-labelledby="cards-heading" className="space-y-4">
      <h2 id="cards-heading" className="text-xl font-semibold">
        Cards in {deck.name} ({cards.length})
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <Field
          label="Search this deck"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="min-w-[min(100%,12rem)] flex-1"
        />
        {!adding && <Button onClick={() => setAdding(true)}>Add a card</Button>}
      </div>
      {adding && (
        <CardForm
          saveLabel="Add card"
          onCancel={() => setAdding(false)}
          onSave={(card) => {
            add(card, 'Card added.');
            setAdding(false);
          }}
        />
      )}
      <UndoNotice returnFocus={() => document.getElementById('cards-heading')} />
      {words && shown.length === 0 && <p>No cards in this deck match “{search.trim()}”.</p>}
      {!words && cards.length === 0 && (
        <p>This deck has no cards yet. Add one, make some from your notes, or import an Anki file.</p>
      )}
      <ul className="space-y-3">
        {shown.map((card) => (
          <li
            key={card.id}
            className="drawn-near-view-10 space-y-3 rounded-lg border border-control bg-surface p-4"
          >
            {editing === card.id ? (
              <CardForm
                initial={card}
                saveLabel="Save card"
                onCancel={() => setEditing(null)}
                onSave={({ kind, front, back, tags }) => {
                  change(card, { kind, front, back, tags }, 'Card saved.');
                  setEditing(null);
                }}
              />
            ) : (
              <>
                <CardSides card={card} beside={boxesBeside(card, cards)} />
                <p className="text-sm text-muted">
                  {card.kind === 'cloze'
                    ? `Cloze card, hiding “${clozeAnswers(card.front).join('”, “')}”`
                    : card.kind === 'picture'
                      ? `Picture card, asking for “${card.back}”`
                      : 'Question card'}
                  {card.tags.length > 0 && ` · Tags: ${card.tags.join(', ')}`}
                  {card.suspended
                    ? ' · Suspended: left out of reviews'
                    : ` · Next review ${dueDay(new Date(card.schedule.due), timeZone)}`}
                </p>
                <div className="flex flex-wrap items-center gap-3">
                  <Button
                    variant="secondary"
                    aria-label={`Edit: ${short(card)}`}
                    onClick={() => setEditing(card.id)}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() =>
                      change(
                        card,
                        { suspended: !card.suspended },
                        card.suspended ? 'The card is back in reviews.' : 'The card is suspended.',
                      )
                    }
                  >
                    {card.suspended ? 'Resume' : 'Suspend'}
                  </Button>
                  {decks.length > 1 && (
                    <label className="inline-flex items-center gap-2">
                      <span>Move to</span>
                      <select
                        id={`${moveId}-${card.id}`}
                        className={`${inputClass} w-auto`}
                        value=""
                        onChange={(event) => {
                          const to = decks.find((d) => d.id === event.target.value);
                          if (to) change(card, { deckId: to.id }, `The card moved to ${to.name}.`);
                        }}
                      >
                        <option value="">Choose a deck</option>
                        {decks
                          .filter((d) => d.id !== deck.id)
                          .map((d) => (
                            <option key={d.id} value={d.id}>
                              {d.name}
                            </option>
                          ))}
                      </select>
                    </label>
                  )}
                  <Button variant="danger" aria-label={`Delete: ${short(card)}`} onClick={() => remove(card)}>
                    Delete
                  </Button>
                  {card.kind !== 'picture' && (
                    <ExplainCard card={card} label={`Explain it more simply: ${short(card)}`} />
                  )}
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
