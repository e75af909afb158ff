import { createEvents } from 'ics';
import type { Alarm, EventAttributes } from 'ics';
import type { Day } from '../../../shared/habits/days';
import { localDay } from '../../../shared/habits/days';
import { buildRule, nextOccurrences, readRule, zonedInstant } from '../../../shared/routine-planner/schedule';
import type { Routine, RoutineScheduleData } from '../../../shared/routine-planner/routines';
import { calendarMinutes, REMINDER_MINUTES } from '../../../shared/routine-planner/calendar';
import { vtimezone } from './vtimezone';

// Routines as an iCalendar file for calendar apps (docs/product.md#routine-planner, decision 091): each
// scheduled routine is one recurring event at its wall-clock time in its zone, as long as its steps, with a
// reminder before it starts. The private calendar feed (decision 100) is written by the same functions.

const PRODUCT_ID = '-//NeuroNest//Routine planner//EN';

/** An event whose start is a wall-clock time ("20261125T073000") on the clock of `timeZone`. */
export interface ZonedEvent {
  event: EventAttributes & { start: string };
  timeZone: string;
}

/** "20261125T073000": `time` ("07:30") on `day`, as a wall-clock time with no zone. */
export const wallTime = (day: Day, time: string) => `${day.replaceAll('-', '')}T${time.replace(':', '')}00`;

/** The first day the routine runs, on or after its first day, as "20261125T073000" on its own clock. */
function firstStart(schedule: RoutineScheduleData): string | undefined {
  const dayBefore = zonedInstant(schedule.startDay, '00:00', schedule.timeZone).getTime() - 1;
  const [first] = nextOccurrences(schedule, new Date(dayBefore), 1);
  if (!first) return undefined;
  return wallTime(localDay(first, schedule.timeZone), schedule.time);
}

const stepLines = (routine: Routine) =>
  routine.steps
    .map((step, i) => `${i + 1}. ${step.title}${step.minutes ? ` (${step.minutes} min)` : ''}`)
    .join('\n');

/** A display reminder `before` minutes before the start: "Morning starts in 10 minutes.", or "... starts now.". */
export function startAlarm(name: string, before: number): Alarm {
  return {
    action: 'display',
    description: before > 0 ? `${name} starts in ${before} minutes.` : `${name} starts now.`,
    trigger: { minutes: before, before: true },
  };
}

/** The routine as one recurring event on its own clock, or undefined when it has no schedule. */
export function routineEvent(routine: Routine, alarmBefore = REMINDER_MINUTES): ZonedEvent | undefined {
  const schedule = routine.schedule;
  const days = schedule ? readRule(schedule.rule) : undefined;
  const start = schedule && firstStart(schedule);
  if (!schedule || !days || !start) return undefined;
  const minutes = calendarMinutes(routine.steps);
  return {
    timeZone: schedule.timeZone,
    event: {
      uid: `routine-${routine.id}@neuronest`,
      title: routine.name,
      start,
      duration: { hours: Math.floor(minutes / 60), minutes: minutes % 60 },
      recurrenceRule: buildRule(days),
      description: stepLines(routine) || undefined,
      alarms: [startAlarm(routine.name, alarmBefore)],
    },
  };
}

/**
 * The iCalendar text of `events`, named `calName`, with `headerLines` added after the calendar's own. The
 * library writes a floating start; the zone's name goes onto it here, with a VTIMEZONE block for each zone.
 * It writes a reminder at the start as "-PT", which is no duration: that becomes "PT0S" (RFC 5545 3.3.6).
 */
export function writeCalendar(events: ZonedEvent[], calName: string, headerLines: string[] = []): string {
  const { error, value } = createEvents(
    events.map(({ event }) => event),
    { productId: PRODUCT_ID, calName },
  );
  if (error || !value) throw error ?? new Error('The calendar was not written.');
  let zoned = value.replaceAll('\r\nTRIGGER:-PT\r\n', '\r\nTRIGGER:PT0S\r\n');
  if (headerLines.length > 0) {
    zoned = zoned.replace('\r\nX-PUBLISHED-TTL:', `\r\n${headerLines.join('\r\n')}\r\nX-PUBLISHED-TTL:`);
  }
  for (const { event, timeZone } of events) {
    zoned = zoned.replace(
      `\r\nDTSTART:${event.start}\r\n`,
      `\r\nDTSTART;TZID=${timeZone}:${event.start}\r\n`,
    );
  }
  if (events.length === 0) return zoned;
  const year = Math.min(...events.map(({ event }) => Number(event.start.slice(0, 4))));
  const zones = [...new Set(events.map((e) => e.timeZone))].map((zone) => vtimezone(zone, year)).join('');
  return zoned.replace('BEGIN:VEVENT\r\n', `${zones}BEGIN:VEVENT\r\n`);
}

/** The iCalendar text of the scheduled routines among `routines`, or undefined when none is scheduled. */
export function routinesCalendar(routines: Routine[]): string | undefined {
  const events = routines.flatMap((routine) => routineEvent(routine) ?? []);
  return events.length === 0 ? undefined : writeCalendar(events, 'Routines');
}
