import { Pause, Play, SkipForward, Square } from 'lucide-react';
import type { RefObject } from 'react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { SPEECH_RATES, useReadAloud } from '../lib/use-read-aloud';
import { Button } from './button';

/** What the text's own surface asks of the reader: choose the word to read from, and read from it. */
export interface StartPicker {
  /** Chooses the word at a point of the page (a click's caret, a selection's start); false outside the text. */
  chooseAt(node: Node, offset: number): boolean;
  /** Moves the chosen word a word or a sentence on or back. */
  move(step: 1 | -1, unit: 'word' | 'sentence'): void;
  /** Reads from the chosen word; false when none is chosen. */
  read(): boolean;
  clear(): void;
}

interface Props {
  /** The text to read, exactly as shown. */
  text: string;
  /** The element showing the text, where the spoken word is highlighted. Without it nothing is highlighted. */
  target?: RefObject<HTMLElement | null>;
  /** Starts reading by itself each time this changes to a new non-null value (automatic text-to-speech). */
  autoPlayKey?: string | null;
  /** Called with each spoken word's range, instead of scrolling it into view, for surfaces that follow it. */
  onWord?: (range: Range) => void;
  /** Names the control group when there are several on a screen, e.g. 'Read this tip aloud'. */
  label?: string;
  /**
   * Only play, pause and stop, for small reading surfaces such as the dashboard's tips: speed and voice are the
   * ones last chosen on this device. Where the browser cannot speak, a compact control is left out rather than
   * repeated as a note on every card.
   */
  compact?: boolean;
  /**
   * Offers "Read from here": filled with what the text's surface calls when a word is clicked or chosen with
   * the arrow keys. Not with `compact`.
   */
  startPickerRef?: RefObject<StartPicker | null>;
}

/** A word without the punctuation around it ("parts." is named "parts"), unless it is all punctuation. */
const bareWord = (word: string) => word.replace(/^\p{P}+|\p{P}+$/gu, '') || word;

const selectClass =
  'min-h-11 rounded-lg border border-control bg-surface px-3 text-fg focus-visible:border-primary';

/** Play, pause, stop, speed and voice for reading a text aloud, with the spoken word highlighted. */
export function ReadAloud({
  text,
  target,
  autoPlayKey = null,
  onWord,
  label = 'Read aloud',
  compact = false,
  startPickerRef,
}: Props) {
  const reader = useReadAloud(text, target, onWord);
  const id = useId();
  const [asked, setAsked] = useState(false);
  const picking = startPickerRef !== undefined && !compact && reader.supported;
  useEffect(() => {
    if (!startPickerRef || !picking) return;
    startPickerRef.current = {
      chooseAt: reader.chooseAt,
      move: reader.moveStart,
      read: reader.readFromStart,
      clear: reader.clearStart,
    };
  });
  useEffect(
    () => () => {
      if (startPickerRef) startPickerRef.current = null;
    },
    [startPickerRef],
  );
  const lastAutoPlay = useRef<string | null>(null);
  const autoPlay = useEffectEvent(() => reader.play());

  useEffect(() => {
    if (!autoPlayKey || autoPlayKey === lastAutoPlay.current) return;
    lastAutoPlay.current = autoPlayKey;
    autoPlay();
  }, [autoPlayKey]);

  if (!reader.supported && compact) return null;
  if (!reader.supported) {
    return (
      <p role="note" className="rounded-lg border border-line bg-app px-4 py-3 text-muted">
        Read aloud is not available in this browser: it has no speech voice. Most browsers on computers and
        phones have one; your device&apos;s own screen reader can read this text too.
      </p>
    );
  }

  const playing = reader.status === 'playing';
  return (
    <div
      role="group"
      aria-label={label}
      className={`flex flex-wrap gap-3 ${compact ? 'items-center' : 'items-end'}`}
    >
      <Button
        variant={playing || compact ? 'secondary' : 'primary'}
        onClick={playing ? reader.pause : reader.play}
        aria-label={playing ? 'Pause reading' : reader.status === 'paused' ? 'Resume reading' : undefined}
      >
        {playing ? (
          <Pause aria-hidden="true" className="size-5" />
        ) : (
          <Play aria-hidden="true" className="size-5" />
        )}
        {playing ? 'Pause' : reader.status === 'paused' ? 'Resume' : 'Read aloud'}
      </Button>
      {/* Compact: Stop only while there is something to stop; speed and voice are the ones last chosen. */}
      {(!compact || reader.status !== 'idle') && (
        <Button variant="secondary" onClick={reader.stop} disabled={reader.status === 'idle'}>
          <Square aria-hidden="true" className="size-4" />
          Stop
        </Button>
      )}
      {picking && (
        <Button variant="secondary" onClick={() => setAsked(!reader.readFromStart())}>
          <SkipForward aria-hidden="true" className="size-5" />
          Read from here
        </Button>
      )}
      {!compact && (
        <>
          <div className="flex flex-col">
            <label htmlFor={`${id}-rate`} className="text-sm font-medium">
              Speed
            </label>
            <select
              id={`${id}-rate`}
              className={selectClass}
              value={reader.rate}
              onChange={(event) => reader.setRate(Number(event.target.value))}
            >
              {SPEECH_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {rate === 1 ? '1× (normal)' : `${rate}×`}
                </option>
              ))}
            </select>
          </div>
          <div className="flex min-w-0 flex-col">
            <label htmlFor={`${id}-voice`} className="text-sm font-medium">
              Voice
            </label>
            <select
              id={`${id}-voice`}
              className={`${selectClass} max-w-full`}
              value={reader.voiceURI}
              onChange={(event) => reader.setVoice(event.target.value)}
            >
              <option value="">Browser default</option>
              {reader.voices.map((voice) => (
                <option key={voice.voiceURI} value={voice.voiceURI}>
                  {voice.name} ({voice.lang})
                </option>
              ))}
            </select>
          </div>
        </>
      )}
      <p role="status" className="sr-only">
        {playing ? 'Reading aloud.' : reader.status === 'paused' ? 'Reading paused.' : ''}
      </p>
      {picking && (
        <p role="status" className={`basis-full ${asked && !reader.start ? 'font-medium' : 'text-muted'}`}>
          {reader.start
            ? `Read from here starts at “${bareWord(text.slice(...reader.start))}”.`
            : `${asked ? 'Please choose a word first. ' : ''}To start part-way, click a word in the text, or go to the text and use the Left and Right arrow keys.`}
        </p>
      )}
      {reader.error && (
        <p role="alert" className="basis-full font-medium text-danger">
          {reader.error}
        </p>
      )}
    </div>
  );
}
