import { useDeferredValue, useMemo, useState } from 'react';
import { addDays } from '../../../shared/habits/days';
import { isPaused, scheduleWords, weekProgress, welcomesBack } from '../../../shared/habits/schedule';
import { habitStreak, habitStrength, strengthPercent, strengthWords } from '../../../shared/habits/strength';
import type { CheckinWrite, Habit, HabitPause, HabitUpdate } from '../../../shared/habits/habits';
import { LATE_LOGGING_DAYS } from '../../../shared/habits/habits';
import { Button } from '../../components/button';
import { DragItem } from '../../components/drag-list';
import { PanelButtons } from '../../components/panel-buttons';
import { ReminderSection } from '../../components/reminder-section';
import { Notice } from '../../components/notice';
import { checkinWords, DayCheckin } from './day-checkin';
import { HabitCalendar } from './habit-calendar';
import type { HabitFields } from './habit-form';
import { HabitForm } from './habit-form';
import { HabitIconPicture } from './habit-icons';
import { dayWords, HabitPauseControls, pausedFrom } from './habit-pause';
import { SlashBreaks } from '../../components/slash-breaks';

const STREAK_UNITS: Record<Habit['schedule']['kind'], [string, string]> = {
  daily: ['day', 'days'],
  weekdays: ['day', 'days'],
  weekly: ['week', 'weeks'],
  interval: ['time', 'times'],
};

/** "Streak: 3 days in a row"; nothing while there is no run, so an ended run is never announced. */
function streakWords(habit: Habit, today: string): string {
  const streak = habitStreak(habit, today);
  const [one, many] = STREAK_UNITS[habit.schedule.kind];
  return streak > 0 ? ` · Streak: ${streak} ${streak === 1 ? one : many} in a row` : '';
}

type Panel = 'earlier' | 'calendar' | 'pause' | 'edit' | 'more' | null;

export interface HabitCardActions {
  onCheckin: (write: CheckinWrite) => void;
  onChange: (change: HabitUpdate, said: string) => void;
  onMove: (step: -1 | 1) => void;
  onDelete: () => void;
}

/** One habit: today's check-in first, then its strength, and the rest behind a button each. */
export function HabitCard({
  habit,
  today,
  streaks,
  pending,
  first,
  last,
  actions,
}: {
  habit: Habit;
  today: string;
  streaks: boolean;
  pending: boolean;
  first: boolean;
  last: boolean;
  actions: HabitCardActions;
}) {
  const [panel, setPanel] = useState<Panel>(null);
  const [welcomeSeen, setWelcomeSeen] = useState(false);
  // Strength goes through every day since the habit began: worked out again only when the habit or the day
  // changes, not each time a panel opens or closes.
  const score = useMemo(() => habitStrength(habit, today), [habit, today]);
  const streak = useMemo(() => (streaks ? streakWords(habit, today) : ''), [streaks, habit, today]);
  const percent = strengthPercent(score);
  const paused = isPaused(habit.pauses, today);
  const week = weekProgress(habit, today);
  const headingId = `habit-${habit.id}`;
  const toggle = (next: Panel) => setPanel((current) => (current === next ? null : next));
  // Three months of days are the heaviest panel: drawn in a deferred pass, which React does in slices with the
  // page free to answer between them, while the button says at once that it is open (decision 117).
  const calendarDrawn = useDeferredValue(panel === 'calendar');
  const pauses = (next: HabitPause[], said: string) => {
    actions.onChange({ pauses: next }, said);
    setPanel(null);
  };

  return (
    <DragItem
      id={habit.id}
      aria-labelledby={headingId}
      className="drawn-near-view-30 rounded-xl bg-surface p-4 shadow-sm"
      aria-busy={pending || undefined}
    >
      <div className="flex flex-wrap items-start gap-3 pr-12">
        <HabitIconPicture icon={habit.icon} className="mt-1 size-7 shrink-0 text-primary-ink" />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg font-semibold break-words">
            {habit.name}
          </h3>
          <p className="text-sm text-muted">
            {scheduleWords(habit.schedule)}
            {week && ` · ${week.done} of ${week.of} this week`}
            {paused && ' · Paused'}
          </p>
        </div>
      </div>

      {!paused && !welcomeSeen && welcomesBack(habit, today) && (
        <div className="mt-3">
          <Notice tone="info">
            <p>Welcome back. Pick up wherever suits you today.</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button
                variant="secondary"
                onClick={() =>
                  pauses(pausedFrom(habit, today, addDays(today, 6)), `${habit.name} is paused for a week.`)
                }
              >
                Pause for a week
              </Button>
              <Button variant="secondary" onClick={() => setPanel('edit')}>
                Make it simpler
              </Button>
              <Button variant="ghost" className="!px-3" onClick={() => setWelcomeSeen(true)}>
                Carry on
              </Button>
            </div>
          </Notice>
        </div>
      )}

      {habit.why && (
        <p className="mt-3 text-muted italic">
          Why: <SlashBreaks text={habit.why} />
        </p>
      )}

      {!paused && (
        <div className="mt-3">
          <p className="mb-1 text-sm font-medium">
            Today:{' '}
            {checkinWords(
              habit,
              habit.checkins.find((c) => c.day === today),
            )}
          </p>
          <DayCheckin
            habit={habit}
            day={today}
            dayName="today"
            disabled={pending}
            onWrite={actions.onCheckin}
          />
        </div>
      )}

      <div className="mt-3">
        <p className="text-sm">
          Strength: <span className="font-medium">{strengthWords(score)}</span>, {percent}%{streak}
        </p>
        <div
          aria-hidden="true"
          className="mt-1 h-2 w-full max-w-sm overflow-hidden rounded-full border border-line bg-app"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
      </div>

      <div className="mt-3 flex flex-wrap gap-x-1 gap-y-1">
        <PanelButtons
          panels={
            [
              ['earlier', 'Earlier days'],
              ['calendar', 'Calendar'],
              ['pause', paused ? 'Resume' : 'Pause'],
              ['edit', 'Edit'],
              ['more', 'More'],
            ] as const
          }
          open={panel}
          itemName={habit.name}
          disabled={pending}
          onToggle={toggle}
        />
      </div>

      {panel === 'more' && (
        <div className="mt-2 flex flex-wrap gap-x-1 gap-y-1 border-t border-line pt-2">
          <Button
            variant="ghost"
            className="!px-3"
            aria-label={`Move up: ${habit.name}`}
            disabled={pending || first}
            onClick={() => actions.onMove(-1)}
          >
            Move up
          </Button>
          <Button
            variant="ghost"
            className="!px-3"
            aria-label={`Move down: ${habit.name}`}
            disabled={pending || last}
            onClick={() => actions.onMove(1)}
          >
            Move down
          </Button>
          <Button
            variant="ghost"
            className="!px-3"
            aria-label={`${habit.archived ? 'Restore' : 'Archive'}: ${habit.name}`}
            disabled={pending}
            onClick={() =>
              actions.onChange(
                { archived: !habit.archived },
                habit.archived ? `${habit.name} is back in your habits.` : `${habit.name} is archived.`,
              )
            }
          >
            {habit.archived ? 'Restore' : 'Archive'}
          </Button>
          <Button
            variant="ghost"
            className="!px-3"
            aria-label={`Delete: ${habit.name}`}
            disabled={pending}
            onClick={actions.onDelete}
          >
            Delete
          </Button>
        </div>
      )}
      {panel === 'earlier' && (
        <ul className="mt-3 space-y-3 border-t border-line pt-3" aria-label={`Earlier days of ${habit.name}`}>
          {Array.from({ length: LATE_LOGGING_DAYS }, (_, i) => addDays(today, -(i + 1))).map((day, i) => {
            const name = i === 0 ? 'yesterday' : dayWords(day);
            return (
              <li key={day}>
                <p className="text-sm font-medium">
                  {i === 0 ? 'Yesterday' : name}:{' '}
                  {checkinWords(
                    habit,
                    habit.checkins.find((c) => c.day === day),
                  )}
                </p>
                <DayCheckin
                  habit={habit}
                  day={day}
                  dayName={name}
                  disabled={pending}
                  onWrite={actions.onCheckin}
                />
              </li>
            );
          })}
        </ul>
      )}
      {panel === 'calendar' && calendarDrawn && (
        <div className="mt-3 overflow-x-auto border-t border-line pt-3">
          <HabitCalendar habit={habit} today={today} />
        </div>
      )}
      {panel === 'pause' && (
        <div className="mt-3 border-t border-line pt-3">
          <HabitPauseControls habit={habit} today={today} onPauses={pauses} />
        </div>
      )}
      {panel === 'edit' && (
        <div className="mt-3 border-t border-line pt-3">
          <HabitForm
            habit={habit}
            submitLabel="Save changes"
            onCancel={() => setPanel(null)}
            onSubmit={(fields: HabitFields) => {
              actions.onChange(fields, `${fields.name} is saved.`);
              setPanel(null);
            }}
          />
          <ReminderSection kind="habit" targetId={habit.id} name={habit.name} withTime />
        </div>
      )}
    </DragItem>
  );
}
