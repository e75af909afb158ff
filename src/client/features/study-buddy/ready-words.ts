/** What a deck has to study now, in words (docs/product.md#study-buddy): "2 due, 5 new", "5 new", "0 due". */
export function readyWords({ due, fresh }: { due: number; fresh: number }, separator = ', '): string {
  if (fresh === 0) return `${due} due`;
  return due === 0 ? `${fresh} new` : `${due} due${separator}${fresh} new`;
}

/** The review's opening line: how many cards are ready, and of which kind. */
export function readySentence({ due, fresh }: { due: number; fresh: number }): string {
  const total = due + fresh;
  if (total === 0) return 'Nothing is due in this deck right now. Cards come back when it is time.';
  const kinds = due > 0 && fresh > 0 ? `: ${due} due and ${fresh} new` : '';
  const are = total === 1 ? 'card is' : 'cards are';
  return `${total} ${are} ready to study${kinds}. Choose a short session; you can stop anytime.`;
}
