import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { TaskEstimate } from '../../../shared/estimate';
import { choosePlan, estimateTask, readTitle } from '../../ai/built-in-assistant';
import type { Database } from '../../db/client';
import { todos } from '../../db/schema';

/** How many of the person's own times make a basis for their range, and how many recent ones count. */
export const OWN_TIMES_NEEDED = 3;
const OWN_TIMES_READ = 10;

/** The value a share of the way through sorted numbers, rounded down or up to a value that was said. */
const atShare = (sorted: readonly number[], share: number, round: (n: number) => number) =>
  sorted[round((sorted.length - 1) * share)] ?? 0;

/**
 * The range the person's own times give: their middle half, its ends rounded outwards to times they said and
 * at least 5 minutes apart, so one quick day does not set a short estimate (decision 149).
 */
export function rangeOfOwnTimes(times: readonly number[]): TaskEstimate | null {
  if (times.length < OWN_TIMES_NEEDED) return null;
  const sorted = [...times].sort((a, b) => a - b);
  const low = atShare(sorted, 0.25, Math.floor);
  const high = Math.max(atShare(sorted, 0.75, Math.ceil), low + 5);
  return { low, high, basis: 'history', note: `from your last ${times.length} times` };
}

/**
 * The kind of a task and how long it may take: the person's own times for tasks of that kind when they have
 * said enough of them, else the kind's range, else null (nothing to go on).
 */
export async function estimateFor(
  db: Database,
  userId: string,
  title: string,
): Promise<{ kind: string; estimate: TaskEstimate | null }> {
  const reading = readTitle(title);
  const kind = choosePlan(title, reading).kind;
  const rows = await db
    .select({ took: todos.tookMinutes })
    .from(todos)
    .where(and(eq(todos.userId, userId), eq(todos.kind, kind), isNotNull(todos.tookMinutes)))
    .orderBy(desc(todos.createdAt))
    .limit(OWN_TIMES_READ);
  const own = rangeOfOwnTimes(rows.flatMap((row) => (row.took === null ? [] : [row.took])));
  return { kind, estimate: own ?? estimateTask(title, reading) };
}
