import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Text that would run a script or add an element if a screen ever inserted it as HTML, a link or markup.
 * Each marks what it would add with an id starting "xss" and would set window.__xss and open a dialog.
 */
export const PAYLOADS = [
  '<img src=x id=xss1 onerror="window.__xss=1;alert(1)">',
  '<script id=xss2>window.__xss=2;alert(2)</script>',
  '"><svg id=xss3 onload="window.__xss=3;alert(3)">',
  '\'><a id=xss4 href="javascript:window.__xss=4;alert(4)">open</a>',
  '[read me](javascript:alert(5)) **bold** <iframe id=xss6 srcdoc="<script>parent.alert(6)</script>">',
] as const;

/**
 * Before any page script: every Content-Security-Policy violation is kept, as a blocked inline script or
 * handler of a payload shows one. Not eval: the validation library probes once whether it may compile
 * (new Function, caught), and the policy refusing it is the policy working.
 */
export const WATCH_SCRIPT = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    if (event.blockedURI === 'eval') return;
    window.__cspViolations.push(event.violatedDirective + ' ' + (event.blockedURI || event.sample));
  });
`;

/** Starts watching a page: every dialog is recorded (and dismissed) so the test can fail on it. */
export async function watchForPayloads(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.context().addInitScript(WATCH_SCRIPT);
  return dialogs;
}

/** What a payload would have left in the page had it been taken as markup: none of it may be there. */
export function injected(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __xss?: number; __cspViolations?: string[] };
    const found = document.querySelectorAll(
      '[id^="xss"], img[src="x"], script:not([src]), iframe, a[href^="javascript:" i], [onerror], [onload]',
    );
    return {
      elements: [...found].map((el) => el.outerHTML.slice(0, 120)),
      flag: w.__xss ?? null,
      cspViolations: w.__cspViolations ?? [],
    };
  });
}

/** Everything the page shows as text, and in its text boxes, with runs of white space made one space. */
export function shownText(page: Page) {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll('input, textarea')].map(
      (el) => (el as HTMLInputElement | HTMLTextAreaElement).value,
    );
    return [document.body.innerText, ...boxes].join('\n').replace(/\s+/g, ' ');
  });
}

/**
 * Waits until the screen shows every one of `texts` as text (so the payloads really reached it), then
 * fails on any dialog, injected element, payload flag or blocked inline script.
 */
export async function expectShownAsText(
  page: Page,
  dialogs: string[],
  texts: readonly string[],
  where: string,
) {
  const normal = texts.map((text) => text.replace(/\s+/g, ' ').trim());
  await expect
    .poll(
      async () => {
        const shown = await shownText(page);
        return normal.filter((text) => !shown.includes(text));
      },
      { timeout: 15_000, message: `${where}: payloads not shown as text` },
    )
    .toEqual([]);
  expect(await injected(page), where).toEqual({ elements: [], flag: null, cspViolations: [] });
  expect(dialogs, where).toEqual([]);
}
