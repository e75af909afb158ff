import { Play, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  breathAt,
  CALMING_QUOTES,
  EXHALE_SECONDS,
  INHALE_SECONDS,
  quoteIndexAt,
} from '../../../shared/meditation/breathing';
import { Button } from '../../components/button';
import { useDeviceSwitch } from '../../lib/device-choices';
import type { AmbientSound } from './ambient-sound';
import { ambientSoundSupported, createAmbientSound } from './ambient-sound';
import { BreathingShape } from './breathing-shape';
import { speak, speechSupported, stopSpeaking } from './speech';
import { useBreathing } from './use-breathing';

/** Made once per visit, closed when the person leaves the screen. */
function useAmbientSound() {
  const sound = useRef<AmbientSound | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const made = createAmbientSound();
    let live = true;
    sound.current = made;
    void made.ready.then(() => live && setReady(true));
    return () => {
      live = false;
      made.close();
    };
  }, []);
  return { sound, ready };
}

/** The breathing guide below its header (docs/product.md#breathing): nothing sounds before Start. */
export function BreathingExercise() {
  const { sound, ready } = useAmbientSound();
  const { elapsedMs, start, stop } = useBreathing();
  const [firstQuote, setFirstQuote] = useState(0);
  // On at first, as docs/product.md has it; a person who turns either off finds it off next time on this device.
  const [soundOn, setSoundOn] = useDeviceSwitch('neuronest.breathing.sound', true);
  const [readAloud, setReadAloud] = useDeviceSwitch('neuronest.breathing.read-aloud', true);
  const running = elapsedMs !== null;
  const moment = running ? breathAt(elapsedMs) : null;
  const quoteIndex = running ? quoteIndexAt(elapsedMs, firstQuote) : firstQuote;
  const quote = CALMING_QUOTES[quoteIndex] ?? CALMING_QUOTES[0];

  // Each new quote is read aloud while the exercise runs, unless reading aloud is off.
  useEffect(() => {
    if (running && readAloud && quote) speak(quote);
  }, [running, readAloud, quote]);
  useEffect(() => () => stopSpeaking(), []);

  const onStart = () => {
    sound.current?.setMuted(!soundOn);
    sound.current?.play();
    start();
  };
  const onStop = () => {
    sound.current?.stop();
    stopSpeaking();
    stop();
    // Next time begins with a quote not yet heard.
    setFirstQuote((quoteIndex + 1) % CALMING_QUOTES.length);
  };

  return (
    <>
      <section aria-label="Breathing guide" className="mt-8 rounded-xl border border-line bg-surface p-6">
        <BreathingShape moment={moment} />
        <p role="status" className="sr-only">
          {moment
            ? moment.phase === 'inhale'
              ? `Breathe in for ${INHALE_SECONDS} seconds.`
              : `Breathe out for ${EXHALE_SECONDS} seconds.`
            : ''}
        </p>
        <div className="mt-6 flex justify-center">
          {running ? (
            <Button className="min-w-36" onClick={onStop}>
              <Square aria-hidden="true" className="size-5" />
              Stop
            </Button>
          ) : (
            <Button className="min-w-36" disabled={!ready} onClick={onStart}>
              {ready && <Play aria-hidden="true" className="size-5" />}
              {ready ? 'Start' : 'Loading...'}
            </Button>
          )}
        </div>
        <div className="mx-auto mt-6 max-w-md space-y-3 border-t border-line pt-4">
          {!ambientSoundSupported() ? (
            <p className="text-sm text-muted">
              This browser cannot play the background sound. The exercise works without it.
            </p>
          ) : (
            <Toggle
              label="Background sound"
              checked={soundOn}
              onChange={(on) => {
                setSoundOn(on);
                sound.current?.setMuted(!on);
              }}
            />
          )}
          {speechSupported() ? (
            <Toggle
              label="Read quotes aloud"
              checked={readAloud}
              onChange={(on) => {
                setReadAloud(on);
                if (!on) stopSpeaking();
              }}
            />
          ) : (
            <p className="text-sm text-muted">This browser cannot read the quotes aloud.</p>
          )}
        </div>
      </section>

      <figure className="mt-8 rounded-xl border border-line bg-primary-soft p-6">
        <blockquote className="text-xl leading-relaxed font-medium">{quote}</blockquote>
        <figcaption className="mt-3 text-sm text-muted">
          Calming thought {quoteIndex + 1} of {CALMING_QUOTES.length}
          {running ? ', a new one every two breaths' : ''}
        </figcaption>
      </figure>
    </>
  );
}

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-6 shrink-0 cursor-pointer accent-primary"
      />
      <span className="font-medium">{label}</span>
    </label>
  );
}
