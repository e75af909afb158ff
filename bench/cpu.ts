// CPU time spent by the server's processes and by PostgreSQL's, read from /proc: what a request costs each.
import { readFile, readdir } from 'node:fs/promises';
import { processTree } from './memory';

/** Linux counts CPU time in ticks of 1/100 s (USER_HZ) in /proc/<pid>/stat. */
const TICK_US = 10_000;

async function ticksOf(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's name in parentheses, which may hold spaces: utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

async function postgresPids(): Promise<number[]> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  const named = await Promise.all(
    pids.map(async (pid) =>
      (await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '')).trim() === 'postgres' ? pid : 0,
    ),
  );
  return named.filter(Boolean);
}

const sum = async (pids: number[]) => (await Promise.all(pids.map(ticksOf))).reduce((a, b) => a + b, 0);

export interface CpuPerRequest {
  /** Microseconds of CPU a request in the server's processes (PGlite's database among them). */
  serverUs: number;
  /** Microseconds of CPU a request in PostgreSQL's processes (none on PGlite). */
  databaseUs: number;
}

/** Counts the CPU the server `pid` and PostgreSQL spend while `work` runs, divided by its requests. */
export async function cpuDuring<T>(
  pid: number,
  work: () => Promise<T & { requests: number }>,
): Promise<T & { cpu: CpuPerRequest }> {
  const server = await processTree(pid);
  const postgres = await postgresPids();
  const before = { server: await sum(server), database: await sum(postgres) };
  const result = await work();
  const after = { server: await sum(server), database: await sum(await postgresPids()) };
  const per = (ticks: number) => (ticks * TICK_US) / Math.max(1, result.requests);
  return {
    ...result,
    // Backends that ended during the work took their ticks with them: a floor, never more than was spent.
    cpu: {
      serverUs: per(after.server - before.server),
      databaseUs: per(Math.max(0, after.database - before.database)),
    },
  };
}
