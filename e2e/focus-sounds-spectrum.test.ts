import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { focusSoundScript } from '../scripts/focus-sound-script';
import { launchBrowser } from './support/browser';

/*
 * Honest noise colours (decision 094): the mixer's own sound recipes, rendered for a few seconds in Chromium by
 * an OfflineAudioContext, then measured in the page with an FFT. Pink must fall 3 dB an octave and brown 6 dB, each
 * within half a decibel, and white stay flat. Each sound's loudness is measured too, so none drowns the others.
 */

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.addScriptTag({ content: await focusSoundScript() });
}, 120_000);
afterAll(() => browser.close());

/** Renders `seconds` of one sound and returns its slope in dB per octave between 100 Hz and 10 kHz. */
function measureSlope(sound: string, seconds = 4) {
  return page.evaluate(
    async ({ sound, seconds }) => {
      const rate = 44_100;
      const context = new OfflineAudioContext(1, rate * seconds, rate);
      const made = (
        window as unknown as {
          FocusSound: { soundMaker: (c: BaseAudioContext) => (id: string) => { output: AudioNode } };
        }
      ).FocusSound.soundMaker(context)(sound);
      made.output.connect(context.destination);
      const samples = (await context.startRendering()).getChannelData(0);

      // Welch's method: the power of 4096-sample Hann-windowed pieces, half overlapping, averaged.
      const size = 4096;
      const power = new Float64Array(size / 2);
      const hann = Float64Array.from(
        { length: size },
        (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / size),
      );
      const re = new Float64Array(size);
      const im = new Float64Array(size);
      let pieces = 0;
      for (let start = 0; start + size <= samples.length; start += size / 2) {
        for (let i = 0; i < size; i += 1) {
          re[i] = (samples[start + i] ?? 0) * (hann[i] ?? 0);
          im[i] = 0;
        }
        // In-place radix-2 FFT.
        for (let i = 1, j = 0; i < size; i += 1) {
          let bit = size >> 1;
          for (; j & bit; bit >>= 1) j ^= bit;
          j ^= bit;
          if (i < j) {
            [re[i], re[j]] = [re[j] ?? 0, re[i] ?? 0];
            [im[i], im[j]] = [im[j] ?? 0, im[i] ?? 0];
          }
        }
        for (let length = 2; length <= size; length <<= 1) {
          const angle = (-2 * Math.PI) / length;
          for (let i = 0; i < size; i += length) {
            for (let k = 0; k < length / 2; k += 1) {
              const wr = Math.cos(angle * k);
              const wi = Math.sin(angle * k);
              const a = i + k;
              const b = a + length / 2;
              const tr = (re[b] ?? 0) * wr - (im[b] ?? 0) * wi;
              const ti = (re[b] ?? 0) * wi + (im[b] ?? 0) * wr;
              re[b] = (re[a] ?? 0) - tr;
              im[b] = (im[a] ?? 0) - ti;
              re[a] = (re[a] ?? 0) + tr;
              im[a] = (im[a] ?? 0) + ti;
            }
          }
        }
        for (let k = 0; k < size / 2; k += 1)
          power[k] = (power[k] ?? 0) + (re[k] ?? 0) ** 2 + (im[k] ?? 0) ** 2;
        pieces += 1;
      }

      // The mean power per hertz in each octave band from 100 Hz, as decibels against the band's octave number.
      const points: [number, number][] = [];
      for (let low = 100; low * 2 <= 10_000 * 1.01; low *= 2) {
        let sum = 0;
        let bins = 0;
        for (let k = Math.ceil((low * size) / rate); k < (2 * low * size) / rate; k += 1) {
          sum += (power[k] ?? 0) / pieces;
          bins += 1;
        }
        points.push([Math.log2(low * Math.SQRT2), 10 * Math.log10(sum / bins)]);
      }
      // The least-squares line through the points: its slope is dB per octave.
      const n = points.length;
      const mx = points.reduce((s, [x]) => s + x, 0) / n;
      const my = points.reduce((s, [, y]) => s + y, 0) / n;
      const slope =
        points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0) /
        points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
      return { slope, bands: points.length };
    },
    { sound, seconds },
  );
}

describe('Focus Sounds: the noise colours', () => {
  it('white noise is flat', async () => {
    const { slope, bands } = await measureSlope('white');
    expect(bands).toBeGreaterThanOrEqual(6);
    expect(Math.abs(slope)).toBeLessThan(0.5);
  });

  it('pink noise falls about 3 dB an octave', async () => {
    const { slope } = await measureSlope('pink');
    expect(slope).toBeGreaterThan(-3.5);
    expect(slope).toBeLessThan(-2.5);
  });

  it('brown noise falls about 6 dB an octave', async () => {
    const { slope } = await measureSlope('brown');
    expect(slope).toBeGreaterThan(-6.5);
    expect(slope).toBeLessThan(-5.5);
  });

  it('every sound is about as loud as the others, and none comes near the loudest level', async () => {
    const levels = await page.evaluate(async () => {
      const ids = ['white', 'pink', 'brown', 'rain', 'waves', 'wind', 'fan', 'fire', 'binaural'];
      const focus = (window as unknown as { FocusSound: { soundMaker: MakerOf } }).FocusSound;
      type MakerOf = (c: BaseAudioContext) => (id: string) => { output: AudioNode };
      const measured: Record<string, { db: number; peak: number }> = {};
      for (const id of ids) {
        // 12 seconds: at least one whole swell of the waves and the wind.
        const context = new OfflineAudioContext(2, 44_100 * 12, 44_100);
        focus.soundMaker(context)(id).output.connect(context.destination);
        const samples = (await context.startRendering()).getChannelData(0);
        let sum = 0;
        let peak = 0;
        for (const value of samples) {
          sum += value * value;
          peak = Math.max(peak, Math.abs(value));
        }
        measured[id] = { db: 10 * Math.log10(sum / samples.length), peak };
      }
      return measured;
    });
    for (const [id, { db, peak }] of Object.entries(levels)) {
      expect({ id, loudEnough: db > -25, notTooLoud: db < -12, headroom: peak < 0.9 }).toEqual({
        id,
        loudEnough: true,
        notTooLoud: true,
        headroom: true,
      });
    }
  });
});
