import { describe, expect, it } from 'vitest';
import type { MindMapNode } from '../../../shared/mind-map/map';
import { flatten } from '../../../shared/mind-map/map';
import { nextInDirection } from './navigation';

const at = (id: string, x: number, y: number, children: MindMapNode[] = []): MindMapNode => ({
  id,
  text: id,
  children,
  position: { x, y },
});

// centre with topics right, below-right (45 degrees), left and above.
const entries = flatten([
  at('centre', 0, 0, [at('right', 300, 0), at('diagonal', 212, 212), at('left', -300, 0), at('up', 0, -300)]),
]);

describe('arrow keys on the map', () => {
  it('goes to the nearest topic in the direction pressed', () => {
    expect(nextInDirection(entries, 'centre', 'right')).toBe('right');
    expect(nextInDirection(entries, 'centre', 'left')).toBe('left');
    expect(nextInDirection(entries, 'centre', 'up')).toBe('up');
    expect(nextInDirection(entries, 'centre', 'down')).toBe('diagonal');
    expect(nextInDirection(entries, 'right', 'left')).toBe('centre');
  });

  it('stays put when nothing lies that way', () => {
    expect(nextInDirection(entries, 'right', 'right')).toBeUndefined();
    expect(nextInDirection(entries, 'missing', 'right')).toBeUndefined();
  });
});
