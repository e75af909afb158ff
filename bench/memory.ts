// Resident memory of the server: VmRSS of its process and of any processes it started (a cluster's
// workers), read from /proc.
import { readFile, readdir } from 'node:fs/promises';

/** What the server may hold, on either database: idle once seeded, and at its peak under the bench's load. */
export const MEMORY_TARGETS = { idleMb: 300, peakMb: 400 };

async function status(pid: number): Promise<{ rssKb: number; ppid: number } | null> {
  try {
    const text = await readFile(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
    return { rssKb: field('VmRSS'), ppid: field('PPid') };
  } catch {
    return null;
  }
}

async function processTable() {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  const all = new Map<number, { rssKb: number; ppid: number }>();
  await Promise.all(
    pids.map(async (p) => {
      const s = await status(p);
      if (s) all.set(p, s);
    }),
  );
  return all;
}

function treeOf(pid: number, all: Map<number, { ppid: number }>): Set<number> {
  const tree = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [p, s] of all) {
      if (!tree.has(p) && tree.has(s.ppid)) {
        tree.add(p);
        grew = true;
      }
    }
  }
  return tree;
}

/** `pid` and the processes it started, and theirs. */
export const processTree = async (pid: number) => [...treeOf(pid, await processTable())];

/** The resident memory of `pid` and its descendants, in MB, and how many processes that is. */
export async function residentMemory(pid: number): Promise<{ mb: number; processes: number }> {
  const all = await processTable();
  const tree = treeOf(pid, all);
  const kb = [...tree].reduce((sum, p) => sum + (all.get(p)?.rssKb ?? 0), 0);
  return { mb: kb / 1024, processes: tree.size };
}

/** Samples the resident memory every `everyMs` while `work` runs; resolves with the work's result and the peak. */
export async function peakMemoryDuring<T>(
  pid: number,
  work: () => Promise<T>,
  everyMs = 500,
): Promise<{ result: T; peakMb: number }> {
  let peakMb = 0;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peakMb = Math.max(peakMb, (await residentMemory(pid)).mb);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  try {
    const result = await work();
    return { result, peakMb };
  } finally {
    running = false;
    await sampler;
  }
}
