// Writes bench/RESULTS.md: every figure of the run beside its floor or ceiling, as a ratio, and the target.
import { cpus, loadavg, totalmem } from 'node:os';
import type { Encoded } from './checks';

export interface Row {
  figure: string;
  measured: string;
  reference: string;
  ratio: string;
  target: string;
  met: boolean | null;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ratio = (value: number, reference: number) => `${(value / reference).toFixed(2)}×`;
export const sizeKb = kb;

export function renderResults(rows: Row[], encoded: Encoded[], notes: string[], seconds: number): string {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 1024 ** 3).toFixed(1)} GB, Node ${process.version}`;
  const lines = [
    '# Bench results',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC, in ${Math.round(seconds)} s.`,
    `Machine: ${machine}. The machine may be shared with other work: absolute figures are noisy, ratios matter.`,
    `Load average at the end of the run (1, 5, 15 min): ${loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')}.`,
    '',
    '| figure | measured | floor or ceiling | ratio | target | met |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.figure} | ${r.measured} | ${r.reference} | ${r.ratio} | ${r.target} | ${r.met === null ? '-' : r.met ? 'yes' : '**no**'} |`,
    ),
    '',
    '## Compression on the wire',
    '',
    '| answer | path | encoding | sent | uncompressed |',
    '|---|---|---|---|---|',
    ...encoded.map(
      (e) => `| ${e.what} | \`${e.path}\` | ${e.encoding} | ${kb(e.bytes)} | ${kb(e.plainBytes)} |`,
    ),
    '',
    'Answers under 1 KB go as they are (decision 022): compressing them saves less than a packet.',
    '',
    '## How each figure is measured',
    '',
    '- JavaScript fetched: every script Chromium loads for the page until the network is idle (and 2.5 s more,',
    '  so scripts loaded on idle count too), each gzipped at the default level. The floor is a page that renders',
    '  one heading with React and React DOM, built by the same Vite (bench/floor/).',
    '- Lighthouse 12.8, mobile (its default throttling), 3 runs of every screen (the landing page, the',
    '  dashboard, each tool, settings and My Day), the run with the median score reported, Chromium from',
    '  `CHROME_PATH` (default /usr/bin/chromium).',
    '  Performance and accessibility come from the same run; the failed accessibility audits are named with',
    '  the number of elements each found. Every screen but the landing page is measured signed in, as the',
    '  seeded account.',
    "  Beside the score, the share of the main thread's long tasks after the first paint (those over 12.5 ms,",
    "  which the fourfold slowdown makes longer than 50 ms) that its thread spent on a CPU, from the run's own",
    "  trace: Lighthouse slows each task's clock time four times, time off the CPU included.",
    '- The account: signed up through the API, ADHD in its profile, then seeded through the API with a',
    '  realistic amount of data for every tool (see the note below): todos, board cards with subtasks,',
    '  conversions, a budget, a mind map, habits with check-ins, routines, focus-sound mixes, a study deck',
    '  and reminders. Every list read is loaded, new tools included.',
    '- Load: autocannon, 50 connections, 1 s warm-up then three windows of 3 s per route, each figure (requests',
    "  per second, p50, p99) the windows' median, each window's p99 beside it: one stall of the machine in one",
    '  window (another process, a collection) does not decide the figure. Against the built server',
    '  (`src/server/main.ts`). Every request carries the Accept-Encoding Chromium sends, so answers over 1 KB',
    '  are compressed as for a browser; the signed-in ones carry the session cookies a browser holds, signed',
    '  afresh for each route. `/api/health` runs first and last; their mean is the reference of every ratio',
    '  (requests per second, p50 and p99 latency), so each route is compared with the same server in the same',
    '  minute. Nothing is written meanwhile, so every list read but My Day, conversions and projects is',
    '  answered from the answer kept for the person (decision 131); a read after a write reads the list',
    '  afresh, and the capacity row below measures reads among writes.',
    '- Assistant CPU (bench/assistant-cpu.ts): on PGlite, three new accounts ask the built-in engine 100 times',
    '  each, 10 at a time, in turn for mind-map topics, routine steps and study cards from a paragraph; the',
    "  server's CPU over those requests (from /proc) a request, beside the same number of `/api/health` checks",
    '  sent the same way just before. Each account stays under its limit (decision 138), so every one is answered.',
    '- People served (bench/capacity.ts): the built server on a fresh PostgreSQL database with its default',
    '  process count. One person signs up and fills every tool through the API; the others are copies of that',
    '  account in the database, each with its own session and address. Each simulated person loops: open a',
    "  tool's screen (the reads it makes on opening, at once), think 2–5 s, one action (add, tick, edit, or an",
    '  assistant request to the built-in engine), think 2–5 s, over ten tools in about the mix people use them.',
    '  After 8 s with 250 people unmeasured, the number starts at 250 and doubles until a step fails (p99 over',
    '  100 ms, or any answer not 2xx), or halves until one passes, then the gap between the two is halved',
    '  twice; each step gives 5 s for the newcomers to',
    '  arrive and measures 7 s. The figure is the largest number that passed, divided by the server processes,',
    '  with the cores the server, PostgreSQL and the simulated people used meanwhile (from /proc); the people',
    "  run in the bench's own process on the same machine, so their cost counts against the server. The",
    "  reference is `/api/health` at 50 connections on the same server, and the ratio the mix's requests per",
    '  second against it. docs/scaling.md builds on this figure.',
    '- Text Converter, mind map, study session and Focus Sounds playing are measured with the app installed:',
    "  a dashboard opened first and its service worker active, as in a returning person's browser (the worker",
    "  starts once a screen settles, decision 136, and its first downloads would share the figure's seconds).",
    '- Text Converter: in Chromium, 100,000 characters in the box, from pressing the button to the whole',
    '  converted text on screen (no longer marked busy); the longest main-thread task meanwhile from the',
    "  browser's Long Tasks API (bench/text-converter.ts).",
    '- Mind map: a saved map of 500 topics; the time from navigation until every topic is drawn, then, once the',
    '  page is idle, the gaps between animation frames while a topic is dragged 60 mouse steps and while the',
    '  canvas is panned (bench/mind-map.ts). Frame gaps are compared at a tenth of a millisecond.',
    '- Habit calendars (bench/habit-calendar.ts): an account of its own with ten habits of two years of',
    '  check-ins each, restored through `POST /api/habits` with their check-ins (a late check-in may only be',
    '  logged for the last 7 days). A first visit opens /tools/habits and waits for the service worker; then',
    '  three return visits each open it until every Calendar button is shown and, once the network is idle,',
    "  click each habit's Calendar until all thirty months are drawn. The figure is the median of the three",
    "  openings' longest main-thread task of each part (the browser's Long Tasks API), from the first paint on",
    '  (decision 135). Beside it: the first visit, and the same screen on a first visit for a new account',
    '  with no habits, each before and after its first paint.',
    "- Study session (bench/study-session.ts): the seeded deck's review, 10 answers by keyboard (Space, then",
    "  3): from the key press's event time to the start of the animation frame that paints the next card's",
    '  question (seen by a MutationObserver), on the same clock; one frame is 16.7 ms. A frame whose drawing',
    '  began before the card changed (the key came while it was under way, or it started late with the thread',
    '  busy) paints the card no sooner than the change: the change time counts then.',
    '- Start-up: from spawning the server to its first healthy `/api/health` (asked every 20 ms), on the data',
    '  directory or database the first run left; the first start on an empty one is the reference.',
    '- Focus Sounds playing (bench/focus-sounds-playing.ts): the mixer with every sound on, first silent, then',
    "  playing (past its fade-in), 10 s each; the main thread's busy share is Chromium's own task time",
    '  (DevTools Performance.getMetrics, TaskDuration) over the wall-clock time.',
    '- `npm start` and the server alone (bench/start-up.ts): the same seeded data directory, nothing changed',
    '  since the build, median of 5 runs interleaved with the floor, a bare Node HTTP server answering one',
    '  route started the same way (through `npm start` in a package of its own, or with `node`), so both see',
    '  the same machine in the same minute (decision 106).',
    '- Memory: VmRSS from /proc/<pid>/status of the server process and any processes it started, 1 s after',
    '  the account is seeded with nothing asking (idle), and its peak, sampled every 0.5 s, during the load',
    '  runs. The ceilings are the same on either database (decision 107); `npx tsx bench/server-memory.ts`',
    '  measures them alone.',
    '',
    ...(notes.length ? ['## Notes', '', ...notes.map((n) => `- ${n}`), ''] : []),
  ];
  return `${lines.join('\n')}\n`;
}
