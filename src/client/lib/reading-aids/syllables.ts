import hyphen from 'hyphen/en-us';

/**
 * Where a word may be split into syllables: the US English hyphenation patterns of the `hyphen` package
 * (decision 164), then a few rules of English syllables for what the patterns leave (decision 174).
 * Hyphenation points only approximate syllables: the patterns never leave one letter alone at either end
 * ("about"), leave some short words whole ("city") and now and then a piece without a vowel ("ma-te-r-i-al").
 */

/** A word is long at this many letters: "Long words only" splits these and leaves shorter ones whole. */
export const LONG_WORD = 7;

const SOFT_HYPHEN = '\u00ad';
const LETTERS = /^\p{L}+$/u;
const PLAIN_VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
/** Consonants spoken as one, never parted: "kitch-en", "teach-er", "pock-et", "sing-er". */
const UNITS = ['tch', 'ch', 'sh', 'th', 'ph', 'wh', 'gh', 'ck', 'ng'];
/** A consonant and l or r that start a syllable together: "hun-dred", "se-cret". */
const BLENDS = new Set(['bl', 'br', 'cl', 'cr', 'dr', 'fl', 'fr', 'gl', 'gr', 'pl', 'pr', 'tr']);
/** Endings after which a word's e is silent. */
const SUFFIXES = new Set(['ly', 'ment', 'ments', 'ful', 'ness', 'less']);
/** Suffixes a dictionary keeps whole: "com-fort-able". */
const WHOLE = new Set(['able', 'ible']);

/** Whether the letter at `i` of a (lower-case) word is spoken as a vowel. */
function isVowel(word: string, i: number): boolean {
  const letter = word[i] ?? '';
  const last = word.length - 1;
  const vowelAt = (at: number) => PLAIN_VOWELS.has(word[at] ?? '');
  if (letter === 'y') {
    if (i === 0 || vowelAt(i + 1)) return false;
    // "-ary", "-ery", "-ory" at the end are one syllable in a dictionary's breaks ("dic-tio-nary").
    return !(i === last && word[i - 1] === 'r' && vowelAt(i - 2) && !vowelAt(i - 3));
  }
  if (!PLAIN_VOWELS.has(letter)) return false;
  // The u of "qu" is part of its consonant.
  if (letter === 'u' && word[i - 1] === 'q') return false;
  if (letter !== 'e' || i === 0 || vowelAt(i - 1)) return true;
  // A silent e at the end: "minute", "lated", "makes"; not the syllable of "ta-ble".
  if (i === last) return word[i - 1] === 'l' && i >= 2 && !isVowel(word, i - 2);
  // A silent e before a suffix: "immediate-ly", "state-ment", "care-ful".
  if (SUFFIXES.has(word.slice(i + 1))) return false;
  if (i === last - 1 && word[last] === 'd') return /[td]/.test(word[i - 1] ?? '');
  if (i === last - 1 && word[last] === 's') return /(?:[sxz]|ch|sh|ce|ge)$/.test(word.slice(0, i));
  return true;
}

/**
 * The vowel sounds of word[from, to), as [start, end) of each run of vowel letters. A piece whose only vowel is
 * one read as silent at the end of a word has that one: "hun-dred", "his-to-ry".
 */
function vowelGroups(word: string, from: number, to: number, plain = false): [number, number][] {
  const groups: [number, number][] = [];
  for (let i = from; i < to; i += 1) {
    const vowel = plain ? PLAIN_VOWELS.has(word[i] ?? '') || (word[i] === 'y' && i > 0) : isVowel(word, i);
    if (!vowel) continue;
    const group = groups.at(-1);
    if (group && group[1] === i) group[1] = i + 1;
    else groups.push([i, i + 1]);
  }
  return groups.length === 0 && !plain ? vowelGroups(word, from, to, true) : groups;
}

/** The consonants between two vowel sounds, cut into the units spoken as one. */
function consonantUnits(consonants: string): string[] {
  const units: string[] = [];
  for (let i = 0; i < consonants.length;) {
    const unit = UNITS.find((u) => consonants.startsWith(u, i)) ?? consonants[i] ?? '';
    units.push(unit);
    i += unit.length;
  }
  return units;
}

/**
 * Where a piece with more than one vowel sound is parted: one consonant goes with the vowel after it when the
 * piece starts with a lone vowel ("a-gain", "o-pen"), else with the vowel before it, as a dictionary parts a
 * short stressed vowel ("cit-y", "lem-on"); between two or more, the last (or a blend) starts the next one.
 */
function partPiece(word: string, from: number, to: number, breaks: number[]) {
  if (WHOLE.has(word.slice(from, to))) return;
  const groups = vowelGroups(word, from, to);
  const [first, second] = groups;
  if (!first || !second) return;
  const units = consonantUnits(word.slice(first[1], second[0]));
  let cut: number;
  // A lone vowel letter at the end stays with the syllable before it: "ba-nana" (not the y of "cit-y", nor the
  // e of "ta-ble").
  const end = second[1] === to && to === word.length && second[1] - second[0] === 1;
  if (end && 'aiou'.includes(word[second[0]] ?? '')) return;
  if (units.length <= 1) {
    const lone = first[0] === from && first[1] - first[0] === 1;
    cut = lone ? first[1] : second[0];
  } else {
    const lastTwo = units.slice(-2).join('');
    cut = second[0] - (BLENDS.has(lastTwo) ? lastTwo.length : (units.at(-1)?.length ?? 1));
  }
  if (cut <= from || cut >= to) return;
  breaks.push(cut);
  partPiece(word, cut, to, breaks);
}

/** The offsets inside `word` where a syllable starts, after the first: [2, 5, 7] for "in|for|ma|tion". */
export function syllableBreaks(word: string): number[] {
  if (word.length < 4 || !LETTERS.test(word)) return [];
  const marked = hyphen.hyphenateSync(word, { hyphenChar: SOFT_HYPHEN, minWordLength: 4 });
  const found: number[] = [];
  let at = 0;
  for (const char of marked) {
    if (char === SOFT_HYPHEN) found.push(at);
    else at += char.length;
  }
  const lower = word.toLowerCase();
  // A piece without a vowel joins the next, or the last piece joins the one before: "ma-te-ri-al".
  const kept: number[] = [];
  let start = 0;
  for (const cut of found) {
    if (vowelGroups(lower, start, cut).length === 0) continue;
    kept.push(cut);
    start = cut;
  }
  if (kept.length > 0 && vowelGroups(lower, start, word.length).length === 0) kept.pop();
  const breaks: number[] = [];
  const pieces = [0, ...kept, word.length];
  for (let i = 0; i < pieces.length - 1; i += 1) {
    const start = pieces[i] ?? 0;
    if (i > 0) breaks.push(start);
    partPiece(lower, start, pieces[i + 1] ?? word.length, breaks);
  }
  return breaks;
}

/** The word cut into its syllables: ["in", "for", "ma", "tion"]. */
export function syllables(word: string): string[] {
  const breaks = syllableBreaks(word);
  const pieces: string[] = [];
  let from = 0;
  for (const at of [...breaks, word.length]) {
    pieces.push(word.slice(from, at));
    from = at;
  }
  return pieces;
}
