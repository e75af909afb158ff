import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heading, signUp } from './support/accounts';
import { checkAccessibility, launchBrowser, newPage } from './support/browser';
import { splitWords } from './support/split-words';

// Picture cards (image occlusion, decision 178): made by keyboard from a diagram, reviewed, and taken to Anki.

const run = promisify(execFile);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A diagram of five coloured parts on white, as a PNG: the heart's chambers and the aorta, roughly. */
function diagram() {
  const parts = [
    [60, 60, '#dc2626'],
    [260, 60, '#2563eb'],
    [60, 200, '#16a34a'],
    [260, 200, '#9333ea'],
    [160, 330, '#ea580c'],
  ] as const;
  const shapes = parts
    .map(([x, y, colour]) => `<rect x="${x}" y="${y}" width="160" height="100" fill="${colour}"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="460"><rect width="480" height="460" fill="#fff"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const PARTS = ['Right atrium', 'Left atrium', 'Right ventricle', 'Left ventricle', 'Aorta'];
/** Where each part is on the diagram, as shares of its width and height, and where it is said to be. */
const PLACES = [
  [60 / 480, 60 / 460, 'near the top left'],
  [260 / 480, 60 / 460, 'near the top right'],
  [60 / 480, 200 / 460, 'near the left side, halfway down'],
  [260 / 480, 200 / 460, 'near the right side, halfway down'],
  [160 / 480, 330 / 460, 'near the bottom, in the middle'],
] as const;
/** Where a box added by keyboard starts (the maker's `startBox`) and how far one arrow key moves it. */
const START = (index: number) => [0.35 + index * 0.05, 0.4 + index * 0.05] as const;
const STEP = 0.02;

async function press(page: Page, key: string, times: number) {
  for (let i = 0; i < times; i += 1) await page.keyboard.press(key);
}

const status = (page: Page) =>
  page.getByRole('region', { name: 'Make picture cards' }).locator('p[role=status]').textContent();
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    return active?.labels?.[0]?.textContent ?? active?.getAttribute('aria-label') ?? active?.textContent;
  });

/** The diagram chosen as a file, as "Choose a picture" would choose it. */
async function chooseDiagram(page: Page) {
  await page
    .getByRole('region', { name: 'Make picture cards' })
    .locator('input[type=file]:not([capture])')
    .setInputFiles({ name: 'heart.png', mimeType: 'image/png', buffer: await diagram() });
}

async function openStudyBuddy(page: Page) {
  await page.goto('/tools/study-buddy');
  await expect.poll(() => heading(page)).toBe('Study Buddy AI');
  await page.getByLabel('New deck name').fill('The heart');
  await page.getByLabel('New deck name').press('Enter');
  await expect.poll(() => page.getByRole('heading', { name: 'Cards in The heart (0)' }).count()).toBe(1);
}

describe('picture cards', () => {
  it('makes five picture cards from a diagram by keyboard, reviews them, and exports an Anki package with its pictures', async () => {
    const { page } = await newPage(browser, { acceptDownloads: true });
    await signUp(page);
    await openStudyBuddy(page);

    const tab = page.getByRole('button', { name: 'Make picture cards' });
    await tab.focus();
    await page.keyboard.press('Enter');
    await chooseDiagram(page);
    // The picture is in; focus goes to its words.
    await expect.poll(() => focusedName(page)).toBe('Words for the picture');
    await page.keyboard.type('Diagram of the heart');
    await expect
      .poll(() =>
        page
          .getByRole('img', { name: 'Diagram of the heart' })
          .evaluate((img) => (img as HTMLImageElement).naturalWidth),
      )
      .toBe(480);

    for (const [index, part] of PARTS.entries()) {
      await page.getByRole('button', { name: 'Add a box' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedName(page)).toBe(`Box ${index + 1}, not named yet`);
      // Moved onto its part and sized to it by keyboard, its place read out at each key.
      const [x, y] = PLACES[index]!;
      const [fromX, fromY] = START(index);
      const across = Math.round((x - fromX) / STEP);
      const down = Math.round((y - fromY) / STEP);
      await press(page, across < 0 ? 'ArrowLeft' : 'ArrowRight', Math.abs(across));
      await press(page, down < 0 ? 'ArrowUp' : 'ArrowDown', Math.abs(down));
      const percent = (share: number) => Math.round(share * 100);
      await press(page, 'Shift+ArrowRight', 4);
      await press(page, 'Shift+ArrowDown', 4);
      await expect
        .poll(() => status(page))
        .toBe(
          `Box ${index + 1}: ${percent(fromX + across * STEP)}% across, ${percent(fromY + down * STEP)}% down, 33% wide, 23% tall.`,
        );
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedName(page)).toBe(`Name of box ${index + 1}`);
      await page.keyboard.type(part);
    }
    await expect.poll(() => page.getByRole('button', { name: 'Box 5: Aorta' }).count()).toBe(1);
    await checkAccessibility(page, 'picture-cards-maker');

    await page.getByRole('button', { name: 'Make 5 picture cards' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('5 picture cards added to The heart.');

    // Review: the part asked for is never in the page before the answer is shown.
    await page.getByRole('button', { name: /^Review/ }).click();
    await page.getByRole('button', { name: 'Start: 10 cards' }).click();
    for (const [index, part] of PARTS.entries()) {
      const card = page.locator('[aria-label="Card"]');
      await expect.poll(() => card.getByRole('img', { name: 'Diagram of the heart' }).count()).toBe(1);
      const html = await page.locator('main').evaluate((main) => main.outerHTML);
      expect(html, `card ${index + 1} before its answer`).not.toContain(part);
      // Asked in the order made, each where its part is.
      expect(await card.locator('p').first().textContent()).toBe(
        `What is under the box marked “?”, ${PLACES[index]![2]} of the picture?`,
      );
      if (index === 0) await checkAccessibility(page, 'picture-card-question');
      await page.keyboard.press('Space');
      await expect
        .poll(() => page.locator('[aria-label="Card, answer shown"]').textContent())
        .toContain(part);
      if (index === 0) await checkAccessibility(page, 'picture-card-answer');
      await page.keyboard.press('3');
    }
    await expect.poll(() => page.getByText('That is the end of this session.').count()).toBe(1);

    // The Anki package carries the five cards and both pictures of each.
    const saving = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download The heart as an Anki package' }).click();
    const download = await saving;
    expect(download.suggestedFilename()).toBe('The heart.apkg');
    const dir = await mkdtemp(path.join(tmpdir(), 'neuronest-e2e-apkg-'));
    try {
      const file = path.join(dir, 'deck.apkg');
      await download.saveAs(file);
      const { stdout } = await run('python3', [
        '-c',
        String.raw`
import json, sqlite3, sys, tempfile, zipfile
with zipfile.ZipFile(sys.argv[1]) as package:
    media = json.loads(package.read('media'))
    sizes = {name: len(package.read(number)) for number, name in media.items()}
    with tempfile.NamedTemporaryFile(suffix='.anki2') as collection:
        collection.write(package.read('collection.anki2'))
        collection.flush()
        db = sqlite3.connect(collection.name)
        fields = [row[0].split('\x1f') for row in db.execute('select flds from notes')]
print(json.dumps({'sizes': sizes, 'fields': fields}))
`,
        file,
      ]);
      const read = JSON.parse(stdout) as { sizes: Record<string, number>; fields: string[][] };
      expect(read.fields.map((fields) => fields[1]!.match(/<b>(.*)<\/b>/)?.[1]).sort()).toEqual(
        [...PARTS].sort(),
      );
      expect(Object.keys(read.sizes)).toHaveLength(10);
      for (const [name, size] of Object.entries(read.sizes)) {
        expect(name).toMatch(/^neuronest-[0-9a-f-]+-(question|answer)\.png$/);
        expect(size, name).toBeGreaterThan(1000);
      }
      for (const fields of read.fields) {
        for (const name of fields.join('').match(/src="([^"]+)"/g) ?? []) {
          expect(read.sizes[name.slice(5, -1)], name).toBeGreaterThan(0);
        }
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('fits 320 px with the largest text, widest spacing and OpenDyslexic, boxes drawn with the pointer', async () => {
    const { page } = await newPage(browser, { viewport: { width: 320, height: 640 }, hasTouch: true });
    await signUp(page);
    const settings = await page.request.patch('/api/settings', {
      data: { lineSpacing: 3, fontFamily: 'opendyslexic', textSize: 1.5, colorScheme: 'dark' },
    });
    expect(settings.status()).toBe(200);
    await openStudyBuddy(page);
    const fits = async (what: string) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(320);
      expect(await page.evaluate(splitWords, []), what).toEqual([]);
    };
    await page.getByRole('button', { name: 'Make picture cards' }).click();
    await chooseDiagram(page);
    const picture = page.getByRole('img', { name: 'Picture for The heart' });
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(480);
    // A box drawn by dragging across the picture: focus goes to its name.
    await picture.scrollIntoViewIfNeeded();
    const area = (await picture.boundingBox())!;
    await page.mouse.move(area.x + area.width * 0.1, area.y + area.height * 0.1);
    await page.mouse.down();
    await page.mouse.move(area.x + area.width * 0.3, area.y + area.height * 0.25, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => focusedName(page)).toBe('Name of box 1');
    await page.keyboard.type('Pulmonary semilunar valve');
    await fits('the picture card maker');
    await checkAccessibility(page, 'picture-cards-maker-320-large-dark');
    await page.getByRole('button', { name: 'Make 1 picture card' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('1 picture card added to The heart.');
    await page.getByRole('button', { name: 'Cards', exact: true }).click();
    await expect
      .poll(() => page.getByText('Picture card, asking for “Pulmonary semilunar valve”').count())
      .toBe(1);
    await fits('the card list with a picture card');
    await checkAccessibility(page, 'picture-cards-list-320-large-dark');
  });
});
