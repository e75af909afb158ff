import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, launchBrowser } from './support/browser';
import { fakeSpeechScript, noSpeechScript } from './support/fake-speech';
import { ARTICLE, convert, openConverter } from './support/text-converter';

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
