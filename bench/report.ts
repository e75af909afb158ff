// Writes bench/RESULTS.md: every figure of the run beside its floor or ceiling, as a ratio, and the target.
import { cpus, totalmem } from 'node:os';
import type { Encoded } from './checks';

export interface Row {
  figure: string;
  measured: string;
  reference: string;
  ratio: string;
  target: string;
  met: boolean | null;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ratio = (value: number, reference: number) => `${(value / reference).toFixed(2)}×`;
export const sizeKb = kb;

export function renderResults(rows: Row[], encoded: Encoded[], notes: string[], seconds: number): string {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 1024 ** 3).toFixed(1)} GB, Node ${process.version}`;
  const lines = [
    '# Bench results',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC, in ${Math.round(seconds)} s.`,
    `Machine: ${machine}. The machine may be shared with other work: absolute figures are noisy, ratios matter.`,
    '',
    '| figure | measured | floor or ceiling | ratio | target | met |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.figure} | ${r.measured} | ${r.reference} | ${r.ratio} | ${r.target} | ${r.met === null ? '-' : r.met ? 'yes' : '**no**'} |`,
    ),
    '',
    '## Compression on the wire',
    '',
    '| answer | path | encoding | sent | uncompressed |',
    '|---|---|---|---|---|',
    ...encoded.map(
      (e) => `| ${e.what} | \`${e.path}\` | ${e.encoding} | ${kb(e.bytes)} | ${kb(e.plainBytes)} |`,
    ),
    '',
    'Answers under 1 KB go as they are (decision 022): compressing them saves less than a packet.',
    '',
    '## How each figure is measured',
    '',
    '- JavaScript fetched: every script Chromium loads for the page until the network is idle (and 2.5 s more,',
    '  so scripts loaded on idle count too), each gzipped at the default level. The floor is a page that renders',
    '  one heading with React and React DOM, built by the same Vite (bench/floor/).',
    '- Lighthouse 12.8, mobile (its default throttling), performance only, median of 3 runs, Chromium from',
    '  `CHROME_PATH` (default /usr/bin/chromium). The dashboard is measured signed in.',
    '- Load: autocannon, 50 connections, 2 s warm-up then 10 s, against the built server (`src/server/main.ts`).',
    '  The signed-in requests carry the session cookies a browser holds.',
    '',
    ...(notes.length ? ['## Notes', '', ...notes.map((n) => `- ${n}`), ''] : []),
  ];
  return `${lines.join('\n')}\n`;
}
