// The simulated people of the capacity run. Each one loops: open a tool's screen (its reads at once, as the
// app makes them), think 2 to 5 s, do one action, think again. Every answer is timed from the request to its
// last byte; while the crowd records, each time and each failure is kept for the step's figures.
import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Call } from './capacity-mix';
import { TOOLS } from './capacity-mix';
import type { Person } from './capacity-people';

const THINK_MS = [2000, 5000] as const;
/** What Chromium sends: answers over 1 KB come compressed, as for a browser. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export interface StepFigure {
  people: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** The value below which the share `p` (0 to 1) of the sorted figures lie. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : 0;

/** Picks by weight with `r` in [0, 1). */
function byWeight<T>(choices: readonly [number, T][], r: number): T {
  const total = choices.reduce((sum, [weight]) => sum + weight, 0);
  let left = r * total;
  for (const [weight, choice] of choices) {
    left -= weight;
    if (left < 0) return choice;
  }
  return choices[choices.length - 1]![1];
}

class Simulated {
  active = true;
  /** The signed copy of the session, as the browser keeps it from the answers. */
  private sessionData = '';
  private count = 0;

  constructor(
    private readonly crowd: Crowd,
    private readonly person: Person,
    private readonly index: number,
  ) {}

  private async send({ method, path, body }: Call): Promise<unknown> {
    const started = performance.now();
    try {
      const res = await fetch(`${this.crowd.baseUrl}${path}`, {
        method,
        headers: {
          origin: this.crowd.baseUrl,
          'x-forwarded-for': this.person.ip,
          'accept-encoding': ACCEPT_ENCODING,
          cookie: this.sessionData ? `${this.person.cookie}; ${this.sessionData}` : this.person.cookie,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      const copy = res.headers.getSetCookie().find((line) => line.includes('session_data'));
      if (copy) this.sessionData = copy.split(';')[0] ?? '';
      const text = await res.text();
      this.crowd.record(
        `${method} ${path}`,
        performance.now() - started,
        res.ok ? null : `${method} ${path} answered ${res.status}: ${text.slice(0, 160)}`,
      );
      return res.ok && method === 'GET' ? JSON.parse(text) : null;
    } catch (error) {
      if (this.active)
        this.crowd.record(
          `${method} ${path}`,
          performance.now() - started,
          `${method} ${path}: ${String(error)}`,
        );
      return null;
    }
  }

  private think() {
    const ms = THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]);
    return sleep(ms, undefined, { signal: this.crowd.stopped.signal });
  }

  async live() {
    // People arrive spread over one thinking time, not all in the same instant.
    await sleep(Math.random() * THINK_MS[1], undefined, { signal: this.crowd.stopped.signal });
    while (this.active) {
      const tool = byWeight(
        TOOLS.map((t) => [t.weight, t] as const),
        Math.random(),
      );
      const shown = await Promise.all(tool.screen.map((path) => this.send({ method: 'GET', path })));
      const next = tool.then?.(shown[0]);
      if (next) shown.push(await this.send({ method: 'GET', path: next }));
      await this.think();
      if (!this.active) return;
      this.count += 1;
      const call = byWeight(tool.actions, Math.random())(shown, this.index + this.count);
      if (call) await this.send(call);
      await this.think();
    }
  }
}

/** People who keep using the app until stopped; their number can grow and shrink between steps. */
export class Crowd {
  readonly stopped = new AbortController();
  private readonly running: Simulated[] = [];
  private times: number[] | null = null;
  private failures: string[] = [];
  private routes = new Map<string, number[]>();

  constructor(readonly baseUrl: string) {
    // Every sleeping person listens for the stop.
    setMaxListeners(0, this.stopped.signal);
  }

  get size() {
    return this.running.length;
  }

  /** The first `count` of `people` use the app from now on (new ones join, the last ones leave). */
  resize(people: readonly Person[], count: number) {
    while (this.running.length > count) this.running.pop()!.active = false;
    while (this.running.length < count) {
      const index = this.running.length;
      const one = new Simulated(this, people[index]!, index);
      this.running.push(one);
      one.live().catch(() => undefined);
    }
  }

  record(route: string, ms: number, failure: string | null) {
    if (!this.times) return;
    this.times.push(ms);
    const name = route.replace(/[0-9a-f-]{36}/g, ':id').replace(/\?.*/, '');
    const times = this.routes.get(name);
    if (times) times.push(ms);
    else this.routes.set(name, [ms]);
    if (failure) this.failures.push(failure);
  }

  /** Keeps every answer's time for `ms` milliseconds and sums them up. */
  async measure(
    ms: number,
  ): Promise<
    StepFigure & { failures: string[]; slowest: { route: string; p99Ms: number; count: number }[] }
  > {
    this.times = [];
    this.failures = [];
    this.routes = new Map();
    await sleep(ms);
    const times = this.times.sort((a, b) => a - b);
    this.times = null;
    return {
      people: this.running.length,
      requests: times.length,
      requestsPerSecond: times.length / (ms / 1000),
      p50Ms: percentile(times, 0.5),
      p99Ms: percentile(times, 0.99),
      errors: this.failures.length,
      failures: [...new Set(this.failures)].slice(0, 3),
      slowest: [...this.routes]
        .map(([route, all]) => ({
          route,
          p99Ms: percentile(
            all.sort((a, b) => a - b),
            0.99,
          ),
          count: all.length,
        }))
        .sort((a, b) => b.p99Ms - a.p99Ms)
        .slice(0, 3),
    };
  }

  stop() {
    for (const one of this.running) one.active = false;
    this.stopped.abort();
  }
}
