import type { FormEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button';
import type { CardWords } from './card-fields';
import { CardError, CardFields, checkCard } from './card-fields';

interface Props {
  /** What the fields start with: the card's words, or the words the server refused. */
  start: CardWords;
  /** The server's reason when it refused these words. */
  refusal: string | null;
  /** The title box takes focus when the form opens. */
  takeFocus: boolean;
  onSave: (card: CardWords) => void;
  onCancel: () => void;
}

/**
 * A card's title and description, edited in place with the add form's fields and messages
 * (docs/product.md#task-board). Enter or Save keeps them, Escape or Cancel leaves the card as it was.
 */
export function EditCardForm({ start, refusal, takeFocus, onSave, onCancel }: Props) {
  const id = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const [words, setWords] = useState(start);
  const [error, setError] = useState<string | null>(refusal);

  useEffect(() => {
    if (!takeFocus) return;
    titleRef.current?.focus();
    titleRef.current?.select();
  }, [takeFocus]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkCard(words);
    if ('message' in checked) {
      setError(checked.message);
      titleRef.current?.focus();
      return;
    }
    onSave(checked.card);
  }

  return (
    // Escape from any of its fields or buttons cancels: the keys come from the controls inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel();
      }}
      className="mt-2 space-y-3 rounded-lg border border-line bg-app p-3"
    >
      <CardFields id={id} words={words} onChange={setWords} error={error} titleRef={titleRef} />
      <CardError id={id} error={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="px-4">
          Save
        </Button>
        <Button variant="secondary" className="px-4" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
