import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { TaskEstimate } from '../../../shared/estimate';
import { timeBoxPlanSchema } from '../../../shared/time-box/plan';
import { choosePlan, estimateTask, readTitle } from '../../ai/built-in-assistant';
import type { Database } from '../../db/client';
import { routineRuns, todos } from '../../db/schema';
import { readToolSettings } from '../../db/tool-settings';

/** How many of the person's own times make a basis for their range, and how many recent ones count. */
export const OWN_TIMES_NEEDED = 3;
export const OWN_TIMES_READ = 10;
/** How many of the person's newest routine runs are read for steps of the same kind (decision 179). */
export const ROUTINE_RUNS_READ = 50;
/** A done step shorter than this was ticked in passing, not timed, and does not count (decision 179). */
const SHORTEST_STEP_SECONDS = 60;

/** Where one of the person's own times was said or measured. */
export type OwnTimeSource = 'task' | 'routine' | 'timeBox';

/** One of the person's own times for a task of some kind, with when it was. */
export interface OwnTime {
  minutes: number;
  at: Date;
  source: OwnTimeSource;
}

/** The value a share of the way through sorted numbers, rounded down or up to a value that was said. */
const atShare = (sorted: readonly number[], share: number, round: (n: number) => number) =>
  sorted[round((sorted.length - 1) * share)] ?? 0;

const SOURCE_WORDS: Record<OwnTimeSource, string> = {
  task: 'tasks',
  routine: 'routines',
  timeBox: 'the time box',
};

/** Where the times came from, in a few plain words after "from your last N times" (none when only todos). */
function whereFrom(sources: ReadonlySet<OwnTimeSource>): string {
  const named = (['task', 'routine', 'timeBox'] as const).filter((source) => sources.has(source));
  if (named.length === 0 || (named.length === 1 && named[0] === 'task')) return '';
  const words = named.map((source) => SOURCE_WORDS[source]);
  const list = words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
  return `${words.length === 1 ? '' : ','} in ${list}`;
}

/**
 * The range the person's own times give: their middle half, its ends rounded outwards to times they said and
 * at least 5 minutes apart, so one quick day does not set a short estimate (decision 149). The note says where
 * the times come from when routines are among them (decision 179).
 */
export function rangeOfOwnTimes(
  times: readonly number[],
  sources: ReadonlySet<OwnTimeSource> = new Set(['task']),
): TaskEstimate | null {
  if (times.length < OWN_TIMES_NEEDED) return null;
  const sorted = [...times].sort((a, b) => a - b);
  const low = atShare(sorted, 0.25, Math.floor);
  const high = Math.max(atShare(sorted, 0.75, Math.ceil), low + 5);
  return { low, high, basis: 'history', note: `from your last ${times.length} times${whereFrom(sources)}` };
}

/** The newest OWN_TIMES_READ of the person's times from all sources, as a range, or null below the basis. */
export function rangeOfNewest(times: readonly OwnTime[]): TaskEstimate | null {
  const newest = [...times].sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, OWN_TIMES_READ);
  return rangeOfOwnTimes(
    newest.map((time) => time.minutes),
    new Set(newest.map((time) => time.source)),
  );
}

/** The kind a title reads as, remembered for the titles read lately: routine steps repeat run after run. */
const kindsRead = new Map<string, string>();
const KINDS_REMEMBERED = 2000;

export function kindOf(title: string): string {
  const known = kindsRead.get(title);
  if (known !== undefined) return known;
  const kind = choosePlan(title, readTitle(title)).kind;
  if (kindsRead.size >= KINDS_REMEMBERED) kindsRead.delete(kindsRead.keys().next().value as string);
  kindsRead.set(title, kind);
  return kind;
}

/** A title's words of four letters or more, which name what it is about ("vacuum", "bedroom"). */
const wordsOf = (title: string) => new Set(title.toLowerCase().match(/\p{L}{4,}/gu) ?? []);

/**
 * The done steps of the person's newest routine runs that read as `kind` and share a word with the task's title,
 * each rounded up to whole minutes. Steps of no known kind ("Get dressed", "Brush teeth") do not count: they share
 * only not being known, and would give any unknown task a number with nothing behind it (decision 179). A step
 * of the kind with no word of the task ("Shower", read as the bathroom's kind, for "Clean the bathroom") is
 * another job under a shared kind, and does not count either.
 */
async function routineTimes(db: Database, userId: string, kind: string, title: string): Promise<OwnTime[]> {
  if (kind === 'general') return [];
  const runs = await db
    .select({ startedAt: routineRuns.startedAt, steps: routineRuns.steps })
    .from(routineRuns)
    .where(eq(routineRuns.userId, userId))
    .orderBy(desc(routineRuns.startedAt))
    .limit(ROUTINE_RUNS_READ);
  const wanted = wordsOf(title);
  const sharesAWord = (step: string) => [...wordsOf(step)].some((word) => wanted.has(word));
  return runs.flatMap((run) =>
    run.steps.flatMap((step) =>
      step.state === 'done' &&
      step.seconds >= SHORTEST_STEP_SECONDS &&
      kindOf(step.title) === kind &&
      sharesAWord(step.title)
        ? [{ minutes: Math.ceil(step.seconds / 60), at: run.startedAt, source: 'routine' as const }]
        : [],
    ),
  );
}

/**
 * The times the person said after ticking off time-box tasks that read as `kind`, kept beside their plan
 * (decision 182). Tasks of no known kind do not count, as for routine steps.
 */
async function timeBoxTimes(db: Database, userId: string, kind: string): Promise<OwnTime[]> {
  if (kind === 'general') return [];
  const plan = await readToolSettings(db, userId, 'timeBox', timeBoxPlanSchema);
  return (plan?.tookTimes ?? []).flatMap((time) =>
    kindOf(time.text) === kind
      ? [{ minutes: time.minutes, at: new Date(time.at), source: 'timeBox' as const }]
      : [],
  );
}

/** The times the person said after ticking off todos of `kind`, newest first. */
async function taskTimes(db: Database, userId: string, kind: string): Promise<OwnTime[]> {
  const rows = await db
    .select({ took: todos.tookMinutes, at: todos.createdAt })
    .from(todos)
    .where(and(eq(todos.userId, userId), eq(todos.kind, kind), isNotNull(todos.tookMinutes)))
    .orderBy(desc(todos.createdAt))
    .limit(OWN_TIMES_READ);
  return rows.flatMap((row) =>
    row.took === null ? [] : [{ minutes: row.took, at: row.at, source: 'task' as const }],
  );
}

/**
 * The kind of a task and how long it may take: the person's own times for tasks of that kind, from their todos,
 * the done steps of their routines and the tasks of their time box, when there are enough of them; else the kind's range, else null
 * (nothing to go on).
 */
export async function estimateFor(
  db: Database,
  userId: string,
  title: string,
): Promise<{ kind: string; estimate: TaskEstimate | null }> {
  const reading = readTitle(title);
  const kind = choosePlan(title, reading).kind;
  const [tasks, routines, timeBox] = await Promise.all([
    taskTimes(db, userId, kind),
    routineTimes(db, userId, kind, title),
    timeBoxTimes(db, userId, kind),
  ]);
  const own = rangeOfNewest([...tasks, ...routines, ...timeBox]);
  return { kind, estimate: own ?? estimateTask(title, reading) };
}
