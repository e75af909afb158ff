import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PictureInfo } from '../src/shared/pictures';
import { heading, signUp } from './support/accounts';
import { checkAccessibility, launchBrowser, newPage } from './support/browser';
import { installed, keptAnswers } from './support/offline';
import { splitWords } from './support/split-words';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A photo of one colour, as a phone would take one: a JPEG with the camera's name and a location in it. */
const photo = (background: string) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background } })
    .jpeg()
    .withExif({ IFD0: { Make: 'NeuroTestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();

async function uploadPhoto(page: Page, background: string) {
  const res = await page.request.post('/api/pictures', {
    headers: { 'content-type': 'image/jpeg' },
    data: await photo(background),
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as PictureInfo).id;
}

/** Whether the image of that name has arrived and been drawn: a broken one has no width. */
const drawn = (page: Page, name: string) =>
  page
    .getByRole('img', { name, exact: true })
    .first()
    .evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);

describe('Now and Next board', () => {
  it('plays a morning routine with a photo per step on a phone-sized screen', async () => {
    const { page } = await newPage(browser, {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      hasTouch: true,
    });
    await signUp(page);
    const toothbrush = await uploadPhoto(page, '#3366aa');
    const shirt = await uploadPhoto(page, '#aa6633');
    const created = await page.request.post('/api/routines', {
      data: {
        name: 'Morning',
        steps: [
          {
            title: 'Brush teeth',
            minutes: 3,
            picture: { kind: 'upload', ref: toothbrush, alt: 'My blue toothbrush' },
          },
          { title: 'Get dressed', minutes: 10, picture: { kind: 'upload', ref: shirt, alt: '' } },
          { title: 'Breakfast', minutes: 15 },
        ],
      },
    });
    expect(created.status()).toBe(201);

    await page.goto('/tools/routine-planner');
    await expect.poll(() => heading(page)).toBe('Smart Routine Planner');

    // The last step's photo chosen on the screen, from a file, with the words the step's name gives it.
    await page.getByRole('button', { name: 'Edit: Morning' }).click();
    const breakfast = page.getByRole('group', { name: 'Step 3 of 3' });
    await breakfast.getByText('Add a picture (optional)').click();
    await breakfast.locator('input[type=file]:not([capture])').setInputFiles({
      name: 'breakfast.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo('#33aa66'),
    });
    await expect.poll(() => breakfast.getByRole('img', { name: 'Breakfast', exact: true }).count()).toBe(1);
    await expect
      .poll(() =>
        page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent),
      )
      .toBe('Words for the picture');
    await checkAccessibility(page, 'routine-step-picture');
    await page.getByRole('button', { name: 'Save routine' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Start: Morning' }).count()).toBe(1);

    // Play mode shows the step's photo large, with the words written for it.
    await page.getByRole('button', { name: 'Start: Morning' }).click();
    await expect.poll(() => drawn(page, 'My blue toothbrush')).toBe(true);

    // The board: the step under way and the next, pictures first, the time left as a bar and as text.
    await page.getByRole('button', { name: 'Now and Next board' }).click();
    const board = page.getByRole('dialog', { name: 'Now and Next: Morning' });
    await expect.poll(() => board.count()).toBe(1);
    const now = board.getByRole('region', { name: 'Now' });
    const next = board.getByRole('region', { name: 'Next' });
    await expect.poll(() => now.textContent()).toContain('Brush teeth');
    await expect.poll(() => now.textContent()).toMatch(/[0-3]:\d\d left/);
    expect(await next.textContent()).toContain('Get dressed');
    await expect.poll(() => drawn(page, 'My blue toothbrush')).toBe(true);
    await expect.poll(() => drawn(page, 'Get dressed')).toBe(true);
    // It fills the phone's screen, and nothing is wider than it.
    const box = await board.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkAccessibility(page, 'now-next-board');

    // Done moves both on; the last step says so.
    await board.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => now.textContent()).toContain('Get dressed');
    await expect.poll(() => drawn(page, 'Breakfast')).toBe(true);
    await board.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => now.textContent()).toContain('Breakfast');
    expect(await next.textContent()).toContain('This is the last step.');
    await checkAccessibility(page, 'now-next-board-last');

    // Escape closes the board onto play mode, where the keyboard was.
    await page.keyboard.press('Escape');
    await expect.poll(() => board.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Now and Next board');
    expect(await page.getByRole('heading', { level: 3, name: 'Breakfast' }).count()).toBe(1);
  });

  it('fits 320 px with the largest text, widest spacing and OpenDyslexic: the picker and the board, no word split', async () => {
    const { page } = await newPage(browser, { viewport: { width: 320, height: 640 } });
    await signUp(page);
    const settings = await page.request.patch('/api/settings', {
      data: { lineSpacing: 3, fontFamily: 'opendyslexic', textSize: 1.5, colorScheme: 'dark' },
    });
    expect(settings.status()).toBe(200);
    const photoId = await uploadPhoto(page, '#3366aa');
    await page.request.post('/api/routines', {
      data: {
        name: 'Leaving the house',
        steps: [
          { title: 'Pack the backpack', minutes: 5, picture: { kind: 'upload', ref: photoId, alt: '' } },
          { title: 'Lock the door', minutes: 1, picture: { kind: 'symbol', ref: 'key', alt: 'A key' } },
        ],
      },
    });
    await page.goto('/tools/routine-planner');
    await expect.poll(() => heading(page)).toBe('Smart Routine Planner');
    const fits = async (what: string) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(320);
      expect(await page.evaluate(splitWords, []), what).toEqual([]);
    };

    await page.getByRole('button', { name: 'Edit: Leaving the house' }).click();
    const first = page.getByRole('group', { name: 'Step 1 of 2' });
    await first.locator('summary').first().click();
    await first.getByText('Your pictures', { exact: true }).click();
    await expect.poll(() => first.getByRole('button', { name: /^Use picture 1, added / }).count()).toBe(1);
    await first.getByLabel('Or find a symbol').fill('backpack');
    await first.getByLabel('Or find a symbol').press('Enter');
    await expect.poll(() => first.getByRole('button', { name: 'Use the symbol backpack' }).count()).toBe(1);
    await fits('the picture picker');
    await checkAccessibility(page, 'picture-picker-320-large-dark');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Start: Leaving the house' }).click();
    await page.getByRole('button', { name: 'Now and Next board' }).click();
    const board = page.getByRole('dialog', { name: 'Now and Next: Leaving the house' });
    await expect.poll(() => drawn(page, 'Pack the backpack')).toBe(true);
    await expect.poll(() => drawn(page, 'A key')).toBe(true);
    expect(await board.boundingBox()).toMatchObject({ width: 320, height: 640 });
    await fits('the board');
    await checkAccessibility(page, 'now-next-board-320-large-dark');
  });

  it('shows a routine played before on the board without a connection, pictures and all', async () => {
    const { page, context } = await installed(browser, 'board-offline');
    const photoId = await uploadPhoto(page, '#3366aa');
    await page.request.post('/api/routines', {
      data: {
        name: 'Bedtime',
        steps: [
          { title: 'Pyjamas on', minutes: 5, picture: { kind: 'upload', ref: photoId, alt: '' } },
          { title: 'Lights out', minutes: 1, picture: { kind: 'symbol', ref: 'light-bulb', alt: '' } },
        ],
      },
    });
    // Played once online: the device keeps the routine, the browser its pictures.
    await page.goto('/tools/routine-planner');
    await page.getByRole('button', { name: 'Start: Bedtime' }).click();
    await expect.poll(() => drawn(page, 'Pyjamas on')).toBe(true);
    await page.getByRole('button', { name: 'Stop the routine' }).click();
    await expect.poll(() => keptAnswers(page)).toContain('routines');

    // Without a connection (the browser's own offline, so its kept copies answer), after a reload.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Back to your routines' }).click();
    await page.getByRole('button', { name: 'Start: Bedtime' }).click();
    await page.getByRole('button', { name: 'Now and Next board' }).click();
    await expect.poll(() => drawn(page, 'Pyjamas on')).toBe(true);
    await expect.poll(() => drawn(page, 'Lights out')).toBe(true);
    await checkAccessibility(page, 'now-next-board-offline');
    await context.setOffline(false);
  });
});
