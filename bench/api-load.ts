// The API under load on one database: `/api/health` (before and after, its mean is the reference), the
// settings read and every tool's list read, each at 50 connections, with the server's memory meanwhile.
import type { LoadFigure } from './load';
import { load } from './load';
import { peakMemoryDuring, residentMemory } from './memory';

export const TOOL_ROUTES = [
  { name: 'todos', path: '/api/todos' },
  { name: 'board', path: '/api/kanban' },
  { name: 'conversions', path: '/api/conversions' },
  { name: 'budget', path: '/api/budget' },
  { name: 'projects', path: '/api/projects' },
  { name: 'habits', path: '/api/habits' },
  { name: 'routines', path: '/api/routines' },
  // My Day's plan for today, in the time zone the screen sends (the seeded routines run in Berlin).
  { name: 'my day', path: '/api/day?timeZone=Europe%2FBerlin' },
  { name: 'focus-sound mixes', path: '/api/focus-sounds/mixes' },
  // The study buddy's one read: every deck and card.
  { name: 'study', path: '/api/study' },
  { name: 'reminders', path: '/api/reminders' },
] as const;

export interface RouteFigure extends LoadFigure {
  path: string;
}

export interface ApiLoad {
  /** The mean of the two health runs, the reference of every ratio. */
  health: LoadFigure;
  healthRuns: LoadFigure[];
  settings: LoadFigure;
  tools: { name: string; figure: RouteFigure }[];
  idleMb: number;
  loadedMb: number;
  processes: number;
}

const mean = (a: LoadFigure, b: LoadFigure): LoadFigure => ({
  requestsPerSecond: (a.requestsPerSecond + b.requestsPerSecond) / 2,
  p50Ms: (a.p50Ms + b.p50Ms) / 2,
  p99Ms: (a.p99Ms + b.p99Ms) / 2,
  errors: a.errors + b.errors,
  ...(a.cpu &&
    b.cpu && {
      cpu: {
        serverUs: (a.cpu.serverUs + b.cpu.serverUs) / 2,
        databaseUs: (a.cpu.databaseUs + b.cpu.databaseUs) / 2,
      },
    }),
});

export async function loadApi(baseUrl: string, pid: number, cookie: () => Promise<string>): Promise<ApiLoad> {
  // Idle: the server has started, the account is seeded, nothing is asking.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idle = await residentMemory(pid);
  const { result, peakMb } = await peakMemoryDuring(pid, async () => {
    // Three windows of 3 s after a 1 s warm-up, each figure their median (bench/load.ts).
    const counted = { cpuOf: pid, windows: 3, seconds: 3, warmUpSeconds: 1 };
    const before = await load(`${baseUrl}/api/health`, {}, counted);
    // The cached copy of the session is trusted for a minute: sign each run's cookies afresh.
    const settings = await load(`${baseUrl}/api/settings`, { cookie: await cookie() }, counted);
    const tools = [];
    for (const route of TOOL_ROUTES) {
      const figure = await load(`${baseUrl}${route.path}`, { cookie: await cookie() }, counted);
      tools.push({ name: route.name, figure: { ...figure, path: route.path } });
    }
    const after = await load(`${baseUrl}/api/health`, {}, counted);
    return { healthRuns: [before, after], settings, tools };
  });
  return {
    ...result,
    health: mean(result.healthRuns[0]!, result.healthRuns[1]!),
    idleMb: idle.mb,
    loadedMb: peakMb,
    processes: idle.processes,
  };
}
