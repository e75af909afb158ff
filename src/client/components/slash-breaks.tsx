import { Fragment } from 'react';

/**
 * Text with a line-break opportunity after each slash inside a word: a long web address wraps at its slashes,
 * never in the middle of a word (the line breaker finds none there by itself, so a word-break fallback would
 * cut "appoint/ments"). Nothing changes in what is read or copied.
 */
export function SlashBreaks({ text }: { text: string }) {
  const pieces = text.split(/(?<=\/)(?=[^\s/])/);
  if (pieces.length === 1) return text;
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}
