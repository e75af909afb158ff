// A study session in Chromium: the seeded deck of 40 cards under review, answered by keyboard (Space, then 3
// for Good) as people do, and the time from the key press to the next card's text on screen, in frames.
// `npx tsx bench/study-session.ts` after `npm run build` measures it alone.
import type { Browser } from 'playwright-core';
import { runAlone, runDirectly } from './alone';
import { installedContext } from './tool-screens';

/** One frame at 60 frames a second. */
export const FRAME_MS = 1000 / 60;
const ANSWERS = 10;

export interface StudySessionTimings {
  answers: number;
  /** Key press to the frame that shows the next card (never before the card changed), in ms: median and worst. */
  medianMs: number;
  worstMs: number;
  /** The answers whose next card came in a later frame than the first one after the key press. */
  overFrame: number;
  /** Key press to the card's change in the page (the page's own work, before any frame), in ms. */
  workMedianMs: number;
  workWorstMs: number;
  /**
   * The answers over a frame: the card's change and the time stamp of the first frame after it, in ms after the
   * key press. A frame stamped before the change (it began late, the thread busy) paints it no sooner.
   */
  late: { workMs: number; frameMs: number }[];
}

// Plain JavaScript text: the code runs in the page exactly as written, whatever compiled this file. It waits
// for the card region to show another question, then for the frame that paints it; the key press is timed by
// the event's own time stamp, on the same clock as the frames and the change.
const ARM = `(() => {
  const card = () => document.querySelector('[aria-label="Card"]');
  const question = document.querySelector('[aria-label="Card, answer shown"]').textContent;
  window.__next = new Promise((resolve) => {
    let pressed = 0;
    const onKey = (event) => { if (event.key === '3') pressed = event.timeStamp; };
    window.addEventListener('keydown', onKey, { capture: true });
    const observer = new MutationObserver(() => {
      const shown = card();
      if (!pressed || !shown || question.startsWith(shown.textContent)) return;
      observer.disconnect();
      window.removeEventListener('keydown', onKey, { capture: true });
      const changed = performance.now() - pressed;
      requestAnimationFrame((frame) => resolve([frame - pressed, changed]));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
})()`;

/** Over a frame at the tenth of a millisecond the row shows. */
const overAFrame = (ms: number) => Math.round(ms * 10) / 10 > 16.7;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function measureStudySession(
  browser: Browser,
  baseUrl: string,
  cookie: string,
): Promise<StudySessionTimings> {
  const context = await installedContext(browser, baseUrl, cookie);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/tools/study-buddy`);
    // The seeded cards are due or new (never answered): either can be studied (decision 147).
    await page
      .getByRole('button', { name: /^Review \((?:[1-9]\d* due|\d+ due, [1-9]\d* new|[1-9]\d* new)\)$/ })
      .click();
    await page.getByRole('button', { name: 'Start: 20 cards' }).click();
    await page.getByText(/Space shows the answer/).waitFor();
    await page.waitForLoadState('networkidle');
    const frames: number[] = [];
    const work: number[] = [];
    for (let i = 0; i < ANSWERS; i += 1) {
      await page.getByText(`${i} answered of 20`, { exact: false }).waitFor();
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: /Good/ }).waitFor();
      await page.evaluate(ARM);
      await page.keyboard.press('3');
      const [frame, changed] = (await page.evaluate('window.__next')) as [number, number];
      frames.push(frame);
      work.push(changed);
    }
    // A frame whose drawing began before the change (late, the thread busy) paints it no sooner than the change.
    const delays = frames.map((frame, i) => Math.max(frame, work[i] ?? 0));
    return {
      answers: ANSWERS,
      medianMs: median(delays),
      worstMs: Math.max(...delays),
      overFrame: delays.filter(overAFrame).length,
      workMedianMs: median(work),
      workWorstMs: Math.max(...work),
      late: delays.flatMap((delay, i) =>
        overAFrame(delay) ? [{ workMs: work[i] ?? 0, frameMs: frames[i] ?? 0 }] : [],
      ),
    };
  } finally {
    await context.close();
  }
}

if (runDirectly(import.meta.filename)) {
  await runAlone(async (browser, baseUrl, account) =>
    measureStudySession(browser, baseUrl, await account.cookie()),
  );
}
