import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, launchBrowser } from './support/browser';
import { mindMap, openSignedIn, pastAutoSave, requestsInFlight } from './support/mind-map';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('mind map files', () => {
  it('exports JSON, OPML and Markdown named after the map, and importing each gives back the same map', async () => {
    const { page, context, map } = await openSignedIn(browser, { acceptDownloads: true });
    await map.addCentral('Book club');
    await map.addSubtopic('Book club', 'Dates & times');
    await map.addSubtopic('Dates & times', 'Fridays');
    const expected = ['Book club', 'Dates & times', 'Fridays'];
    const positions = await map.topics.evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-topic-id')),
    );

    const exportAs = async (label: string) => {
      await map.tool('Export').click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: label }).click();
      const file = await download;
      return { name: file.suggestedFilename(), path: (await file.path())! };
    };

    // A map not saved yet is 'mind-map'; the menu passes axe while open.
    await map.tool('Export').click();
    await expect.poll(() => page.getByRole('menu').count()).toBe(1);
    await checkAccessibility(page, 'mind-map-export-menu');
    await page.keyboard.press('Escape');
    expect((await exportAs('Mind map file (.json)')).name).toBe('mind-map.json');
    await map.saveAs('My holiday plan');
    const json = await exportAs('Mind map file (.json)');
    expect(json.name).toBe('my-holiday-plan.json');
    const nodes = JSON.parse(await readFile(json.path, 'utf8')) as {
      text: string;
      position: { x: number };
    }[];
    expect(nodes).toHaveLength(1);
    expect(nodes[0]!.text).toBe('Book club');
    const opml = await exportAs('OPML outline');
    expect(opml.name).toBe('my-holiday-plan.opml');
    expect(await readFile(opml.path, 'utf8')).toContain('text="Dates &amp; times"');
    const markdown = await exportAs('Markdown outline');
    expect(markdown.name).toBe('my-holiday-plan.md');
    expect(await readFile(markdown.path, 'utf8')).toBe('- Book club\n  - Dates & times\n    - Fridays\n');
    const svg = await exportAs('SVG image');
    expect(svg.name).toBe('my-holiday-plan.svg');
    expect(await readFile(svg.path, 'utf8')).toContain('Fridays');
    const png = await exportAs('PNG image');
    expect(png.name).toBe('my-holiday-plan.png');
    expect((await readFile(png.path)).subarray(1, 4).toString()).toBe('PNG');

    for (const file of [json, opml, markdown]) {
      await map.tool('New').click();
      await map.dialog.getByRole('button', { name: 'Start new map' }).click();
      await expect.poll(() => map.topics.count()).toBe(0);
      await page.locator('input[type="file"]').setInputFiles({
        name: file.name,
        mimeType: 'application/octet-stream',
        buffer: await readFile(file.path),
      });
      await expect.poll(() => map.texts()).toEqual(expected);
    }
    // The JSON file brings back the very same topics, ids and places included.
    await map.tool('New').click();
    await map.dialog.getByRole('button', { name: 'Start new map' }).click();
    await page.locator('input[type="file"]').setInputFiles(json.path);
    await expect
      .poll(() => map.topics.evaluateAll((els) => els.map((el) => el.getAttribute('data-topic-id'))))
      .toEqual(positions);
    await context.close();
  });

  it('opens an imported file as a new map and never writes it over the saved map', async () => {
    const { page, context, map } = await openSignedIn(browser);
    const inFlight = requestsInFlight(page);
    await map.addCentral('Garden');
    await map.addSubtopic('Garden', 'Weeding');
    await map.saveAs('Garden jobs');
    await expect.poll(() => map.status.textContent()).toBe('Saved');
    const savedAddress = page.url();

    await page.locator('input[type="file"]').setInputFiles({
      name: 'trip.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from('- Trip\n  - Tickets\n'),
    });
    await expect.poll(() => map.texts()).toEqual(['Tickets', 'Trip']);
    // Past auto-save's 3 seconds: nothing may have been written over 'Garden jobs'.
    await pastAutoSave(page, inFlight);
    expect(new URL(page.url()).searchParams.get('project')).toBeNull();
    expect(await page.getByText('New mind map').count()).toBeGreaterThan(0);
    expect(await map.status.textContent()).toBe('Unsaved changes');
    expect(await map.texts()).toEqual(['Tickets', 'Trip']);

    const other = await context.newPage();
    await other.goto(savedAddress);
    const saved = mindMap(other);
    await expect.poll(() => saved.texts()).toEqual(['Garden', 'Weeding']);
    expect(await saved.status.textContent()).toBe('Saved');
    await context.close();
  });

  it('refuses a bad file with "Invalid file format" and keeps the map', async () => {
    const { page, context, map } = await openSignedIn(browser);
    await map.addCentral('Keep me');
    for (const [name, body] of [
      ['mindmap.json', '[{"id": "a", "text": 5}]'],
      [
        'cycle.json',
        JSON.stringify([
          {
            id: 'a',
            text: 'A',
            position: { x: 0, y: 0 },
            children: [{ id: 'a', text: 'B', position: { x: 1, y: 1 }, children: [] }],
          },
        ]),
      ],
      ['photo.png', '\u0089PNG'],
    ]) {
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: name!, mimeType: 'application/octet-stream', buffer: Buffer.from(body!) });
      await expect
        .poll(() => page.getByRole('alert').filter({ hasText: 'Invalid file format' }).count())
        .toBe(1);
      expect(await map.texts()).toEqual(['Keep me']);
    }
    await checkAccessibility(page, 'mind-map-invalid-file');
    await context.close();
  });
});
