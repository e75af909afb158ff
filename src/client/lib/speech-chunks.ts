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

/** The start of the word at offset, or of the next word when offset is in the space between two. */
export function wordAt(text: string, offset: number): number | null {
  let at = wordStart(text, Math.max(0, offset));
  while (at < text.length && WORD_END.test(text[at] ?? ' ')) at += 1;
  if (at < text.length) return at;
  // Past the last word: the last word.
  const last = wordStart(text, text.trimEnd().length);
  return last < text.length && text.trim() ? last : null;
}

/** Whether a word ends a sentence: it ends with . ! or ? (before closing quotes or brackets), or a line does. */
function endsSentence(text: string, wordFrom: number): boolean {
  const end = wordEnd(text, wordFrom);
  if (text[end] === '\n') return true;
  return /[.!?]['"’”)\]]*$/u.test(text.slice(wordFrom, end));
}

/**
 * The start of the word `step` words (or sentences) away from the word starting at `from`, stopping at the
 * first and the last word.
 */
export function moveWord(text: string, from: number, step: 1 | -1, unit: 'word' | 'sentence'): number {
  const next = (at: number) => {
    let i = wordEnd(text, at);
    while (i < text.length && WORD_END.test(text[i] ?? ' ')) i += 1;
    return i < text.length ? i : null;
  };
  const previous = (at: number) => {
    let i = at;
    while (i > 0 && WORD_END.test(text[i - 1] ?? ' ')) i -= 1;
    return i > 0 ? wordStart(text, i - 1) : null;
  };
  if (unit === 'word') return (step === 1 ? next(from) : previous(from)) ?? from;
  if (step === 1) {
    // The first word after the end of this sentence.
    for (let at: number | null = from; at !== null; at = next(at)) {
      if (endsSentence(text, at)) return next(at) ?? from;
    }
    return from;
  }
  // Back: to this sentence's start, or the previous sentence's start when already there.
  const sentenceStart = (at: number) => {
    let i = at;
    for (let before = previous(i); before !== null && !endsSentence(text, before); before = previous(i)) {
      i = before;
    }
    return i;
  };
  const here = sentenceStart(from);
  if (here !== from) return here;
  const before = previous(from);
  return before === null ? from : sentenceStart(before);
}
