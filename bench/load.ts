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
}

/** What Chromium asks for on every fetch: the server compresses for the bench as it does for a browser. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

interface LoadOptions {
  connections?: number;
  seconds?: number;
  warmUpSeconds?: number;
  /** The server's process id: its CPU and PostgreSQL's are counted over the measured run. */
  cpuOf?: number;
}

export async function load(
  url: string,
  headers: Record<string, string> = {},
  { connections = 50, seconds = 6, warmUpSeconds = 2, cpuOf }: LoadOptions = {},
): Promise<LoadFigure> {
  const sent = { ...BROWSER_HEADERS, ...headers };
  // A short warm-up first: the server's first requests compile code and open database connections.
  await autocannon({ url, headers: sent, connections, duration: warmUpSeconds });
  const run = async () => {
    const result = await autocannon({ url, headers: sent, connections, duration: seconds });
    return { result, requests: result.requests.total };
  };
  const { result, cpu } = cpuOf ? await cpuDuring(cpuOf, run) : { ...(await run()), cpu: undefined };
  return {
    ...(cpu && { cpu }),
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
