import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { checkAccessibility, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SCREENS = ['/dashboard', '/tools', '/settings', '/settings?tab=appearance', '/onboarding'];

/** Text that runs off the side of the page, or is cut off inside a box that hides its overflow. */
async function lostText(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) problems.push('page scrolls sideways');
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('main *'))) {
      const style = getComputedStyle(el);
      if (el.closest('.sr-only') || !el.textContent?.trim()) continue;
      const clips = style.overflow === 'hidden' || style.overflowY === 'hidden';
      if (clips && !el.className.toString().includes('truncate') && el.scrollHeight > el.clientHeight + 2) {
        problems.push(`cut off: ${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 40)}"`);
      }
    }
    return problems;
  });
}

describe('layouts that keep all text', () => {
  it('fit a 375 px phone and a 640 px window (200% zoom), with wide line spacing', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 375, height: 800 } });
    await signUp(page);
    // The server refuses a state-changing request that names no page of the app as its origin.
    const headers = { origin: new URL(page.url()).origin };
    await page.request.patch('/api/settings', { data: { lineSpacing: 3, textSize: 1.5 }, headers });
    await page.request.patch('/api/profile', {
      headers,
      data: {
        fullName: 'Alexandria Montgomery-Featherstonehaugh',
        age: 33,
        gender: 'non-binary',
        conditions: ['ADHD', 'Autism', 'Dyslexia', 'Dyscalculia', 'Dysgraphia', 'Other'],
      },
    });
    for (const width of [375, 640]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of SCREENS) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect
          .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--line-height')))
          .toBe('3');
        const name = `layout-${width}${path.replace(/[/?=]/g, '-')}`;
        await checkAccessibility(page, name);
        expect(await lostText(page), `${path} at ${width}px`).toEqual([]);
      }
    }
    await context.close();
  });
});
