import { BREATH_SECONDS, INHALE_SECONDS } from '../../../shared/meditation/breathing';
import type { Loop } from '../../lib/focus-sound/engine';
import { loadEngine } from '../../lib/focus-sound/player';

/*
 * The background sound, made in the browser with Web Audio (no file to download, works offline): a soft bed of
 * filtered noise, like distant surf, that swells on each inhale and settles on each exhale, under a low, quiet
 * chord. It is rendered once into a loop of two breaths; integer-hertz tones and a 12-second swell make the loop
 * seamless. Rendering needs no press; playing does, and plays on the app's one audio engine, the one Focus Sounds
 * use (decision 096), started by the Start press.
 */

// Everything in the loop sits under 500 Hz (the surf is filtered at 420 Hz, the chord is 110-220 Hz), so a quarter
// of CD quality holds it whole: the page renders it as it opens, in half the work a rate of 22,050 took.
const SAMPLE_RATE = 11_025;
const LOOP_SECONDS = BREATH_SECONDS * 2;
const VOLUME = 0.6;

type Scope = {
  AudioContext?: typeof AudioContext;
  webkitAudioContext?: typeof AudioContext;
  OfflineAudioContext?: typeof OfflineAudioContext;
};

export interface AmbientSound {
  /** False when the browser has no Web Audio: the exercise then runs in silence. */
  readonly supported: boolean;
  /** Resolves once the loop is ready to play (at once without Web Audio); never rejects. */
  readonly ready: Promise<void>;
  /** Call from a press. Starts the loop, fading in. */
  play(): void;
  stop(): void;
  setMuted(muted: boolean): void;
  close(): void;
}

async function renderLoop(Offline: typeof OfflineAudioContext): Promise<AudioBuffer> {
  const context = new Offline(1, SAMPLE_RATE * LOOP_SECONDS, SAMPLE_RATE);
  const noise = context.createBuffer(1, SAMPLE_RATE * LOOP_SECONDS, SAMPLE_RATE);
  const samples = noise.getChannelData(0);
  for (let i = 0; i < samples.length; i += 1) samples[i] = Math.random() * 2 - 1;

  const source = context.createBufferSource();
  source.buffer = noise;
  const filter = context.createBiquadFilter();
  filter.type = 'lowpass';
  filter.frequency.value = 420;
  filter.Q.value = 0.4;
  const swell = context.createGain();
  // Rises over each 5-second inhale and falls over each 7-second exhale.
  swell.gain.setValueAtTime(0.12, 0);
  for (let at = 0; at < LOOP_SECONDS; at += BREATH_SECONDS) {
    swell.gain.linearRampToValueAtTime(0.42, at + INHALE_SECONDS);
    swell.gain.linearRampToValueAtTime(0.12, at + BREATH_SECONDS);
  }
  source.connect(filter).connect(swell).connect(context.destination);
  source.start(0);

  // A quiet open fifth an octave apart: calm, with no melody to follow.
  for (const [frequency, level] of [
    [110, 0.05],
    [165, 0.03],
    [220, 0.015],
  ] as const) {
    const tone = context.createOscillator();
    tone.frequency.value = frequency;
    const gain = context.createGain();
    gain.gain.value = level;
    tone.connect(gain).connect(context.destination);
    tone.start(0);
  }
  return context.startRendering();
}

function audioClasses() {
  const scope = globalThis as Scope;
  return { Live: scope.AudioContext ?? scope.webkitAudioContext, Offline: scope.OfflineAudioContext };
}

export function ambientSoundSupported() {
  const { Live, Offline } = audioClasses();
  return Boolean(Live && Offline);
}

export function createAmbientSound(): AmbientSound {
  const { Live, Offline } = audioClasses();
  let loop: AudioBuffer | null = null;
  let playing: Loop | null = null;
  /** Started and not stopped since: the engine may still be loading when the person stops. */
  let wanted = false;
  let muted = false;
  let closed = false;

  const supported = Boolean(Live && Offline);
  const ready =
    supported && Offline
      ? renderLoop(Offline).then(
          (buffer) => {
            loop = buffer;
          },
          () => undefined,
        )
      : Promise.resolve();

  const level = () => (muted ? 0 : VOLUME);

  return {
    supported,
    ready,
    play() {
      if (!loop || closed) return;
      wanted = true;
      const buffer = loop;
      void loadEngine()
        .then((engine) => {
          if (!engine || !wanted || closed) return;
          playing?.stop();
          playing = engine.loop(buffer, level());
        })
        // No background sound this time; the breathing guide carries on.
        .catch(() => undefined);
    },
    stop() {
      wanted = false;
      playing?.stop();
      playing = null;
    },
    setMuted(next) {
      muted = next;
      playing?.setLevel(level());
    },
    close() {
      closed = true;
      this.stop();
    },
  };
}
