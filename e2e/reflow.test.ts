import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEARANCE_COOKIE, DEFAULT_APPEARANCE, encodeAppearance } from '../src/shared/appearance';
import type { Appearance } from '../src/shared/appearance';
import { baseUrl, checkAccessibility, launchBrowser, newPage, settled } from './support/browser';
import { GERMAN_SHORTER, LONG_TITLE, LONG_WORD, seedLongValues, tomorrowThere } from './support/long-values';
import { cutPlaceholders } from './support/cut-placeholders';
import { splitWords } from './support/split-words';

type Screen = { path: string; name: string; open?: (page: Page) => Promise<void>; widths?: number[] };

/**
 * Every signed-in screen, in every state worth seeing. New screens join this one list. `open` brings the
 * screen to the state (a tab, a form) after it has loaded.
 */
export const SIGNED_IN_SCREENS: Screen[] = [
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
  { path: '/tools/study-buddy', name: 'study-buddy' },
  { path: '/my-day', name: 'my-day' },
  { path: `/my-day?day=${tomorrowThere()}`, name: 'my-day-tomorrow' },
  {
    // The reminder notice the device keeps until it is answered, in the page's flow under the navigation (it
    // shows on every signed-in screen of the sweep; here the sweep waits for it).
    path: '/tools/habits',
    name: 'reminder-notice',
    open: (page) =>
      page.getByRole('region', { name: `Time for Practise ${LONG_WORD} ${GERMAN_SHORTER}.` }).waitFor(),
  },
  {
    // An entry's reminder panel, under the entry with the long title.
    path: `/my-day?day=${tomorrowThere()}`,
    name: 'my-day-reminder-panel',
    open: async (page) => {
      await page.getByRole('button', { name: `Reminder: ${LONG_TITLE}` }).click();
      await page
        .getByRole('region', { name: 'Reminder' })
        .getByText('Saved as soon as you change it.')
        .waitFor();
    },
  },
  { path: '/tools/focus-sounds', name: 'focus-sounds' },
  {
    path: '/tools/focus-sounds',
    name: 'focus-sounds-playing',
    open: (page) => page.getByRole('button', { name: 'Rainy café' }).click(),
  },
  { path: '/tools/focus-rooms', name: 'focus-rooms' },
  {
    path: '/tools/focus-rooms',
    name: 'focus-rooms-room',
    open: async (page) => {
      const name = page.getByLabel('Your name in rooms');
      if (await name.count()) {
        await name.fill('Wide-awake-and-working');
        await page.getByRole('button', { name: 'Save name' }).click();
      }
      await page.getByRole('button', { name: 'Join Admin and e-mails' }).click();
      await page.getByRole('heading', { name: 'Here now (1)' }).waitFor();
    },
  },
  { path: '/tools/budget', name: 'budget' },
  { path: '/tools/mind-map', name: 'mind-map' },
  {
    path: '/tools/mind-map',
    name: 'mind-map-settings',
    open: (page) =>
      page.getByRole('toolbar', { name: 'Mind map tools' }).getByRole('button', { name: 'Settings' }).click(),
  },
  {
    path: '/settings?tab=privacy',
    name: 'delete-account',
    open: (page) => page.getByRole('button', { name: 'Delete Account' }).click(),
  },
  { path: '/tools/text-converter', name: 'text-converter' },
  { path: '/tools/words', name: 'words' },
  {
    path: '/tools/words',
    name: 'words-asks',
    open: async (page) => {
      await page
        .getByLabel('A message or your notes')
        .fill(
          'Hi Sam, could you send me the slides by Friday? Are you free on Monday at 3pm? Per my last email, thanks!',
        );
      await page.getByRole('button', { name: 'What do they want from me?' }).click();
      await page.getByRole('region', { name: 'What they want from you' }).waitFor();
    },
  },
  {
    path: '/tools/words',
    name: 'words-rewrite',
    open: async (page) => {
      await page
        .getByLabel('A message or your notes')
        .fill("hey, I can't come tomorrow. I'll send the stuff asap!");
      await page.getByRole('button', { name: 'Say it another way' }).click();
      await page.getByRole('region', { name: 'Simple rewrite: more formal' }).waitFor();
    },
  },
  {
    // The account menu opens inside the header's landmark (axe's best-practice rule region, decision 160).
    path: '/dashboard',
    name: 'account-menu',
    widths: [1280],
    open: async (page) => {
      // With large text the navigation folds at 1280 px too, and the account's links are in its menu.
      const account = page.getByRole('button', { name: /^Account/ });
      if (!(await account.isVisible())) return page.getByRole('button', { name: 'Open menu' }).click();
      await account.click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor();
    },
  },
  {
    path: '/dashboard',
    name: 'navigation-menu',
    widths: [320],
    open: (page) => page.getByRole('button', { name: 'Open menu' }).click(),
  },
];

/** The screens of a visitor who is not signed in; their look comes from the appearance cookie. */
const SIGNED_OUT_SCREENS: Screen[] = [
  { path: '/', name: 'landing' },
  { path: '/auth', name: 'sign-in' },
  {
    path: '/auth',
    name: 'sign-up',
    open: (page) => page.getByRole('button', { name: 'Create an account' }).click(),
  },
  {
    path: '/auth',
    name: 'reset-password',
    open: (page) => page.getByRole('button', { name: 'Forgot your password?' }).click(),
  },
  { path: '/privacy', name: 'privacy-signed-out' },
];

const WIDTHS = [320, 800, 1280];

/** A word wider than its box may break (split-words.ts measures it); no value of the account is excused. */
const ALLOWED_BREAKS: string[] = [];

/** WCAG 1.4.12: the text spacing a person may set with their own style sheet. */
const TEXT_SPACING = `* { letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

const NO_AIDS = {
  syllables: 'off',
  markNouns: false,
  markVerbs: false,
  markAdjectives: false,
  markAdverbs: false,
  readingLevel: false,
} as const;

/** The reading aids that draw more into reading text (decision 164): every word in syllables, every mark. */
const EVERY_AID = {
  syllables: 'all',
  markNouns: true,
  markVerbs: true,
  markAdjectives: true,
  markAdverbs: true,
  readingLevel: true,
} as const;

const PASSES: {
  name: string;
  settings: Partial<Appearance>;
  textSpacing: boolean;
  /** Reading aids of the account, which a visitor has none of. */
  aids?: typeof EVERY_AID;
}[] = [
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
    aids: EVERY_AID,
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

let browser: Browser;
/** One account for every pass (each pass changes its settings), and one visitor without an account. */
let member: Page;
let visitor: Page;
let closeAll: () => Promise<void>;

beforeAll(async () => {
  browser = await launchBrowser();
  const signedIn = await newPage(browser, { viewport: { width: 320, height: 720 } });
  const signedOut = await newPage(browser, { viewport: { width: 320, height: 720 } });
  member = signedIn.page;
  visitor = signedOut.page;
  closeAll = async () => {
    await signedIn.context.close();
    await signedOut.context.close();
    await browser.close();
  };
  await seedLongValues(member);
});
afterAll(() => closeAll());

describe.each(PASSES)('reflow: $name', (pass) => {
  beforeAll(async () => {
    const answer = await member.request.patch('/api/settings', {
      data: { ...DEFAULT_APPEARANCE, ...pass.settings, ...(pass.aids ?? NO_AIDS) },
    });
    if (!answer.ok()) throw new Error(`Settings failed: ${answer.status()}`);
    // A visitor's look reaches the signed-out screens through the cookie the app keeps it in.
    await visitor.context().addCookies([
      {
        name: APPEARANCE_COOKIE,
        value: encodeAppearance({ ...DEFAULT_APPEARANCE, ...pass.settings }),
        url: baseUrl(),
      },
    ]);
  });

  const cases = [
    ...SIGNED_OUT_SCREENS.map((screen) => ({ ...screen, signedIn: false })),
    ...SIGNED_IN_SCREENS.map((screen) => ({ ...screen, signedIn: true })),
  ];

  // Each screen loads once, at its narrowest width, and is then widened as a window is: what a phone shows is
  // checked on a fresh load, the desktop after the page has reflowed to it.
  it.each(cases)('$name: nothing scrolls sideways, no word splits, narrow and wide', async (screen) => {
    const page = screen.signedIn ? member : visitor;
    const widths = screen.widths ?? WIDTHS;
    for (const [index, width] of widths.entries()) {
      if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 720 });
      if (index === 0) {
        await page.goto(screen.path);
        await settled(page);
        // What is measured is the screen itself, not the line that shows while its code is on its way.
        expect(await page.locator('h1').count(), screen.path).toBeGreaterThan(0);
        if (pass.textSpacing) await page.addStyleTag({ content: TEXT_SPACING });
        await screen.open?.(page);
      }
      // The fonts and the layout settle before measuring (a dialog opens, a web font arrives, the nav bar
      // measures its new width and folds or unfolds its links).
      await page.evaluate(async () => {
        await document.fonts.ready;
        for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame);
      });
      expect(await sideways(page), `at ${width} px`).toEqual([]);
      expect(await page.evaluate(splitWords, ALLOWED_BREAKS), `at ${width} px`).toEqual([]);
      // A hint in an empty field is read whole on a desktop, at every text size and spacing.
      if (width >= 1280) expect(await page.evaluate(cutPlaceholders), `at ${width} px`).toEqual([]);
      // Each state is scanned once, in the pass with every reading setting on, at its narrowest width. The
      // account menu also in the plain pass: with large text the navigation folds it away.
      if ((pass.textSpacing || screen.name === 'account-menu') && index === 0)
        await checkAccessibility(page, `reflow-${width}-${screen.name}`);
    }
  });
});

describe('the split-word check', () => {
  // A flex item that shrank beside another instead of wrapping under it (its min-width missing) is found.
  it('finds a word broken in a flex item squeezed narrower than it, and excuses one wider than the line', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 320, height: 720 } });
    await page.setContent(`<body style="margin:0;font:16px sans-serif;overflow-wrap:break-word">
      <div id="squeezed" style="display:flex;flex-wrap:wrap;width:300px"><span style="width:150px"></span>
        <span style="flex:1 1 0;min-width:0">Rechtsschutzversicherung</span></div>
      <div style="display:flex;width:300px"><span style="width:150px;flex-shrink:0"></span>
        <span style="min-width:0">${'Donaudampfschifffahrtsgesellschaftskapitän'.repeat(2)}</span></div>
      <p style="width:300px">Rechtsschutzversicherung fits its line</p></body>`);
    expect(await page.evaluate(splitWords, [])).toEqual([
      '"Rechtsschutzversicherung" in div[squeezed] > span',
    ]);
    await context.close();
  });
});
