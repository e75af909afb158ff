import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessibility, launchBrowser } from './support/browser';
import { WAIT, openSignedIn } from './support/mind-map';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('mind map files', () => {
  it('exports mindmap.json, OPML and Markdown, and importing each gives back the same map', async () => {
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

    const json = await exportAs('Mind map file (mindmap.json)');
    expect(json.name).toBe('mindmap.json');
    const nodes = JSON.parse(await readFile(json.path, 'utf8')) as {
      text: string;
      position: { x: number };
    }[];
    expect(nodes).toHaveLength(1);
    expect(nodes[0]!.text).toBe('Book club');
    const opml = await exportAs('OPML outline');
    expect(await readFile(opml.path, 'utf8')).toContain('text="Dates &amp; times"');
    const markdown = await exportAs('Markdown outline');
    expect(await readFile(markdown.path, 'utf8')).toBe('- Book club\n  - Dates & times\n    - Fridays\n');
    const svg = await exportAs('SVG image');
    expect(await readFile(svg.path, 'utf8')).toContain('Fridays');
    const png = await exportAs('PNG image');
    expect((await readFile(png.path)).subarray(1, 4).toString()).toBe('PNG');

    for (const file of [json, opml, markdown]) {
      await map.tool('New').click();
      await map.dialog.getByRole('button', { name: 'Start new map' }).click();
      await expect.poll(() => map.topics.count(), WAIT).toBe(0);
      await page.locator('input[type="file"]').setInputFiles({
        name: file.name,
        mimeType: 'application/octet-stream',
        buffer: await readFile(file.path),
      });
      await expect.poll(() => map.texts(), WAIT).toEqual(expected);
    }
    // The JSON file brings back the very same topics, ids and places included.
    await map.tool('New').click();
    await map.dialog.getByRole('button', { name: 'Start new map' }).click();
    await page.locator('input[type="file"]').setInputFiles(json.path);
    await expect
      .poll(() => map.topics.evaluateAll((els) => els.map((el) => el.getAttribute('data-topic-id'))), WAIT)
      .toEqual(positions);
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
        .poll(() => page.getByRole('alert').filter({ hasText: 'Invalid file format' }).count(), WAIT)
        .toBe(1);
      expect(await map.texts()).toEqual(['Keep me']);
    }
    await checkAccessibility(page, 'mind-map-invalid-file');
    await context.close();
  });
});
