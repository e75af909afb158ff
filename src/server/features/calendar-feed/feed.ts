import { FEED_DAYS, FEED_REFRESH } from '../../../shared/calendar-feed';
import { addDays, localDay, weekday } from '../../../shared/habits/days';
import { TODO_LIMIT } from '../../../shared/limits';
import type { Database } from '../../db/client';
import type { Habit } from '../../../shared/habits/habits';
import { WEEKDAY_CODES } from '../../../shared/routine-planner/schedule';
import { listHabits } from '../habits/queries';
import { clockOf, openPlacementsBetween } from '../my-day/queries';
import { listReminders } from '../reminders/queries';
import type { ZonedEvent } from '../routine-planner/calendar';
import { routineEvent, startAlarm, wallTime, writeCalendar } from '../routine-planner/calendar';
import { listRoutines } from '../routine-planner/queries';

// What the private calendar feed holds (docs/product.md#calendar-feed, decision 100): each scheduled routine
// as a recurring event on its own clock, and each todo placed on My Day from today for FEED_DAYS days, on the
// profile's clock; each habit with a reminder (decision 102) as a recurring event at the reminder's time on the
// profile's clock. Every event has a reminder: the lead the person chose, or at its start. Nothing from the
// profile is in it but its time zone.

/** A todo placed on My Day, as an event: one per todo, so its UID stays when it moves. */
function placementEvent(
  placement: { todoId: string; title: string; day: string; start: string; minutes: number },
  timeZone: string,
  lead: number,
): ZonedEvent {
  return {
    timeZone,
    event: {
      uid: `todo-${placement.todoId}@neuronest`,
      title: placement.title,
      start: wallTime(placement.day, placement.start),
      duration: { hours: Math.floor(placement.minutes / 60), minutes: placement.minutes % 60 },
      alarms: [startAlarm(placement.title, lead)],
    },
  };
}

/** How a habit's schedule repeats in a calendar. A few times a week shows every day: the week's count cannot. */
function habitRule(habit: Habit): string {
  switch (habit.schedule.kind) {
    case 'weekdays':
      return `FREQ=WEEKLY;BYDAY=${habit.schedule.days.map((day) => WEEKDAY_CODES[day - 1]).join(',')}`;
    case 'interval':
      return `FREQ=DAILY;INTERVAL=${habit.schedule.every}`;
    default:
      return 'FREQ=DAILY';
  }
}

/** The habit's first day that its rule holds: a calendar counts the first start even when the rule does not. */
function firstDay(habit: Habit): string {
  let day = habit.startDay;
  if (habit.schedule.kind !== 'weekdays') return day;
  const days = habit.schedule.days;
  for (let step = 0; step < 7 && !days.includes(weekday(day)); step++) day = addDays(day, 1);
  return day;
}

/** A habit with a reminder, as a short recurring event at the reminder's time from its first day. */
function habitEvent(habit: Habit, time: string, lead: number, timeZone: string): ZonedEvent {
  return {
    timeZone,
    event: {
      uid: `habit-${habit.id}@neuronest`,
      title: habit.name,
      start: wallTime(firstDay(habit), time),
      duration: { minutes: 5 },
      recurrenceRule: habitRule(habit),
      description: habit.why || undefined,
      alarms: [
        {
          action: 'display',
          description: lead > 0 ? `${habit.name} in ${lead} minutes.` : `Time for ${habit.name}.`,
          trigger: { minutes: lead, before: true },
        },
      ],
    },
  };
}

/** The feed's iCalendar text for `userId`, as of `now`. */
export async function feedCalendar(db: Database, userId: string, now = new Date()): Promise<string> {
  const timeZone = await clockOf(db, userId, undefined);
  const today = localDay(now, timeZone);
  const [routines, placements, reminders] = await Promise.all([
    listRoutines(db, userId),
    openPlacementsBetween(db, userId, today, addDays(today, FEED_DAYS - 1), TODO_LIMIT.count),
    listReminders(db, userId),
  ]);
  const chosen = new Map(reminders.map((reminder) => [reminder.targetId, reminder]));
  const lead = (id: string) => chosen.get(id)?.leadMinutes ?? 0;
  // A habit's event needs its rule and first day, none of its check-ins: only today's are read.
  const habits = reminders.some((reminder) => reminder.kind === 'habit')
    ? await listHabits(db, userId, today)
    : [];
  const events = [
    ...routines.flatMap((routine) => routineEvent(routine, lead(routine.id)) ?? []),
    ...placements.map((placement) => placementEvent(placement, timeZone, lead(placement.todoId))),
    ...habits.flatMap((habit) => {
      const time = chosen.get(habit.id)?.time;
      return time && !habit.archived ? [habitEvent(habit, time, lead(habit.id), timeZone)] : [];
    }),
  ];
  return writeCalendar(events, 'NeuroNest', [
    `X-WR-TIMEZONE:${timeZone}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
  ]);
}
