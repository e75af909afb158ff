// Measures the Text Converter with its largest text: how long 100,000 characters take from pressing
// 'Convert for ADHD' to being shown whole, and the longest main-thread task meanwhile (what would freeze
// the page). Call measureTextConverter with a signed-in page of a running server.
import type { Page } from 'playwright-core';

export interface TextConverterTimings {
  characters: number;
  /** Press to the first converted text on screen. */
  firstTextMs: number;
  /** Press to the whole text on screen. */
  wholeTextMs: number;
  /** The longest main-thread task from the press to the end (0 when none passed 50 ms). */
  longestTaskMs: number;
  /** How many tasks took longer than 50 ms. */
  longTasks: number;
}

const SENTENCE = 'Reading long articles is easier in small, calm steps: one line, then the next. ';

/** An article of short paragraphs, or (paragraphs false) one unbroken block, as text copied from a PDF can be. */
export function sampleText(characters = 100_000, paragraphs = true): string {
  const unit = paragraphs ? `${SENTENCE.repeat(6).trim()}\n\n` : SENTENCE;
  return unit.repeat(Math.ceil(characters / unit.length)).slice(0, characters);
}

export async function measureTextConverter(
  page: Page,
  baseUrl: string,
  mode: 'adhd' | 'opendyslexic' = 'adhd',
  paragraphs = true,
): Promise<TextConverterTimings> {
  const text = sampleText(100_000, paragraphs);
  await page.goto(new URL('/tools/text-converter', baseUrl).toString());
  const box = page.getByRole('textbox', { name: 'Your text' });
  await box.fill(text);
  const button = mode === 'adhd' ? 'Convert for ADHD' : 'Convert to OpenDyslexic';
  // Plain JavaScript text: code compiled for Node may carry helpers the page does not have.
  return page.evaluate<TextConverterTimings>(
    `(${IN_PAGE})(${JSON.stringify({ button, length: text.length })})`,
  );
}

const IN_PAGE = `({ button, length }) =>
  new Promise((resolve, reject) => {
    const tasks = [];
    const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
    observer.observe({ type: 'longtask', buffered: false });
    const press = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === button);
    if (!press) return reject(new Error('No "' + button + '" button.'));
    const start = performance.now();
    const deadline = start + 60000;
    let firstText = 0;
    press.click();
    const check = () => {
      const output = document.querySelector('[data-testid="conversion-output"]');
      const shown = output ? output.textContent.length : 0;
      if (shown > 0 && !firstText) firstText = performance.now() - start;
      if (output && shown === length && !output.hasAttribute('aria-busy')) {
        const whole = performance.now() - start;
        // Let the observer hear of the last tasks before reading them.
        setTimeout(() => {
          observer.disconnect();
          const mine = tasks.filter((task) => task.startTime >= start);
          resolve({
            characters: length,
            firstTextMs: Math.round(firstText),
            wholeTextMs: Math.round(whole),
            longestTaskMs: Math.round(Math.max(0, ...mine.map((task) => task.duration))),
            longTasks: mine.length,
          });
        }, 100);
        return;
      }
      if (performance.now() > deadline) return reject(new Error('The text was not shown within 60 s.'));
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`;
