import { onlineManager } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Mix, SavedMix } from '../../../shared/focus-sounds/sounds';
import { BUILT_IN_MIXES, mixNameSchema } from '../../../shared/focus-sounds/sounds';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { UndoNotice } from '../../components/undo-notice';
import { refused, removeItem } from '../../lib/list-actions';
import { player } from '../../lib/focus-sound/player';
import { newId } from '../../lib/offline/new-id';
import { runMutation } from '../../lib/run-mutation';
import { SavedMixRow } from './saved-mix-row';
import { isPending, useMixActions, useMixes } from './use-mixes';

/** Plays a ready or saved mix: a press, so the browser lets it sound. */
const playMix = (mix: SavedMix) => {
  player.choose(mix);
  void player.play();
};

/** Said at once when a mix is saved without a connection (decision 101). */
const keptOffline = (name: string) =>
  `Saved "${name}" on this device. It goes to your account when you are back online.`;

/**
 * The ready mixes, and the person's own: saved to the account, renamed, deleted with Undo. Each change shows at
 * once; offline it waits on the device and goes when the connection returns (decision 101).
 */
export function SavedMixes({ current, currentName }: { current: Mix; currentName: string | null }) {
  const { data: mixes, error: loadError } = useMixes();
  const { save, rename, remove } = useMixActions();
  const nameId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = mixNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please give the mix a name.');
      return;
    }
    const mixName = parsed.data;
    const heard = player.get().name;
    // The mix heard now takes its name at once, as the list shows it.
    player.rename(mixName);
    setName('');
    setError(null);
    setSaved(onlineManager.isOnline() ? null : keptOffline(mixName));
    runMutation(
      save,
      { id: newId(), name: mixName, mix: current },
      {
        // Nothing comes back when the mix was deleted meanwhile, elsewhere (decision 140).
        onSuccess: (mix?: SavedMix) => setSaved(mix ? `Saved "${mix.name}".` : null),
        onError: (reason) => {
          setSaved(null);
          setError(reason.message);
          // The typed name comes back, so nothing typed is lost.
          setName((typed) => typed || mixName);
          if (player.get().name === mixName) player.rename(heard);
        },
      },
    );
  }

  function renameMix(mix: SavedMix, newName: string, refusedWith: (message: string) => void) {
    const heard = currentName === mix.name;
    if (heard) player.rename(newName);
    runMutation(
      rename,
      { id: mix.id, name: newName, before: mix.name },
      {
        onError: (reason) => {
          if (heard && player.get().name === newName) player.rename(mix.name);
          refusedWith(reason.message);
        },
      },
    );
  }

  // A deleted mix's id stays deleted (decision 140): Undo saves it again under a new one.
  const restore = (mix: SavedMix) =>
    runMutation(
      save,
      { id: newId(), name: mix.name, mix: mix.mix },
      { onError: refused(`"${mix.name}" was not brought back.`) },
    );

  return (
    <>
      <section aria-labelledby="ready-heading" className="mt-8">
        <h2 id="ready-heading" className="text-2xl font-semibold">
          Ready mixes
        </h2>
        <ul className="mt-3 flex flex-wrap gap-3">
          {BUILT_IN_MIXES.map((mix) => (
            <li key={mix.id}>
              <Button
                variant="secondary"
                aria-pressed={currentName === mix.name}
                onClick={() => playMix(mix)}
              >
                {mix.name}
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="own-heading" className="mt-8">
        <h2 id="own-heading" className="text-2xl font-semibold">
          Your mixes
        </h2>
        <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-end gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={nameId} className="font-medium">
              Name for the mix you hear now
            </label>
            <input
              id={nameId}
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={error ? true : undefined}
              className="min-h-11 w-72 max-w-full rounded-lg border border-control bg-surface px-3"
            />
          </div>
          <Button type="submit" busy={save.isPending && !save.isPaused} busyLabel="Saving...">
            Save this mix
          </Button>
        </form>
        <div className="mt-3 empty:hidden">
          {error && <Notice tone="error">{error}</Notice>}
          {saved && !error && <Notice tone="success">{saved}</Notice>}
          {loadError && (
            <Notice tone="error">Your saved mixes could not be loaded. {loadError.message}</Notice>
          )}
        </div>
        {mixes && mixes.length === 0 && (
          <p className="mt-3 text-muted">
            No saved mixes yet. Make a mix you like, name it and save it here.
          </p>
        )}
        <UndoNotice returnFocus={() => document.getElementById('own-heading')} />
        <ul className="mt-3 grid gap-2">
          {mixes?.map((mix) => (
            <SavedMixRow
              key={mix.id}
              mix={mix}
              pending={isPending(mix)}
              onPlay={() => playMix(mix)}
              onRename={(newName, refusedWith) => renameMix(mix, newName, refusedWith)}
              onDelete={() => removeItem(remove, mix, mix.name, () => restore(mix))}
            />
          ))}
        </ul>
      </section>
    </>
  );
}
