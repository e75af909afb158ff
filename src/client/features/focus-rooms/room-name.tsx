import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { useRoomActions } from './use-focus-rooms';

/** The name others see in rooms: chosen here, never taken from the e-mail or the profile. */
export function RoomName({ name, max }: { name: string | null; max: number }) {
  const { setName } = useRoomActions();
  const [editing, setEditing] = useState(name === null);
  const [draft, setDraft] = useState(name ?? '');

  const save = (event: FormEvent) => {
    event.preventDefault();
    setName.mutate(draft, { onSuccess: () => setEditing(false) });
  };

  if (!editing && name !== null) {
    return (
      <p className="flex flex-wrap items-center gap-3">
        <span>
          Others in a room see you as <strong>{name}</strong>.
        </span>
        <Button variant="ghost" onClick={() => setEditing(true)}>
          Change name
        </Button>
      </p>
    );
  }
  return (
    <form noValidate onSubmit={save} className="space-y-3 rounded-lg border border-line bg-surface p-4">
      <Field
        label="Your name in rooms"
        hint="Others in a room see this name, never your e-mail or account name. A first name or a nickname is fine."
        value={draft}
        maxLength={max}
        autoComplete="off"
        onChange={(event) => setDraft(event.target.value)}
      />
      {setName.error && <Notice tone="error">{setName.error.message}</Notice>}
      <Button type="submit" busy={setName.isPending} busyLabel="Saving...">
        Save name
      </Button>
    </form>
  );
}
