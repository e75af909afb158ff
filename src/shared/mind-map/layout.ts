import type { MindMapNode } from './map';
import { flatten } from './map';

/** docs/product.md#limits, mind map. */
export const RADIAL_SPACING = 300;
export const COLLISION_MARGIN = 20;
export const RADIAL_MIN_SLOTS = 8;
export const RADIAL_RETRIES = 20;
export const RADIAL_GROWTH = 1.2;
export const HIERARCHICAL_VERTICAL = 300;
export const HIERARCHICAL_HORIZONTAL = 450;
export const HIERARCHICAL_RETRIES = 15;

/**
 * The box every topic is given when placing: the canvas draws topics at most this wide, and a topic's
 * position is its centre.
 */
export const TOPIC_WIDTH = 200;
export const TOPIC_HEIGHT = 64;

export type LayoutMode = 'radial' | 'hierarchical';
export const LAYOUT_MODES: readonly LayoutMode[] = ['radial', 'hierarchical'];

export interface Point {
  x: number;
  y: number;
}

/** How far apart the layouts place topics: 1 is the product's spacing, the user's setting may scale it. */
export interface PlacementOptions {
  mode: LayoutMode;
  scale?: number;
}

/** True when two topic boxes centred at a and b come closer than the collision margin. */
export function overlaps(a: Point, b: Point): boolean {
  return (
    Math.abs(a.x - b.x) < TOPIC_WIDTH + COLLISION_MARGIN &&
    Math.abs(a.y - b.y) < TOPIC_HEIGHT + COLLISION_MARGIN
  );
}

const CELL = 256;

/**
 * The positions of the topics already on the map, bucketed by area so that checking a candidate costs
 * the same on a map of 5 topics as on one of 2,000.
 */
export class Occupancy {
  private readonly cells = new Map<string, Point[]>();
  private farthest = { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity };

  constructor(points: Iterable<Point> = []) {
    for (const point of points) this.add(point);
  }

  static of(nodes: readonly MindMapNode[]): Occupancy {
    return new Occupancy(flatten(nodes).map((entry) => entry.node.position));
  }

  add(point: Point) {
    const key = `${Math.floor(point.x / CELL)},${Math.floor(point.y / CELL)}`;
    const bucket = this.cells.get(key);
    if (bucket) bucket.push(point);
    else this.cells.set(key, [point]);
    this.farthest = {
      minX: Math.min(this.farthest.minX, point.x),
      maxX: Math.max(this.farthest.maxX, point.x),
      minY: Math.min(this.farthest.minY, point.y),
      maxY: Math.max(this.farthest.maxY, point.y),
    };
  }

  isFree(point: Point): boolean {
    const reachX = TOPIC_WIDTH + COLLISION_MARGIN;
    const reachY = TOPIC_HEIGHT + COLLISION_MARGIN;
    for (
      let cx = Math.floor((point.x - reachX) / CELL);
      cx <= Math.floor((point.x + reachX) / CELL);
      cx += 1
    ) {
      for (
        let cy = Math.floor((point.y - reachY) / CELL);
        cy <= Math.floor((point.y + reachY) / CELL);
        cy += 1
      ) {
        const bucket = this.cells.get(`${cx},${cy}`);
        if (bucket?.some((other) => overlaps(point, other))) return false;
      }
    }
    return true;
  }

  /** The lowest point any topic reaches, for the fallback below everything. */
  get bottom(): number {
    return this.farthest.maxY;
  }

  /** The largest distance from `from` to any topic. */
  reach(from: Point): number {
    const { minX, maxX, minY, maxY } = this.farthest;
    if (minX === Infinity) return 0;
    const dx = Math.max(Math.abs(minX - from.x), Math.abs(maxX - from.x));
    const dy = Math.max(Math.abs(minY - from.y), Math.abs(maxY - from.y));
    return Math.hypot(dx, dy);
  }
}

const round = (point: Point): Point => ({ x: Math.round(point.x), y: Math.round(point.y) });

/**
 * docs/product.md#limits radial placement of a parent's next child. The circle around the parent has max(8, children)
 * angle slots; the new child starts at its own slot and tries the others in turn; when every slot is
 * taken the radius grows 1.2 times, up to 20 times. If all of that is crowded, the child goes just
 * beyond the farthest topic, where nothing can be.
 */
export function placeRadial(parent: Point, siblingCount: number, occupied: Occupancy, scale = 1): Point {
  const slots = Math.max(RADIAL_MIN_SLOTS, siblingCount + 1);
  const start = siblingCount % slots;
  let radius = RADIAL_SPACING * scale;
  for (let retry = 0; retry <= RADIAL_RETRIES; retry += 1) {
    for (let step = 0; step < slots; step += 1) {
      const angle = ((start + step) % slots) * ((2 * Math.PI) / slots);
      const candidate = round({
        x: parent.x + radius * Math.cos(angle),
        y: parent.y + radius * Math.sin(angle),
      });
      if (occupied.isFree(candidate)) return candidate;
    }
    radius *= RADIAL_GROWTH;
  }
  const beyond = occupied.reach(parent) + RADIAL_SPACING * Math.max(scale, 1);
  const angle = start * ((2 * Math.PI) / slots);
  return round({ x: parent.x + beyond * Math.cos(angle), y: parent.y + beyond * Math.sin(angle) });
}

/** 0, +1, -1, +2, -2 ...: children fan out to both sides under their parent. */
function alternate(slot: number): number {
  return slot % 2 === 1 ? (slot + 1) / 2 : -slot / 2;
}

/**
 * docs/product.md#limits hierarchical placement: a child goes one row (300 px) under its parent, 450 px columns apart,
 * its own column first and then the next ones, up to 15 retries. If all are taken it goes a row under
 * the lowest topic, where nothing can be.
 */
export function placeHierarchical(
  parent: Point,
  siblingCount: number,
  occupied: Occupancy,
  scale = 1,
): Point {
  const row = parent.y + HIERARCHICAL_VERTICAL * scale;
  for (let retry = 0; retry <= HIERARCHICAL_RETRIES; retry += 1) {
    const candidate = round({
      x: parent.x + alternate(siblingCount + retry) * HIERARCHICAL_HORIZONTAL * scale,
      y: row,
    });
    if (occupied.isFree(candidate)) return candidate;
  }
  return round({ x: parent.x, y: Math.max(row, occupied.bottom + HIERARCHICAL_VERTICAL * scale) });
}

export function placeChild(
  parent: Point,
  siblingCount: number,
  occupied: Occupancy,
  { mode, scale = 1 }: PlacementOptions,
): Point {
  return mode === 'radial'
    ? placeRadial(parent, siblingCount, occupied, scale)
    : placeHierarchical(parent, siblingCount, occupied, scale);
}

/**
 * Gives every topic a position by the chosen layout, parents before children, the first root at
 * `centre` (used for imported outlines, which carry no positions). Later roots go beside the first.
 */
export function layoutTree(
  nodes: readonly MindMapNode[],
  centre: Point,
  options: PlacementOptions,
): MindMapNode[] {
  const occupied = new Occupancy();
  const placed = new Map<string, Point>();
  const entries = flatten(nodes);
  const childCounts = new Map<string | null, number>();
  for (const entry of entries) {
    const count = childCounts.get(entry.parentId) ?? 0;
    childCounts.set(entry.parentId, count + 1);
    let position: Point;
    if (entry.parentId === null) {
      position = count === 0 ? round(centre) : placeHierarchical(centre, count, occupied, options.scale ?? 1);
    } else {
      position = placeChild(placed.get(entry.parentId)!, count, occupied, options);
    }
    placed.set(entry.node.id, position);
    occupied.add(position);
  }
  const rebuild = (list: readonly MindMapNode[]): MindMapNode[] =>
    list.map((node) => ({
      ...node,
      position: placed.get(node.id)!,
      children: rebuild(node.children),
    }));
  return rebuild(nodes);
}
