// Draws the app's install icons (src/client/public/icons/*.png) from the same mark as favicon.svg, in
// Chromium. Run after changing the mark: `npx tsx scripts/app-icons.ts`; the PNGs are kept in the repository.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const OUT = path.resolve(import.meta.dirname, '../src/client/public/icons');
const MARK =
  '<path d="M9 22V10l14 12V10" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>';

/** "any": the rounded square of the favicon. "maskable": a full square, the mark inside the safe circle. */
const svg = (purpose: 'any' | 'maskable') =>
  purpose === 'any'
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4f46e5"/>${MARK}</svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#4f46e5"/><g transform="translate(6.4 6.4) scale(0.6)">${MARK}</g></svg>`;

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  await mkdir(OUT, { recursive: true });
  for (const [name, size, purpose] of [
    ['icon-192.png', 192, 'any'],
    ['icon-512.png', 512, 'any'],
    ['maskable-512.png', 512, 'maskable'],
    ['apple-touch-icon.png', 180, 'maskable'],
  ] as const) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg(purpose)}`,
    );
    await page.screenshot({ path: path.join(OUT, name), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
