/**
 * A share of the people whose reminders the server's rounds look after (docs/scaling.md): the people whose id
 * falls to `index` (from 0) of `of`. Every person falls to exactly one share, so with the shares spread over
 * the processes each person is looked at by one process a round instead of by all.
 */
export interface RoundShare {
  index: number;
  of: number;
}

/**
 * REMINDER_SHARE as written, "k/n": the k-th share of n, counted from 1. Room for six digits: a worker's share
 * is its instance's times the instance's processes (up to 64).
 */
export const SHARE_PATTERN = /^([1-9]\d{0,5})\/([1-9]\d{0,5})$/;

/** Whether `text` names a share: "k/n" with k no larger than n. */
export function isShare(text: string): boolean {
  const [, k, n] = SHARE_PATTERN.exec(text) ?? [];
  return Number(k) >= 1 && Number(k) <= Number(n);
}

export function parseShare(text: string): RoundShare {
  if (!isShare(text)) throw new RangeError(`"${text}" is not a share k/n with k ≤ n`);
  const [k, n] = text.split('/').map(Number);
  return { index: Number(k) - 1, of: Number(n) };
}

/**
 * The REMINDER_SHARE of server process `worker` (from 0) of `workers` on an instance holding `instance`: the
 * instance's share cut into one per process, so the processes of all instances together hold every share once.
 */
export function workerShare(instance: RoundShare, worker: number, workers: number): string {
  return `${instance.index * workers + worker + 1}/${instance.of * workers}`;
}
