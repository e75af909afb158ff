// Cloze cards written the Anki way: `{{c1::hidden part}}` or `{{c1::hidden part::hint}}` (decision 097).

export type ClozePart = { text: string } | { hidden: string; hint: string | null; number: number };

const CLOZE = /\{\{c(\d+)::(.+?)(?:::(.*?))?\}\}/gs;

/** The text cut into plain parts and hidden parts, in order. */
export function clozeParts(text: string): ClozePart[] {
  const parts: ClozePart[] = [];
  let last = 0;
  for (const match of text.matchAll(CLOZE)) {
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ hidden: match[2] ?? '', hint: match[3] ? match[3] : null, number: Number(match[1]) });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** Whether the text hides at least one part. */
export const hasCloze = (text: string) => clozeParts(text).some((part) => 'hidden' in part);

/** The hidden parts, in order. */
export const clozeAnswers = (text: string) =>
  clozeParts(text).flatMap((part) => ('hidden' in part ? [part.hidden] : []));

/** The question side: each hidden part as `[…]`, or `[hint]` when it has a hint. */
export const clozeQuestion = (text: string) =>
  clozeParts(text)
    .map((part) => ('hidden' in part ? `[${part.hint ?? '…'}]` : part.text))
    .join('');

/** The answer side: the whole text, every part shown. */
export const clozeAnswer = (text: string) =>
  clozeParts(text)
    .map((part) => ('hidden' in part ? part.hidden : part.text))
    .join('');

/** Hides `answer` where it first appears in `sentence`, as deletion 1. */
export function makeCloze(sentence: string, answer: string): string | null {
  const at = sentence.indexOf(answer);
  if (at < 0 || answer.trim() === '') return null;
  return `${sentence.slice(0, at)}{{c1::${answer}}}${sentence.slice(at + answer.length)}`;
}

/**
 * One text per hidden-part number, as Anki makes one card per number (decision 097): in each, that number's
 * parts stay hidden (as `c1`) and every other part is shown. A text with one number comes back as it is.
 */
export function clozeSiblings(text: string): string[] {
  const parts = clozeParts(text);
  const numbers = [...new Set(parts.flatMap((part) => ('hidden' in part ? [part.number] : [])))];
  if (numbers.length <= 1) return [text];
  return numbers
    .sort((a, b) => a - b)
    .map((number) =>
      parts
        .map((part) => {
          if (!('hidden' in part)) return part.text;
          if (part.number !== number) return part.hidden;
          return `{{c1::${part.hidden}${part.hint ? `::${part.hint}` : ''}}}`;
        })
        .join(''),
    );
}
