import type { RoomPerson } from '../../../shared/focus-rooms/rooms';
import { ROOM_STATE_LABELS } from '../../../shared/focus-rooms/rooms';
import { Button } from '../../components/button';

interface Props {
  people: RoomPerson[];
  maker: boolean;
  onBlock: (person: RoomPerson) => void;
  onReport: (person: RoomPerson) => void;
  onRemove: (person: RoomPerson) => void;
}

/** Who is in the room now, by the names they chose and their broad states; each other person's options. */
export function RoomPeople({ people, maker, onBlock, onReport, onRemove }: Props) {
  return (
    <section aria-labelledby="room-people" className="space-y-3">
      <h3 id="room-people" className="text-lg font-semibold">
        Here now ({people.length})
      </h3>
      <ul className="space-y-2">
        {people.map((person) => (
          <li key={person.seat} className="rounded-lg border border-line bg-surface p-3">
            <p>
              <strong>{person.name}</strong>
              {person.you && ' (you)'}: {ROOM_STATE_LABELS[person.state]}
            </p>
            {person.goal && <p className="text-sm text-muted">Working on: {person.goal}</p>}
            {!person.you && (
              <details className="mt-2">
                <summary className="inline-flex min-h-11 cursor-pointer items-center">
                  Options for {person.name}
                </summary>
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button variant="secondary" onClick={() => onBlock(person)}>
                    Block
                  </Button>
                  <Button variant="secondary" onClick={() => onReport(person)}>
                    Report and block
                  </Button>
                  {maker && (
                    <Button variant="danger" onClick={() => onRemove(person)}>
                      Remove from room
                    </Button>
                  )}
                </div>
              </details>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
