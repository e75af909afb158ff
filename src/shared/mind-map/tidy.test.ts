import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MindMapNode } from './map';
import { flatten } from './map';
import type { LayoutMode, Point } from './layout';
import { TOPIC_HEIGHT, TOPIC_WIDTH } from './layout';
import type { Size } from './tidy';
import { tidyPositions } from './tidy';

/** Milliseconds of CPU time this process has spent since `started` (from process.cpuUsage()). */
function cpuMs(started: NodeJS.CpuUsage) {
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}

/** A map of `count` topics, branching irregularly (a seeded walk, so every run builds the same tree). */
function makeMap(count: number, roots = 1, seed = 7): MindMapNode[] {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const all: MindMapNode[] = [];
  const top: MindMapNode[] = [];
  for (let i = 0; i < count; i += 1) {
    const node: MindMapNode = { id: `t${i}`, text: `Topic ${i}`, children: [], position: { x: 5 * i, y: 3 } };
    if (i < roots) top.push(node);
    else all[Math.floor(random() ** 2 * all.length)]!.children.push(node);
    all.push(node);
  }
  return top;
}

function boxesOverlap(a: Point, sa: Size, b: Point, sb: Size) {
  return Math.abs(a.x - b.x) < (sa.width + sb.width) / 2 && Math.abs(a.y - b.y) < (sa.height + sb.height) / 2;
}

function expectTidy(nodes: MindMapNode[], mode: LayoutMode, sizeOf?: (id: string) => Size) {
  const positions = tidyPositions(nodes, { mode, ...(sizeOf && { sizeOf }) });
  const entries = flatten(nodes);
  expect(positions.size).toBe(entries.length);
  const size = (id: string) => sizeOf?.(id) ?? { width: TOPIC_WIDTH, height: TOPIC_HEIGHT };
  const list = entries.map((e) => ({ id: e.node.id, at: positions.get(e.node.id)!, size: size(e.node.id) }));
  for (let i = 0; i < list.length; i += 1) {
    for (let j = i + 1; j < list.length; j += 1) {
      const a = list[i]!;
      const b = list[j]!;
      expect(boxesOverlap(a.at, a.size, b.at, b.size), `${a.id} and ${b.id} overlap`).toBe(false);
    }
  }
  // The first central topic stays where it was.
  expect(positions.get(nodes[0]!.id)).toEqual(nodes[0]!.position);
  for (const entry of entries) {
    if (!entry.parentId) continue;
    const child = positions.get(entry.node.id)!;
    const parent = positions.get(entry.parentId)!;
    if (mode === 'hierarchical') {
      // Every child on the row below its parent's.
      expect(child.y).toBeGreaterThan(parent.y);
      const siblings = entries.filter((e) => e.parentId === entry.parentId);
      for (const other of siblings) {
        if (other.depth !== entry.depth) continue;
        expect(positions.get(other.node.id)!.y).toBe(child.y);
      }
    } else {
      // Every child on a ring farther out than its parent's.
      const root = entries.find((e) => e.parentId === null && isInside(e.node, entry.node.id))!.node;
      const centre = positions.get(root.id)!;
      const distance = (p: Point) => Math.hypot(p.x - centre.x, p.y - centre.y);
      expect(distance(child)).toBeGreaterThan(distance(parent) + TOPIC_HEIGHT);
    }
  }
  return positions;
}

function isInside(root: MindMapNode, id: string): boolean {
  return flatten([root]).some((e) => e.node.id === id);
}

describe('tidy layout', () => {
  for (const mode of ['hierarchical', 'radial'] as const) {
    for (const count of [1, 5, 30, 200]) {
      it(`lays out ${count} topics ${mode}ly with no overlaps, every child on its level`, () => {
        expectTidy(makeMap(count), mode);
      });
    }

    it(`keeps clear of topics of every size (${mode})`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 2, max: 60 }),
          fc.integer({ min: 1, max: 3 }),
          fc.integer({ min: 1, max: 10_000 }),
          (count, roots, seed) => {
            const sizes = (id: string) => {
              const n = Number(id.slice(1)) * seed;
              return { width: 60 + (n % 141), height: 40 + (n % 97) };
            };
            expectTidy(makeMap(count, Math.min(roots, count), seed), mode, sizes);
          },
        ),
        { numRuns: 60 },
      );
    });
  }

  it('puts siblings in their outline order: left to right in rows, clockwise in rings', () => {
    const map = makeMap(5, 1);
    map[0]!.children = [1, 2, 3, 4].map((i) => ({
      id: `c${i}`,
      text: `${i}`,
      children: [],
      position: { x: 0, y: 0 },
    }));
    const rows = tidyPositions(map, { mode: 'hierarchical' });
    const xs = map[0]!.children.map((c) => rows.get(c.id)!.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    const rings = tidyPositions(map, { mode: 'radial' });
    const angles = map[0]!.children.map((c) => {
      const p = rings.get(c.id)!;
      return (Math.atan2(p.y - 3, p.x) + 2 * Math.PI) % (2 * Math.PI);
    });
    expect(angles).toEqual([...angles].sort((a, b) => a - b));
  });

  it('is the same every time for the same map', () => {
    const map = makeMap(40, 2);
    expect(tidyPositions(map, { mode: 'radial' })).toEqual(tidyPositions(map, { mode: 'radial' }));
  });

  it('lays out 2,000 topics quickly', () => {
    const map = makeMap(2000, 1);
    // Timed in this process's CPU time, which other work on the machine does not stretch (decision 141).
    const started = process.cpuUsage();
    tidyPositions(map, { mode: 'radial' });
    tidyPositions(map, { mode: 'hierarchical' });
    expect(cpuMs(started)).toBeLessThan(3000);
  });
});
