import { FEED_DAYS, FEED_REFRESH } from '../../../shared/calendar-feed';
import { addDays, localDay } from '../../../shared/habit-days';
import { TODO_LIMIT } from '../../../shared/limits';
import type { Database } from '../../db/client';
import { clockOf, openPlacementsBetween } from '../my-day/queries';
import type { ZonedEvent } from '../routines/calendar';
import { routineEvent, startAlarm, wallTime, writeCalendar } from '../routines/calendar';
import { listRoutines } from '../routines/queries';

// What the private calendar feed holds (docs/product.md#calendar-feed, decision 100): each scheduled routine
// as a recurring event on its own clock, and each todo placed on My Day from today for FEED_DAYS days, on the
// profile's clock; every event with a reminder at its start. Habits have no time of day, so none is in it;
// nothing from the profile is in it but its time zone.

/** A todo placed on My Day, as an event: one per todo, so its UID stays when it moves. */
function placementEvent(
  placement: { todoId: string; title: string; day: string; start: string; minutes: number },
  timeZone: string,
): ZonedEvent {
  return {
    timeZone,
    event: {
      uid: `todo-${placement.todoId}@neuronest`,
      title: placement.title,
      start: wallTime(placement.day, placement.start),
      duration: { hours: Math.floor(placement.minutes / 60), minutes: placement.minutes % 60 },
      alarms: [startAlarm(placement.title, 0)],
    },
  };
}

/** The feed's iCalendar text for `userId`, as of `now`. */
export async function feedCalendar(db: Database, userId: string, now = new Date()): Promise<string> {
  const timeZone = await clockOf(db, userId, undefined);
  const today = localDay(now, timeZone);
  const [routines, placements] = await Promise.all([
    listRoutines(db, userId),
    openPlacementsBetween(db, userId, today, addDays(today, FEED_DAYS - 1), TODO_LIMIT.count),
  ]);
  const events = [
    ...routines.flatMap((routine) => routineEvent(routine, 0) ?? []),
    ...placements.map((placement) => placementEvent(placement, timeZone)),
  ];
  return writeCalendar(events, 'NeuroNest', [
    `X-WR-TIMEZONE:${timeZone}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
  ]);
}
