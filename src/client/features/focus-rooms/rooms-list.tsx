import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import type { RoomSummary, Rhythm } from '../../../shared/focus-rooms/rooms';
import { RHYTHMS, ROOM_NAME_MAX, ROOM_TITLE_MAX } from '../../../shared/focus-rooms/rooms';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { RoomName } from './room-name';
import { useRoomActions, useRooms } from './use-focus-rooms';

const peopleText = (n: number) =>
  n === 0 ? 'Nobody here yet' : n === 1 ? '1 person here now' : `${n} people here now`;

function RoomRow({
  room,
  onOpen,
  canJoin,
}: {
  room: RoomSummary;
  onOpen: (id: string) => void;
  canJoin: boolean;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-surface p-4">
      <div>
        <h3 className="font-semibold">{room.title}</h3>
        <p className="text-sm text-muted">
          {room.rhythm.replace('/', ' minutes of focus, ')} minutes of break · {peopleText(room.people)}
        </p>
      </div>
      <Button variant="secondary" disabled={!canJoin} onClick={() => onOpen(room.id)}>
        Join <span className="sr-only">{room.title}</span>
      </Button>
    </li>
  );
}

/** The token in a pasted share link, or the text itself when it is only the token. */
function tokenOf(text: string) {
  try {
    return new URL(text.trim()).searchParams.get('join') ?? text.trim();
  } catch {
    return text.trim();
  }
}

/** The open rooms, the person's own, and the forms to make a room or join one by its link. */
export function RoomsList({ onOpen }: { onOpen: (id: string) => void }) {
  const { data, error } = useRooms();
  const { create, join } = useRoomActions();
  const [title, setTitle] = useState('');
  const [rhythm, setRhythm] = useState<Rhythm>('25/5');
  const [messages, setMessages] = useState(false);
  const [link, setLink] = useState('');
  const rhythmId = useId();

  if (error) return <Notice tone="error">{error.message}</Notice>;
  if (!data) return <p role="status">Loading...</p>;
  const named = data.name !== null;

  const make = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ title, rhythm, messages }, { onSuccess: (room) => onOpen(room.id) });
  };
  const joinByLink = (event: FormEvent) => {
    event.preventDefault();
    join.mutate(tokenOf(link), { onSuccess: ({ id }) => onOpen(id) });
  };

  return (
    <div className="space-y-8">
      <RoomName name={data.name} max={ROOM_NAME_MAX} />
      <section aria-labelledby="open-rooms" className="space-y-3">
        <h2 id="open-rooms" className="text-xl font-semibold">
          Open rooms
        </h2>
        <p className="text-muted">
          Always open, 25 minutes of focus and 5 of break. Reactions only, no chat.
        </p>
        <ul className="space-y-3">
          {data.open.map((room) => (
            <RoomRow key={room.id} room={room} onOpen={onOpen} canJoin={named} />
          ))}
        </ul>
      </section>
      {data.mine.length > 0 && (
        <section aria-labelledby="my-rooms" className="space-y-3">
          <h2 id="my-rooms" className="text-xl font-semibold">
            Your private rooms
          </h2>
          <ul className="space-y-3">
            {data.mine.map((room) => (
              <RoomRow key={room.id} room={room} onOpen={onOpen} canJoin={named} />
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="make-room" className="space-y-3">
        <h2 id="make-room" className="text-xl font-semibold">
          Make a private room
        </h2>
        <p className="text-muted">
          For a friend, a study group or a coach: only people with its link can join.
        </p>
        <form noValidate onSubmit={make} className="space-y-4">
          <Field
            label="Room name"
            value={title}
            maxLength={ROOM_TITLE_MAX}
            onChange={(event) => setTitle(event.target.value)}
          />
          <fieldset>
            <legend className="font-medium" id={rhythmId}>
              Rhythm
            </legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {RHYTHMS.map((choice) => (
                <label key={choice} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="rhythm"
                    className="size-5"
                    checked={rhythm === choice}
                    onChange={() => setRhythm(choice)}
                  />
                  {choice === '25/5' ? '25 minutes focus, 5 break' : '50 minutes focus, 10 break'}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={messages}
              onChange={(event) => setMessages(event.target.checked)}
            />
            Allow short messages (up to 140 characters)
          </label>
          {create.error && <Notice tone="error">{create.error.message}</Notice>}
          <Button type="submit" disabled={!named} busy={create.isPending} busyLabel="Making the room...">
            Make the room
          </Button>
        </form>
      </section>
      <section aria-labelledby="join-room" className="space-y-3">
        <h2 id="join-room" className="text-xl font-semibold">
          Join a private room
        </h2>
        <form noValidate onSubmit={joinByLink} className="space-y-4">
          <Field
            label="The room's link"
            hint="Paste the link someone shared with you."
            value={link}
            onChange={(event) => setLink(event.target.value)}
          />
          {join.error && <Notice tone="error">{join.error.message}</Notice>}
          <Button
            type="submit"
            variant="secondary"
            disabled={!named}
            busy={join.isPending}
            busyLabel="Joining..."
          >
            Join by link
          </Button>
        </form>
      </section>
    </div>
  );
}
