import { Lightbulb, Trash2 } from 'lucide-react';
import { Button } from './button';

interface Props {
  /** The item's title: each button's name says which item it acts on. */
  title: string;
  /** Not saved yet: its actions wait for the server's id. */
  pending: boolean;
  suggesting: boolean;
  onSuggest: () => void;
  onDelete: () => void;
}

/** The two actions of a task in a list or on the board: ask for smaller steps, and delete it. */
export function ItemActions({ title, pending, suggesting, onSuggest, onDelete }: Props) {
  return (
    <>
      <Button
        variant="secondary"
        className="px-3"
        disabled={pending}
        busy={suggesting}
        busyLabel="Thinking..."
        aria-label={`Suggest steps for ${title}`}
        onClick={onSuggest}
      >
        <Lightbulb aria-hidden="true" className="size-5" />
        Suggest steps
      </Button>
      <Button
        variant="ghost"
        className="px-3 text-danger"
        disabled={pending}
        aria-label={`Delete ${title}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" className="size-5" />
        Delete
      </Button>
    </>
  );
}
