// The reading aids (decisions 164, 165) in Chromium. First, the Text Converter drawing 100,000 characters with
// syllables on every word and all four parts of speech marked: the longest main-thread task from the press to
// the last piece drawn and tagged, read from a Chromium trace of the page's renderer (its top-level `RunTask`
// events, as `main-thread.ts` reads Lighthouse's), the language library's first download and start included.
// Second, every screen's first load with the aids off, as most people have them: which scripts it fetches, so
// that neither the language library (`parts-of-speech`) nor the aids' drawing (`aided-text`, with the
// hyphenation patterns) comes with any screen, and whether it asks the dictionary (`/api/dictionary`).
// `npx tsx bench/reading-aids.ts` after `npm run build` measures it alone.
import type { Browser, Page, Request } from 'playwright-core';
import { tools } from '../src/client/lib/tool-registry';
import { runAlone, runDirectly } from './alone';
import type { Row } from './report';
import { ratio } from './report';
import { sampleText } from './text-converter';
import { installedContext, signedInContext } from './tool-screens';

const CHARACTERS = 100_000;
/** The scripts that must wait until an aid is first on: the language library, and the aids' drawing. */
const AID_SCRIPTS = /\/(?:parts-of-speech|aided-text)-[\w-]{8}\.js$/;
/** The language library's chunk (not the legend's, `parts-of-speech-legend-…`). */
const LIBRARY = /\/parts-of-speech-[\w-]{8}\.js$/;
const DICTIONARY = '/api/dictionary';
/** The account's aids as the bench found them: off, for the rows measured after this one. */
const AIDS_OFF = {
  syllables: 'off',
  markNouns: false,
  markVerbs: false,
  markAdjectives: false,
  markAdverbs: false,
};

export interface AidsDraw {
  characters: number;
  /** Press to the whole text drawn with its syllables and marks, in ms. */
  wholeMs: number;
  /** The longest top-level task of the page's main thread meanwhile, and how many passed 50 ms. */
  longestTaskMs: number;
  longTasks: number;
  /** Whether the language library was fetched during the draw (its first use on this browser). */
  libraryFetched: boolean;
}

export interface FirstLoad {
  path: string;
  /** The aids' scripts the screen fetched (none expected), and the language library if its service worker did. */
  aidScripts: string[];
  dictionaryCalls: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

// Plain JavaScript text, run in the page as written. Presses the button, then waits until the output is drawn
// whole (no longer busy) and every "articles" of the sample is marked as a noun: the last piece tagged.
const IN_PAGE = `({ nouns }) =>
  new Promise((resolve, reject) => {
    const press = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Convert for ADHD');
    if (!press) return reject(new Error('No "Convert for ADHD" button.'));
    performance.mark('aids-draw-start');
    const start = performance.now();
    press.click();
    const check = () => {
      const output = document.querySelector('[data-testid="conversion-output"]');
      const marked = output
        ? [...output.querySelectorAll('.pos-noun')].filter((m) => m.textContent.replaceAll('·', '') === 'articles').length
        : 0;
      if (output && !output.hasAttribute('aria-busy') && marked >= nouns && output.querySelector('.syllable-dot')) {
        const whole = performance.now() - start;
        performance.mark('aids-draw-end');
        // One more task, so the trace holds the last one whole.
        setTimeout(() => resolve(whole), 100);
        return;
      }
      if (performance.now() - start > 120000) return reject(new Error('The text was not drawn with its aids within 120 s.'));
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`;

/** The longest top-level task of the renderer's main thread between the page's two marks. */
export function longestTaskBetween(events: TraceEvent[], from: string, to: string) {
  const start = events.find((e) => e.name === from);
  const end = events.find((e) => e.name === to);
  if (!start || !end) throw new Error('The trace holds no marks of the draw.');
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.pid === start.pid &&
      e.tid === start.tid &&
      e.ts + (e.dur ?? 0) >= start.ts &&
      e.ts <= end.ts,
  );
  const ms = tasks.map((e) => (e.dur ?? 0) / 1000);
  return { longestTaskMs: Math.round(Math.max(0, ...ms)), longTasks: ms.filter((t) => t > 50).length };
}

export async function measureAidsDraw(browser: Browser, baseUrl: string, cookie: string): Promise<AidsDraw> {
  const context = await installedContext(browser, baseUrl, cookie);
  try {
    const page = await context.newPage();
    const turnedOn = await page.request.patch(`${baseUrl}/api/settings`, {
      data: { syllables: 'all', markNouns: true, markVerbs: true, markAdjectives: true, markAdverbs: true },
    });
    if (!turnedOn.ok()) throw new Error(`The aids could not be turned on (${turnedOn.status()}).`);
    let libraryFetched = false;
    page.on('request', (request) => {
      if (LIBRARY.test(new URL(request.url()).pathname)) libraryFetched = true;
    });
    context.on('request', (request) => {
      if (LIBRARY.test(new URL(request.url()).pathname)) libraryFetched = true;
    });
    const text = sampleText(CHARACTERS);
    const nouns = text.split('articles').length - 1;
    await page.goto(`${baseUrl}/tools/text-converter`);
    await page.getByRole('textbox', { name: 'Your text' }).fill(text);
    await page.waitForLoadState('networkidle');
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'blink.user_timing',
        'toplevel',
      ],
    });
    const drawn = page.evaluate<number>(`(${IN_PAGE})(${JSON.stringify({ nouns })})`);
    // The trace is stopped whether the draw ended or failed.
    const ended = await drawn.then(
      (ms) => ({ ms }),
      (error: unknown) => ({ error }),
    );
    const trace = await browser.stopTracing();
    if ('error' in ended) throw ended.error;
    const wholeMs = ended.ms;
    const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
    await page.request.patch(`${baseUrl}/api/settings`, { data: AIDS_OFF });
    return {
      characters: text.length,
      wholeMs: Math.round(wholeMs),
      ...longestTaskBetween(events, 'aids-draw-start', 'aids-draw-end'),
      libraryFetched,
    };
  } finally {
    await context.close();
  }
}

/** The screens a person opens: each available tool, settings, My Day, the dashboard and the landing page. */
function screens(): string[] {
  return [
    '/',
    '/dashboard',
    ...tools.filter((t) => t.status === 'available').map((t) => t.path),
    '/settings',
    '/settings?tab=accessibility',
    '/my-day',
  ];
}

/** What one screen fetches on its first load in a new browser, until it has settled. */
async function firstLoad(page: Page, baseUrl: string, path: string): Promise<FirstLoad> {
  const aidScripts: string[] = [];
  let dictionaryCalls = 0;
  const onRequest = (request: Request) => {
    const { pathname } = new URL(request.url());
    // The service worker keeps every screen's scripts once the screen has settled (decision 090), the aids'
    // drawing among them; the language library only once it is first used (decision 165).
    const byWorker = request.serviceWorker() !== null;
    if (byWorker ? LIBRARY.test(pathname) : AID_SCRIPTS.test(pathname)) {
      aidScripts.push(byWorker ? `${pathname} (service worker)` : pathname);
    }
    if (pathname.startsWith(DICTIONARY)) dictionaryCalls += 1;
  };
  page.context().on('request', onRequest);
  try {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    // What the screen loads once it is idle (lazy parts asked for at idle) counts too.
    await page.waitForTimeout(2500);
    await page.waitForLoadState('networkidle');
  } finally {
    page.context().off('request', onRequest);
  }
  return { path, aidScripts, dictionaryCalls };
}

export async function measureFirstLoads(
  browser: Browser,
  baseUrl: string,
  cookie: string,
): Promise<FirstLoad[]> {
  const loads: FirstLoad[] = [];
  for (const path of screens()) {
    // A new browser for each: nothing kept from another screen.
    const context = await signedInContext(browser, baseUrl, cookie);
    try {
      loads.push(await firstLoad(await context.newPage(), baseUrl, path));
    } finally {
      await context.close();
    }
  }
  return loads;
}

export function readingAidsRows(draw: AidsDraw, loads: FirstLoad[]): Row[] {
  const fetching = loads.filter((l) => l.aidScripts.length > 0 || l.dictionaryCalls > 0);
  return [
    {
      figure: `Text Converter, ${draw.characters.toLocaleString('en')} characters with syllables on every word and every part of speech marked: longest main-thread task while drawing (Chromium trace${draw.libraryFetched ? ', the language library fetched and started in it' : ''})`,
      measured: `${draw.longestTaskMs} ms; ${draw.longTasks} tasks over 50 ms; drawn and tagged whole in ${(draw.wholeMs / 1000).toFixed(1)} s`,
      reference: '200 ms',
      ratio: ratio(draw.longestTaskMs, 200),
      target: 'no task over 200 ms',
      met: draw.longestTaskMs <= 200,
    },
    {
      figure: `first load of every screen with the aids off (${loads.length} screens): the language library, the aids' drawing and the dictionary`,
      measured: fetching.length
        ? fetching
            .map(
              (l) => `${l.path}: ${[...l.aidScripts, ...(l.dictionaryCalls ? [DICTIONARY] : [])].join(', ')}`,
            )
            .join('; ')
        : 'none fetched',
      reference: '-',
      ratio: '-',
      target: 'none on any first load',
      met: fetching.length === 0,
    },
  ];
}

if (runDirectly(import.meta.filename)) {
  await runAlone(async (browser, baseUrl, account) => {
    const loads = await measureFirstLoads(browser, baseUrl, await account.cookie());
    const draw = await measureAidsDraw(browser, baseUrl, await account.cookie());
    return { draw, loads, rows: readingAidsRows(draw, loads) };
  });
}
