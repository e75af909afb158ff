import type { ReactNode } from 'react';
import { useEffect, useMemo, useState } from 'react';
import type { BionicSegment } from '../../shared/bionic';
import { BoundedMap } from '../../shared/bounded-map';
import { loadOnce } from '../../shared/load-once';
import type { PartOfSpeech } from '../lib/reading-aids/parts-of-speech';
import { PARTS } from '../lib/reading-aids/marks';
import { LONG_WORD, syllableBreaks } from '../lib/reading-aids/syllables';
import type { ReadingAidChoices } from '../lib/settings';
import { SlashBreaks } from './slash-breaks';

// The language library comes only when a part of speech is first marked (decision 165).
const loadTagger = loadOnce(() => import('../lib/reading-aids/parts-of-speech'));
const tagged = new BoundedMap<string, Map<number, PartOfSpeech>>(400);

/** A word, with an apostrophe inside it ("don't"). */
const WORD = /\p{L}+(?:['’]\p{L}+)*/gu;
/** Characters that join a word to the next without a space: a web or e-mail address, a file name. */
const JOINER = /[/@._:\\]/;

const PART_CLASS = Object.fromEntries(PARTS.map((part) => [part.part, part.className])) as Record<
  PartOfSpeech,
  string
>;

/**
 * The marks of each part of speech in `text`, worked out in a task of their own once the library is here (a
 * long text is drawn in pieces, each tagged in its own task), and kept for texts seen again. Null until then.
 */
function usePartsOfSpeech(text: string, wanted: boolean) {
  const [found, setFound] = useState<{ text: string; marks: Map<number, PartOfSpeech> } | null>(null);
  useEffect(() => {
    if (!wanted || tagged.has(text)) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    loadTagger()
      .then(({ partsOfSpeech }) => {
        timer = setTimeout(() => {
          const marks = partsOfSpeech(text);
          tagged.set(text, marks);
          if (live) setFound({ text, marks });
        });
      })
      // Offline with the library never fetched: the text stays as it is, and the next text tries again.
      .catch(() => undefined);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, wanted]);
  if (!wanted) return null;
  return tagged.get(text) ?? (found?.text === text ? found.marks : null);
}

/**
 * Reading text drawn with the chosen reading aids (decision 164): syllables parted by a quiet middle dot, and
 * nouns, verbs, adjectives and adverbs underlined each in its own colour and line style. Drawn for the eyes
 * only: its reading text gives screen readers the words whole. Keeps the bold starts of the reading mode.
 */
export function AidedText({
  segments,
  aids,
}: {
  segments: readonly BionicSegment[];
  aids: ReadingAidChoices;
}) {
  const { text, bold } = useMemo(() => {
    let joined = '';
    const runs: [number, number][] = [];
    for (const segment of segments) {
      if (segment.bold) runs.push([joined.length, joined.length + segment.bold.length]);
      joined += segment.bold + segment.rest;
    }
    return { text: joined, bold: runs };
  }, [segments]);
  const marking = aids.nouns || aids.verbs || aids.adjectives || aids.adverbs;
  const marks = usePartsOfSpeech(text, marking);
  return useMemo(() => drawAided(text, bold, aids, marks), [text, bold, aids, marks]);
}

function drawAided(
  text: string,
  bold: [number, number][],
  aids: ReadingAidChoices,
  marks: Map<number, PartOfSpeech> | null,
): ReactNode[] {
  const out: ReactNode[] = [];
  let key = 0;
  /** Text from `from` to `to`, its bold starts in <b>. */
  /** A web address wraps after its slashes, as in `SlashBreaks`: whether a line may end before `at`. */
  const afterSlash = (at: number) => text[at - 1] === '/' && /[^\s/]/.test(text[at] ?? ' ');
  /** Text from `from` to `to` without bold. */
  const slashed = (from: number, to: number) => {
    let at = from;
    for (let cut = from; cut < to; cut += 1) {
      if (!afterSlash(cut)) continue;
      if (cut > at) out.push(text.slice(at, cut));
      out.push(<wbr key={key++} />);
      at = cut;
    }
    if (at < to) out.push(text.slice(at, to));
  };
  /** Text from `from` to `to`, its bold starts in <b>. */
  const plain = (from: number, to: number) => {
    let at = from;
    for (const [start, end] of bold) {
      if (end <= at || start >= to) continue;
      if (start > at) slashed(at, start);
      const boldFrom = Math.max(start, at);
      if (afterSlash(boldFrom)) out.push(<wbr key={key++} />);
      out.push(
        <b key={key++} className="font-bold">
          <SlashBreaks text={text.slice(boldFrom, Math.min(end, to))} />
        </b>,
      );
      at = Math.min(end, to);
    }
    if (at < to) slashed(at, to);
  };
  let at = 0;
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const word = match[0];
    const end = start + word.length;
    if (start > at) plain(at, start);
    const part = marks?.get(start);
    const marked = part && chosen(aids, part) ? part : null;
    const inner: ReactNode[] = [];
    const breaks = splits(aids, word, text, start, end) ? syllableBreaks(word) : [];
    const outer = out.length;
    let from = start;
    for (const cut of [...breaks.map((offset) => start + offset), end]) {
      if (from > start) {
        out.push(
          // Not part of the text: read aloud, a spoken word is found by its letters alone.
          <span key={key++} className="syllable-dot" data-speech-skip="">
            ·
          </span>,
        );
      }
      plain(from, cut);
      from = cut;
    }
    if (marked) {
      inner.push(...out.splice(outer));
      out.push(
        <span key={key++} className={PART_CLASS[marked]}>
          {inner}
        </span>,
      );
    }
    at = end;
  }
  if (at < text.length) plain(at, text.length);
  return out;
}

const CHOICE = Object.fromEntries(PARTS.map((part) => [part.part, part.choice])) as Record<
  PartOfSpeech,
  (typeof PARTS)[number]['choice']
>;

function chosen(aids: ReadingAidChoices, part: PartOfSpeech) {
  return aids[CHOICE[part]];
}

/** Whether a word is shown in syllables: by the chosen length, and never inside an address. */
function splits(aids: ReadingAidChoices, word: string, text: string, start: number, end: number) {
  if (aids.syllables === 'off') return false;
  if (aids.syllables === 'long' && word.length < LONG_WORD) return false;
  const before = text[start - 1] ?? ' ';
  const after = text[end] ?? ' ';
  const afterNext = text[end + 1] ?? ' ';
  return !JOINER.test(before) && !(JOINER.test(after) && /[\p{L}\d]/u.test(afterNext));
}
