import type { ReadingAidChoices } from '../settings';

export type MarkedPart = 'noun' | 'verb' | 'adjective' | 'adverb';

/** Each part of speech: its class in index.css, and the line that marks it in words (the legend). */
export const PARTS: readonly {
  part: MarkedPart;
  choice: keyof Pick<ReadingAidChoices, 'nouns' | 'verbs' | 'adjectives' | 'adverbs'>;
  label: string;
  line: string;
  className: string;
}[] = [
  { part: 'noun', choice: 'nouns', label: 'Nouns', line: 'a solid blue line', className: 'pos-noun' },
  { part: 'verb', choice: 'verbs', label: 'Verbs', line: 'a double red line', className: 'pos-verb' },
  {
    part: 'adjective',
    choice: 'adjectives',
    label: 'Adjectives',
    line: 'a dotted green line',
    className: 'pos-adjective',
  },
  {
    part: 'adverb',
    choice: 'adverbs',
    label: 'Adverbs',
    line: 'a dashed purple line',
    className: 'pos-adverb',
  },
];
