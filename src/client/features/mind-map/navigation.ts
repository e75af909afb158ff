import type { FlatNode } from '../../../shared/mind-map/map';

export type Direction = 'up' | 'down' | 'left' | 'right';

/**
 * The topic the arrow key leads to: the nearest one whose centre lies in that direction (within a
 * 45-degree cone either side), as the person sees the map. Ties go to the earlier topic in the tree.
 */
export function nextInDirection(entries: readonly FlatNode[], fromId: string, direction: Direction) {
  const from = entries.find((entry) => entry.node.id === fromId)?.node.position;
  if (!from) return undefined;
  let best: { id: string; score: number } | undefined;
  for (const { node } of entries) {
    if (node.id === fromId) continue;
    const dx = node.position.x - from.x;
    const dy = node.position.y - from.y;
    const along = { up: -dy, down: dy, left: -dx, right: dx }[direction];
    const across = direction === 'up' || direction === 'down' ? Math.abs(dx) : Math.abs(dy);
    if (along <= 0 || across > along) continue;
    // Straight ahead beats off to the side at the same distance.
    const score = along + across * 2;
    if (!best || score < best.score) best = { id: node.id, score };
  }
  return best?.id;
}
