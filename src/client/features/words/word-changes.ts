/** A run of words a rewrite kept, took out or put in. */
export interface WordRun {
  kind: 'same' | 'out' | 'in';
  text: string;
}

const tokens = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];

/**
 * The changes between a sentence and its rewrite, word by word (the longest run of words both share kept),
 * for marking what changed. Spaces travel with the word before them.
 */
export function wordChanges(before: string, after: string): WordRun[] {
  const a = tokens(before);
  const b = tokens(after);
  // lengths[i][j]: the longest common run of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i]![j] =
        a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const runs: WordRun[] = [];
  const push = (kind: WordRun['kind'], text: string) => {
    const last = runs.at(-1);
    if (last?.kind === kind) last.text += text;
    else runs.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push('same', a[i]!);
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lengths[i]![j + 1]! >= lengths[i + 1]![j]!))
      push('in', b[j++]!);
    else push('out', a[i++]!);
  }
  return runs;
}
