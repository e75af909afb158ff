/*
 * Noise of honest colours, as sample arrays (decision 094). White is flat; pink falls 3 dB an octave (Paul
 * Kellet's refined filter, within a fraction of a decibel from 10 Hz up); brown falls 6 dB an octave (white
 * noise summed up, with a slight leak below about 5 Hz so it never drifts away). The browser test measures
 * these slopes (e2e/focus-sounds-spectrum.test.ts).
 */

export type NoiseColour = 'white' | 'pink' | 'brown';

type Random = () => number;

function white(length: number, random: Random): Float32Array {
  const out = new Float32Array(length);
  for (let i = 0; i < length; i += 1) out[i] = random() * 2 - 1;
  return out;
}

function pink(length: number, random: Random): Float32Array {
  const out = new Float32Array(length);
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  let b3 = 0;
  let b4 = 0;
  let b5 = 0;
  let b6 = 0;
  for (let i = 0; i < length; i += 1) {
    const w = random() * 2 - 1;
    b0 = 0.99886 * b0 + w * 0.0555179;
    b1 = 0.99332 * b1 + w * 0.0750759;
    b2 = 0.969 * b2 + w * 0.153852;
    b3 = 0.8665 * b3 + w * 0.3104856;
    b4 = 0.55 * b4 + w * 0.5329522;
    b5 = -0.7616 * b5 - w * 0.016898;
    out[i] = b0 + b1 + b2 + b3 + b4 + b5 + b6 + w * 0.5362;
    b6 = w * 0.115926;
  }
  return out;
}

function brown(length: number, random: Random, sampleRate: number): Float32Array {
  const out = new Float32Array(length);
  // The leak's corner, 5 Hz: far below anything heard, so the slope above it is the integrator's 6 dB.
  const leak = 1 - (2 * Math.PI * 5) / sampleRate;
  let level = 0;
  for (let i = 0; i < length; i += 1) {
    level = leak * level + (random() * 2 - 1);
    out[i] = level;
  }
  return out;
}

/** Scales the samples so the loudest is `peak`. */
function normalise(samples: Float32Array, peak = 0.9): Float32Array {
  let max = 0;
  for (const value of samples) max = Math.max(max, Math.abs(value));
  if (max === 0) return samples;
  const scale = peak / max;
  for (let i = 0; i < samples.length; i += 1) samples[i] = (samples[i] ?? 0) * scale;
  return samples;
}

/**
 * `seconds` of noise of one colour that loops without a seam: it is made a little longer, and the extra end
 * is faded into the start (an equal-power cross-fade), so the loop point has no step to click on.
 */
export function noiseSamples(
  colour: NoiseColour,
  seconds: number,
  sampleRate: number,
  random: Random = Math.random,
): Float32Array {
  const length = Math.round(seconds * sampleRate);
  const fade = Math.round(0.25 * sampleRate);
  const make = colour === 'white' ? white : colour === 'pink' ? pink : brown;
  const raw = make(length + fade, random, sampleRate);
  const out = raw.slice(0, length);
  for (let i = 0; i < fade; i += 1) {
    const t = i / fade;
    out[i] =
      (raw[i] ?? 0) * Math.sin((t * Math.PI) / 2) + (raw[length + i] ?? 0) * Math.cos((t * Math.PI) / 2);
  }
  return normalise(out);
}

/**
 * Short, soft taps scattered at random: rain drops or the crackle of a fire. Each is a burst of noise that
 * dies away in `decay` seconds; `perSecond` of them on average.
 */
export function tapSamples(
  seconds: number,
  sampleRate: number,
  { perSecond, decay, random = Math.random }: { perSecond: number; decay: number; random?: Random },
): Float32Array {
  const length = Math.round(seconds * sampleRate);
  const out = new Float32Array(length);
  const count = Math.round(perSecond * seconds);
  const tail = Math.round(decay * 5 * sampleRate);
  for (let n = 0; n < count; n += 1) {
    const start = Math.floor(random() * length);
    const loudness = 0.2 + random() * 0.8;
    for (let i = 0; i < tail; i += 1) {
      // Wrapped around the end, so the loop has taps at its seam too and no gap.
      const at = (start + i) % length;
      out[at] = (out[at] ?? 0) + (random() * 2 - 1) * loudness * Math.exp(-i / (decay * sampleRate));
    }
  }
  return normalise(out, 0.8);
}
