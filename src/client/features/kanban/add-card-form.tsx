import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { kanbanCreateSchema } from '../../../shared/kanban';
import { Button } from '../../components/button';
import { inputClass } from '../../components/field';

interface NewCard {
  title: string;
  description: string;
}

/**
 * Title and description, then 'Add Task'. A title is needed once spaces are trimmed; an empty one adds nothing.
 * `giveBack` puts the text back in the fields when the server refuses the card: nothing typed is lost.
 */
export function AddCardForm({ onAdd }: { onAdd: (card: NewCard, giveBack: () => void) => void }) {
  const id = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '') {
      setError(null);
      setTitle('');
      titleRef.current?.focus();
      return;
    }
    const parsed = kanbanCreateSchema.safeParse({ title, description });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the task.');
      return;
    }
    setError(null);
    const card = { title: parsed.data.title, description: parsed.data.description ?? '' };
    onAdd(card, () => {
      setTitle((current) => (current === '' ? card.title : current));
      setDescription((current) => (current === '' ? card.description : current));
    });
    setTitle('');
    setDescription('');
    titleRef.current?.focus();
  }

  return (
    <form noValidate onSubmit={submit} className="mt-6 rounded-xl border border-line bg-surface p-4">
      <div className="grid gap-3 md:grid-cols-[1fr_2fr_auto] md:items-end">
        <div>
          <label htmlFor={`${id}-title`} className="block font-medium">
            Task title
          </label>
          <input
            ref={titleRef}
            id={`${id}-title`}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            placeholder="What needs doing?"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`${inputClass} mt-1`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-description`} className="block font-medium">
            Description <span className="font-normal text-muted">(optional)</span>
          </label>
          <input
            id={`${id}-description`}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            placeholder="Any notes for later"
            autoComplete="off"
            className={`${inputClass} mt-1`}
          />
        </div>
        <Button type="submit">Add Task</Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
