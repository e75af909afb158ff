import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEmail, PASSWORD } from './support/accounts';
import { baseUrl, checkAccessibility, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * Every signed-in screen, in every state worth seeing. New screens join this one list. `open` brings the
 * screen to the state (a tab, a form) after it has loaded.
 */
export const SIGNED_IN_SCREENS: { path: string; name: string; open?: (page: Page) => Promise<void> }[] = [
  { path: '/dashboard', name: 'dashboard' },
  { path: '/tools', name: 'tools' },
  { path: '/settings?tab=profile', name: 'settings-profile' },
  {
    path: '/settings?tab=profile',
    name: 'settings-profile-edit',
    open: (page) => page.getByRole('button', { name: 'Edit Profile' }).click(),
  },
  { path: '/settings?tab=appearance', name: 'settings-appearance' },
  { path: '/settings?tab=accessibility', name: 'settings-accessibility' },
  { path: '/settings?tab=connections', name: 'settings-connections' },
  { path: '/settings?tab=notifications', name: 'settings-notifications' },
  { path: '/settings?tab=privacy', name: 'settings-privacy' },
  { path: '/onboarding', name: 'onboarding' },
  { path: '/privacy', name: 'privacy' },
  { path: '/terms', name: 'terms' },
  { path: '/accessibility', name: 'accessibility' },
  { path: '/tools/time-box', name: 'time-box' },
  { path: '/tools/meditation', name: 'meditation' },
  { path: '/tools/todo', name: 'todo' },
  { path: '/tools/kanban', name: 'kanban' },
  { path: '/tools/habits', name: 'habits' },
  { path: '/tools/routine-planner', name: 'routine-planner' },
  { path: '/tools/budget', name: 'budget' },
  { path: '/tools/mind-map', name: 'mind-map' },
];

/** WCAG 1.4.12: the text spacing a person may set with their own style sheet. */
const TEXT_SPACING = `* { letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

const PASSES = [
  { name: 'plain', settings: {}, textSpacing: false },
  {
    name: 'spacing-3-opendyslexic-bionic',
    settings: { lineSpacing: 3, fontFamily: 'opendyslexic', fontStyle: 'bionic' },
    textSpacing: false,
  },
  {
    name: 'text-spacing-largest-dark',
    settings: {
      lineSpacing: 3,
      fontFamily: 'opendyslexic',
      fontStyle: 'bionic',
      textSize: 1.5,
      colorScheme: 'dark',
    },
    textSpacing: true,
  },
];

/** What is wider than the window: the page itself, and the elements sticking out past its right edge. */
async function sideways(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width + 1) return [];
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => !el.closest('.sr-only') && el.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 60)} "${(el.textContent ?? '').trim().slice(0, 30)}"`,
      );
    return [`page is ${document.documentElement.scrollWidth}px wide`, ...wide];
  });
}

describe.each(PASSES)('reflow at 320 px: $name', (pass) => {
  let page: Page;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await newPage(browser, { viewport: { width: 320, height: 720 } });
    page = fresh.page;
    close = () => fresh.context.close();
    // A long address and name, as real ones can be. Signed up through the API: hooks cannot poll the screen.
    const res = await page.request.post('/api/auth/sign-up/email', {
      headers: { origin: baseUrl() },
      data: { email: newEmail('a-rather-long-e-mail-address-for-wrapping'), password: PASSWORD, name: '' },
    });
    if (!res.ok()) throw new Error(`Sign-up failed: ${res.status()}`);
    await page.request.patch('/api/profile', {
      data: {
        fullName: 'Alexandria Montgomery-Featherstonehaugh',
        age: 33,
        gender: 'non-binary',
        conditions: ['ADHD', 'Autism', 'Dyslexia', 'Dyscalculia', 'Dysgraphia', 'Other'],
        location: {
          city: 'Llanfairpwllgwyngyll',
          country: 'United Kingdom',
          timezone: 'America/Argentina/Buenos_Aires',
        },
      },
    });
    await page.request.patch('/api/settings', { data: pass.settings });
  });
  afterAll(() => close());

  it.each(SIGNED_IN_SCREENS)('$name never scrolls sideways', async (screen) => {
    await page.goto(screen.path);
    await page.waitForLoadState('networkidle');
    if (pass.textSpacing) await page.addStyleTag({ content: TEXT_SPACING });
    await screen.open?.(page);
    expect(await sideways(page)).toEqual([]);
    // Each state is scanned once, in the pass with every reading setting on.
    if (pass.textSpacing) await checkAccessibility(page, `reflow-320-${screen.name}`);
  });
});
