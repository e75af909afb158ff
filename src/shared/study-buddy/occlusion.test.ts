import { describe, expect, it } from 'vitest';
import { boxBetween, boxPlace, boxReadout, fitBox, moveBox, pictureQuestion, resizeBox } from './occlusion';

describe('picture card boxes', () => {
  it('stay inside the picture and at least their smallest size whatever the keys ask', () => {
    const box = { x: 0.9, y: 0.05, w: 0.08, h: 0.1 };
    expect(moveBox(box, 0.05, -0.1)).toEqual({ x: 0.92, y: 0, w: 0.08, h: 0.1 });
    expect(resizeBox(box, 0.5, 0)).toEqual({ x: 0.9, y: 0.05, w: 0.1, h: 0.1 });
    expect(resizeBox(box, -0.5, -0.5)).toEqual({ x: 0.9, y: 0.05, w: 0.02, h: 0.02 });
    expect(fitBox({ x: -0.2, y: 1.4, w: 1.5, h: 0.3 })).toEqual({ x: 0, y: 0.7, w: 1, h: 0.3 });
  });

  it('are drawn between two points whichever way the pointer went', () => {
    expect(boxBetween({ x: 0.6, y: 0.7 }, { x: 0.2, y: 0.3 })).toEqual({ x: 0.2, y: 0.3, w: 0.4, h: 0.4 });
    expect(boxBetween({ x: -1, y: 0.5 }, { x: 0.25, y: 2 })).toEqual({ x: 0, y: 0.5, w: 0.25, h: 0.5 });
  });

  it('are read out in shares of the picture and placed in words, without the part’s name', () => {
    expect(boxReadout({ x: 0.2, y: 0.351, w: 0.15, h: 0.1 })).toBe(
      '20% across, 35% down, 15% wide, 10% tall',
    );
    expect(boxPlace({ x: 0.05, y: 0.05, w: 0.1, h: 0.1 })).toBe('near the top left');
    expect(boxPlace({ x: 0.4, y: 0.4, w: 0.2, h: 0.2 })).toBe('in the middle');
    expect(boxPlace({ x: 0.8, y: 0.45, w: 0.1, h: 0.1 })).toBe('near the right side, halfway down');
    expect(boxPlace({ x: 0.45, y: 0.8, w: 0.1, h: 0.1 })).toBe('near the bottom, in the middle');
    expect(pictureQuestion({ x: 0.7, y: 0.75, w: 0.2, h: 0.2 })).toBe(
      'What is under the box marked “?”, near the bottom right of the picture?',
    );
  });
});
