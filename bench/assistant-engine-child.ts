// Run by bench/assistant-engine.ts in a process of its own, so nothing else is loaded: what the built-in
// engine adds to a process's memory, and how long its first answer and a warm one take. Prints one JSON line.
import { performance } from 'node:perf_hooks';

const gc = () => (globalThis as { gc?: () => void }).gc?.();
const memory = () => {
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
};

const TITLES = ['Fix the leaking kitchen tap', 'Do my tax return', 'ring mum', 'Book flights to Lisbon'];
const before = memory();
const started = performance.now();
const { builtInAssistant } = await import('../src/server/ai/built-in-assistant');
const loaded = performance.now();
const signal = new AbortController().signal;
const answer = async (index: number) => {
  const title = TITLES[index % TITLES.length] ?? '';
  await builtInAssistant.todoSteps(title, 3, signal);
  await builtInAssistant.estimate(title, signal);
};
await answer(0);
const firstDone = performance.now();
const WARM = 400;
const warmStart = performance.now();
for (let i = 1; i <= WARM; i += 1) await answer(i);
const warmUs = ((performance.now() - warmStart) * 1000) / WARM;
const after = memory();
console.log(
  JSON.stringify({
    loadMs: loaded - started,
    firstMs: firstDone - loaded,
    warmUs,
    beforeRssMb: before.rss / 2 ** 20,
    addedRssMb: (after.rss - before.rss) / 2 ** 20,
    addedHeapMb: (after.heapUsed - before.heapUsed) / 2 ** 20,
  }),
);
