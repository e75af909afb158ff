// What stands behind a target the run did not meet, where the bench can tell: written under the table.
import type { ApiLoad } from './api-load';
import type { LighthouseFigure } from './lighthouse';

export function gapNotes(
  apis: { database: string; api: ApiLoad }[],
  toolLighthouse: { title: string; figure: LighthouseFigure }[],
): string[] {
  const notes: string[] = [];
  for (const { database, api } of apis) {
    if (database === 'PostgreSQL' && api.health.p99Ms > 50) {
      notes.push(
        `PostgreSQL: \`/api/health\` itself had a p99 of ${Math.round(api.health.p99Ms)} ms in this run: on ` +
          'this machine, busy with other work, the 50 ms ceiling is out of reach of the reference as well.',
      );
    }
  }
  const slow = toolLighthouse.filter((tool) => !tool.figure.error && tool.figure.score < 95);
  if (slow.length) {
    const fcp = slow.map((tool) => tool.figure.fcpMs / 1000);
    notes.push(
      `Lighthouse performance under 95 on ${slow.length} tool screens: their first paint (FCP) comes at ` +
        `${Math.min(...fcp).toFixed(1)} to ${Math.max(...fcp).toFixed(1)} s on every one, before any tool's ` +
        "own code matters: it waits for the app's render-blocking stylesheet and entry script, shared by every " +
        'signed-in screen. Each tool screen then adds its own chunk and data, which sets its LCP and TBT.',
    );
  }
  return notes;
}
