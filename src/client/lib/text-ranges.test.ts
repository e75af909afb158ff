import { describe, expect, it } from 'vitest';
import { indexText, rangeOf } from './text-ranges';

describe('text ranges', () => {
  it('maps offsets of the shown text across elements, skipping copies for screen readers', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<p data-speech-skip>Break tasks down</p><div><b>Br</b>eak <b>ta</b>sks</div><div><b>do</b>wn</div>';
    const index = indexText(root);
    expect(index.length).toBe('Break tasksdown'.length);
    expect(rangeOf(index, 0, 5)?.toString()).toBe('Break');
    expect(rangeOf(index, 6, 11)?.toString()).toBe('tasks');
    expect(rangeOf(index, 11, 15)?.toString()).toBe('down');
  });

  it('gives nothing for offsets outside the text', () => {
    const root = document.createElement('div');
    root.textContent = 'Short';
    const index = indexText(root);
    expect(rangeOf(index, 3, 9)).toBeNull();
    expect(rangeOf(index, 2, 2)).toBeNull();
  });
});
