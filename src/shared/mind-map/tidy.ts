import type { HierarchyPointNode } from 'd3-hierarchy';
import { hierarchy, tree } from 'd3-hierarchy';
import type { MindMapNode } from './map';
import type { LayoutMode, Point } from './layout';
import { COLLISION_MARGIN, TOPIC_HEIGHT, TOPIC_WIDTH } from './layout';

/**
 * 'Tidy up' (docs/decisions/077-mind-map-tidy-layout.md): the whole map laid out again as a balanced tree,
 * by d3-hierarchy's tidy tree (Reingold-Tilford), either in rows (hierarchical) or in rings around the
 * central topic (radial). Pure: the same map and sizes always give the same places.
 */

export interface Size {
  width: number;
  height: number;
}

export interface TidyOptions {
  mode: LayoutMode;
  /** The person's spacing setting (0.75, 1 or 1.5); boxes never come closer than the margin at any scale. */
  scale?: number;
  /** The size each topic is drawn at, when known; otherwise the largest box the canvas draws. */
  sizeOf?: (id: string) => Size | undefined;
}

/** Rows of the hierarchical layout and rings of the radial one start this far apart (times the spacing). */
export const TIDY_ROW = 160;
export const TIDY_RING = 240;
/** Room between two boxes side by side, at the standard spacing: twice the collision margin. */
const SIDE_GAP = COLLISION_MARGIN * 2;

type Placed = HierarchyPointNode<MindMapNode>;

function sizeReader(options: TidyOptions) {
  return (id: string): Size => {
    const size = options.sizeOf?.(id);
    return {
      width: size && size.width > 0 ? size.width : TOPIC_WIDTH,
      height: size && size.height > 0 ? size.height : TOPIC_HEIGHT,
    };
  };
}

/** Largest value per depth. */
function perDepth(nodes: readonly Placed[], value: (node: Placed) => number): number[] {
  const out: number[] = [];
  for (const node of nodes) out[node.depth] = Math.max(out[node.depth] ?? 0, value(node));
  return out;
}

/** One tree in rows, its root at (0, 0): siblings side by side, each level one row further down. */
function rows(root: Placed, size: (id: string) => Size, scale: number): Map<string, Point> {
  const gap = Math.max(COLLISION_MARGIN, SIDE_GAP * scale);
  tree<MindMapNode>()
    .nodeSize([1, 1])
    .separation(
      (a, b) => (size(a.data.id).width + size(b.data.id).width) / 2 + (a.parent === b.parent ? gap : gap * 2),
    )(root);
  const nodes = root.descendants();
  const heights = perDepth(nodes, (node) => size(node.data.id).height);
  const ys = [0];
  for (let depth = 1; depth < heights.length; depth += 1) {
    const apart = Math.max(
      TIDY_ROW * scale,
      (heights[depth - 1]! + heights[depth]!) / 2 + Math.max(COLLISION_MARGIN, 60 * scale),
    );
    ys[depth] = ys[depth - 1]! + apart;
  }
  return new Map(nodes.map((node) => [node.data.id, { x: node.x, y: ys[node.depth]! }]));
}

/**
 * One tree in rings around its root at (0, 0). The tidy tree gives each topic its angle; each ring's radius
 * is then made large enough that neighbours on it, and topics on the rings either side, keep clear of each
 * other (each box fits in a circle of half its diagonal, margin included).
 */
function rings(root: Placed, size: (id: string) => Size, scale: number): Map<string, Point> {
  tree<MindMapNode>()
    .nodeSize([1, 1])
    .separation((a, b) => (a.parent === b.parent ? 1 : 2) / a.depth)(root);
  const nodes = root.descendants();
  if (nodes.length === 1) return new Map([[root.data.id, { x: 0, y: 0 }]]);
  const xs = nodes.slice(1).map((node) => node.x);
  const minX = Math.min(...xs);
  // One unit more than the spread, so the last topic of the circle does not meet the first.
  const span = Math.max(...xs) - minX + 1;
  const angle = (node: Placed) => ((node.x - minX) / span) * 2 * Math.PI;
  const reach = (node: Placed) => {
    const { width, height } = size(node.data.id);
    return Math.hypot(width + COLLISION_MARGIN, height + COLLISION_MARGIN) / 2;
  };
  const reaches = perDepth(nodes, reach);
  const byDepth: number[][] = [];
  for (const node of nodes.slice(1)) (byDepth[node.depth] ??= []).push(angle(node));
  const radii = [0];
  for (let depth = 1; depth < reaches.length; depth += 1) {
    let radius = Math.max(
      radii[depth - 1]! + TIDY_RING * scale,
      radii[depth - 1]! + reaches[depth - 1]! + reaches[depth]!,
    );
    const angles = byDepth[depth]!.sort((a, b) => a - b);
    if (angles.length > 1) {
      let smallest = 2 * Math.PI - angles[angles.length - 1]! + angles[0]!;
      for (let i = 1; i < angles.length; i += 1) smallest = Math.min(smallest, angles[i]! - angles[i - 1]!);
      // Two neighbours on a ring are a chord of 2 r sin(gap / 2) apart.
      const chord = 2 * reaches[depth]!;
      if (smallest < Math.PI) radius = Math.max(radius, chord / (2 * Math.sin(smallest / 2)));
    }
    radii[depth] = radius;
  }
  return new Map(
    nodes.map((node) => {
      const r = radii[node.depth]!;
      const a = angle(node);
      return [node.data.id, { x: r * Math.cos(a), y: r * Math.sin(a) }];
    }),
  );
}

/**
 * New centres for every topic of the map. The first central topic stays where it is, so the map does
 * not jump; any other central topic's tree goes to the right of the one before it.
 */
export function tidyPositions(nodes: readonly MindMapNode[], options: TidyOptions): Map<string, Point> {
  const size = sizeReader(options);
  const scale = options.scale ?? 1;
  const out = new Map<string, Point>();
  let nextLeft = 0;
  nodes.forEach((node, index) => {
    const root = hierarchy(node, (n) => n.children) as Placed;
    const placed = options.mode === 'radial' ? rings(root, size, scale) : rows(root, size, scale);
    let left = Infinity;
    let right = -Infinity;
    for (const [id, point] of placed) {
      const half = size(id).width / 2;
      left = Math.min(left, point.x - half);
      right = Math.max(right, point.x + half);
    }
    const origin = index === 0 ? node.position : { x: nextLeft - left, y: nodes[0]!.position.y };
    for (const [id, point] of placed) {
      out.set(id, { x: Math.round(origin.x + point.x), y: Math.round(origin.y + point.y) });
    }
    nextLeft = origin.x + right + SIDE_GAP * 2 * Math.max(scale, 1);
  });
  return out;
}
