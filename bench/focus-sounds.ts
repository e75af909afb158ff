// Focus Sounds' cost: every sound of the mixer on at once, rendered for 60 seconds by an OfflineAudioContext in
// Chromium, against the 60 seconds it would take to hear. Under 0.1 of real time leaves the computer free.
import type { Browser } from 'playwright-core';
import { focusSoundScript } from '../scripts/focus-sound-script';
import { SOUND_IDS } from '../src/shared/focus-sounds/sounds';

export interface FocusSoundsCost {
  seconds: number;
  /** Wall-clock milliseconds the rendering took. */
  renderMs: number;
}

export async function measureFocusSounds(browser: Browser, seconds = 60): Promise<FocusSoundsCost> {
  const page = await browser.newPage();
  try {
    await page.addScriptTag({ content: await focusSoundScript() });
    const renderMs = await page.evaluate(
      async ({ ids, seconds }) => {
        type Maker = (context: BaseAudioContext) => (id: string) => { output: AudioNode };
        const { soundMaker } = (window as unknown as { FocusSound: { soundMaker: Maker } }).FocusSound;
        const rate = 44_100;
        const context = new OfflineAudioContext(2, rate * seconds, rate);
        const make = soundMaker(context);
        for (const id of ids) make(id).output.connect(context.destination);
        const started = performance.now();
        await context.startRendering();
        return performance.now() - started;
      },
      { ids: [...SOUND_IDS], seconds },
    );
    return { seconds, renderMs };
  } finally {
    await page.close();
  }
}
