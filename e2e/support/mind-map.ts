import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { AUTO_SAVE_DELAY } from '../../src/shared/mind-map/map';
import { signUp } from './accounts';
import { newPage } from './browser';

/** The mind-map screen, as a person uses it. */
export function mindMap(page: Page) {
  const topics = page.locator('[data-topic-id]');
  const topic = (text: string) => page.getByRole('button', { name: new RegExp(`^${escape(text)}\\. `) });
  const dialog = page.getByRole('dialog');
  return {
    topics,
    topic,
    dialog,
    status: page.locator('h1 + p [role="status"]'),
    async texts() {
      return (await topics.allTextContents()).map((t) => t.trim()).sort();
    },
    async open(query = '') {
      await page.goto(`/tools/mind-map${query}`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'AI Mind Mapper' }).count())
        .toBe(1);
    },
    async addCentral(text: string) {
      await page.getByRole('button', { name: 'Add Central Topic' }).click();
      await dialog.getByLabel('Topic').fill(text);
      await dialog.getByRole('button', { name: 'Add Topic' }).click();
      await expect.poll(() => topic(text.trim()).count()).toBe(1);
    },
    async addSubtopic(parent: string, text: string) {
      await topic(parent).hover();
      await page.getByRole('button', { name: `Add subtopic to ${parent}` }).click();
      await expect.poll(() => dialog.getByRole('heading', { name: 'Add Subtopic' }).count()).toBe(1);
      await dialog.getByLabel('Topic').fill(text);
      await dialog.getByRole('button', { name: 'Add Topic' }).click();
      await expect.poll(() => topic(text).count()).toBe(1);
    },
    async saveAs(title: string) {
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL(/\/tools\/mind-map\?project=[0-9a-f-]{36}$/);
    },
    tool(name: string) {
      return page.getByRole('toolbar', { name: 'Mind map tools' }).getByRole('button', { name, exact: true });
    },
  };
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A new account on the mind-map screen, in a wide window. */
export async function openSignedIn(browser: Browser, options: Parameters<typeof newPage>[1] = {}) {
  const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 }, ...options });
  // The page's clock runs as a real one, and a test can move it on past a wait (auto-save's) at once.
  await page.clock.install();
  await signUp(page);
  const map = mindMap(page);
  await map.open();
  return { page, context, map };
}

/**
 * Moves the page's clock past auto-save's wait, then waits until no request to the server is on its way: what
 * the map would have saved by then is saved. A test sees what was written without waiting seconds of real time.
 */
export async function pastAutoSave(page: Page, inFlight: () => number) {
  await page.clock.runFor(AUTO_SAVE_DELAY + 1500);
  await expect.poll(inFlight).toBe(0);
}

/** Counts the page's requests to the server that have not finished; start it before the requests are made. */
export function requestsInFlight(page: Page): () => number {
  const open = new Set<unknown>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) open.add(request);
  });
  const close = (request: unknown) => open.delete(request);
  page.on('requestfinished', close);
  page.on('requestfailed', close);
  return () => open.size;
}
