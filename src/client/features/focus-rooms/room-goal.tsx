import type { FormEvent } from 'react';
import { useState } from 'react';
import type { Outcome, RoomGoal, RoomPhase } from '../../../shared/focus-rooms/rooms';
import { GOAL_MAX, OUTCOME_LABELS, OUTCOMES } from '../../../shared/focus-rooms/rooms';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { useRoomActions } from './use-focus-rooms';

/**
 * Before a block, a goal for it; after its focus, one tap for how it went. Kept for the person only, unless
 * they share the goal with a private room. No streaks, no scores.
 */
export function RoomGoalBox({
  room,
  open,
  phase,
  goals,
}: {
  room: string;
  open: boolean;
  phase: RoomPhase;
  goals: RoomGoal[];
}) {
  const { goal } = useRoomActions(room);
  const [draft, setDraft] = useState('');
  const [share, setShare] = useState(false);
  const current = goals.find((g) => g.blockStart === phase.blockStart);
  // The goal waiting for its outcome: this block's once its focus is over, or an earlier block's.
  const asking = goals.find(
    (g) => g.goal && !g.outcome && (g.blockStart !== phase.blockStart || phase.phase === 'break'),
  );

  const save = (event: FormEvent) => {
    event.preventDefault();
    goal.mutate({ blockStart: phase.blockStart, goal: draft, share }, { onSuccess: () => setDraft('') });
  };
  const tell = (outcome: Outcome) => asking && goal.mutate({ blockStart: asking.blockStart, outcome });

  return (
    <section aria-labelledby="room-goal" className="space-y-3 rounded-lg border border-line bg-surface p-4">
      <h3 id="room-goal" className="text-lg font-semibold">
        Your goal
      </h3>
      {asking && (
        <div className="space-y-2">
          <p>
            How did it go with “{asking.goal}”? <span className="text-muted">Only you see this.</span>
          </p>
          <div className="flex flex-wrap gap-2" role="group" aria-label="How it went">
            {OUTCOMES.map((outcome) => (
              <Button key={outcome} variant="secondary" onClick={() => tell(outcome)}>
                {OUTCOME_LABELS[outcome]}
              </Button>
            ))}
          </div>
        </div>
      )}
      {current?.goal ? (
        <p>
          This block: <strong>{current.goal}</strong>
          {current.shared ? ' (shared with the room)' : ' (only you see it)'}
          {current.outcome && `: ${OUTCOME_LABELS[current.outcome]}`}
        </p>
      ) : (
        <form noValidate onSubmit={save} className="space-y-3">
          <Field
            label="What will you work on in this block?"
            hint={open ? 'Only you see it.' : 'Only you see it, unless you share it with the room.'}
            value={draft}
            maxLength={GOAL_MAX}
            onChange={(event) => setDraft(event.target.value)}
          />
          {!open && (
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="size-5"
                checked={share}
                onChange={(event) => setShare(event.target.checked)}
              />
              Share my goal with the room
            </label>
          )}
          <Button
            type="submit"
            variant="secondary"
            disabled={!draft.trim()}
            busy={goal.isPending}
            busyLabel="Saving..."
          >
            Save goal
          </Button>
        </form>
      )}
      {goal.error && <Notice tone="error">{goal.error.message}</Notice>}
    </section>
  );
}
