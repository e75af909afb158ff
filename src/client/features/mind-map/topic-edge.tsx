import type { InternalNode, ReactFlowState } from '@xyflow/react';
import { EdgeLabelRenderer, getBezierPath, Position, useStore } from '@xyflow/react';
import { useMemo } from 'react';

export interface TopicLink {
  id: string;
  source: string;
  target: string;
}

function centre(node: InternalNode) {
  const { x, y } = node.internals.positionAbsolute;
  return { x: x + (node.measured.width ?? 0) / 2, y: y + (node.measured.height ?? 0) / 2, node };
}

/** Where the curve leaves a box: the side facing the other topic. */
function side(from: ReturnType<typeof centre>, to: { x: number; y: number }) {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const width = (from.node.measured.width ?? 0) / 2;
  const height = (from.node.measured.height ?? 0) / 2;
  if (Math.abs(dx) * height > Math.abs(dy) * width) {
    return dx > 0
      ? { x: from.x + width, y: from.y, position: Position.Right }
      : { x: from.x - width, y: from.y, position: Position.Left };
  }
  return dy > 0
    ? { x: from.x, y: from.y + height, position: Position.Bottom }
    : { x: from.x, y: from.y - height, position: Position.Top };
}

/** A curve from a topic to its subtopic, leaving and entering by the facing sides, whatever the layout. */
function curve(source: InternalNode, target: InternalNode) {
  const a = centre(source);
  const b = centre(target);
  const start = side(a, b);
  const end = side(b, a);
  return getBezierPath({
    sourceX: start.x,
    sourceY: start.y,
    sourcePosition: start.position,
    targetX: end.x,
    targetY: end.y,
    targetPosition: end.position,
  })[0];
}

const samePaths = (a: string[], b: string[]) => a.length === b.length && a.every((path, i) => path === b[i]);

/** The two boxes a curve was drawn between: it is drawn again only when one of them moved or changed size. */
function sameBoxes(drawn: readonly number[], source: InternalNode, target: InternalNode) {
  let i = 0;
  for (const node of [source, target]) {
    const { x, y } = node.internals.positionAbsolute;
    const { width = 0, height = 0 } = node.measured;
    if (drawn[i] !== x || drawn[i + 1] !== y || drawn[i + 2] !== width || drawn[i + 3] !== height)
      return false;
    i += 4;
  }
  return true;
}

const boxesOf = (source: InternalNode, target: InternalNode) =>
  [source, target].flatMap((node) => [
    node.internals.positionAbsolute.x,
    node.internals.positionAbsolute.y,
    node.measured.width ?? 0,
    node.measured.height ?? 0,
  ]);

/**
 * Every curve of the map in one SVG, under the topics. One subscription to the map's state for all of them
 * (React Flow's own edges keep several each), so dragging a topic in a map of hundreds costs one pass over
 * the curves, and only the curves whose path changed are redrawn. Screen readers skip them: they only
 * repeat what each topic says about its place.
 */
export function TopicEdges({ links }: { links: readonly TopicLink[] }) {
  const select = useMemo(() => {
    const drawn = new Map<string, { boxes: number[]; path: string }>();
    return (state: ReactFlowState) =>
      links.map((link) => {
        const source = state.nodeLookup.get(link.source);
        const target = state.nodeLookup.get(link.target);
        if (!source || !target) return '';
        const before = drawn.get(link.id);
        if (before && sameBoxes(before.boxes, source, target)) return before.path;
        const path = curve(source, target);
        drawn.set(link.id, { boxes: boxesOf(source, target), path });
        return path;
      });
  }, [links]);
  const paths = useStore(select, samePaths);
  return (
    <EdgeLabelRenderer>
      <svg
        aria-hidden="true"
        className="pointer-events-none absolute top-0 left-0 overflow-visible"
        width="1"
        height="1"
      >
        {links.map((link, i) =>
          paths[i] ? <path key={link.id} className="react-flow__edge-path" d={paths[i]} /> : null,
        )}
      </svg>
    </EdgeLabelRenderer>
  );
}
