import type { Day } from '../../../shared/habits/days';
import { addDays, localDay } from '../../../shared/habits/days';
import type { HabitLike } from '../../../shared/habits/schedule';
import { isDueToday } from '../../../shared/habits/schedule';
import type { ReminderDue, ReminderSettings } from '../../../shared/reminders';
import type { RoutineScheduleData } from '../../../shared/routine-planner/routines';
import { nextOccurrences, offsetAt, timeWords, zonedInstant } from '../../../shared/routine-planner/schedule';
import { minutesOf } from '../../../shared/clock-time';

// When each of a person's reminders comes (decision 102): a pure function of their reminders, what those
// remind of, their clock and their quiet hours. The server's rounds and the open app ask the same question.

const MINUTE = 60_000;

interface Base {
  targetId: string;
  leadMinutes: number;
}
export type ReminderSource =
  | (Base & { kind: 'routine'; name: string; steps: number; minutes: number; schedule: RoutineScheduleData })
  | (Base & { kind: 'habit'; name: string; why: string; time: string; habit: HabitLike })
  | (Base & { kind: 'todo'; title: string; day: Day; start: string });

/** The key of a reminder moment: what it reminds of and when that is, so it is the same wherever it is made. */
export const momentKey = (kind: string, targetId: string, event: Date) =>
  `${kind}:${targetId}:${event.toISOString()}`;

/** What a key says: the kind, the target and the time of what it reminds of; a snooze's key holds the first. */
export function readKey(key: string): { kind: string; targetId: string; event: Date } | undefined {
  const first = key.startsWith('snooze:') ? key.split(':').slice(2).join(':') : key;
  const match = /^(routine|habit|todo):([0-9a-f-]{36}):(.+)$/.exec(first);
  if (!match) return undefined;
  const event = new Date(match[3] ?? '');
  return Number.isNaN(event.getTime())
    ? undefined
    : { kind: match[1] ?? '', targetId: match[2] ?? '', event };
}

/** Whether the profile clock's time of `instant` is inside quiet hours, which may run past midnight. */
function inQuiet(instant: Date, settings: ReminderSettings, timeZone: string): boolean {
  if (!settings.quietHours || settings.quietStart === settings.quietEnd) return false;
  const local = new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone));
  const now = local.getUTCHours() * 60 + local.getUTCMinutes();
  const start = minutesOf(settings.quietStart);
  const end = minutesOf(settings.quietEnd);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** When quiet hours that hold `instant` end: the next quietEnd on the profile's clock. */
function quietEnds(instant: Date, settings: ReminderSettings, timeZone: string): Date {
  const day = localDay(instant, timeZone);
  const today = zonedInstant(day, settings.quietEnd, timeZone);
  return today > instant ? today : zonedInstant(addDays(day, 1), settings.quietEnd, timeZone);
}

const leadTitle = (name: string, lead: number, verb: string) =>
  lead === 0 ? `${name} ${verb} now.` : `${name} ${verb} in ${lead} minutes.`;

/** Each moment a source reminds of whose reminder time could fall in [from, to). */
function events(source: ReminderSource, from: Date, to: Date, timeZone: string): Date[] {
  const lead = source.leadMinutes * MINUTE;
  if (source.kind === 'todo') return [zonedInstant(source.day, source.start, timeZone)];
  if (source.kind === 'routine') {
    const found: Date[] = [];
    let after = new Date(from.getTime() + lead - 1);
    for (let guard = 0; guard < 400; guard++) {
      const [next] = nextOccurrences({ ...source.schedule }, after);
      if (!next || next.getTime() - lead >= to.getTime()) break;
      found.push(next);
      after = next;
    }
    return found;
  }
  const days: Date[] = [];
  const last = localDay(new Date(to.getTime() + lead), timeZone);
  for (let day = localDay(from, timeZone); day <= last; day = addDays(day, 1)) {
    if (isDueToday(source.habit, day)) days.push(zonedInstant(day, source.time, timeZone));
  }
  return days;
}

function words(source: ReminderSource): Pick<ReminderDue, 'title' | 'body' | 'url'> {
  const lead = source.leadMinutes;
  switch (source.kind) {
    case 'routine':
      return {
        title: leadTitle(source.name, lead, 'starts'),
        body:
          source.steps === 0
            ? 'Open it when you are ready.'
            : `${source.steps} step${source.steps === 1 ? '' : 's'}` +
              (source.minutes > 0 ? `, about ${source.minutes} minutes.` : '.'),
        url: '/tools/routine-planner',
      };
    case 'habit':
      return {
        title: lead === 0 ? `Time for ${source.name}.` : `${source.name} in ${lead} minutes.`,
        body: source.why || 'Whenever you are ready.',
        url: '/tools/habits',
      };
    case 'todo':
      return {
        title: leadTitle(source.title, lead, 'starts'),
        body: `On My Day at ${timeWords(source.start)}.`,
        url: '/my-day',
      };
  }
}

/**
 * Every reminder moment of these sources that comes in [from, to), in time order. A moment inside quiet hours
 * comes as they end when the person asked for that, and is left out otherwise.
 */
export function dueBetween(
  sources: readonly ReminderSource[],
  settings: ReminderSettings,
  timeZone: string,
  from: Date,
  to: Date,
): ReminderDue[] {
  const due: ReminderDue[] = [];
  // A moment held by quiet hours comes later than its time: look back far enough to find it.
  const lookBack = settings.quietHours && settings.holdUntilQuietEnds ? 24 * 60 * MINUTE : 0;
  const start = new Date(from.getTime() - lookBack);
  for (const source of sources) {
    for (const event of events(source, start, to, timeZone)) {
      let at = new Date(event.getTime() - source.leadMinutes * MINUTE);
      if (inQuiet(at, settings, timeZone)) {
        if (!settings.holdUntilQuietEnds) continue;
        at = quietEnds(at, settings, timeZone);
      }
      if (at < from || at >= to) continue;
      due.push({
        key: momentKey(source.kind, source.targetId, event),
        kind: source.kind,
        targetId: source.targetId,
        at: at.toISOString(),
        ...words(source),
      });
    }
  }
  return due.sort((a, b) => a.at.localeCompare(b.at) || a.key.localeCompare(b.key));
}
