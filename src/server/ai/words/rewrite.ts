import type { Rewrite, RewritePart, RewriteStyle } from '../../../shared/words/words';
import type { Piece } from './sentences';
import { piecesOf } from './sentences';
import { CASUAL_WORDS, CONTRACTIONS, HEDGES, PLAIN_WORDS, WARMER_PHRASES } from './word-swaps';

/*
 * The built-in "say it another way" (decision 157): rules, not understanding. Greetings and closings, short
 * forms, softening words, plain-word swaps from a list and long sentences split. The screen labels it a simple
 * rewrite; the person takes each change or leaves it.
 */

/** A sentence longer than this is split at a join, for the plainer rewrite. */
const LONG_SENTENCE_WORDS = 20;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first letter's case of `like` given to `word`. */
const caseLike = (word: string, like: string) =>
  word !== '' &&
  like.charAt(0) === like.charAt(0).toUpperCase() &&
  like.charAt(0) !== like.charAt(0).toLowerCase()
    ? word.charAt(0).toUpperCase() + word.slice(1)
    : word;

function swap(text: string, pairs: readonly (readonly [string, string])[]): string {
  let out = text.replace(/[’]/g, "'");
  for (const [from, to] of pairs) {
    // A short form's ending is matched inside a word ("don't"); every other entry as whole words.
    const ending = from.startsWith("'") || from.startsWith("n'");
    const pattern = new RegExp(`${ending ? '' : '\\b'}${escape(from)}\\b`, 'gi');
    out = out.replace(pattern, (found) => caseLike(to, found));
  }
  return out;
}

function drop(text: string, phrases: readonly string[]): string {
  let out = text;
  for (const phrase of phrases) out = out.replace(new RegExp(`\\b${escape(phrase)}\\b,?\\s*`, 'gi'), '');
  return out;
}

/** Spaces, stray commas and the first letter put right after words were taken out. */
function tidy(sentence: string): string {
  const out = sentence
    .replace(/ {2,}/g, ' ')
    .replace(/\s+([,.!?;])/g, '$1')
    .replace(/,([.!?])/g, '$1')
    .replace(/^[\s,]+/, '')
    .replace(/\bi\b/g, 'I');
  return out.charAt(0).toUpperCase() + out.slice(1);
}

const GREETING = /^(?:hi|hello|hey|hiya|dear|good (?:morning|afternoon|evening)|morning)\b/i;
const CLOSING =
  /^(?:thanks|thank you|many thanks|cheers|best|best wishes|kind regards|regards|warm regards|all the best|love|speak soon|see you|take care|yours)\b/i;
const EMOJI = /\s*(?::\)|:-\)|:D|;\)|\p{Extended_Pictographic})/gu;

/** A long sentence cut at its joins into two or three shorter ones. */
function split(sentence: string): string {
  if (sentence.split(/\s+/).length <= LONG_SENTENCE_WORDS) return sentence;
  const parts = sentence.split(/(?:;|,\s+(?=(?:and|but|so|which|because)\s))\s*/i);
  if (parts.length < 2) return sentence;
  return parts
    .map((part) => part.replace(/^(?:and|which)\s+/i, ''))
    .map((part) => tidy(part).replace(/[.!?]*$/, '.'))
    .join(' ');
}

const STYLE_RULES: Record<RewriteStyle, (sentence: string, index: number) => string> = {
  formal: (sentence) =>
    tidy(
      swap(swap(sentence.replace(EMOJI, ''), CASUAL_WORDS), CONTRACTIONS)
        .replace(/^(?:hi|hey|hiya)\b/i, 'Hello')
        .replace(/!+/g, '.'),
    ).replace(/^(\S+\s+\S+\s+.*[\p{L}\p{N}])$/u, '$1.'),
  warmer: (sentence) => tidy(swap(sentence, WARMER_PHRASES)),
  plainer: (sentence) => split(tidy(swap(sentence, PLAIN_WORDS))),
  shorter: (sentence) => tidy(swap(drop(sentence, HEDGES), PLAIN_WORDS)),
  direct: (sentence) =>
    tidy(
      drop(sentence, HEDGES)
        .replace(
          /^(?:would it be possible (?:for you )?to|would you mind|could you possibly|could you|can you)\s+(.+?)\?$/i,
          'Please $1.',
        )
        .replace(/\b(?:if you get a chance|when you get a (?:moment|chance)|if possible),?\s*/gi, ''),
    ),
};

/** Whether the message opens with a greeting and ends with a closing line. */
function frame(pieces: readonly Piece[]) {
  const said = pieces.filter((piece) => piece.text.trim() !== '');
  return {
    greeted: GREETING.test(said[0]?.text.trim() ?? ''),
    closed: said.slice(-2).some((piece) => CLOSING.test(piece.text.trim())),
  };
}

/** Lines added at the start or the end, for the formal and warmer rewrites. */
function framing(style: RewriteStyle, pieces: readonly Piece[]) {
  const { greeted, closed } = frame(pieces);
  // A greeting and a closing each stand on a line of their own, as in a letter.
  const gap = '\n\n';
  if (style === 'formal')
    return { before: greeted ? '' : `Hello,${gap}`, after: closed ? '' : `${gap}Kind regards` };
  if (style === 'warmer')
    return { before: greeted ? '' : `Hi,${gap}`, after: closed ? '' : `${gap}Thank you so much!` };
  return { before: '', after: '' };
}

/** The message said again in the given style, one part per sentence, so each change can be taken or left. */
export function rewriteMessage(text: string, style: RewriteStyle): Rewrite {
  const pieces = piecesOf(text);
  const rule = STYLE_RULES[style];
  const parts: RewritePart[] = pieces.map((piece, index) => {
    if (piece.text.trim() === '') return { before: piece.text + piece.gap, after: piece.text + piece.gap };
    const after = rule(piece.text, index);
    // Everything dropped: the sentence was only padding ("I hope this makes sense.").
    const kept = /\p{L}/u.test(after) ? after : '';
    return { before: piece.text + piece.gap, after: kept === '' ? '' : kept + piece.gap };
  });
  const { before, after } = framing(style, pieces);
  if (before) parts.unshift({ before: '', after: before });
  if (after) parts.push({ before: '', after });
  return { parts };
}

/** Whether a rewrite changes anything at all. */
export const changesAnything = (rewrite: Rewrite) => rewrite.parts.some((part) => part.before !== part.after);
