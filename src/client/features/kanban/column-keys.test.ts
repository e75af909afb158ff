import type { SensorContext } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { columnCoordinates } from './column-keys';

const rect = (left: number, top: number) => ({
  left,
  top,
  width: 300,
  height: 400,
  right: left + 300,
  bottom: top + 400,
});

function press(code: string, over: string | null) {
  const event = new KeyboardEvent('keydown', { code, cancelable: true });
  const context = {
    over: over ? { id: over } : null,
    active: { data: { current: { status: 'todo' } } },
    droppableRects: new Map([
      ['todo', rect(0, 100)],
      ['in-progress', rect(320, 100)],
      ['done', rect(640, 100)],
    ]),
  } as unknown as SensorContext;
  const result = columnCoordinates(event, { active: 'card', currentCoordinates: { x: 0, y: 0 }, context });
  return { result, prevented: event.defaultPrevented };
}

describe('keyboard dragging between columns', () => {
  it('moves one whole column per arrow, right or down forward, left or up back', () => {
    expect(press('ArrowRight', 'todo').result).toEqual({ x: 328, y: 148 });
    expect(press('ArrowDown', 'in-progress').result).toEqual({ x: 648, y: 148 });
    expect(press('ArrowLeft', 'done').result).toEqual({ x: 328, y: 148 });
    expect(press('ArrowUp', 'in-progress').result).toEqual({ x: 8, y: 148 });
  });

  it('stays at the first and last column, and starts from the card’s own column', () => {
    expect(press('ArrowLeft', 'todo').result).toEqual({ x: 8, y: 148 });
    expect(press('ArrowRight', 'done').result).toEqual({ x: 648, y: 148 });
    expect(press('ArrowRight', null).result).toEqual({ x: 328, y: 148 });
  });

  it('leaves other keys to the sensor and keeps arrows from scrolling the page', () => {
    expect(press('KeyA', 'todo')).toEqual({ result: undefined, prevented: false });
    expect(press('ArrowRight', 'todo').prevented).toBe(true);
  });
});
