import type { FormEvent } from 'react';
import { useState } from 'react';
import { MESSAGE_MAX, REACTION_LABELS, REACTIONS } from '../../../shared/focus-rooms/rooms';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import type { Arrival } from './use-room-stream';
import { useRoomActions } from './use-focus-rooms';

/** The fixed reactions, short messages where the room allows them, and what arrived lately. */
export function RoomReactions({
  room,
  messages,
  arrivals,
}: {
  room: string;
  messages: boolean;
  arrivals: Arrival[];
}) {
  const { react } = useRoomActions(room);
  const [draft, setDraft] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    react.mutate({ message: draft }, { onSuccess: () => setDraft('') });
  };
  return (
    <section aria-labelledby="room-reactions" className="space-y-3">
      <h3 id="room-reactions" className="text-lg font-semibold">
        Encourage the room
      </h3>
      <div className="flex flex-wrap gap-2">
        {REACTIONS.map((reaction) => (
          <Button key={reaction} variant="secondary" onClick={() => react.mutate({ reaction })}>
            {REACTION_LABELS[reaction]}
          </Button>
        ))}
      </div>
      {messages && (
        <form noValidate onSubmit={send} className="space-y-2">
          <Field
            label="A short message"
            hint={`Up to ${MESSAGE_MAX} characters.`}
            value={draft}
            maxLength={MESSAGE_MAX}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={!draft.trim()}>
            Send message
          </Button>
        </form>
      )}
      {react.error && <Notice tone="error">{react.error.message}</Notice>}
      {arrivals.length > 0 && (
        <>
          <h4 className="font-medium">Lately</h4>
          <ul className="space-y-1" aria-label="Reactions lately">
            {arrivals.map((arrival) => (
              <li key={arrival.id}>
                <strong>{arrival.name}</strong>:{' '}
                {arrival.reaction ? REACTION_LABELS[arrival.reaction] : arrival.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
