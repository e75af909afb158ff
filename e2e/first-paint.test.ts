import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { features, heroContent } from '../src/client/features/landing/content';
import { faqEntries } from '../src/client/features/landing/faq-content';
import { tools } from '../src/client/lib/tool-registry';
import { filesOf, readManifest, screenPreloads } from '../src/server/pages/spa-preload';
import { newEmail, signUp } from './support/accounts';
import { checkAccessibility, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the landing page without JavaScript', () => {
  it('reads completely: hero, every feature and every question with its answer', async () => {
    const { page, context } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heroContent.title);
    const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
    for (const feature of features) {
      expect(text).toContain(feature.title);
      expect(text).toContain(feature.description);
    }
    expect(text).not.toMatch(/coming soon/i);
    for (const entry of faqEntries) {
      await page.getByText(entry.question).click();
      await expect.poll(() => page.getByText(entry.answer).isVisible()).toBe(true);
    }
    // Someone who is new here came to make an account: the link opens the sign-up form.
    expect(await page.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe(
      '/auth?mode=sign-up',
    );
    // axe needs scripts to run; the same HTML is scanned with scripts on in the next test.
    await page.screenshot({ path: 'test-results/landing-no-script.png' });
    await context.close();
  });

  it('opens the mobile menu with the small script only, in light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context } = await newPage(browser, {
        viewport: { width: 320, height: 700 },
        colorScheme,
      });
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect
        .poll(() => page.locator('#mobile-menu').getByRole('link', { name: 'Sign In' }).isVisible())
        .toBe(true);
      await checkAccessibility(page, `landing-menu-320-${colorScheme}`);
      await page.getByRole('button', { name: 'Close menu' }).click();
      expect(await page.locator('#mobile-menu').isHidden()).toBe(true);
      // The app itself (React and the router) is not part of the landing page.
      expect(scripts.some((path) => /\/assets\/index-/.test(path))).toBe(false);
      await context.close();
    }
  });
});

describe('a signed-in visitor', () => {
  it('goes from / and /auth straight to the dashboard, sent on by the server', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page, newEmail('paint'));
    for (const path of ['/', '/auth']) {
      const seen: string[] = [];
      // Pages only: a script still arriving from the previous page is not part of this visit.
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'document') return;
        seen.push(`${response.status()} ${new URL(response.url()).pathname}`);
      });
      await page.goto(path);
      await page.waitForURL('**/dashboard');
      // The first answer is the redirect itself: no landing or sign-in page was sent first.
      expect(seen[0]).toBe(`302 ${path}`);
      page.removeAllListeners('response');
    }
    await context.close();
  });
});

describe("a tool screen's first scripts", () => {
  it("are its page, the tool-header chunk and the app's own first scripts, nothing more", () => {
    // A module the header needs that fell out of the tool-header chunk (vite.config.ts) becomes a chunk of its
    // own: one more round trip before every tool screen's first paint (decision 113).
    const dist = path.resolve(import.meta.dirname, '../dist/client');
    const manifest = readManifest(dist);
    const chunk = (file: string) => file.replace(/^_?(assets\/)?/, '').replace(/-[\w-]{8}\.js$/, '');
    const first = filesOf(manifest, 'index.html').map(chunk);
    expect(first).toEqual(expect.arrayContaining(['index', 'start']));
    const preloads = screenPreloads(dist);
    const screens = [...tools.filter((t) => t.status === 'available').map((t) => t.path), '/my-day'];
    for (const screen of screens) {
      const page = `${screen.split('/').at(-1)}-page`;
      const files = preloads(screen).map(chunk);
      expect(files, screen).toEqual(expect.arrayContaining([page, 'tool-header']));
      expect(
        files.filter((file) => ![page, 'tool-header', ...first].includes(file)),
        screen,
      ).toEqual([]);
    }
  });
});
