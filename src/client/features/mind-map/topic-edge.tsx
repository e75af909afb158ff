import type { EdgeProps, InternalNode } from '@xyflow/react';
import { BaseEdge, getBezierPath, Position, useInternalNode } from '@xyflow/react';

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
export function TopicEdge({ id, source, target, style }: EdgeProps) {
  const sourceNode = useInternalNode(source);
  const targetNode = useInternalNode(target);
  if (!sourceNode || !targetNode) return null;
  const a = centre(sourceNode);
  const b = centre(targetNode);
  const start = side(a, b);
  const end = side(b, a);
  const [path] = getBezierPath({
    sourceX: start.x,
    sourceY: start.y,
    sourcePosition: start.position,
    targetX: end.x,
    targetY: end.y,
    targetPosition: end.position,
  });
  return <BaseEdge id={id} path={path} style={style} />;
}
