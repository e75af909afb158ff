import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heading, signUp } from './support/accounts';
import { checkAccessibility, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const guide = (page: Page) => page.getByRole('region', { name: 'Breathing guide' });
const shown = (page: Page) => guide(page).locator('.absolute.inset-0.flex').innerText();

describe('breathing exercise', () => {
  it('waits for its sound, then breathes in for 5 and out for 7 until stopped', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    // The sound is held back until the test lets it finish, to see the start button wait for it.
    await page.addInitScript(() => {
      const render = OfflineAudioContext.prototype.startRendering;
      const gate = new Promise<void>((resolve) => {
        (window as unknown as { releaseSound: () => void }).releaseSound = resolve;
      });
      OfflineAudioContext.prototype.startRendering = async function () {
        await gate;
        return render.call(this);
      };
    });
    const start = new Date('2026-03-02T09:00:00Z').getTime();
    await page.clock.install({ time: start });
    await page.goto('/tools');
    await page.getByRole('link', { name: /Breathing & Meditation/ }).click();
    await page.waitForURL('**/tools/meditation');
    await expect.poll(() => heading(page)).toBe('Breathing Exercise');
    expect(await page.getByRole('link', { name: 'Back to Tools' }).getAttribute('href')).toBe('/tools');
    expect(await shown(page)).toBe('Ready to start');
    const loading = page.getByRole('button', { name: 'Loading...' });
    expect(await loading.isDisabled()).toBe(true);

    await page.evaluate(() => (window as unknown as { releaseSound: () => void }).releaseSound());
    const startButton = page.getByRole('button', { name: 'Start' });
    await expect.poll(() => startButton.isEnabled()).toBe(true);
    await checkAccessibility(page, 'meditation-ready');
    expect(await page.getByText('Calming thought 1 of 10').count()).toBe(1);

    await startButton.click();
    await expect.poll(() => shown(page)).toMatch(/^Inhale\n[1-5]$/);
    // The exact rhythm is unit-tested on a fake clock; here the page runs on its own clock and is watched.
    const phases = { timeout: 9000, interval: 100 };
    await expect.poll(() => shown(page), phases).toBe('Exhale\n7');
    await expect.poll(() => shown(page), phases).toBe('Exhale\n1');
    await expect.poll(() => shown(page), phases).toBe('Inhale\n5');
    await checkAccessibility(page, 'meditation-running');

    // Two breaths in, the next calming thought.
    await page.clock.fastForward(24_000);
    await expect.poll(() => page.getByText('Calming thought 2 of 10', { exact: false }).count()).toBe(1);

    await page.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(() => shown(page)).toBe('Ready to start');
    expect(await page.getByRole('button', { name: 'Start' }).isEnabled()).toBe(true);

    // The background sound, once turned off, stays off on the next visit.
    const sound = page.getByRole('checkbox', { name: 'Background sound' });
    expect(await sound.isChecked()).toBe(true);
    await sound.uncheck();
    await page.reload();
    await expect.poll(() => heading(page)).toBe('Breathing Exercise');
    await expect.poll(() => sound.isChecked()).toBe(false);
    await context.close();
  });

  it('works in a browser with no Web Audio and no speech, saying so calmly', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await page.addInitScript(() => {
      const scope = window as unknown as Record<string, unknown>;
      for (const name of ['AudioContext', 'webkitAudioContext', 'OfflineAudioContext', 'speechSynthesis']) {
        delete scope[name];
        Object.defineProperty(window, name, { value: undefined, configurable: true });
      }
    });
    await page.goto('/tools/meditation');
    const startButton = page.getByRole('button', { name: 'Start' });
    await expect.poll(() => startButton.isEnabled()).toBe(true);
    expect(
      await page.getByText('This browser cannot play the background sound.', { exact: false }).count(),
    ).toBe(1);
    expect(await page.getByText('This browser cannot read the quotes aloud.').count()).toBe(1);
    await startButton.click();
    await expect.poll(() => shown(page)).toMatch(/^Inhale\n[1-5]$/);
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(() => shown(page)).toBe('Ready to start');
    await context.close();
  });

  it('changes size and colour in steps, without gliding, when motion is reduced', async () => {
    const { page, context } = await newPage(browser, {
      reducedMotion: 'reduce',
      colorScheme: 'dark',
      viewport: { width: 320, height: 800 },
    });
    await signUp(page);
    await page.goto('/tools/meditation');
    await page.getByRole('button', { name: 'Start' }).click();
    const circle = guide(page).locator('div[aria-hidden="true"].rounded-full');
    const duration = await circle.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
    expect(duration).toBeLessThan(0.01);
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('#main *')].filter((el) => el.getBoundingClientRect().right > 320.5),
    );
    expect(overflowing).toHaveLength(0);
    await checkAccessibility(page, 'meditation-reduced-motion-dark-320');
    await context.close();
  });

  it("plays its sound on the app's one audio engine, the one Focus Sounds use", async () => {
    const { page, context } = await newPage(browser);
    await page.addInitScript(() => {
      const Base = window.AudioContext;
      const made: AudioContext[] = [];
      (window as unknown as { contexts: AudioContext[] }).contexts = made;
      window.AudioContext = class extends Base {
        constructor(options?: AudioContextOptions) {
          super(options);
          made.push(this);
        }
      };
    });
    await signUp(page);
    await page.goto('/tools/meditation');
    const startButton = page.getByRole('button', { name: 'Start' });
    await expect.poll(() => startButton.isEnabled()).toBe(true);
    await startButton.click();
    const contexts = () =>
      page.evaluate(() => (window as unknown as { contexts: AudioContext[] }).contexts.map((c) => c.state));
    await expect.poll(contexts).toEqual(['running']);
    // On to Focus Sounds within the app: a mix plays on the same engine.
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('link', { name: 'Back to Tools' }).click();
    await page.getByRole('link', { name: /Focus Sounds/ }).click();
    await page.getByRole('button', { name: 'Rainy café' }).click();
    await expect.poll(() => page.locator('#transport-heading').textContent()).toBe('Playing: Rainy café');
    expect(await contexts()).toEqual(['running']);
    await context.close();
  });
});
