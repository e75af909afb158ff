import type { RefObject } from 'react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { readDeviceChoice, saveDeviceChoice } from './device-choices';
import { moveWord, speechChunks, wordAt, wordEnd, wordStart } from './speech-chunks';
import type { TextIndex } from './text-ranges';
import { indexText, offsetAt, rangeOf } from './text-ranges';
import { speechSupported } from './speech-support';

export type ReadAloudStatus = 'idle' | 'playing' | 'paused';

export const SPEECH_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

const PREFS_KEY = 'neuronest.read-aloud';
const HIGHLIGHT = 'read-aloud-word';
/** The word chosen to read from ("Read from here"), until reading starts there. */
const START = 'read-aloud-start';

interface Prefs {
  rate: number;
  voiceURI: string;
}

/** Speed and voice are kept on this device: the voices differ from one device to another. */
function loadPrefs(): Prefs {
  const saved = readDeviceChoice(PREFS_KEY);
  const { rate, voiceURI } = (typeof saved === 'object' && saved !== null ? saved : {}) as Partial<Prefs>;
  return {
    rate: (SPEECH_RATES as readonly unknown[]).includes(rate) ? (rate as number) : 1,
    voiceURI: typeof voiceURI === 'string' ? voiceURI : '',
  };
}

const savePrefs = (prefs: Prefs) => saveDeviceChoice(PREFS_KEY, prefs);

export { speechSupported };

const noVoices: SpeechSynthesisVoice[] = [];
let cachedVoices = noVoices;

function subscribeVoices(onChange: () => void) {
  if (!speechSupported()) return () => {};
  window.speechSynthesis.addEventListener('voiceschanged', onChange);
  return () => window.speechSynthesis.removeEventListener('voiceschanged', onChange);
}

function currentVoices() {
  if (!speechSupported()) return noVoices;
  const voices = window.speechSynthesis.getVoices();
  // Same voices, same array: useSyncExternalStore needs a stable answer, and engines may hand out new objects.
  const same =
    voices.length === cachedVoices.length &&
    voices.every((voice, i) => voice.voiceURI === cachedVoices[i]?.voiceURI);
  if (!same) cachedVoices = voices;
  return cachedVoices;
}

/** Only one text is read at a time on the page: starting one stops whichever was reading. */
let stopOther: (() => void) | null = null;

function highlights() {
  return typeof CSS !== 'undefined' && 'highlights' in CSS ? CSS.highlights : null;
}

function scrollIntoViewIfNeeded(range: Range) {
  const box = range.getBoundingClientRect();
  if (box.height === 0) return;
  if (box.top < 80 || box.bottom > window.innerHeight - 40) {
    window.scrollBy({ top: box.top - window.innerHeight / 3, behavior: 'auto' });
  }
}

/**
 * Reads text aloud with the browser's speech synthesis, in chunks, and highlights the word being spoken inside
 * `target` (an element whose visible text is `text`). Pausing stops the voice and remembers the word, so
 * resuming, or changing speed or voice, starts again at that word on every engine.
 */
export function useReadAloud(
  text: string,
  target?: RefObject<HTMLElement | null>,
  onWord?: (range: Range) => void,
) {
  const supported = speechSupported();
  const voices = useSyncExternalStore(subscribeVoices, currentVoices, () => noVoices);
  const [prefs, setPrefs] = useState(loadPrefs);
  const [status, setStatus] = useState<ReadAloudStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const run = useRef(0);
  const position = useRef(0);
  const index = useRef<TextIndex | null>(null);
  const [start, setStart] = useState<number | null>(null);

  const clearHighlight = () => highlights()?.delete(HIGHLIGHT);

  /** The index of the target's text, made again when the target was drawn again. */
  const textIndex = (root: HTMLElement, end = 0): TextIndex => {
    const known = index.current;
    if (known && known.nodes[0]?.isConnected !== false && end <= known.length) return known;
    const made = indexText(root);
    index.current = made;
    return made;
  };

  const rangeOfWord = (from: number, end: number) => {
    const root = target?.current;
    return root ? rangeOf(textIndex(root, end), from, end) : null;
  };

  const showWord = (from: number, end: number) => {
    const registry = highlights();
    const range = registry && rangeOfWord(from, end);
    if (!registry || !range) return;
    registry.set(HIGHLIGHT, new Highlight(range));
    if (onWord) onWord(range);
    else scrollIntoViewIfNeeded(range);
  };

  /** Marks the word to read from, or clears the mark. */
  const markStart = (from: number | null, follow = false) => {
    setStart(from);
    const registry = highlights();
    if (from === null) {
      registry?.delete(START);
      return;
    }
    const range = registry && rangeOfWord(from, wordEnd(text, from));
    if (!registry || !range) return;
    registry.set(START, new Highlight(range));
    if (follow) {
      if (onWord) onWord(range);
      else scrollIntoViewIfNeeded(range);
    }
  };

  const halt = (next: ReadAloudStatus) => {
    run.current += 1;
    if (supported) window.speechSynthesis.cancel();
    setStatus(next);
    if (next === 'idle') {
      position.current = 0;
      clearHighlight();
    }
  };

  const speakFrom = (from: number, options: Prefs = prefs) => {
    if (!supported) return;
    markStart(null);
    stopOther?.();
    const id = ++run.current;
    stopOther = () => {
      if (run.current === id) halt('idle');
    };
    window.speechSynthesis.cancel();
    setError(null);
    setStatus('playing');
    const voice = voices.find((v) => v.voiceURI === options.voiceURI);
    const chunks = speechChunks(text, from);
    const speakChunk = (n: number) => {
      const chunk = chunks[n];
      if (run.current !== id) return;
      if (!chunk) {
        halt('idle');
        return;
      }
      const utterance = new window.SpeechSynthesisUtterance(chunk.text);
      utterance.rate = options.rate;
      if (voice) {
        utterance.voice = voice;
        utterance.lang = voice.lang;
      }
      utterance.onboundary = (event) => {
        if (run.current !== id || event.name !== 'word') return;
        const start = chunk.start + event.charIndex;
        position.current = start;
        showWord(start, event.charLength ? start + event.charLength : wordEnd(text, start));
      };
      utterance.onend = () => speakChunk(n + 1);
      utterance.onerror = (event) => {
        if (run.current !== id || event.error === 'interrupted' || event.error === 'canceled') return;
        halt('idle');
        setError('The voice stopped: your browser could not read this text aloud. Please try another voice.');
      };
      position.current = chunk.start;
      window.speechSynthesis.speak(utterance);
    };
    speakChunk(0);
  };

  const play = () => speakFrom(status === 'paused' ? wordStart(text, position.current) : 0);
  /** Reads from the chosen word; false when no word is chosen. */
  const readFromStart = () => {
    if (start === null) return false;
    speakFrom(start);
    return true;
  };
  /** Chooses the word at a point of the page (a click's caret, a selection's start) inside the target. */
  const chooseAt = (node: Node, offset: number) => {
    const root = target?.current;
    if (!root) return false;
    // Made afresh: a click is rare, and parts of the text may have been drawn again since the last index.
    index.current = indexText(root);
    const at = offsetAt(index.current, root, node, offset);
    const word = at === null ? null : wordAt(text, at);
    if (word !== null) markStart(word);
    return word !== null;
  };
  /**
   * Moves the chosen word a word or a sentence on or back: from the chosen word, else from the word being read,
   * else from the first word.
   */
  const moveStart = (step: 1 | -1, unit: 'word' | 'sentence') => {
    const from = start ?? (status === 'idle' ? null : wordStart(text, position.current));
    const first = wordAt(text, 0);
    if (first === null) return;
    markStart(from === null ? first : moveWord(text, from, step, unit), true);
  };
  const pause = () => halt('paused');
  const stop = () => halt('idle');

  const choose = (change: Partial<Prefs>) => {
    const next = { ...prefs, ...change };
    setPrefs(next);
    savePrefs(next);
    if (status === 'playing') speakFrom(wordStart(text, position.current), next);
  };

  // A new text starts from its beginning; leaving the page stops the voice.
  useEffect(() => {
    index.current = null;
    return () => {
      if (run.current > 0 && supported) {
        run.current += 1;
        window.speechSynthesis.cancel();
        highlights()?.delete(HIGHLIGHT);
      }
      highlights()?.delete(START);
      setStart(null);
      setStatus('idle');
      position.current = 0;
    };
  }, [text, supported]);

  return {
    supported,
    status,
    error,
    voices,
    rate: prefs.rate,
    voiceURI: prefs.voiceURI,
    play,
    pause,
    stop,
    /** The chosen word to read from, as [start, end) of the text, or null. */
    start: start === null ? null : ([start, wordEnd(text, start)] as const),
    readFromStart,
    chooseAt,
    moveStart,
    clearStart: () => markStart(null),
    setRate: (rate: number) => choose({ rate }),
    setVoice: (voiceURI: string) => choose({ voiceURI }),
  };
}
