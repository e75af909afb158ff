import { useId, useLayoutEffect, useRef } from 'react';
import type { ImportChoice as Choice } from '../../../shared/text-converter/import';
import { Button } from '../../components/button';

interface Props {
  fileName: string;
  /** The person's answer; null when they cancel (Escape too), and the box stays as it is. */
  onChoose(choice: Choice | null): void;
}

/**
 * Asked when a file is imported while the box has text (docs/product.md#text-converter): add it as a new
 * paragraph (the first button, which takes the keyboard) or replace the text. Nothing changes until they choose.
 */
export function ImportChoice({ fileName, onChoose }: Props) {
  const id = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  // Before the first paint, so a key pressed at once already lands in the choice.
  useLayoutEffect(() => addRef.current?.focus(), [fileName]);
  return (
    // Escape answers "Cancel" from any of the three buttons inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onChoose(null);
      }}
      className="mt-4 rounded-xl border-2 border-primary bg-surface p-4"
    >
      <p id={`${id}-title`} className="font-semibold">
        The box already has text
      </p>
      <p id={`${id}-text`} className="mt-1">
        Where should the text of {fileName} go? Your own text stays unless you choose to replace it.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button ref={addRef} onClick={() => onChoose('add')}>
          Add as a new paragraph
        </Button>
        <Button variant="secondary" onClick={() => onChoose('replace')}>
          Replace the text in the box
        </Button>
        <Button variant="ghost" className="px-4 underline" onClick={() => onChoose(null)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
