import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/button';
import type { CardWords } from './card-fields';
import { CardError, CardFields, checkCard } from './card-fields';

const EMPTY: CardWords = { title: '', description: '' };

/**
 * Title and description, then 'Add Task'. A title is needed once spaces are trimmed; an empty one adds nothing.
 * `giveBack` puts the text back in the fields when the server refuses the card: nothing typed is lost.
 */
export function AddCardForm({ onAdd }: { onAdd: (card: CardWords, giveBack: () => void) => void }) {
  const id = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const [words, setWords] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (words.title.trim() === '') {
      setError(null);
      setWords((current) => ({ ...current, title: '' }));
      titleRef.current?.focus();
      return;
    }
    const checked = checkCard(words);
    if ('message' in checked) {
      setError(checked.message);
      return;
    }
    setError(null);
    const { card } = checked;
    onAdd(card, () =>
      setWords((current) => ({
        title: current.title === '' ? card.title : current.title,
        description: current.description === '' ? card.description : current.description,
      })),
    );
    setWords(EMPTY);
    titleRef.current?.focus();
  }

  return (
    <form noValidate onSubmit={submit} className="mt-6 rounded-xl border border-line bg-surface p-4">
      <div className="grid gap-3 @3xl:grid-cols-[minmax(min(100%,17em),1fr)_minmax(0,2fr)_auto] @3xl:items-end">
        <CardFields id={id} words={words} onChange={setWords} error={error} titleRef={titleRef} />
        <Button type="submit">Add Task</Button>
      </div>
      <CardError id={id} error={error} />
    </form>
  );
}
