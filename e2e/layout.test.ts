import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { baseUrl, checkAccessibility, launchBrowser, newPage, settled } from './support/browser';

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

describe.each([375, 640])(
  'layouts that keep all text at %i px (a phone; 200% zoom), with wide line spacing',
  (width) => {
    let page: Page;
    let close: () => Promise<void>;
    beforeAll(async () => {
      const fresh = await newPage(browser, { viewport: { width, height: 800 } });
      page = fresh.page;
      close = () => fresh.context.close();
      // Signed up through the API: this test is about the screens, not the sign-up form.
      const headers = { origin: baseUrl() };
      await signUp(page);
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
    });
    afterAll(() => close());

    it.each(SCREENS)('%s loses no text', async (path) => {
      await page.goto(path);
      await settled(page);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--line-height')))
        .toBe('3');
      await checkAccessibility(page, `layout-${width}${path.replace(/[/?=]/g, '-')}`);
      expect(await lostText(page), `${path} at ${width}px`).toEqual([]);
    });
  },
);

describe('the navigation bar', () => {
  it('folds its links into the menu button when they do not fit, and shows them when they do', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 800 } });
    await signUp(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menuButton = page.getByRole('button', { name: 'Open menu' });

    // OpenDyslexic at the largest size: the links need more room than a 1280 px bar has.
    await page.request.patch('/api/settings', { data: { fontFamily: 'opendyslexic', textSize: 1.5 } });
    await page.goto('/dashboard');
    await settled(page);
    await expect.poll(() => menuButton.isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Tools' }).count()).toBe(0);
    expect(await nav.getByRole('button', { name: /^Account/ }).count()).toBe(0);

    // The menu works by keyboard: open it, move to a link, follow it; it closes behind.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Tools');
    // A web font arriving now (the bar measures its links again) moves nothing under the keyboard: the menu
    // stays open and the focus where it was.
    await page.evaluate(async () => {
      document.fonts.dispatchEvent(new Event('loadingdone'));
      for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
    });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Tools');
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/tools');
    await expect.poll(() => page.locator('#mobile-menu').isHidden()).toBe(true);
    await checkAccessibility(page, 'navigation-folded-1280');

    // With the default look the same window shows the links and the account menu, and no menu button.
    await page.request.patch('/api/settings', { data: { fontFamily: 'system', textSize: 1 } });
    await page.goto('/dashboard');
    await settled(page);
    await expect.poll(() => nav.getByRole('link', { name: 'Tools' }).isVisible()).toBe(true);
    expect(await nav.getByRole('button', { name: /^Account/ }).isVisible()).toBe(true);
    expect(await menuButton.isVisible()).toBe(false);
    await context.close();
  });
});
