// The rows of the results table for the API under load, the tool screens, start-up and memory.
import type { ApiLoad } from './api-load';
import type { LighthouseFigure } from './lighthouse';
import type { LoadFigure } from './load';
import { onCpuPercent } from './main-thread';
import { MEMORY_TARGETS } from './memory';
import type { MindMapBenchResult } from './mind-map';
import type { Row } from './report';
import { ratio } from './report';
import type { FocusSoundsCost } from './focus-sounds';
import type { HabitCalendarTimings } from './habit-calendar';
import type { StudySessionTimings } from './study-session';
import { FRAME_MS } from './study-session';
import type { TextConverterTimings } from './text-converter';

const count = (n: number) => Math.round(n).toLocaleString('en');
/** Frame gaps come in steps of 16.7 ms (16.699… or 16.700…): compared at a tenth of a millisecond. */
const tenth = (ms: number) => Math.round(ms * 10) / 10;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const windows = (f: LoadFigure) =>
  f.windowP99Ms
    ? ` (${f.windowP99Ms.length} windows: ${f.windowP99Ms.map((ms) => ms.toFixed(0)).join(', ')})`
    : '';
const latency = (f: LoadFigure) => `p50 ${f.p50Ms.toFixed(1)} ms, p99 ${f.p99Ms.toFixed(0)} ms${windows(f)}`;

/** Which of a read's targets it met: half the health check's rate or more; on PostgreSQL, p99 ≤ 50 ms. */
export function readTargets(figure: LoadFigure, health: LoadFigure, postgres: boolean) {
  return {
    rate: figure.requestsPerSecond >= 0.5 * health.requestsPerSecond,
    p99: !postgres || figure.p99Ms <= 50,
  };
}

/** One GET route at 50 connections beside `/api/health` of the same run. */
function routeRow(path: string, database: string, figure: LoadFigure, health: LoadFigure): Row {
  const share = figure.requestsPerSecond / health.requestsPerSecond;
  const postgres = database === 'PostgreSQL';
  const met = readTargets(figure, health, postgres);
  return {
    figure: `\`GET ${path}\` at 50 connections, ${database}`,
    measured: `${count(figure.requestsPerSecond)} req/s, ${latency(figure)}${figure.errors ? `, ${figure.errors} errors` : ''}`,
    reference: `\`/api/health\` ${count(health.requestsPerSecond)} req/s, ${latency(health)}`,
    ratio: `${ratio(share, 1)} req/s; p50 ${ratio(figure.p50Ms, health.p50Ms)}, p99 ${ratio(figure.p99Ms, health.p99Ms)}`,
    target: postgres ? '≥ 0.5× health, p99 ≤ 50 ms' : '≥ 0.5× health',
    met: met.rate && met.p99 && figure.errors === 0,
  };
}

export function apiRows(database: string, api: ApiLoad, pgbench: number | null): Row[] {
  const settings = routeRow('/api/settings', database, api.settings, api.health);
  if (pgbench) settings.reference += `; pgbench, the same query: ${count(pgbench)} tx/s`;
  return [
    settings,
    ...api.tools.map((tool) => routeRow(tool.figure.path, database, tool.figure, api.health)),
  ];
}

export function startRows(
  database: string,
  existing: { startedMs: number; idleMb: number },
  fresh: { startedMs: number },
  api: ApiLoad,
): Row[] {
  const where = database === 'PGlite' ? 'an existing data directory' : 'an existing database';
  // The same ceilings on either database (decision 107).
  const { idleMb, peakMb } = MEMORY_TARGETS;
  return [
    {
      figure: `start-up to a healthy \`/api/health\` on ${where}, ${database}`,
      measured: seconds(existing.startedMs),
      reference: `first start (empty, schema created): ${seconds(fresh.startedMs)}`,
      ratio: ratio(existing.startedMs, fresh.startedMs),
      target: '-',
      met: null,
    },
    {
      figure: `server resident memory, ${database}`,
      measured: `idle ${api.idleMb.toFixed(0)} MB; under load (peak) ${api.loadedMb.toFixed(0)} MB`,
      reference: `ceilings ${idleMb} MB idle, ${peakMb} MB under load; idle right after a restart: ${existing.idleMb.toFixed(0)} MB`,
      ratio: `idle ${ratio(api.idleMb, idleMb)}, peak ${ratio(api.loadedMb, peakMb)}`,
      target: `idle ≤ ${idleMb} MB, peak ≤ ${peakMb} MB`,
      met: api.idleMb <= idleMb && api.loadedMb <= peakMb,
    },
  ];
}

/** The share of the main thread's long tasks after the first paint that it spent on a CPU, for a row. */
export function onCpu(figure: LighthouseFigure): string {
  const share = onCpuPercent(figure.mainThread);
  return share === null ? '' : `, main thread on a CPU ${Math.round(share)} % of its long tasks' time`;
}

export function lighthouseRow(what: string, figure: LighthouseFigure): Row {
  const failures = figure.accessibilityFailures.length ? ` (${figure.accessibilityFailures.join(', ')})` : '';
  return {
    figure: `Lighthouse mobile performance and accessibility, ${what}`,
    measured: figure.error
      ? `not measured: ${figure.error}`
      : `${figure.score} (FCP ${seconds(figure.fcpMs)}, LCP ${seconds(figure.lcpMs)}, TBT ${Math.round(figure.tbtMs)} ms, CLS ${figure.cls.toFixed(2)}${onCpu(figure)}); ${figure.accessibility}${failures}`,
    reference: '100; 100',
    ratio: `${ratio(figure.score, 100)}; ${ratio(figure.accessibility, 100)}`,
    target: '≥ 95; 100',
    met: figure.score >= 95 && figure.accessibility === 100,
  };
}

export function textConverterRow(what: string, t: TextConverterTimings): Row {
  return {
    figure: `Text Converter, ${t.characters.toLocaleString('en')} characters, ${what}`,
    measured: `shown whole in ${seconds(t.wholeTextMs)} (first text ${seconds(t.firstTextMs)}); longest task ${t.longestTaskMs} ms, ${t.longTasks} tasks over 50 ms`,
    reference: '200 ms',
    ratio: ratio(t.longestTaskMs, 200),
    target: 'no task over 200 ms',
    met: t.longestTaskMs <= 200,
  };
}

export function mindMapRows(m: MindMapBenchResult): Row[] {
  const frames = (f: MindMapBenchResult['drag']) =>
    `median ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, worst ${f.max.toFixed(1)} ms (${f.frames} frames)`;
  return [
    {
      figure: `Mind map, ${m.topics} topics: frame time while dragging a topic`,
      measured: frames(m.drag),
      reference: '16.7 ms (60 frames a second)',
      ratio: `median ${ratio(m.drag.p50, 16.7)}, worst ${ratio(m.drag.max, 16.7)}`,
      target: 'median ≤ 16.7 ms, worst ≤ 50 ms',
      met: tenth(m.drag.p50) <= 16.7 && tenth(m.drag.max) <= 50,
    },
    {
      figure: `Mind map, ${m.topics} topics: frame time while panning`,
      measured: frames(m.pan),
      reference: '16.7 ms (60 frames a second)',
      ratio: `median ${ratio(m.pan.p50, 16.7)}, worst ${ratio(m.pan.max, 16.7)}`,
      target: '-',
      met: null,
    },
    {
      figure: `Mind map, ${m.topics} topics: time to open the saved map`,
      measured: seconds(m.openMs),
      reference: '-',
      ratio: '-',
      target: '-',
      met: null,
    },
  ];
}

export function focusSoundsRow(cost: FocusSoundsCost): Row {
  const share = cost.renderMs / (cost.seconds * 1000);
  return {
    figure: `Focus Sounds, every sound on: ${cost.seconds} s rendered offline`,
    measured: `${(cost.renderMs / 1000).toFixed(2)} s`,
    reference: `${cost.seconds} s (real time)`,
    ratio: `${share.toFixed(3)}×`,
    target: '≤ 0.1× real time',
    met: share <= 0.1,
  };
}

export function habitCalendarRow(h: HabitCalendarTimings): Row {
  const longest = Math.max(h.longestListTaskMs, h.longestCalendarTaskMs);
  const runs = (ms: number[]) => `(${ms.length} openings: ${ms.join(', ')})`;
  const visit = (o: HabitCalendarTimings['firstVisit']) =>
    `${o.afterPaintMs} ms from its first paint on, ${o.beforePaintMs} ms before it`;
  return {
    figure: `Habit tracker, ${h.habits} habits with two years of check-ins (${count(h.checkins)}): the list opened on a return visit and every calendar drawn`,
    measured: `list shown in ${seconds(h.listMs)}, longest task from the first paint on ${h.longestListTaskMs} ms ${runs(h.listTaskRuns)}; ${h.habits} calendars drawn in ${h.calendarsMs} ms, longest task ${h.longestCalendarTaskMs} ms ${runs(h.calendarTaskRuns)}; before the first paint ${h.beforePaintMs} ms`,
    reference: `50 ms; a first visit in a new browser: longest task ${visit(h.firstVisit)}; with no habits: ${visit(h.emptyFirstVisit)}`,
    ratio: ratio(longest, 50),
    target: 'no task over 50 ms (median of 3)',
    met: longest <= 50,
  };
}

export function studySessionRow(s: StudySessionTimings): Row {
  const frames = (ms: number) => `${(ms / FRAME_MS).toFixed(2)} frames (${ms.toFixed(1)} ms)`;
  return {
    figure: `Study buddy, ${s.answers} answers by keyboard: key press to the next card on screen`,
    measured: `median ${frames(s.medianMs)}, worst ${frames(s.worstMs)}; ${s.overFrame} of ${s.answers} over a frame; the card changed in the page ${s.workMedianMs.toFixed(1)} ms after the key (median), ${s.workWorstMs.toFixed(1)} ms at most`,
    reference: '1 frame (16.7 ms)',
    ratio: `median ${ratio(s.medianMs, FRAME_MS)}, worst ${ratio(s.worstMs, FRAME_MS)}`,
    target: '≤ 1 frame',
    met: tenth(s.worstMs) <= 16.7,
  };
}
