// Measures the mind map with 500 topics in a real browser: how long a saved map takes to open, and the
// frame times while a topic is dragged and while the canvas is panned. Called by the benchmark runner
// with a signed-in Playwright page (its context's baseURL set) and the server's base URL.
import type { Page } from 'playwright-core';
import type { MindMapNode } from '../src/shared/mind-map/map';
import { layoutTree } from '../src/shared/mind-map/layout';

export interface FrameStats {
  frames: number;
  p50: number;
  p95: number;
  max: number;
}

export interface MindMapBenchResult {
  topics: number;
  /** From navigation to every topic drawn on the canvas, in ms. */
  openMs: number;
  /** Time between frames while dragging one topic, in ms (16.7 is 60 frames per second). */
  drag: FrameStats;
  /** Time between frames while panning the canvas, in ms. */
  pan: FrameStats;
}

/** A map of `count` topics: one centre, 10 branches, and the rest spread evenly beneath them. */
export function benchMap(count = 500): MindMapNode[] {
  const node = (i: number): MindMapNode => ({
    id: `t${i}`,
    text: `Topic ${i}`,
    children: [],
    position: { x: 0, y: 0 },
  });
  const root = node(0);
  const branches = Array.from({ length: Math.min(10, count - 1) }, (_, i) => node(i + 1));
  root.children = branches;
  for (let i = branches.length + 1; i < count; i += 1) branches[i % branches.length]!.children.push(node(i));
  return layoutTree([root], { x: 0, y: 0 }, { mode: 'radial' });
}

function stats(deltas: number[]): FrameStats {
  const sorted = [...deltas].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { frames: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? 0 };
}

/** Records the gap between animation frames until `stop()` is called in the page. */
async function recordFrames(page: Page, gesture: () => Promise<void>): Promise<FrameStats> {
  // A string, not a function: the code runs in the page exactly as written, whatever compiled this file.
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__recording = true;
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  await gesture();
  const frames = (await page.evaluate(
    '(() => { window.__recording = false; return window.__frames.slice(1); })()',
  )) as number[];
  return stats(frames);
}

async function dragBy(page: Page, from: { x: number; y: number }, dx: number, dy: number, steps = 60) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i += 1) {
    await page.mouse.move(from.x + (dx * i) / steps, from.y + (dy * i) / steps);
  }
  await page.mouse.up();
}

export async function measureMindMap(page: Page, baseUrl: string, topics = 500): Promise<MindMapBenchResult> {
  const created = await page.request.post(`${baseUrl}/api/projects`, {
    data: { title: `Benchmark ${topics}`, content: { nodes: benchMap(topics) } },
    headers: { origin: baseUrl },
  });
  if (!created.ok()) throw new Error(`Creating the benchmark map answered ${created.status()}.`);
  const { id } = (await created.json()) as { id: string };

  const start = Date.now();
  await page.goto(`${baseUrl}/tools/mind-map?project=${id}`);
  // React Flow shows a topic once it has measured it: wait until every one is visible.
  await page.waitForFunction(
    (count) =>
      Array.from(document.querySelectorAll('.react-flow__node')).filter(
        (el) => getComputedStyle(el).visibility === 'visible',
      ).length >= count,
    topics,
    { timeout: 60_000 },
  );
  const openMs = Date.now() - start;
  // Frames are measured on the opened map, as a person would drag it: once what the page still loads or
  // lays out after showing the topics (idle-time chunks, the first fit to the view) is done.
  await page.waitForLoadState('networkidle');
  await page.evaluate('new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }))');

  const topic = page.locator('[data-topic-id="t0"]');
  const box = (await topic.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const drag = await recordFrames(page, () => dragBy(page, centre, 200, 120));

  const pane = (await page.locator('.react-flow__pane').boundingBox())!;
  const empty = { x: pane.x + 20, y: pane.y + pane.height - 20 };
  const pan = await recordFrames(page, () => dragBy(page, empty, 300, -200));

  // The drag was an edit: leave without the unsaved-changes question blocking the next run.
  await page.request.delete(`${baseUrl}/api/projects/${id}`, { headers: { origin: baseUrl } });
  return { topics, openMs, drag, pan };
}
