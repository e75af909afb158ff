import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { newPage } from './support/browser';
import { baseUrl, checkAccessibility, launchBrowser } from './support/browser';
import { openSignedIn } from './support/mind-map';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const signedIn = (options: Parameters<typeof newPage>[1] = {}) => openSignedIn(browser, options);

describe('mind map layout and reading', () => {
  it('tidies the whole map in either layout, with no topic on another, as one step Undo takes back', async () => {
    for (const width of [1280, 320]) {
      const { page, context, map } = await signedIn({ viewport: { width, height: 900 } });
      const outline = [
        '- Holiday',
        '  - Travel',
        '    - Train tickets',
        '    - Seat reservations for the whole family',
        '    - Taxi',
        '  - Packing',
        '    - Clothes',
        '    - Books',
        '    - Chargers',
        '  - Money',
        '    - Budget',
        '  - Things to do',
        '    - Museum',
        '    - Beach',
        '    - Old town walk',
      ].join('\n');
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'holiday.md', mimeType: 'text/markdown', buffer: Buffer.from(outline) });
      await expect.poll(() => map.topics.count()).toBe(15);
      const boxes = () =>
        map.topics.evaluateAll((els) =>
          els.map((el) => {
            const r = el.getBoundingClientRect();
            return { id: el.getAttribute('data-topic-id')!, x: r.x, y: r.y, w: r.width, h: r.height };
          }),
        );
      const overlapping = async () => {
        const list = await boxes();
        return list.flatMap((a, i) =>
          list
            .slice(i + 1)
            .filter((b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h)
            .map((b) => `${a.id}/${b.id}`),
        );
      };
      // Where each topic is on the map itself (not on screen, which the view's zoom changes).
      const positions = () =>
        map.topics.evaluateAll((els) =>
          els.map((el) => (el.closest('.react-flow__node') as HTMLElement).style.transform),
        );

      // Still: the topics are where they were two frames ago (the move has ended).
      const still = async () => {
        const first = await positions();
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        return JSON.stringify(await positions()) === JSON.stringify(first);
      };

      await map.tool('Hierarchical').click();
      await expect.poll(() => page.getByText('Undo puts the topics back', { exact: false }).count()).toBe(1);
      await expect.poll(still).toBe(true);
      expect(await overlapping()).toEqual([]);
      // Three levels: three rows.
      const middles = (await boxes()).map((b) => b.y + b.h / 2).sort((a, b) => a - b);
      expect(middles.filter((y, i) => i > 0 && y - middles[i - 1]! > 5)).toHaveLength(2);
      await checkAccessibility(page, `mind-map-tidy-hierarchical-${width}`);

      const before = await positions();
      await map.tool('Radial').click();
      await expect.poll(positions).not.toEqual(before);
      await expect.poll(still).toBe(true);
      expect(await overlapping()).toEqual([]);
      await checkAccessibility(page, `mind-map-tidy-radial-${width}`);
      await map.tool('Undo').click();
      await expect.poll(positions).toEqual(before);
      await map.tool('Tidy up').click();
      await expect.poll(positions).not.toEqual(before);
      await context.close();
    }
  });

  it('adds three suggested subtopics from the built-in engine, and explains a sensitive topic', async () => {
    const { page, context, map } = await signedIn();
    await map.addCentral('Learning Spanish');
    await map.topic('Learning Spanish').hover();
    await page.getByRole('button', { name: 'Suggest subtopics for Learning Spanish' }).click();
    await expect.poll(() => map.topics.count()).toBe(4);
    await map.tool('Undo').click();
    await expect.poll(() => map.topics.count()).toBe(1);

    await map.topic('Learning Spanish').focus();
    await page.keyboard.press('F2');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Political views of my family');
    await page.keyboard.press('Enter');
    await map.topic('Political views of my family').focus();
    await page.keyboard.press('s');
    await expect
      .poll(() => page.getByText('Unable to generate suggestions for sensitive topics.').count())
      .toBe(1);
    expect(await map.topics.count()).toBe(1);
    await context.close();
  });

  it('stays readable and usable in dark mode at 320 px', async () => {
    const { page, context, map } = await signedIn({
      viewport: { width: 320, height: 720 },
      colorScheme: 'dark',
    });
    await map.addCentral('Small screen');
    await map.addSubtopic('Small screen', 'Fits');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(320);
    await checkAccessibility(page, 'mind-map-dark-320');
    await map.tool('Settings').click();
    await checkAccessibility(page, 'mind-map-settings');
    await context.close();
  });

  it('keeps every word at 200% zoom with line spacing 3', async () => {
    // 200% zoom of a 1280 px window is a 640 px wide page.
    const { page, context, map } = await signedIn({ viewport: { width: 640, height: 800 } });
    expect(
      (
        await page.request.patch('/api/settings', {
          data: { lineSpacing: 3 },
          headers: { origin: baseUrl() },
        })
      ).status(),
    ).toBe(200);
    await map.open();
    await map.addCentral('A rather long central topic that wraps over lines');
    await map.addSubtopic('A rather long central topic that wraps over lines', 'Second');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(640);
    await map.tool('Settings').click();
    await checkAccessibility(page, 'mind-map-spacing-3');
    await context.close();
  });
});
