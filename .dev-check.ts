// Throwaway dev loop (not committed): sweep given screens with given settings.
import { chromium } from 'playwright-core';
import { splitWords } from './e2e/support/split-words';
import { APPEARANCE_COOKIE, DEFAULT_APPEARANCE, encodeAppearance } from './src/shared/appearance';

const BASE = 'http://localhost:5391';
const [, , settingsJson, widthsArg, ...paths] = process.argv;
const settings = JSON.parse(settingsJson ?? '{}');
const widths = (widthsArg ?? '320').split(',').map(Number);
const TEXT_SPACING = `* { letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;
const ALLOWED = ['Featherstonehaugh', 'Llanfairpwllgwyngyll', 'a-rather-long-e-mail', '@example.com', 'Reorganise-the-garden'];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const context = await browser.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
await context.addInitScript('window.__name = (f) => f');
const page = await context.newPage();
const signedOut = paths.some((p) => p.startsWith('out:'));
if (!signedOut) {
  await page.request.post('/api/auth/sign-up/email', { data: { email: `a-rather-long-e-mail-address-for-wrapping-${Date.now()}@example.com`, password: 'Calm-Nest-2026', name: '' } });
  await page.request.patch('/api/profile', { data: { fullName: 'Alexandria Montgomery-Featherstonehaugh', age: 33, gender: 'non-binary', conditions: ['ADHD', 'Autism', 'Dyslexia', 'Dyscalculia', 'Dysgraphia', 'Other'], location: { city: 'Llanfairpwllgwyngyll', country: 'United Kingdom', timezone: 'America/Argentina/Buenos_Aires' } } });
  await page.request.post('/api/todos', { data: { title: 'Book the dentist appointment for Thursday afternoon' } });
  await page.request.post('/api/todos', { data: { title: 'Reorganise-the-garden-shed-before-the-autumn-storms-arrive' } });
  await page.request.post('/api/kanban', { data: { title: 'Plan the week', description: 'Sunday evening' } });
  await page.request.post('/api/projects', { data: { title: 'Moving house in the spring', content: { nodes: [{ id: 'a', text: 'Moving house', position: { x: 0, y: 0 }, children: [] }] } } });
  await page.request.patch('/api/settings', { data: { ...DEFAULT_APPEARANCE, ...settings } });
} else {
  await context.addCookies([{ name: APPEARANCE_COOKIE, value: encodeAppearance({ ...DEFAULT_APPEARANCE, ...settings }), url: BASE }]);
}
for (const width of widths) {
  await page.setViewportSize({ width, height: 720 });
  for (const raw of paths) {
    const [path, rawAction] = raw.replace(/^out:/, '').split('#'); const action = rawAction?.replace(/_/g, ' ');
    await page.goto(path!);
    await page.waitForLoadState('networkidle');
    if (settings.textSize === 1.5) await page.addStyleTag({ content: TEXT_SPACING });
    if (action) await page.getByRole('button', { name: action }).first().click();
    await page.evaluate(() => document.fonts.ready.then(() => new Promise(requestAnimationFrame)));
    const wide = await page.evaluate(() => {
      const w = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= w + 1) return [];
      const all = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter((el) => el.getBoundingClientRect().right > w + 1);
      return [`page ${document.documentElement.scrollWidth}`, ...all.slice(0, 8).map((el) => `${el.tagName}.${el.className.toString().slice(0, 80)} r=${Math.round(el.getBoundingClientRect().right)} "${(el.textContent ?? '').trim().slice(0, 30)}"`)];
    });
    const split = await page.evaluate(splitWords, ALLOWED);
    console.log(`== ${width} ${raw}`, [...wide, ...split].join('\n   '));
    await page.screenshot({ path: `/tmp/words-dev/${width}${path!.replace(/[/?=&]/g, '-')}${action ? '-' + action.replace(/ /g, '') : ''}.png`, fullPage: true });
  }
}
await browser.close();
