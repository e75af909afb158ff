// Focus Sounds while they play: the share of the page's main thread the mixer takes with every sound on, beside
// the same screen open and silent for as long. The sound itself is made on the browser's audio thread; the
// page should only draw what changes (the now-playing control, the timer), so typing elsewhere stays smooth.
import type { Browser, Page } from 'playwright-core';
import type { Row } from './report';
import { installedContext } from './tool-screens';

export interface PlayingCost {
  seconds: number;
  /** Share of the wall-clock time the main thread spent in tasks while every sound played. */
  playing: number;
  /** The same, with the mixer open and nothing playing. */
  silent: number;
}

/** The main thread's busy share over `seconds`, from Chromium's own task timer. */
async function busyShare(page: Page, seconds: number): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
  };
  const before = await taskSeconds();
  const started = performance.now();
  await page.waitForTimeout(seconds * 1000);
  const share = (await taskSeconds()) - before;
  const wall = (performance.now() - started) / 1000;
  await cdp.detach();
  return share / wall;
}

export async function measurePlayingCost(
  browser: Browser,
  baseUrl: string,
  cookie: string,
  seconds = 10,
): Promise<PlayingCost> {
  const context = await installedContext(browser, baseUrl, cookie);
  try {
    const page = await context.newPage();
    await page.goto('/tools/focus-sounds');
    const switches = page.getByRole('switch');
    await switches.first().waitFor();
    for (const sound of await switches.all()) {
      if (!(await sound.isChecked())) await sound.check();
    }
    await page.waitForLoadState('networkidle');
    const silent = await busyShare(page, seconds);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    // Past the fade-in, when the mix plays as it will for the rest of a session.
    await page.waitForTimeout(2000);
    const playing = await busyShare(page, seconds);
    return { seconds, playing, silent };
  } finally {
    await context.close();
  }
}

/** Ceiling on the main thread's share while every sound plays: a twentieth, so the page stays free to type in. */
const CEILING = 0.05;

export function playingCostRow(cost: PlayingCost): Row {
  const percent = (share: number) => `${(share * 100).toFixed(2)} %`;
  return {
    figure: `Focus Sounds, every sound playing: main thread busy over ${cost.seconds} s`,
    measured: percent(cost.playing),
    reference: `the mixer open and silent: ${percent(cost.silent)}`,
    ratio: `${((cost.playing - cost.silent) * 100).toFixed(2)} points more`,
    target: `≤ ${percent(CEILING)} of the main thread`,
    met: cost.playing <= CEILING,
  };
}
