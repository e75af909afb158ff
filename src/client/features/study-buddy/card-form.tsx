import { useId, useState } from 'react';
import type { CardInput, CardKind, Occlusion } from '../../../shared/study-buddy/study';
import { cardInputSchema } from '../../../shared/study-buddy/study';
import { Button } from '../../components/button';
import { Field, inputClass } from '../../components/field';

export interface CardFields {
  kind: CardKind;
  front: string;
  back: string;
  tags: string[];
  /** A picture card's box: its kind stays, and its sides are the picture's words and the part's name. */
  occlusion?: Occlusion | null;
}

interface Props {
  initial?: CardFields;
  saveLabel: string;
  onSave: (card: CardInput) => void;
  onCancel: () => void;
}

const EMPTY: CardFields = { kind: 'basic', front: '', back: '', tags: [] };

/** A card's sides and tags; checked with the server's own rules before it is sent (docs/product.md#validation). */
export function CardForm({ initial = EMPTY, saveLabel, onSave, onCancel }: Props) {
  const id = useId();
  const [kind, setKind] = useState<CardKind>(initial.kind);
  const [front, setFront] = useState(initial.front);
  const [back, setBack] = useState(initial.back);
  const [tags, setTags] = useState(initial.tags.join(' '));
  const [error, setError] = useState<string | null>(null);

  function save() {
    const parsed = cardInputSchema.safeParse({
      kind,
      front,
      back,
      tags: tags.split(/\s+/).filter(Boolean),
      occlusion: initial.occlusion ?? null,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the card.');
      return;
    }
    setError(null);
    onSave(parsed.data);
  }

  return (
    <form
      className="space-y-3 rounded-lg border border-control bg-surface p-4"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      {kind !== 'picture' && (
        <fieldset className="flex flex-wrap gap-4">
          <legend className="font-medium">Kind of card</legend>
          {(
            [
              ['basic', 'Question and answer'],
              ['cloze', 'Fill the gap (cloze)'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-kind`}
                className="size-5"
                checked={kind === value}
                onChange={() => setKind(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      <div>
        <label htmlFor={`${id}-front`} className="block font-medium">
          {kind === 'cloze'
            ? 'Text, with the hidden part written like {{c1::this}}'
            : kind === 'picture'
              ? 'Words for the picture'
              : 'Front (question)'}
        </label>
        <textarea
          id={`${id}-front`}
          className={`${inputClass} mt-1 min-h-20`}
          value={front}
          onChange={(event) => setFront(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-back`} className="block font-medium">
          {kind === 'cloze'
            ? 'Extra on the back (optional)'
            : kind === 'picture'
              ? 'What is under the box'
              : 'Back (answer)'}
        </label>
        <textarea
          id={`${id}-back`}
          className={`${inputClass} mt-1 min-h-20`}
          value={back}
          onChange={(event) => setBack(event.target.value)}
        />
      </div>
      <Field
        label="Tags (optional, separated by spaces)"
        value={tags}
        onChange={(event) => setTags(event.target.value)}
      />
      {error && (
        <p role="alert" className="font-medium text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{saveLabel}</Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
