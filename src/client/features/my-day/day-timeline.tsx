import { Check, Layers } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { timeOf, timeWords } from '../../../shared/clock-time';
import type { Placement, PlacementInput, TimelineEntry } from '../../../shared/my-day';
import { lengthWords } from '../../../shared/my-day';
import { Button } from '../../components/button';
import { ReminderSection } from '../../components/reminder-section';
import { RoutineIconPicture } from '../../components/routine-icons';
import { PlaceForm } from './place-form';

type Busy = Extract<TimelineEntry, { kind: 'routine' | 'todo' }>;

export interface TimelineActions {
  /** The todo whose time is being changed, if any. */
  editing: string | null;
  /** The todo whose Done box takes focus once it shows (just placed). */
  focusTodo: string | null;
  onEdit: (todoId: string | null) => void;
  onDone: (placement: Placement, completed: boolean) => void;
  onMove: (placement: Placement, input: PlacementInput) => void;
  onUnplace: (placement: Placement) => void;
}

interface Props {
  label: string;
  entries: TimelineEntry[];
  placements: Placement[];
  icons: Map<string, string>;
  /** The task each step belongs to, by the step's id (decision 160). */
  stepOf?: ReadonlyMap<string, string>;
  /** Minutes since midnight on the day's clock, when the day shown is today. */
  now: number | undefined;
  actions: TimelineActions;
}

const span = (start: number, end: number) => `${timeWords(timeOf(start))} to ${timeWords(timeOf(end))}`;

/** A block grows with its length, so a long routine looks long, within what a screen can hold. */
const blockHeight = (minutes: number) => `${Math.min(Math.max(minutes / 15, 1), 6) * 2.5}rem`;

interface EntryProps {
  entry: Busy;
  placement: Placement | undefined;
  icon: string | undefined;
  /** The task this entry is a step of, if it is one. */
  stepOf: string | undefined;
  actions: TimelineActions;
}

function Entry({ entry, placement, icon, stepOf, actions }: EntryProps) {
  const done = useRef<HTMLInputElement>(null);
  const [reminding, setReminding] = useState(false);
  useEffect(() => {
    if (placement && actions.focusTodo === placement.todoId) done.current?.focus();
  }, [actions.focusTodo, placement]);
  const minutes = entry.end - entry.start;
  return (
    <li
      className="@container rounded-xl border border-line bg-surface p-3"
      style={{ minHeight: blockHeight(minutes) }}
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-x-4 gap-y-1 @sm:grid-cols-[7rem_minmax(0,1fr)]">
        <p className="font-semibold tabular-nums">{span(entry.start, entry.end)}</p>
        <div className="min-w-0">
          <p className="flex items-start gap-2 font-semibold break-words">
            {icon && <RoutineIconPicture icon={icon} className="mt-0.5 size-5 shrink-0" />}
            <span className="min-w-0">{entry.title}</span>
          </p>
          <p className="text-sm text-muted">
            {entry.kind === 'routine' ? 'Routine' : stepOf ? `Step of ${stepOf}` : 'Task'} ·{' '}
            {lengthWords(minutes)}
            {entry.completed && (
              <span className="ml-2 inline-flex items-center gap-1 font-medium text-success">
                <Check aria-hidden="true" className="size-4" /> Done
              </span>
            )}
          </p>
          {entry.overlaps && (
            <p className="mt-1 flex items-start gap-1 text-sm">
              <Layers aria-hidden="true" className="mt-1 size-4 shrink-0" />
              Shares time with something else
            </p>
          )}
          {placement && (
            <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
              <label className="inline-flex min-h-11 items-center gap-2 font-medium">
                <input
                  ref={done}
                  type="checkbox"
                  className="size-6 accent-primary"
                  checked={placement.completed}
                  onChange={(event) => actions.onDone(placement, event.target.checked)}
                />
                Done<span className="sr-only">: {placement.title}</span>
              </label>
              <Button
                variant="secondary"
                className="px-3"
                aria-expanded={actions.editing === placement.todoId}
                aria-label={`Change time: ${placement.title}`}
                onClick={() => actions.onEdit(actions.editing === placement.todoId ? null : placement.todoId)}
              >
                Change time
              </Button>
              <Button
                variant="secondary"
                className="px-3"
                aria-expanded={reminding}
                aria-label={`Reminder: ${placement.title}`}
                onClick={() => setReminding((open) => !open)}
              >
                Reminder
              </Button>
              <Button
                variant="ghost"
                className="px-3"
                aria-label={`Take off the day: ${placement.title}`}
                onClick={() => actions.onUnplace(placement)}
              >
                Take off the day
              </Button>
            </div>
          )}
          {placement && actions.editing === placement.todoId && (
            <PlaceForm
              title={placement.title}
              initial={placement}
              submitLabel="Save time"
              onCancel={() => actions.onEdit(null)}
              onSubmit={(input) => actions.onMove(placement, input)}
            />
          )}
          {placement && reminding && (
            <ReminderSection kind="todo" targetId={placement.todoId} name={placement.title} level={3} />
          )}
        </div>
      </div>
    </li>
  );
}

function NowLine({ now }: { now: number }) {
  return (
    <li className="flex items-center gap-3 font-semibold text-primary-ink">
      <span aria-hidden="true" className="h-1 w-6 shrink-0 rounded bg-primary" />
      Now, {timeWords(timeOf(now))}
      <span aria-hidden="true" className="h-1 min-w-6 flex-1 rounded bg-primary" />
    </li>
  );
}

/**
 * The day from morning to night (docs/product.md#my-day): routines and placed todos at their times, the free
 * time between them, and a line for now. A list with times, so it reads the same at 320 px, zoomed, and to a
 * screen reader; overlaps say so in words. On today, the past is not free time: what is left of the day is shown,
 * and what ended before now is folded under "Earlier today".
 */
export function DayTimeline({ label, entries, placements, icons, stepOf, now, actions }: Props) {
  const byTodo = new Map(placements.map((placement) => [placement.todoId, placement]));
  const over = (entry: TimelineEntry) => now !== undefined && entry.end <= now;
  // Free time that holds now starts at now; free time that has passed is not shown.
  const ahead = entries.flatMap((entry): TimelineEntry[] => {
    if (now === undefined || (!over(entry) && !(entry.kind === 'free' && entry.start < now))) return [entry];
    if (entry.kind === 'free') return entry.end > now ? [{ ...entry, start: now }] : [];
    return [];
  });
  const earlier = entries.filter((entry): entry is Busy => entry.kind !== 'free' && over(entry));
  const draw = (entry: TimelineEntry) =>
    entry.kind === 'free' ? (
      <li
        key={`free-${entry.start}`}
        className="rounded-xl border-2 border-dashed border-line px-3 py-2 text-muted"
      >
        Free, {span(entry.start, entry.end)} ({lengthWords(entry.end - entry.start)})
      </li>
    ) : (
      <Entry
        key={`${entry.kind}-${entry.id}`}
        entry={entry}
        placement={entry.kind === 'todo' ? byTodo.get(entry.id) : undefined}
        icon={entry.kind === 'routine' ? icons.get(entry.id) : undefined}
        stepOf={entry.kind === 'todo' ? stepOf?.get(entry.id) : undefined}
        actions={actions}
      />
    );
  const items = ahead.map(draw);
  if (now !== undefined) {
    const at = ahead.findIndex((entry) => entry.start >= now);
    items.splice(at === -1 ? items.length : at, 0, <NowLine key="now" now={now} />);
  }
  return (
    <ol aria-label={label} className="space-y-3">
      {earlier.length > 0 && (
        <li key="earlier">
          <details className="rounded-xl border border-line px-3">
            <summary className="min-h-11 cursor-pointer py-2 font-semibold">
              Earlier today ({earlier.length === 1 ? '1 entry' : `${earlier.length} entries`})
            </summary>
            <ol aria-label="Earlier today" className="space-y-3 pb-3">
              {earlier.map(draw)}
            </ol>
          </details>
        </li>
      )}
      {items}
    </ol>
  );
}
