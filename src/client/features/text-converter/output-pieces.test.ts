import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bionicWords } from '../../../shared/bionic';
import { outputBlocks } from './output-pieces';

const joined = (blocks: ReturnType<typeof outputBlocks>['blocks']) =>
  blocks
    .map((b) =>
      b.chunks
        .flat()
        .map((s) => s.bold + s.rest)
        .join(''),
    )
    .join('');

describe('outputBlocks', () => {
  it('makes one block per line, each ending with its line break', () => {
    const { blocks, chunkCount } = outputBlocks(bionicWords('One line.\n\nTwo lines', 'down'));
    const texts = blocks.map((b) =>
      b.chunks
        .flat()
        .map((s) => s.bold + s.rest)
        .join(''),
    );
    expect(texts).toEqual(['One line.\n', '\n', 'Two lines']);
    expect(blocks.map((b) => b.firstChunk)).toEqual([0, 1, 2]);
    expect(chunkCount).toBe(3);
    expect(outputBlocks(bionicWords('One line.\n\nTwo lines', 'down')).ends).toEqual([10, 11, 20]);
  });

  it('cuts a long paragraph into chunks and keeps the bold parts', () => {
    const text = 'Reading calmly helps. '.repeat(500);
    const { blocks, chunkCount } = outputBlocks(bionicWords(text, 'down'), 2000);
    expect(blocks).toHaveLength(1);
    expect(chunkCount).toBeGreaterThan(4);
    expect(blocks[0]?.chunks[0]?.[0]).toEqual({ bold: 'Rea', rest: 'ding' });
  });

  it('always gives back the whole text, in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.integer({ min: 1, max: 50 }), (text, size) => {
        const { blocks, chunkCount } = outputBlocks(bionicWords(text, 'down'), size);
        expect(joined(blocks)).toBe(text);
        expect(blocks.reduce((n, b) => n + b.chunks.length, 0)).toBe(chunkCount);
        const { ends } = outputBlocks(bionicWords(text, 'down'), size);
        expect(ends).toHaveLength(chunkCount);
        expect(ends.at(-1) ?? 0).toBe(text.length);
      }),
    );
  });
});
