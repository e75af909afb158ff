import type { RefObject } from 'react';
import { kanbanCreateSchema } from '../../../shared/kanban/board';
import { inputClass } from '../../components/field';

export interface CardWords {
  title: string;
  description: string;
}

/**
 * A card's words checked as the server checks them (docs/product.md#validation): the trimmed card, or the first
 * message for the person. Adding and editing a card say the same things.
 */
export function checkCard(words: CardWords): { card: CardWords } | { message: string } {
  const parsed = kanbanCreateSchema.safeParse(words);
  if (!parsed.success) return { message: parsed.error.issues[0]?.message ?? 'Please check the task.' };
  return { card: { title: parsed.data.title, description: parsed.data.description ?? '' } };
}

interface Props {
  /** A prefix for the fields' ids, and `${id}-error` for the message under them. */
  id: string;
  words: CardWords;
  onChange: (words: CardWords) => void;
  error: string | null;
  titleRef?: RefObject<HTMLInputElement | null>;
}

/** 'Task title' and 'Description (optional)': the fields of a new card and of a card being edited. */
export function CardFields({ id, words, onChange, error, titleRef }: Props) {
  return (
    <>
      <div>
        <label htmlFor={`${id}-title`} className="block font-medium">
          Task title
        </label>
        <input
          ref={titleRef}
          id={`${id}-title`}
          value={words.title}
          onChange={(event) => onChange({ ...words, title: event.target.value })}
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
          value={words.description}
          onChange={(event) => onChange({ ...words, description: event.target.value })}
          placeholder="Any notes for later"
          autoComplete="off"
          className={`${inputClass} mt-1`}
        />
      </div>
    </>
  );
}

/** The message under the fields, announced at once. */
export function CardError({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-danger">
      {error}
    </p>
  );
}
