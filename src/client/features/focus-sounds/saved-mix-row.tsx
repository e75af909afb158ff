import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { SavedMix } from '../../../shared/focus-sounds/sounds';
import { mixNameSchema } from '../../../shared/focus-sounds/sounds';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';

interface Props {
  mix: SavedMix;
  /** Not on the server yet (a save waiting for the connection): it plays, but waits to be renamed or deleted. */
  pending: boolean;
  onPlay: () => void;
  /** Renames; the new name shows at once, and `refusedWith` gets the server's message if it refuses. */
  onRename: (name: string, refusedWith: (message: string) => void) => void;
  onDelete: () => void;
}

/** One saved mix: Play, Rename (in place) and Delete. Each button names the mix for screen readers. */
export function SavedMixRow({ mix, pending, onPlay, onRename, onDelete }: Props) {
  const inputId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(mix.name);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = mixNameSchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please give the mix a name.');
      return;
    }
    setError(null);
    setEditing(false);
    // A refusal opens the field again, with the name typed and the reason.
    onRename(parsed.data, (refused) => {
      setError(refused);
      setEditing(true);
    });
  }

  const named = <span className="sr-only"> {mix.name}</span>;
  return (
    <li aria-busy={pending || undefined} className="min-w-0 rounded-xl border border-line bg-surface p-3">
      {editing ? (
        <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={inputId} className="font-medium">
              New name for {mix.name}
            </label>
            <input
              id={inputId}
              value={draft}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the person just pressed Rename.
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
              aria-invalid={error ? true : undefined}
              className="min-h-11 w-72 max-w-full rounded-lg border border-control bg-surface px-3"
            />
          </div>
          <Button type="submit">Save name</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setEditing(false);
              setError(null);
              setDraft(mix.name);
            }}
          >
            Cancel
          </Button>
          {error && (
            <div className="basis-full">
              <Notice tone="error">{error}</Notice>
            </div>
          )}
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="max-w-full flex-1 text-lg font-semibold">{mix.name}</p>
          <Button variant="secondary" onClick={onPlay}>
            Play{named}
          </Button>
          <Button variant="secondary" disabled={pending} onClick={() => setEditing(true)}>
            Rename{named}
          </Button>
          <Button variant="danger" disabled={pending} onClick={onDelete}>
            Delete{named}
          </Button>
        </div>
      )}
    </li>
  );
}
