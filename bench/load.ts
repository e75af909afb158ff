// HTTP load with autocannon: requests per second and the latency percentiles at a fixed concurrency.
import autocannon from 'autocannon';

export interface LoadFigure {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** What Chromium asks for on every fetch: the server compresses for the bench as it does for a browser. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

export async function load(
  url: string,
  headers: Record<string, string> = {},
  { connections = 50, seconds = 6, warmUpSeconds = 2 } = {},
): Promise<LoadFigure> {
  const sent = { ...BROWSER_HEADERS, ...headers };
  // A short warm-up first: the server's first requests compile code and open database connections.
  await autocannon({ url, headers: sent, connections, duration: warmUpSeconds });
  const result = await autocannon({ url, headers: sent, connections, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
