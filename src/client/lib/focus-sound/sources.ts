import type { SoundId } from '../../../shared/focus-sounds/sounds';
import type { NoiseColour } from './noise';
import { noiseSamples, tapSamples } from './noise';

/*
 * The mixer's sounds, each built of looped noise, filters and slow swells (decision 094). Everything is made
 * here, in the browser; nothing is downloaded. Works on a live AudioContext and on an OfflineAudioContext.
 */

const LOOP_SECONDS = 9;

/** One sound, playing into `output` once started. */
export interface Sound {
  output: AudioNode;
  stop(): void;
}

/** Buffers made once per context and shared by the sounds that use them. */
class Buffers {
  private readonly made = new Map<string, AudioBuffer>();
  constructor(private readonly context: BaseAudioContext) {}

  /** Stereo noise: each ear gets its own, so it sounds wide rather than inside the head. */
  noise(colour: NoiseColour): AudioBuffer {
    return this.get(colour, (rate) => [
      noiseSamples(colour, LOOP_SECONDS, rate),
      noiseSamples(colour, LOOP_SECONDS, rate),
    ]);
  }

  taps(key: string, perSecond: number, decay: number): AudioBuffer {
    return this.get(key, (rate) => [
      tapSamples(LOOP_SECONDS, rate, { perSecond, decay }),
      tapSamples(LOOP_SECONDS, rate, { perSecond, decay }),
    ]);
  }

  private get(key: string, make: (rate: number) => Float32Array[]): AudioBuffer {
    const found = this.made.get(key);
    if (found) return found;
    const rate = this.context.sampleRate;
    const channels = make(rate);
    const buffer = this.context.createBuffer(channels.length, Math.round(LOOP_SECONDS * rate), rate);
    channels.forEach((samples, index) => buffer.copyToChannel(samples as Float32Array<ArrayBuffer>, index));
    this.made.set(key, buffer);
    return buffer;
  }
}

type Part = AudioScheduledSourceNode;

function builder(context: BaseAudioContext, buffers: Buffers) {
  const parts: Part[] = [];
  const loop = (buffer: AudioBuffer) => {
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.loop = true;
    // Each starts at its own place in the loop, so two sounds on one buffer never line up.
    source.start(0, Math.random() * buffer.duration);
    parts.push(source);
    return source;
  };
  const filter = (type: BiquadFilterType, frequency: number, q = 0.7) => {
    const node = context.createBiquadFilter();
    node.type = type;
    node.frequency.value = frequency;
    node.Q.value = q;
    return node;
  };
  const gain = (value: number) => {
    const node = context.createGain();
    node.gain.value = value;
    return node;
  };
  /** A slow swell: `param` moves `depth` either side of where it is, once every `period` seconds. */
  const swell = (param: AudioParam, period: number, depth: number) => {
    const lfo = context.createOscillator();
    lfo.frequency.value = 1 / period;
    const amount = gain(depth);
    lfo.connect(amount).connect(param);
    lfo.start(0);
    parts.push(lfo);
  };
  const tone = (frequency: number) => {
    const oscillator = context.createOscillator();
    oscillator.frequency.value = frequency;
    oscillator.start(0);
    parts.push(oscillator);
    return oscillator;
  };
  return {
    parts,
    filter,
    gain,
    swell,
    tone,
    noise: (colour: NoiseColour) => loop(buffers.noise(colour)),
    taps: (key: string, perSecond: number, decay: number) => loop(buffers.taps(key, perSecond, decay)),
  };
}

type Builder = ReturnType<typeof builder>;

/**
 * Each sound's recipe: builds its nodes and returns the node it ends in. The levels are set so that each sound at
 * the same volume is about as loud as the others (measured: about -15 to -22 dB of full scale, the deep sounds
 * higher, as the ear hears low sounds as quieter).
 */
const recipes: Record<SoundId, (b: Builder, context: BaseAudioContext) => AudioNode> = {
  white: (b) => b.noise('white').connect(b.gain(0.21)),
  pink: (b) => b.noise('pink').connect(b.gain(0.5)),
  brown: (b) => b.noise('brown').connect(b.gain(0.63)),
  rain: (b) => {
    // A steady hiss of many far drops, and nearer drops that patter on top.
    const out = b.gain(2.1);
    b.noise('pink')
      .connect(b.filter('highpass', 600))
      .connect(b.filter('lowpass', 7000))
      .connect(b.gain(0.35))
      .connect(out);
    b.taps('rain', 120, 0.004)
      .connect(b.filter('bandpass', 3200, 0.6))
      .connect(b.gain(0.5))
      .connect(out);
    return out;
  },
  waves: (b) => {
    // Deep noise that rises and falls like surf, its brightness following: one wave about every 11 seconds.
    const wash = b.filter('lowpass', 500, 0.5);
    const level = b.gain(0.45);
    b.noise('brown').connect(wash).connect(level);
    b.swell(level.gain, 11, 0.35);
    b.swell(wash.frequency, 11, 300);
    const spray = b.gain(0.06);
    b.noise('pink').connect(b.filter('highpass', 2500)).connect(spray).connect(level);
    return level;
  },
  wind: (b) => {
    // A whistle-free breath of air whose pitch and strength wander slowly.
    const band = b.filter('bandpass', 550, 0.9);
    const level = b.gain(1.3);
    b.noise('pink').connect(band).connect(level);
    b.swell(band.frequency, 13, 250);
    b.swell(level.gain, 7.3, 0.5);
    return level;
  },
  fan: (b) => {
    // Rushing air and a soft motor hum, the way an air conditioner sounds from across the room.
    const out = b.gain(0.84);
    b.noise('brown')
      .connect(b.filter('lowpass', 900, 0.5))
      .connect(b.gain(0.7))
      .connect(out);
    b.tone(100).connect(b.gain(0.03)).connect(out);
    b.tone(200).connect(b.gain(0.012)).connect(out);
    return out;
  },
  fire: (b) => {
    // A low roar with small crackles.
    const out = b.gain(1);
    b.noise('brown').connect(b.filter('lowpass', 300)).connect(b.gain(0.45)).connect(out);
    b.taps('fire', 14, 0.0015).connect(b.filter('highpass', 1200)).connect(b.gain(0.6)).connect(out);
    return out;
  },
  binaural: (b, context) => {
    // 200 Hz in the left ear and 210 Hz in the right: a 10 Hz beat, heard only with headphones.
    const merger = context.createChannelMerger(2);
    // Pure tones tire the ear sooner than noise: they sit well below the other sounds.
    b.tone(200).connect(b.gain(0.09)).connect(merger, 0, 0);
    b.tone(210).connect(b.gain(0.09)).connect(merger, 0, 1);
    return merger;
  },
};

/** Builds the sounds of one context; each sound is made the first time it is asked for. */
export function soundMaker(context: BaseAudioContext) {
  const buffers = new Buffers(context);
  return (id: SoundId): Sound => {
    const b = builder(context, buffers);
    const output = recipes[id](b, context);
    return {
      output,
      stop() {
        for (const part of b.parts) {
          try {
            part.stop();
          } catch {
            // Never started, or already stopped.
          }
        }
      },
    };
  };
}
