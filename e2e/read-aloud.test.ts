import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, launchBrowser } from './support/browser';
import { fakeSpeechScript, noSpeechScript } from './support/fake-speech';
import { splitWords } from './support/split-words';
import { ARTICLE, convert, openConverter, output } from './support/text-converter';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('Read aloud', () => {
  it('plays, pauses, stops, changes speed and voice from the keyboard, highlighting the spoken word', async () => {
    const { page, context } = await openConverter(browser, {}, fakeSpeechScript);
    const long = `${ARTICLE}\n${ARTICLE}\n${ARTICLE}`;
    await convert(page, long, 'Convert for ADHD');
    const controls = page.getByRole('group', { name: 'Read the output aloud' });
    const play = controls.getByRole('button', { name: 'Read aloud' });
    await play.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => controls.getByRole('button', { name: 'Pause reading' }).count()).toBe(1);
    const spokenWord = () =>
      page.evaluate(() => {
        const highlight = CSS.highlights.get('read-aloud-word');
        const [range] = highlight ? [...highlight] : [];
        return range ? range.toString() : null;
      });
    await expect.poll(spokenWord).not.toBeNull();
    expect(long.split(/\s+/)).toContain(await spokenWord());
    await checkAccessibility(page, 'text-converter-reading');

    await page.keyboard.press('Enter');
    await expect.poll(() => controls.getByRole('button', { name: 'Resume reading' }).count()).toBe(1);
    const paused = await spokenWord();
    await page.keyboard.press('Enter');
    await expect.poll(() => controls.getByRole('button', { name: 'Pause reading' }).count()).toBe(1);
    const resumed = await page.evaluate(() =>
      (window as unknown as { __spoken: { text: string }[] }).__spoken.at(-1),
    );
    expect(resumed?.text.startsWith(paused ?? '?')).toBe(true);

    await controls.getByLabel('Speed').focus();
    await controls.getByLabel('Speed').selectOption('1.5');
    await controls.getByLabel('Voice').selectOption({ label: 'Voix de test (fr-FR)' });
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { __spoken: { rate: number; voice: string }[] }).__spoken.at(-1),
        ),
      )
      .toMatchObject({ rate: 1.5, voice: 'test-fr' });

    await controls.getByRole('button', { name: 'Stop' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => controls.getByRole('button', { name: 'Read aloud' }).count()).toBe(1);
    expect(await spokenWord()).toBeNull();
    await context.close();
  });

  it('reads from a word chosen by keyboard or by a click, with syllables and marks on, at 320 px', async () => {
    const { page, context } = await openConverter(
      browser,
      { viewport: { width: 320, height: 720 } },
      fakeSpeechScript,
    );
    // The largest reading settings, and the aids that redraw the words.
    const look = await page.request.patch('/api/settings', {
      data: {
        lineSpacing: 3,
        fontFamily: 'opendyslexic',
        textSize: 1.5,
        syllables: 'all',
        markNouns: true,
        markVerbs: true,
      },
    });
    expect(look.status()).toBe(200);
    await page.reload();
    await convert(page, ARTICLE, 'Convert for ADHD');
    await expect.poll(() => output(page).locator('.syllable-dot').count()).toBeGreaterThan(0);
    const spoken = () =>
      page.evaluate(() => (window as unknown as { __spoken: { text: string }[] }).__spoken.at(-1)?.text);
    const marked = (name: string) =>
      page.evaluate((highlight) => {
        const found = CSS.highlights.get(highlight);
        const [range] = found ? [...found] : [];
        return range ? range.toString().replaceAll('·', '') : null;
      }, name);
    const hint = page.getByText(/To start part-way, click a word in the text/);
    expect(await hint.count()).toBe(1);

    // By keyboard: on the text, Right twice moves from the first word to "into", Control+Right a sentence on.
    const text = page.getByRole('region', { name: 'Converted text' });
    await text.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => marked('read-aloud-start')).toBe('into');
    expect(await page.getByText('Read from here starts at “into”.').count()).toBe(1);
    await page.keyboard.press('Control+ArrowRight');
    await expect.poll(() => marked('read-aloud-start')).toBe('Then');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => marked('read-aloud-start')).toBe('parts.');
    await checkAccessibility(page, 'read-aloud-start-chosen-320');
    expect(await page.evaluate(splitWords, [])).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect.poll(spoken).toBe('parts.\nThen rest a little, and begin again.');
    await expect.poll(() => marked('read-aloud-word')).toBe('parts.');
    expect(await marked('read-aloud-start')).toBeNull();
    expect(await text.evaluate((el) => el === document.activeElement)).toBe(true);

    // By pointer: a click on "begin" chooses it, and Read from here (pressed from the keyboard) starts there.
    const begin = await output(page).evaluate((surface) => {
      const walker = document.createTreeWalker(surface, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf('gin') ?? -1;
        if (at < 0) continue;
        node.parentElement?.scrollIntoView({ block: 'center' });
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const box = range.getBoundingClientRect();
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      }
      return null;
    });
    expect(begin).not.toBeNull();
    await page.mouse.click(begin?.x ?? 0, begin?.y ?? 0);
    await expect.poll(() => marked('read-aloud-start')).toBe('begin');
    const fromHere = page.getByRole('button', { name: 'Read from here' });
    await fromHere.focus();
    await page.keyboard.press('Enter');
    await expect.poll(spoken).toBe('begin again.');
    await expect.poll(() => marked('read-aloud-word')).toBe('begin');
    expect(await fromHere.evaluate((el) => el === document.activeElement)).toBe(true);
    await checkAccessibility(page, 'read-aloud-from-here-320');
    await context.close();
  });

  it('moves the line focus band along with the words being read', async () => {
    const { page, context } = await openConverter(browser, {}, fakeSpeechScript);
    await page.request.patch('/api/reader', { data: { focusLines: 1 } });
    await page.reload();
    await convert(page, 'One two.\nThree four.\nFive six.', 'Convert for ADHD');
    const bandTop = () =>
      page
        .getByTestId('focus-shade')
        .locator('div')
        .nth(1)
        .evaluate((el) => parseFloat(el.style.top));
    await expect.poll(bandTop).toBe(0);
    await page.getByRole('button', { name: 'Read aloud' }).click();
    await expect.poll(bandTop).toBeGreaterThan(0);
    await context.close();
  });

  it('starts by itself after a new conversion when automatic text-to-speech is on', async () => {
    const { page, context } = await openConverter(browser, {}, fakeSpeechScript);
    const res = await page.request.patch('/api/settings', { data: { autoTextToSpeech: true } });
    expect(res.status()).toBe(200);
    await page.reload();
    await convert(page, ARTICLE, 'Convert to OpenDyslexic');
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __spoken: { text: string }[] }).__spoken.length),
      )
      .toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Pause reading' }).count()).toBe(1);
    await context.close();
  });

  it('says so when the browser cannot speak', async () => {
    const { page, context } = await openConverter(browser, {}, noSpeechScript);
    await convert(page, ARTICLE, 'Convert for ADHD');
    await expect.poll(() => page.getByText(/Read aloud is not available in this browser/).count()).toBe(1);
    await checkAccessibility(page, 'text-converter-no-speech');
    await context.close();
  });
});
