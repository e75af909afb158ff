// What stands behind a target the run did not meet, where the bench can tell: written under the table.
import type { ApiLoad } from './api-load';
import type { LighthouseFigure } from './lighthouse';

/** The figures of a Lighthouse run past the marks of a good mobile page, in words. */
function pastGood(figure: LighthouseFigure): string {
  const past = [
    figure.fcpMs > 1800 && `first paint ${(figure.fcpMs / 1000).toFixed(1)} s`,
    figure.lcpMs > 2500 && `largest paint ${(figure.lcpMs / 1000).toFixed(1)} s`,
    figure.tbtMs >= 200 && `blocking time ${Math.round(figure.tbtMs)} ms`,
    figure.cls >= 0.1 && `layout shift ${figure.cls.toFixed(2)}`,
  ].filter(Boolean);
  return past.length ? past.join(', ') : 'each figure within the marks, the score from their sum';
}

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
    const screens = slow.map(({ title, figure }) => `${title} ${figure.score} (${pastGood(figure)})`);
    notes.push(
      `Lighthouse performance under 95: ${screens.join('; ')}. Lighthouse's marks for a good mobile page are ` +
        'a first paint by 1.8 s, a largest paint by 2.5 s, blocking time under 200 ms and layout shift under ' +
        '0.1; the figures named beside a screen are the ones past those marks in this run.',
    );
  }
  return notes;
}
