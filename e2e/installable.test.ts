import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEmail, signUp } from './support/accounts';
import { checkAccessibility, launchBrowser, launchProfile } from './support/browser';
import { installed } from './support/offline';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('installable app', () => {
  it('has a manifest Chromium can install from, with icons, My Day among its shortcuts', async () => {
    const { page, context, close } = await launchProfile();
    try {
      await signUp(page, newEmail('install'));
      // The app registers its worker by itself once the page has loaded.
      await page.goto('/dashboard');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
      const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
        start_url: string;
        display: string;
        icons: { src: string; sizes: string; purpose: string }[];
        shortcuts: { name: string; url: string }[];
      };
      expect(manifest).toMatchObject({ start_url: '/dashboard', display: 'standalone' });
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icon of manifest.icons) {
        const file = await page.request.get(icon.src);
        expect(file.headers()['content-type']).toBe('image/png');
      }
      expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/tools/todo', '/my-day', '/tools/time-box']);
    } finally {
      await close();
    }
  });

  it('opens the app and a screen without a connection, from what the device kept', async () => {
    const { page, context } = await installed(browser);
    await context.setOffline(true);
    await page.goto('/tools/time-box');
    // The app itself answers, not the browser's offline page.
    await expect.poll(() => page.locator('#root').count()).toBe(1);
    await expect.poll(() => page.title()).toContain('NeuroNest');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('ADHD Time Boxing Tool');
    await checkAccessibility(page, 'offline-time-box');
    // Focus Sounds are made on the device: a ready mix plays with no connection at all.
    await page.goto('/tools/focus-sounds');
    await page.getByRole('button', { name: 'Rainy café' }).click();
    await expect.poll(() => page.locator('#transport-heading').textContent()).toBe('Playing: Rainy café');
    await context.close();
  });

  it('announces a new version calmly and reloads only when asked', async () => {
    const { page, context } = await installed(browser);
    // A new version is deployed: the worker's file changes. Only this file's tests run service workers.
    const file = path.resolve('dist/client/sw.js');
    const kept = await readFile(file, 'utf8');
    try {
      await writeFile(file, `${kept}\n// the next version\n`);
      await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.update()));
      const notice = page.getByText('A new version of NeuroNest is ready.');
      await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(1);
      // Nothing reloads by itself: the new version waits for the person, and only its taking over reloads.
      const before = await page.evaluate(() => performance.timeOrigin);
      const waiting = () =>
        page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.state ?? null));
      expect(await waiting()).toBe('installed');
      expect(await page.evaluate(() => performance.timeOrigin)).toBe(before);
      await page.getByRole('button', { name: 'Reload' }).click();
      await expect
        .poll(() => page.evaluate(() => performance.timeOrigin), { timeout: 15_000 })
        .not.toBe(before);
    } finally {
      await writeFile(file, kept);
      await context.close();
    }
  });
});
