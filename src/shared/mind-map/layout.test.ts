import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MindMapNode } from './map';
import { flatten } from './map';
import type { LayoutMode, Point } from './layout';
import {
  COLLISION_MARGIN,
  HIERARCHICAL_HORIZONTAL,
  HIERARCHICAL_VERTICAL,
  Occupancy,
  RADIAL_SPACING,
  TOPIC_HEIGHT,
  TOPIC_WIDTH,
  layoutTree,
  overlaps,
  placeChild,
  placeHierarchical,
  placeRadial,
} from './layout';

const origin = { x: 0, y: 0 };

function expectNoOverlaps(points: Point[]) {
  for (let i = 0; i < points.length; i += 1) {
    for (let j = i + 1; j < points.length; j += 1) {
      const a = points[i]!;
      const b = points[j]!;
      const apart =
        Math.abs(a.x - b.x) >= TOPIC_WIDTH + COLLISION_MARGIN ||
        Math.abs(a.y - b.y) >= TOPIC_HEIGHT + COLLISION_MARGIN;
      expect(apart, `topics at ${JSON.stringify(a)} and ${JSON.stringify(b)} overlap`).toBe(true);
    }
  }
}

describe('radial placement (docs/product.md#limits)', () => {
  it('puts the first child 300 px to the right of its parent', () => {
    expect(placeRadial(origin, 0, new Occupancy([origin]))).toEqual({ x: RADIAL_SPACING, y: 0 });
  });

  it('uses eight angle slots for a parent with few children', () => {
    const second = placeRadial(origin, 1, new Occupancy([origin, { x: 300, y: 0 }]));
    expect(second).toEqual({
      x: Math.round(300 * Math.cos(Math.PI / 4)),
      y: Math.round(300 * Math.sin(Math.PI / 4)),
    });
  });

  it('uses one slot per child once there are more than eight', () => {
    const occupied = new Occupancy([origin]);
    const points = [];
    for (let i = 0; i < 12; i += 1) {
      const point = placeRadial(origin, i, occupied);
      occupied.add(point);
      points.push(point);
    }
    // The 12th child (index 11) has max(8, 12) = 12 slots and starts at its own.
    const last = points[11]!;
    expect(Math.hypot(last.x, last.y)).toBeGreaterThanOrEqual(RADIAL_SPACING - 1);
    expectNoOverlaps([origin, ...points]);
  });

  it('grows the radius 1.2 times when every slot on the circle is taken', () => {
    const ring = Array.from({ length: 8 }, (_, i) => ({
      x: Math.round(300 * Math.cos((i * Math.PI) / 4)),
      y: Math.round(300 * Math.sin((i * Math.PI) / 4)),
    }));
    const point = placeRadial(origin, 7, new Occupancy([origin, ...ring]));
    // 360 px still touches the ring, so the second growth (300 × 1.2 × 1.2 = 432 px) is the first free one.
    expect(Math.abs(Math.hypot(point.x, point.y) - 432)).toBeLessThanOrEqual(1);
  });

  it('scales the spacing with the setting', () => {
    expect(placeRadial(origin, 0, new Occupancy([origin]), 1.5)).toEqual({ x: 450, y: 0 });
  });
});

describe('hierarchical placement (docs/product.md#limits)', () => {
  it('puts children 300 px below and 450 px apart, to both sides', () => {
    const occupied = new Occupancy([origin]);
    const points = [0, 1, 2].map((i) => {
      const point = placeHierarchical(origin, i, occupied);
      occupied.add(point);
      return point;
    });
    expect(points).toEqual([
      { x: 0, y: HIERARCHICAL_VERTICAL },
      { x: HIERARCHICAL_HORIZONTAL, y: HIERARCHICAL_VERTICAL },
      { x: -HIERARCHICAL_HORIZONTAL, y: HIERARCHICAL_VERTICAL },
    ]);
  });

  it('goes under the lowest topic when the whole row is taken', () => {
    const row = Array.from({ length: 40 }, (_, i) => ({ x: (i - 20) * 225, y: 300 }));
    const point = placeHierarchical(origin, 0, new Occupancy([origin, ...row]));
    expect(point).toEqual({ x: 0, y: 600 });
  });
});

/** A random tree grown one child at a time, as a person would grow it. */
const growth = fc.array(fc.nat(), { minLength: 1, maxLength: 120 });

describe.each<LayoutMode>(['radial', 'hierarchical'])('%s layout', (mode) => {
  it('never places a topic within the collision margin of another', () => {
    fc.assert(
      fc.property(growth, fc.constantFrom(0.75, 1, 1.5), (picks, scale) => {
        const points: Point[] = [origin];
        const children = [0];
        const occupied = new Occupancy(points);
        for (const pick of picks) {
          const parentIndex = pick % points.length;
          const point = placeChild(points[parentIndex]!, children[parentIndex]!, occupied, { mode, scale });
          children[parentIndex]! += 1;
          points.push(point);
          children.push(0);
          occupied.add(point);
        }
        expectNoOverlaps(points);
      }),
      { numRuns: 40 },
    );
  });

  it('is deterministic: the same map gives the same places', () => {
    fc.assert(
      fc.property(growth, (picks) => {
        const run = () => {
          const points: Point[] = [origin];
          const children = [0];
          const occupied = new Occupancy(points);
          for (const pick of picks) {
            const parentIndex = pick % points.length;
            const point = placeChild(points[parentIndex]!, children[parentIndex]!, occupied, { mode });
            children[parentIndex]! += 1;
            points.push(point);
            children.push(0);
            occupied.add(point);
          }
          return points;
        };
        expect(run()).toEqual(run());
      }),
      { numRuns: 20 },
    );
  });

  it('lays out an imported outline with the first topic at the centre and no overlaps', () => {
    const leaf = (text: string): MindMapNode => ({ id: text, text, children: [], position: origin });
    const tree: MindMapNode[] = [
      {
        ...leaf('root'),
        children: Array.from({ length: 10 }, (_, i) => ({
          ...leaf(`c${i}`),
          children: Array.from({ length: 5 }, (_, j) => leaf(`c${i}-${j}`)),
        })),
      },
    ];
    const laid = layoutTree(tree, { x: 640, y: 360 }, { mode });
    const entries = flatten(laid);
    expect(entries[0]!.node.position).toEqual({ x: 640, y: 360 });
    expect(entries.map((e) => e.node.text)).toEqual(flatten(tree).map((e) => e.node.text));
    expectNoOverlaps(entries.map((e) => e.node.position));
  });
});

describe('overlaps', () => {
  it('counts the 20 px margin', () => {
    expect(overlaps(origin, { x: TOPIC_WIDTH + COLLISION_MARGIN - 1, y: 0 })).toBe(true);
    expect(overlaps(origin, { x: TOPIC_WIDTH + COLLISION_MARGIN, y: 0 })).toBe(false);
    expect(overlaps(origin, { x: 0, y: TOPIC_HEIGHT + COLLISION_MARGIN })).toBe(false);
  });
});
