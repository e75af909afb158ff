import { describe, expect, it } from 'vitest';
import { noiseSamples, tapSamples } from './noise';

/** The largest step between neighbouring samples, and the step across the loop point. */
function steps(samples: Float32Array) {
  let largest = 0;
  for (let i = 1; i < samples.length; i += 1) {
    largest = Math.max(largest, Math.abs((samples[i] ?? 0) - (samples[i - 1] ?? 0)));
  }
  return { largest, seam: Math.abs((samples[0] ?? 0) - (samples.at(-1) ?? 0)) };
}

describe('focus sound noise', () => {
  it.each(['white', 'pink', 'brown'] as const)('%s noise loops with no step at its seam', (colour) => {
    const samples = noiseSamples(colour, 2, 8000);
    expect(samples).toHaveLength(16_000);
    const peak = Math.max(...samples.map(Math.abs));
    expect(peak).toBeCloseTo(0.9, 5);
    const { largest, seam } = steps(samples);
    // The seam is no bigger a step than the noise takes anywhere else.
    expect(seam).toBeLessThanOrEqual(largest);
  });

  it('brown noise moves in small steps (a deep sound), white in large ones', () => {
    expect(steps(noiseSamples('brown', 2, 8000)).largest).toBeLessThan(0.2);
    expect(steps(noiseSamples('white', 2, 8000)).largest).toBeGreaterThan(1);
  });

  it('scatters taps no louder than the sounds under them', () => {
    const taps = tapSamples(2, 8000, { perSecond: 20, decay: 0.002 });
    expect(Math.max(...taps.map(Math.abs))).toBeCloseTo(0.8, 5);
  });
});
