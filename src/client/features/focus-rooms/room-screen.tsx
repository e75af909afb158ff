import { useEffect, useRef, useState } from 'react';
import type { RoomPerson, RoomPhase, RoomState } from '../../../shared/focus-rooms/rooms';
import { ROOM_STATE_LABELS, ROOM_STATES } from '../../../shared/focus-rooms/rooms';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { playChime, prepareChime } from '../../lib/chime';
import { useDeviceSwitch } from '../../lib/device-choices';
import { RoomGoalBox } from './room-goal';
import { RoomMaker } from './room-maker';
import { RoomPeople } from './room-people';
import { RoomReactions } from './room-reactions';
import { RoomTimer } from './room-timer';
import { useRoom, useRoomActions } from './use-focus-rooms';
import { useRoomStream } from './use-room-stream';

const STATUS_TEXT = {
  connecting: 'Joining the room...',
  lost: 'The connection to the room was lost. Trying again...',
  refused:
    'The room could not be joined just now. It may be full. Please try again in a little while, or try another room.',
  closed: 'The person who made this room has closed it.',
  removed: 'The person who made this room has taken you out of it.',
} as const;

/** Says who joined and who left, for a screen reader, only when the person asked for it. */
function useArrivalsSaid(people: RoomPerson[], on: boolean) {
  const [said, setSaid] = useState('');
  const before = useRef<Map<string, string> | null>(null);
  useEffect(() => {
    const now = new Map(people.map((p) => [p.seat, p.name]));
    const last = before.current;
    before.current = now;
    if (!on || !last) return;
    const joined = [...now].filter(([seat]) => !last.has(seat)).map(([, name]) => `${name} joined.`);
    const left = [...last].filter(([seat]) => !now.has(seat)).map(([, name]) => `${name} left.`);
    if (joined.length + left.length > 0) setSaid([...joined, ...left].join(' '));
  }, [people, on]);
  return said;
}

/** One room: its timer, who is there, your state and goal, reactions, and the maker's controls. */
export function RoomScreen({ room, onLeave }: { room: string; onLeave: () => void }) {
  const { data, error } = useRoom(room);
  const [attempt, setAttempt] = useState(0);
  const { people, arrivals, status, serverOffset } = useRoomStream(room, attempt);
  const actions = useRoomActions(room);
  const [sound, setSound] = useDeviceSwitch('neuronest.focus-rooms.sound', false);
  const [announce, setAnnounce] = useDeviceSwitch('neuronest.focus-rooms.announce', false);
  const [said, setSaid] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const arrivalsSaid = useArrivalsSaid(people, announce);
  const [phase, setPhase] = useState<RoomPhase | null>(null);

  useEffect(() => heading.current?.focus(), [data?.id]);

  if (error) {
    return (
      <div className="space-y-4">
        <Notice tone="error">{error.message}</Notice>
        <Button variant="secondary" onClick={onLeave}>
          Back to the rooms
        </Button>
      </div>
    );
  }
  if (!data) return <p role="status">Loading...</p>;
  const me = people.find((p) => p.you);

  const setState = (state: RoomState) =>
    actions.state.mutate(state, { onSuccess: () => setSaid(`You are now: ${ROOM_STATE_LABELS[state]}.`) });
  const onPhase = (next: RoomPhase, changed: boolean) => {
    setPhase((now) => (now?.secondsLeft === next.secondsLeft && now.phase === next.phase ? now : next));
    if (changed && sound) playChime();
  };
  const done = (text: string) => () => setSaid(text);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold">
          {data.title}
        </h2>
        <Button variant="secondary" onClick={onLeave}>
          Leave the room
        </Button>
      </div>
      {status !== 'live' && (
        // Calm words in a calm box: a full room or a lost connection is nobody's fault.
        <Notice tone="info">{STATUS_TEXT[status]}</Notice>
      )}
      {status === 'refused' && (
        <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      )}
      <RoomTimer startedAt={data.startedAt} rhythm={data.rhythm} offset={serverOffset} onPhase={onPhase} />
      <section aria-labelledby="my-state" className="space-y-2">
        <h3 id="my-state" className="text-lg font-semibold">
          How you are doing
        </h3>
        <div className="flex flex-wrap gap-2" role="group" aria-labelledby="my-state">
          {ROOM_STATES.map((state) => (
            <Button
              key={state}
              variant={me?.state === state ? 'primary' : 'secondary'}
              aria-pressed={me?.state === state}
              disabled={!me}
              onClick={() => setState(state)}
            >
              {ROOM_STATE_LABELS[state]}
            </Button>
          ))}
        </div>
      </section>
      {phase && <RoomGoalBox room={room} open={data.open} phase={phase} goals={data.goals} />}
      <RoomPeople
        people={people}
        maker={data.maker}
        onBlock={(p) =>
          actions.block.mutate(p.seat, {
            onSuccess: done(`You blocked ${p.name}. You will not see their reactions again.`),
          })
        }
        onReport={(p) =>
          actions.report.mutate(p.seat, { onSuccess: done(`Thank you. ${p.name} is reported and blocked.`) })
        }
        onRemove={(p) =>
          actions.remove.mutate(p.seat, {
            onSuccess: done(`${p.name} is out of the room and cannot join again.`),
          })
        }
      />
      <RoomReactions room={room} messages={data.messages && !data.open} arrivals={arrivals} />
      <section aria-labelledby="room-options" className="space-y-2">
        <h3 id="room-options" className="text-lg font-semibold">
          Options
        </h3>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            checked={sound}
            onChange={(event) => {
              if (event.target.checked) prepareChime();
              setSound(event.target.checked);
            }}
          />
          A soft sound when focus or break begins
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            checked={announce}
            onChange={(event) => setAnnounce(event.target.checked)}
          />
          Tell my screen reader who joins and leaves
        </label>
      </section>
      <RoomMaker room={data} onGone={onLeave} />
      {said && <Notice tone="success">{said}</Notice>}
      {(actions.block.error ?? actions.report.error ?? actions.remove.error ?? actions.state.error) && (
        <Notice tone="error">
          {
            (actions.block.error ?? actions.report.error ?? actions.remove.error ?? actions.state.error)!
              .message
          }
        </Notice>
      )}
      <p role="status" className="sr-only">
        {arrivalsSaid}
      </p>
    </div>
  );
}
