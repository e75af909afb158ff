import { Pause, Play, Square } from 'lucide-react';
import type { RefObject } from 'react';
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { SPEECH_RATES, useReadAloud } from '../lib/use-read-aloud';
import { Button } from './button';

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
}

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
}: Props) {
  const reader = useReadAloud(text, target, onWord);
  const id = useId();
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
      {reader.error && (
        <p role="alert" className="basis-full font-medium text-danger">
          {reader.error}
        </p>
      )}
    </div>
  );
}
