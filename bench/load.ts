// HTTP load with autocannon: requests per second and the latency percentiles at a fixed concurrency.
import autocannon from 'autocannon';
import type { CpuPerRequest } from './cpu';
import { cpuDuring } from './cpu';

export interface LoadFigure {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** The CPU a request cost the server and the database, when the server's process was named. */
  cpu?: CpuPerRequest;
  /** Each window's p99 when the figure is the median of several, in the order they ran. */
  windowP99Ms?: number[];
}

/** The middle value (of an even count, the upper of the two middle ones). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** What Chromium asks for on every fetch: the server compresses for the bench as it does for a browser. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

interface LoadOptions {
  connections?: number;
  seconds?: number;
  warmUpSeconds?: number;
  /**
   * Windows of `seconds` each, run one after the other: each statistic is the windows' median, so one stall of
   * the machine (another process, a collection) in one window does not decide the figure.
   */
  windows?: number;
  /** The server's process id: its CPU and PostgreSQL's are counted over the measured run. */
  cpuOf?: number;
}

export async function load(
  url: string,
  headers: Record<string, string> = {},
  { connections = 50, seconds = 6, warmUpSeconds = 2, windows = 1, cpuOf }: LoadOptions = {},
): Promise<LoadFigure> {
  const sent = { ...BROWSER_HEADERS, ...headers };
  // A short warm-up first: the server's first requests compile code and open database connections.
  await autocannon({ url, headers: sent, connections, duration: warmUpSeconds });
  const run = async () => {
    const results = [];
    for (let i = 0; i < windows; i += 1) {
      results.push(await autocannon({ url, headers: sent, connections, duration: seconds }));
    }
    return { results, requests: results.reduce((sum, result) => sum + result.requests.total, 0) };
  };
  const { results, cpu } = cpuOf ? await cpuDuring(cpuOf, run) : { ...(await run()), cpu: undefined };
  return {
    ...(cpu && { cpu }),
    requestsPerSecond: median(results.map((result) => result.requests.average)),
    p50Ms: median(results.map((result) => result.latency.p50)),
    p99Ms: median(results.map((result) => result.latency.p99)),
    errors: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
    ...(windows > 1 && { windowP99Ms: results.map((result) => result.latency.p99) }),
  };
}
