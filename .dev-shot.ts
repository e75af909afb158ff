import { chromium } from 'playwright-core';
import { DEFAULT_APPEARANCE } from './src/shared/appearance';
const BASE = 'http://localhost:5391';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const context = await browser.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE }, viewport: { width: 1280, height: 720 } });
const page = await context.newPage();
await page.request.post('/api/auth/sign-up/email', { data: { email: `shot-${Date.now()}@example.com`, password: 'Calm-Nest-2026', name: '' } });
await page.request.patch('/api/profile', { data: { fullName: 'Alexandria Montgomery-Featherstonehaugh', age: 33, gender: 'non-binary', conditions: ['ADHD', 'Dyslexia'], location: { city: 'Leeds', country: 'United Kingdom', timezone: 'Europe/London' } } });
const shots: [object, number, string, string?][] = [
  [{ fontFamily: 'opendyslexic', textSize: 1.5 }, 1280, 'nav-1280-large'],
  [{ fontFamily: 'opendyslexic', textSize: 1.5 }, 1280, 'nav-1280-large-open', 'Open menu'],
  [{}, 1280, 'nav-1280-default'],
  [{}, 320, 'dash-320-default'],
  [{ fontFamily: 'opendyslexic', textSize: 1.5, lineSpacing: 3, fontStyle: 'bionic' }, 320, 'dash-320-large'],
];
for (const [settings, width, name, click] of shots) {
  await page.request.patch('/api/settings', { data: { ...DEFAULT_APPEARANCE, ...settings } });
  await page.setViewportSize({ width, height: width === 320 ? 900 : 600 });
  await page.goto('/dashboard');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  if (click) await page.getByRole('button', { name: click }).click();
  await page.screenshot({ path: `/tmp/words-dev/shot-${name}.png` });
}
await browser.close();
