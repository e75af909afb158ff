/**
 * How easy a text is to read, in words (decision 164): the Flesch reading ease of the text, from its sentences,
 * words and syllables, put in one of seven plain bands. Syllables are counted by groups of vowels, which is
 * near enough for a band. Null for a text without words.
 */
export type ReadingLevel =
  'very easy' | 'easy' | 'fairly easy' | 'neither easy nor hard' | 'fairly hard' | 'hard' | 'very hard';

const BANDS: readonly [number, ReadingLevel][] = [
  [90, 'very easy'],
  [80, 'easy'],
  [70, 'fairly easy'],
  [60, 'neither easy nor hard'],
  [50, 'fairly hard'],
  [30, 'hard'],
];

/** The Flesch reading ease of a text: about 100 for a children's book, under 30 for a legal contract. */
export function readingEase(text: string): number | null {
  const words = text.match(/\p{L}+(?:['’]\p{L}+)*/gu);
  if (!words) return null;
  const sentences = Math.max(
    1,
    text.split(/[.!?]+(?:\s|$)|\n\s*\n/).filter((part) => /\p{L}/u.test(part)).length,
  );
  const syllables = words.reduce((sum, word) => sum + countSyllables(word), 0);
  return 206.835 - 1.015 * (words.length / sentences) - 84.6 * (syllables / words.length);
}

export function readingLevel(text: string): ReadingLevel | null {
  const ease = readingEase(text);
  if (ease === null) return null;
  return BANDS.find(([floor]) => ease >= floor)?.[1] ?? 'very hard';
}

/** Syllables of an English word by its groups of vowels, less a silent final e: near enough for a band. */
export function countSyllables(word: string): number {
  const lower = word.toLowerCase().replace(/['’].*$/, '');
  if (lower.length <= 3) return 1;
  const trimmed = lower
    .replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, (end) => end.slice(0, 1))
    .replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]+/g);
  return Math.max(1, groups?.length ?? 0);
}
