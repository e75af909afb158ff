export interface SpeechChunk {
  /** Offset of the chunk in the whole text. */
  start: number;
  text: string;
}

/**
 * Cuts text into pieces a speech engine reads reliably (some stop after a few hundred words of one utterance),
 * ending at a sentence or line end where possible, else at a space. Joined back, they give text.slice(from).
 */
export function speechChunks(text: string, from = 0, maxLength = 240): SpeechChunk[] {
  const chunks: SpeechChunk[] = [];
  let start = from;
  while (start < text.length) {
    let end = Math.min(text.length, start + maxLength);
    if (end < text.length) {
      const window = text.slice(start, end);
      // Cut after a sentence's closing space or a line break, else after the last space.
      const sentence = Math.max(
        window.lastIndexOf('. ') + 2,
        window.lastIndexOf('! ') + 2,
        window.lastIndexOf('? ') + 2,
        window.lastIndexOf('\n') + 1,
      );
      const space = window.lastIndexOf(' ') + 1;
      const cut = sentence > maxLength / 3 ? sentence : space > 0 ? space : window.length;
      end = start + cut;
    }
    chunks.push({ start, text: text.slice(start, end) });
    start = end;
  }
  return chunks;
}

const WORD_END = /[\s]/u;

/** Where the word starting at offset ends, for engines that do not say how long the spoken word is. */
export function wordEnd(text: string, offset: number): number {
  let end = offset;
  while (end < text.length && !WORD_END.test(text[end] ?? ' ')) end += 1;
  return end;
}

/** The start of the word at or before offset, so reading resumes at a whole word. */
export function wordStart(text: string, offset: number): number {
  let start = Math.min(offset, text.length);
  while (start > 0 && !WORD_END.test(text[start - 1] ?? ' ')) start -= 1;
  return start;
}
