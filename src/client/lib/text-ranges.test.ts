import { describe, expect, it } from 'vitest';
import { indexText, offsetAt, rangeOf } from './text-ranges';

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

  it('finds the offset of a caret: in a text node, on an element, or inside a skipped part', () => {
    const root = document.createElement('div');
    root.innerHTML = '<b>ap</b>point<span data-speech-skip>·</span>ment now';
    document.body.append(root);
    const index = indexText(root);
    const [bold, point, dot, rest] = [...root.childNodes];
    expect(offsetAt(index, root, point!, 2)).toBe(4);
    expect(offsetAt(index, root, bold!.firstChild!, 1)).toBe(1);
    // The dot is not part of the text: a caret in it is at the end of "appoint".
    expect(offsetAt(index, root, dot!.firstChild!, 1)).toBe(7);
    // A caret between the root's children, before "ment".
    expect(offsetAt(index, root, root, 3)).toBe(7);
    expect(offsetAt(index, root, rest!, 4)).toBe(11);
    expect(offsetAt(index, root, document.body, 0)).toBeNull();
    root.remove();
  });
});
