// How much of the page's main-thread time after its first paint was spent on a CPU, read from the trace
// Lighthouse recorded: its blocking time multiplies each task's clock time by four (the phone it simulates),
// so a task whose thread waited for a core on this machine counts as the page's own work.

/** Lighthouse's CPU slowdown in its default mobile throttling. */
const SLOWDOWN = 4;
/** A task past this many milliseconds blocks the page. */
const LONG_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event, in microseconds. */
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadTime {
  /** Tasks after the first paint long enough to block once slowed four times. */
  tasks: number;
  /** Their time by the clock, in milliseconds. */
  clockMs: number;
  /** The part of it their thread spent on a CPU. */
  cpuMs: number;
  /** The blocking time they give slowed four times, counted on the clock (as Lighthouse does) and on the CPU. */
  blockingByClockMs: number;
  blockingByCpuMs: number;
}

const blocking = (ms: number[]) => ms.reduce((sum, t) => sum + Math.max(0, SLOWDOWN * t - LONG_MS), 0);

/**
 * The main frame's renderer thread, its first contentful paint, and its top-level tasks after it that take
 * more than 50 ms once slowed four times. Null when the trace lacks any of them (an older browser).
 */
export function mainThreadAfterPaint(events: TraceEvent[]): MainThreadTime | null {
  // Lighthouse's trace holds the tested page's paints only (it starts from a blank page).
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return null;
  const thread = events.find(
    (e) => e.name === 'thread_name' && e.pid === paint.pid && e.args?.name === 'CrRendererMain',
  );
  if (!thread) return null;
  const long = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.pid === thread.pid &&
      e.tid === thread.tid &&
      e.ts >= paint.ts &&
      (e.dur ?? 0) / 1000 > LONG_MS / SLOWDOWN &&
      e.tdur !== undefined,
  );
  const clock = long.map((e) => (e.dur ?? 0) / 1000);
  const cpu = long.map((e) => (e.tdur ?? 0) / 1000);
  const sum = (ms: number[]) => ms.reduce((a, b) => a + b, 0);
  return {
    tasks: long.length,
    clockMs: sum(clock),
    cpuMs: sum(cpu),
    blockingByClockMs: blocking(clock),
    blockingByCpuMs: blocking(cpu),
  };
}

/** The percentage of the long tasks' clock time their thread spent on a CPU; null when there were none. */
export function onCpuPercent(main: MainThreadTime | null): number | null {
  return main && main.clockMs > 0 ? (100 * main.cpuMs) / main.clockMs : null;
}
