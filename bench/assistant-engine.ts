// The built-in engine's weight on the server (decision 149): the memory the language library and the kinds of
// task add to a process, its load and first answer, and a warm answer for reference. Measured in a fresh process
// of its own. `npx tsx bench/assistant-engine.ts` measures it alone.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { runDirectly } from './alone';
import type { Row } from './report';
import { ratio } from './report';

export interface EngineWeight {
  loadMs: number;
  firstMs: number;
  warmUs: number;
  beforeRssMb: number;
  addedRssMb: number;
  addedHeapMb: number;
}

/**
 * The most heap the engine may add to a server process. Resident memory is shown beside it: it also counts the
 * library's compiled code and what the warm answers left for the collector, so it says less about what stays.
 */
export const ENGINE_HEAP_MB_TARGET = 30;

/** Bundled as the server is (packages left to node_modules), then run in plain Node: no compiler in the figures. */
export function measureEngineWeight(): EngineWeight {
  const root = path.resolve(import.meta.dirname, '..');
  // Beside node_modules, so the bundle finds the packages it leaves out; the engine in a chunk of its own, loaded
  // when the child asks for it.
  // A fresh install has no cache folder until a tool makes one.
  const cache = path.join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const outdir = mkdtempSync(path.join(cache, 'engine-weight-'));
  buildSync({
    entryPoints: [path.join(import.meta.dirname, 'assistant-engine-child.ts')],
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outdir,
    outExtension: { '.js': '.mjs' },
    logLevel: 'error',
  });
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', path.join(outdir, 'assistant-engine-child.mjs')],
    {
      encoding: 'utf8',
      cwd: root,
    },
  );
  rmSync(outdir, { recursive: true, force: true });
  const line = child.stdout.trim().split('\n').at(-1) ?? '';
  if (child.status !== 0 || !line.startsWith('{'))
    throw new Error(`The engine's weight was not measured: ${child.stderr}`);
  return JSON.parse(line) as EngineWeight;
}

export function engineWeightRows(figure: EngineWeight): Row[] {
  return [
    {
      figure: "Built-in assistant's memory (language library and kinds of task)",
      measured: `${figure.addedHeapMb.toFixed(1)} MB of heap (${figure.addedRssMb.toFixed(1)} MB resident)`,
      reference: `the process before it loaded: ${figure.beforeRssMb.toFixed(1)} MB resident`,
      ratio: ratio(figure.addedRssMb, figure.beforeRssMb),
      target: `≤ ${ENGINE_HEAP_MB_TARGET} MB of heap added`,
      met: figure.addedHeapMb <= ENGINE_HEAP_MB_TARGET,
    },
    {
      figure: "Built-in assistant's first answer (steps and estimate)",
      measured: `${figure.loadMs.toFixed(0)} ms to load, then ${figure.firstMs.toFixed(1)} ms`,
      reference: `a warm answer: ${(figure.warmUs / 1000).toFixed(2)} ms`,
      ratio: ratio(figure.firstMs, Math.max(0.001, figure.warmUs / 1000)),
      target: '-',
      met: null,
    },
  ];
}

if (runDirectly(import.meta.filename)) {
  for (const row of engineWeightRows(measureEngineWeight())) console.log(row);
}
