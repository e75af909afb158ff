// What stands behind a target the run did not meet, where the bench can tell: written under the table.
import type { ApiLoad } from './api-load';
import type { HabitCalendarTimings } from './habit-calendar';
import type { LighthouseFigure } from './lighthouse';
import type { LoadFigure } from './load';
import { onCpuPercent } from './main-thread';
import type { StudySessionTimings } from './study-session';
import { readTargets } from './tool-rows';

const ms = (us: number) => `${(us / 1000).toFixed(2)} ms`;
const cpuOf = (figure: LoadFigure) => (figure.cpu ? figure.cpu.serverUs + figure.cpu.databaseUs : 0);

/**
 * The reads short of half the health check's rate (or, on PostgreSQL, over 50 ms at p99), each with the CPU a
 * request cost beside the health check's: the server, the database and the load share this machine's cores,
 * so a read that costs more than twice the health check's CPU in all cannot reach half its rate.
 */
function slowReads(database: string, api: ApiLoad): string | null {
  const postgres = database === 'PostgreSQL';
  const short = api.tools
    .map(({ figure }) => ({ figure, met: readTargets(figure, api.health, postgres) }))
    .filter(({ met }) => !met.rate || !met.p99);
  const health = cpuOf(api.health);
  if (!short.length || !api.health.cpu || !health) return null;
  const where = postgres ? 'the server and PostgreSQL' : 'the server, PGlite within it';
  const reads = short.map(({ figure, met }) => {
    const cpu = figure.cpu;
    const split = cpu && postgres ? ` (server ${ms(cpu.serverUs)}, PostgreSQL ${ms(cpu.databaseUs)})` : '';
    // A read at half the rate or more missed only its p99: say how far, beside the health check's own p99.
    const late = met.rate
      ? `, p99 ${Math.round(figure.p99Ms)} ms against ${Math.round(api.health.p99Ms)} ms for the health check`
      : '';
    return `\`${figure.path}\` ${ms(cpuOf(figure))}${split}, ${(cpuOf(figure) / health).toFixed(1)}×${late}`;
  });
  const healthSplit = postgres
    ? ` (server ${ms(api.health.cpu.serverUs)}, PostgreSQL ${ms(api.health.cpu.databaseUs)})`
    : '';
  return (
    `${database}: reads under half the health check's rate${postgres ? ' or over 50 ms at p99' : ''}, with the ` +
    `CPU a request cost ${where}, against ${ms(health)}${healthSplit} for \`/api/health\`: ${reads.join('; ')}. ` +
    "The load, the server and the database share this machine's cores, so a read that costs more than twice " +
    "the health check's CPU stays under half its rate: what is over is the read's own work (its queries, " +
    'the rows made into JSON, the compressed answer). At 50 connections a request waits for those ahead of ' +
    "it, so a read's p99 grows with its cost: one at about twice the health check's CPU sits near 50 ms."
  );
}

/** The figures of a Lighthouse run past the marks of a good mobile page, in words. */
function pastGood(figure: LighthouseFigure): string {
  const past = [
    figure.fcpMs > 1800 && `first paint ${(figure.fcpMs / 1000).toFixed(1)} s`,
    figure.lcpMs > 2500 && `largest paint ${(figure.lcpMs / 1000).toFixed(1)} s`,
    figure.tbtMs >= 200 && `blocking time ${Math.round(figure.tbtMs)} ms`,
    figure.cls >= 0.1 && `layout shift ${figure.cls.toFixed(2)}`,
  ].filter(Boolean);
  return past.length ? past.join(', ') : 'each figure within the marks, the score from their sum';
}

/** Where the habit tracker's task over 50 ms came, beside the first visits' figures of the same run. */
function habitCalendarGap(h: HabitCalendarTimings): string | null {
  if (h.longestListTaskMs <= 50 && h.longestCalendarTaskMs <= 50) return null;
  const part =
    h.longestListTaskMs > 50
      ? `while the list opened (${h.listTaskRuns.join(', ')} ms in the three openings)`
      : `while the calendars were drawn (${h.calendarTaskRuns.join(', ')} ms in the three openings)`;
  return (
    `Habit tracker: the median task over 50 ms came ${part}. In the same run a first visit had ` +
    `${h.firstVisit.afterPaintMs} ms from its first paint on, and the same screen with no habits ${h.emptyFirstVisit.afterPaintMs} ms.`
  );
}

/**
 * The study answers painted a frame late, each with the time the card changed in the page and the start of the
 * frame that painted it: a change made after a frame's drawing has begun waits for the next one.
 */
function studyGap(s: StudySessionTimings): string | null {
  if (!s.late.length) return null;
  const answers = s.late.map(({ workMs, frameMs }) =>
    frameMs >= workMs
      ? `the card changed ${workMs.toFixed(1)} ms after the key and its frame began ${frameMs.toFixed(1)} ms after it`
      : `the card changed ${workMs.toFixed(1)} ms after the key, and the frame that painted it, stamped ` +
        `${frameMs.toFixed(1)} ms after the key as it began late, could show it no sooner`,
  );
  return (
    `Study buddy: ${s.late.length} of ${s.answers} answers over a frame: ${answers.join('; ')}. Every answer's ` +
    `change took ${s.workMedianMs.toFixed(1)} ms in the page (median), ${s.workWorstMs.toFixed(1)} ms at most: ` +
    "a change made after a frame's drawing has begun waits for the next frame, so a key pressed late in a " +
    'frame can miss it by the length of the work.'
  );
}

const range = (values: number[], unit: string) => {
  const low = Math.round(Math.min(...values));
  const high = Math.round(Math.max(...values));
  return low === high ? `${low}${unit}` : `${low}–${high}${unit}`;
};

/**
 * What the main thread did in the long tasks of the screens under 95: Lighthouse slows each task's clock time
 * four times, so a task whose thread waited for one of this machine's cores counts as the page's work.
 */
function mainThreadNote(slow: { figure: LighthouseFigure }[]): string | null {
  const traced = slow.flatMap(({ figure }) => {
    const share = onCpuPercent(figure.mainThread);
    return figure.mainThread && share !== null ? [{ ...figure.mainThread, share }] : [];
  });
  if (!traced.length) return null;
  const share = traced.map((m) => m.share);
  return (
    `In the same runs' traces, the main thread's tasks after the first paint that the fourfold slowdown makes ` +
    `long took ${range(
      traced.map((m) => m.clockMs),
      ' ms',
    )} by the clock and their thread was on a CPU for ${range(share, ' %')} of that time; the rest it was off the CPU, ` +
    "on a machine whose cores Chromium's other processes and the server shared with it. Lighthouse " +
    `counts the clock time: those tasks give ${range(
      traced.map((m) => m.blockingByClockMs),
      ' ms',
    )} of blocking time when slowed four times, and ${range(
      traced.map((m) => m.blockingByCpuMs),
      ' ms',
    )} counted on their CPU time alone.`
  );
}

export function gapNotes(
  apis: { database: string; api: ApiLoad }[],
  toolLighthouse: { title: string; figure: LighthouseFigure }[],
  habitCalendar: HabitCalendarTimings,
  studySession: StudySessionTimings,
): string[] {
  const notes: string[] = [];
  const habits = habitCalendarGap(habitCalendar);
  if (habits) notes.push(habits);
  const study = studyGap(studySession);
  if (study) notes.push(study);
  for (const { database, api } of apis) {
    const reads = slowReads(database, api);
    if (reads) notes.push(reads);
    if (database === 'PostgreSQL' && api.health.p99Ms > 50) {
      notes.push(
        `PostgreSQL: \`/api/health\` itself had a p99 of ${Math.round(api.health.p99Ms)} ms in this run: on ` +
          'this machine, busy with other work, the 50 ms ceiling is out of reach of the reference as well.',
      );
    }
  }
  const slow = toolLighthouse.filter((tool) => !tool.figure.error && tool.figure.score < 95);
  if (slow.length) {
    const screens = slow.map(({ title, figure }) => `${title} ${figure.score} (${pastGood(figure)})`);
    notes.push(
      `Lighthouse performance under 95: ${screens.join('; ')}. Lighthouse's marks for a good mobile page are ` +
        'a first paint by 1.8 s, a largest paint by 2.5 s, blocking time under 200 ms and layout shift under ' +
        '0.1; the figures named beside a screen are the ones past those marks in this run.',
    );
    const main = mainThreadNote(slow);
    if (main) notes.push(main);
  }
  return notes;
}
