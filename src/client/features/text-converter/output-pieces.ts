import type { BionicSegment } from '../../../shared/bionic';

/** A paragraph (ending with its line break) drawn as one block, in chunks small enough to draw in one go. */
export interface OutputBlock {
  chunks: BionicSegment[][];
  /** Index of the block's first chunk among all chunks. */
  firstChunk: number;
}

/**
 * Cuts the output into blocks at line breaks, so adding one to the page lays out only that block and not the
 * whole text again, and cuts long paragraphs into chunks of about `chunkSize` characters.
 */
export function outputBlocks(segments: readonly BionicSegment[], chunkSize = 2000) {
  const blocks: OutputBlock[] = [];
  let chunks: BionicSegment[][] = [];
  let chunk: BionicSegment[] = [];
  let size = 0;
  let total = 0;
  let characters = 0;
  /** Characters shown once chunks 0..i are: how much each step of drawing adds. */
  const ends: number[] = [];
  const closeChunk = () => {
    if (chunk.length > 0) {
      chunks.push(chunk);
      characters += size;
      ends.push(characters);
    }
    chunk = [];
    size = 0;
  };
  const closeBlock = () => {
    closeChunk();
    if (chunks.length > 0) blocks.push({ chunks, firstChunk: total });
    total += chunks.length;
    chunks = [];
  };
  for (const segment of segments) {
    // A line break ends its block: split the plain part after each one.
    const lines = segment.rest.split('\n');
    lines.forEach((line, i) => {
      const last = i === lines.length - 1;
      const piece = { bold: i === 0 ? segment.bold : '', rest: last ? line : `${line}\n` };
      if (piece.bold || piece.rest) {
        chunk.push(piece);
        size += piece.bold.length + piece.rest.length;
      }
      if (!last) closeBlock();
      else if (size >= chunkSize) closeChunk();
    });
  }
  closeBlock();
  return { blocks, chunkCount: total, ends };
}
