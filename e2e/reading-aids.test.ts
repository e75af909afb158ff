import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, launchBrowser } from './support/browser';
import { splitWords } from './support/split-words';
import { convert, openConverter, output } from './support/text-converter';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const LETTER =
  'Dear resident,\nYour heating appointment is on Tuesday. The engineer will carefully replace the broken thermostat. Please telephone the housing office if this time is inconvenient.';

const RENT_LETTER = [
  'Dear tenant,',
  'We are writing about the rent for your flat. From 1 May the rent for the flat goes up to 950 pounds a month.',
  'The car park behind the building will be repainted in the spring.',
  'To keep the flat at the new rent, please sign the new lease and send the lease back by 15 April.',
  'If the signed lease has not come back by then, please call the office about the flat. We hope you are keeping well.',
  'Kind regards,',
  'Harbour Lettings',
].join('\n');

/** Turns a control on with the keyboard, and checks that focus stays on it. */
async function pressSpace(page: Page, control: ReturnType<Page['getByRole']>) {
  await control.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => control.isChecked()).toBe(true);
  expect(await control.evaluate((el) => el === document.activeElement)).toBe(true);
}

const dots = (page: Page) => output(page).locator('.syllable-dot').count();
const nouns = (page: Page) =>
  output(page)
    .locator('.pos-noun')
    .evaluateAll((marks) => marks.map((mark) => mark.textContent?.replaceAll('·', '')));

describe('reading aids (decision 164)', () => {
  it('syllables and nouns in the converter, chosen by keyboard, kept after a reload, whole words at 320 px', async () => {
    const { page, context } = await openConverter(browser, { viewport: { width: 320, height: 720 } });
    // The largest reading settings the reflow sweep uses.
    const look = await page.request.patch('/api/settings', {
      data: { lineSpacing: 3, fontFamily: 'opendyslexic', fontStyle: 'bionic', textSize: 1.5 },
    });
    expect(look.status()).toBe(200);

    await page.goto('/settings?tab=accessibility');
    const every = page.getByRole('radio', { name: /^Every word/ });
    await expect.poll(() => every.count()).toBe(1);
    // Nothing is on until chosen.
    expect(await page.getByRole('radio', { name: /^Off/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Mark nouns' }).isChecked()).toBe(false);
    await pressSpace(page, every);
    await pressSpace(page, page.getByRole('checkbox', { name: 'Mark nouns' }));
    await pressSpace(page, page.getByRole('checkbox', { name: 'Show reading level' }));
    await expect.poll(() => page.getByText('Saved').count()).toBeGreaterThan(0);
    // The sample shows the choice at once, with its legend.
    await expect.poll(() => page.locator('.pos-noun').count()).toBeGreaterThan(1);
    expect(await page.getByRole('list', { name: 'Marked words' }).textContent()).toBe(
      'Nouns: a solid blue line',
    );
    await checkAccessibility(page, 'reading-aids-settings-320');

    await page.goto('/tools/text-converter');
    await convert(page, LETTER, 'Convert for ADHD');
    await expect.poll(() => dots(page)).toBeGreaterThan(10);
    await expect
      .poll(() => nouns(page))
      .toEqual(expect.arrayContaining(['heating', 'engineer', 'thermostat']));
    // A screen reader reads the words whole: the drawn text is hidden from it, its copy has no dots.
    expect(await output(page).getAttribute('aria-hidden')).toBe('true');
    expect(await page.locator('p.sr-only[data-speech-skip]').textContent()).toBe(LETTER);
    expect(await output(page).textContent()).toContain('ap·point·ment');
    expect(await page.getByTestId('reading-level').textContent()).toMatch(/^Reading level: /);
    expect(await page.getByRole('list', { name: 'Marked words' }).count()).toBe(1);
    await checkAccessibility(page, 'reading-aids-converter-320');
    // A syllable's dot is part of its word: no word is broken across lines, and nothing scrolls sideways.
    expect(await page.evaluate(splitWords, [])).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    await page.reload();
    await page
      .getByRole('region', { name: 'Recent Conversions' })
      .getByRole('button', { name: /^Dear resident/ })
      .click();
    await expect.poll(() => dots(page)).toBeGreaterThan(10);
    await expect.poll(() => nouns(page)).toContain('thermostat');
    await page.goto('/settings?tab=accessibility');
    await expect.poll(() => page.getByRole('radio', { name: /^Every word/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Mark nouns' }).isChecked()).toBe(true);

    // The marks keep the text's own colours in the dark scheme too.
    expect((await page.request.patch('/api/settings', { data: { colorScheme: 'dark' } })).status()).toBe(200);
    await page.goto('/tools/text-converter');
    await page
      .getByRole('region', { name: 'Recent Conversions' })
      .getByRole('button', { name: /^Dear resident/ })
      .click();
    await expect.poll(() => nouns(page)).toContain('thermostat');
    await checkAccessibility(page, 'reading-aids-converter-320-dark');
    await context.close();
  });

  it('a summary and a plainer version of a long letter, asked for by keyboard, each saying how it was made', async () => {
    const { page, context } = await openConverter(browser, { viewport: { width: 320, height: 720 } });
    const look = await page.request.patch('/api/settings', {
      data: { lineSpacing: 3, fontFamily: 'opendyslexic', textSize: 1.5 },
    });
    expect(look.status()).toBe(200);
    await page.goto('/settings?tab=accessibility');
    await pressSpace(page, page.getByRole('checkbox', { name: 'Offer a summary and a plainer version' }));
    await expect.poll(() => page.getByText('Saved').count()).toBeGreaterThan(0);

    await page.goto('/tools/text-converter');
    await convert(page, RENT_LETTER, 'Convert to OpenDyslexic');
    const summary = page.getByRole('button', { name: 'Summary' });
    await summary.focus();
    await page.keyboard.press('Enter');
    const region = page.getByRole('region', { name: 'Summary' });
    await expect.poll(() => region.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await region.textContent()).toContain(
      'please sign the new lease and send the lease back by 15 April',
    );
    expect(await region.textContent()).toContain('picked from the text by built-in rules');
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);

    const plainer = page.getByRole('button', { name: 'Plainer version' });
    await plainer.focus();
    await page.keyboard.press('Enter');
    const plain = page.getByRole('region', { name: 'Plainer version' });
    await expect.poll(() => plain.count()).toBe(1);
    await expect.poll(() => plain.textContent()).toContain('by built-in rules');
    expect(await plainer.evaluate((el) => el === document.activeElement)).toBe(true);
    await checkAccessibility(page, 'reading-aids-summary-320');
    expect(await page.evaluate(splitWords, [])).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await context.close();
  });

  it("a hard word's meaning from the dictionary, chosen by keyboard, with read aloud, at 320 px", async () => {
    const { page, context } = await openConverter(browser, { viewport: { width: 320, height: 720 } });
    const look = await page.request.patch('/api/settings', {
      data: { lineSpacing: 3, fontFamily: 'opendyslexic', textSize: 1.5 },
    });
    expect(look.status()).toBe(200);
    await page.goto('/settings?tab=accessibility');
    await pressSpace(page, page.getByRole('checkbox', { name: 'Show word meanings' }));
    await expect.poll(() => page.getByText('Saved').count()).toBeGreaterThan(0);

    await page.goto('/tools/text-converter');
    await convert(page, LETTER, 'Convert to OpenDyslexic');
    const word = page.getByRole('button', { name: 'thermostat', exact: true });
    await word.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: 'thermostat', exact: true });
    await expect.poll(() => heading.count()).toBe(1);
    await expect
      .poll(() => page.getByText(/a regulator for automatically regulating temperature/).count())
      .toBe(1);
    expect(await word.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('group', { name: 'Read the meaning of thermostat aloud' }).count()).toBe(1);

    // A word that is a symbol's name comes with the symbol.
    await page.getByRole('button', { name: 'telephone', exact: true }).press('Enter');
    await expect.poll(() => page.getByRole('img', { name: 'Symbol: telephone' }).count()).toBe(1);
    // Any other word by its box: "replaced" is found under "replace".
    await page.getByLabel('Look up a word').fill('replaced');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { name: /^replace/ }).count()).toBe(1);
    await checkAccessibility(page, 'reading-aids-word-meanings-320');
    expect(await page.evaluate(splitWords, [])).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await context.close();
  });
});
