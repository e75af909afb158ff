import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, checkAccessibility, launchBrowser, newPage } from './support/browser';
import { WAIT, openSignedIn } from './support/mind-map';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const signedIn = (options: Parameters<typeof newPage>[1] = {}) => openSignedIn(browser, options);

describe('mind map', () => {
  it('builds a map with the mouse, undoes and redoes, saves with a title and finds it after a reload', async () => {
    const { page, context, map } = await signedIn();
    await checkAccessibility(page, 'mind-map-empty');
    expect(await map.tool('Undo').isDisabled()).toBe(true);
    expect(await map.tool('Redo').isDisabled()).toBe(true);

    await map.addCentral('  Exams  ');
    await map.addSubtopic('Exams', 'Maths');
    await map.addSubtopic('Exams', 'History');
    // Empty text is ignored: the dialog stays and nothing is added.
    await map.topic('Exams').hover();
    await page.getByRole('button', { name: 'Add subtopic to Exams' }).click();
    await map.dialog.getByLabel('Topic').fill('   ');
    await map.dialog.getByRole('button', { name: 'Add Topic' }).click();
    expect(await map.dialog.count()).toBe(1);
    await map.dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await map.texts()).toEqual(['Exams', 'History', 'Maths']);
    await map.topic('Maths').hover();
    await checkAccessibility(page, 'mind-map-three-topics');

    await map.tool('Undo').click();
    expect(await map.texts()).toEqual(['Exams', 'Maths']);
    await map.tool('Undo').click();
    await map.tool('Undo').click();
    expect(await map.topics.count()).toBe(0);
    expect(await map.tool('Undo').isDisabled()).toBe(true);
    await map.tool('Redo').click();
    await map.tool('Redo').click();
    expect(await map.texts()).toEqual(['Exams', 'Maths']);
    // A new edit cuts off the redo branch.
    await map.addSubtopic('Exams', 'Science');
    expect(await map.tool('Redo').isDisabled()).toBe(true);
    expect(await map.status.textContent()).toBe('Unsaved changes');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const save = map.dialog.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);
    await map.dialog.getByLabel('Title').fill('   ');
    expect(await save.isDisabled()).toBe(true);
    await checkAccessibility(page, 'mind-map-save-dialog');
    await map.dialog.getByLabel('Title').fill('Exam plan');
    await map.dialog.getByLabel('Title').press('Enter');
    await page.waitForURL(/\/tools\/mind-map\?project=[0-9a-f-]{36}$/);
    await expect.poll(() => map.status.textContent(), WAIT).toBe('Saved');
    await expect.poll(() => page.getByRole('link', { name: 'Exam plan' }).count(), WAIT).toBe(1);

    // The layout for new topics is remembered, like the other map settings.
    const layoutSaved = page.waitForResponse(
      (res) => res.url().endsWith('/api/mind-map/settings') && res.request().method() === 'PUT',
    );
    await map.tool('Hierarchical').click();
    expect((await layoutSaved).status()).toBe(200);
    // The map took the new layout, and auto-save kept it.
    await expect.poll(() => map.status.textContent(), WAIT).toBe('Saved');

    await page.reload();
    await expect.poll(() => map.texts(), WAIT).toEqual(['Exams', 'Maths', 'Science']);
    expect(await page.getByText('Exam plan', { exact: true }).count()).toBeGreaterThan(0);
    expect(await map.tool('Hierarchical').getAttribute('aria-pressed')).toBe('true');
    expect(await map.tool('Radial').getAttribute('aria-pressed')).toBe('false');
    await context.close();
  });

  it('works with the keyboard alone', async () => {
    const { page, context, map } = await signedIn();
    await page.getByRole('button', { name: 'Add Central Topic' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Holiday');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => map.topic('Holiday').evaluate((el) => el === document.activeElement), WAIT)
      .toBe(true);

    // Insert adds a child, Tab adds a child, Enter adds a sibling.
    await page.keyboard.press('Insert');
    await page.keyboard.type('Packing');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => map.topic('Packing').evaluate((el) => el === document.activeElement), WAIT)
      .toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Clothes');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => map.topic('Clothes').evaluate((el) => el === document.activeElement), WAIT)
      .toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Books');
    await page.keyboard.press('Enter');
    await expect.poll(() => map.texts(), WAIT).toEqual(['Books', 'Clothes', 'Holiday', 'Packing']);
    await checkAccessibility(page, 'mind-map-keyboard');

    // F2 renames; arrows move between topics; Home goes to the central topic.
    await page.keyboard.press('F2');
    await expect.poll(() => map.dialog.getByRole('heading', { name: 'Rename Topic' }).count(), WAIT).toBe(1);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Novels');
    await page.keyboard.press('Enter');
    await expect.poll(() => map.texts(), WAIT).toEqual(['Clothes', 'Holiday', 'Novels', 'Packing']);
    await page.keyboard.press('Home');
    await expect
      .poll(() => map.topic('Holiday').evaluate((el) => el === document.activeElement), WAIT)
      .toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => map.topic('Packing').evaluate((el) => el === document.activeElement), WAIT)
      .toBe(true);

    // Delete removes the topic with its subtopics; Ctrl+Z brings them back, Ctrl+Y removes them again.
    await page.keyboard.press('Delete');
    await expect.poll(() => map.texts(), WAIT).toEqual(['Holiday']);
    await expect
      .poll(() => map.topic('Holiday').evaluate((el) => el === document.activeElement), WAIT)
      .toBe(true);
    await page.keyboard.press('Control+z');
    await expect.poll(() => map.texts(), WAIT).toEqual(['Clothes', 'Holiday', 'Novels', 'Packing']);
    await page.keyboard.press('Control+y');
    await expect.poll(() => map.texts(), WAIT).toEqual(['Holiday']);
    await page.keyboard.press('Control+z');

    // Shift+arrow moves a topic, and that is an edit Undo can take back.
    const before = await map.topic('Holiday').boundingBox();
    await map.topic('Holiday').focus();
    await page.keyboard.press('Shift+ArrowDown');
    await expect
      .poll(async () => (await map.topic('Holiday').boundingBox())!.y, WAIT)
      .toBeGreaterThan(before!.y);

    // Escape leaves the map for the toolbar; Tab comes back to the last topic.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), WAIT).toBe('New');
    await context.close();
  });

  it('auto-saves a titled map 3 seconds after the last change', async () => {
    const { page, context, map } = await signedIn();
    await map.addCentral('Garden');
    await map.saveAs('Garden jobs');
    await expect.poll(() => map.status.textContent(), WAIT).toBe('Saved');
    const id = new URL(page.url()).searchParams.get('project')!;
    await map.addSubtopic('Garden', 'Weeding');
    expect(await map.status.textContent()).toBe('Unsaved changes');
    await expect.poll(() => map.status.textContent(), { timeout: 10_000 }).toBe('Saved');
    const res = await page.request.get(`/api/projects/${id}`);
    const saved = (await res.json()) as {
      content: { nodes: { text: string; children: { text: string }[] }[] };
    };
    expect(saved.content.nodes[0]!.children.map((c) => c.text)).toEqual(['Weeding']);
    await context.close();
  });

  it('never lets a save still on its way write over the map opened or started after it', async () => {
    const { page, context, map } = await signedIn();
    const savedTopics = async (id: string) => {
      const res = await page.request.get(`/api/projects/${id}`);
      const body = (await res.json()) as {
        content: { nodes: { text: string; children: { text: string }[] }[] };
      };
      return body.content.nodes.flatMap((n) => [n.text, ...n.children.map((c) => c.text)]);
    };
    // Every save takes a while, as on a slow connection.
    await page.route('**/api/projects/*', async (route) => {
      if (route.request().method() === 'PATCH') await new Promise((done) => setTimeout(done, 1500));
      await route.continue();
    });
    await map.addCentral('Garden');
    await map.saveAs('Garden jobs');
    const garden = new URL(page.url()).searchParams.get('project')!;
    await map.addSubtopic('Garden', 'Weeding');
    await expect.poll(() => map.status.textContent(), WAIT).toBe('Saving...');
    // 'New' while auto-save is still on its way.
    await map.tool('New').click();
    await map.dialog.getByRole('button', { name: 'Start new map' }).click();
    await expect.poll(() => map.topics.count(), WAIT).toBe(0);
    await page.waitForTimeout(1500 + 4500);
    expect(await savedTopics(garden)).toEqual(['Garden', 'Weeding']);
    expect(new URL(page.url()).searchParams.get('project')).toBeNull();
    expect(await page.getByText('New mind map').count()).toBeGreaterThan(0);

    // Opening another saved map while a save is on its way.
    await map.addCentral('Shopping');
    await map.saveAs('Shopping list');
    const shopping = new URL(page.url()).searchParams.get('project')!;
    await map.addSubtopic('Shopping', 'Bread');
    await expect.poll(() => map.status.textContent(), WAIT).toBe('Saving...');
    await page
      .getByRole('region', { name: 'My mind maps' })
      .getByRole('link', { name: 'Garden jobs' })
      .click();
    const leave = map.dialog.getByRole('button', { name: 'Leave without saving' });
    if (await leave.count()) await leave.click();
    await expect.poll(() => map.texts(), WAIT).toEqual(['Garden', 'Weeding']);
    await page.waitForTimeout(1500 + 4500);
    expect(await savedTopics(shopping)).toEqual(['Shopping', 'Bread']);
    expect(await savedTopics(garden)).toEqual(['Garden', 'Weeding']);
    expect(new URL(page.url()).searchParams.get('project')).toBe(garden);
    await context.close();
  });

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
      await expect.poll(() => map.topics.count(), WAIT).toBe(15);
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

      await map.tool('Hierarchical').click();
      await expect
        .poll(() => page.getByText('Undo puts the topics back', { exact: false }).count(), WAIT)
        .toBe(1);
      await page.waitForTimeout(300);
      expect(await overlapping()).toEqual([]);
      // Three levels: three rows.
      const middles = (await boxes()).map((b) => b.y + b.h / 2).sort((a, b) => a - b);
      expect(middles.filter((y, i) => i > 0 && y - middles[i - 1]! > 5)).toHaveLength(2);
      await checkAccessibility(page, `mind-map-tidy-hierarchical-${width}`);

      const before = await positions();
      await map.tool('Radial').click();
      await expect.poll(positions, WAIT).not.toEqual(before);
      await page.waitForTimeout(300);
      expect(await overlapping()).toEqual([]);
      await checkAccessibility(page, `mind-map-tidy-radial-${width}`);
      await map.tool('Undo').click();
      await expect.poll(positions, WAIT).toEqual(before);
      await map.tool('Tidy up').click();
      await expect.poll(positions, WAIT).not.toEqual(before);
      await context.close();
    }
  });

  it('adds three suggested subtopics from the built-in engine, and explains a sensitive topic', async () => {
    const { page, context, map } = await signedIn();
    await map.addCentral('Learning Spanish');
    await map.topic('Learning Spanish').hover();
    await page.getByRole('button', { name: 'Suggest subtopics for Learning Spanish' }).click();
    await expect.poll(() => map.topics.count(), WAIT).toBe(4);
    await map.tool('Undo').click();
    await expect.poll(() => map.topics.count(), WAIT).toBe(1);

    await map.topic('Learning Spanish').focus();
    await page.keyboard.press('F2');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Political views of my family');
    await page.keyboard.press('Enter');
    await map.topic('Political views of my family').focus();
    await page.keyboard.press('s');
    await expect
      .poll(() => page.getByText('Unable to generate suggestions for sensitive topics.').count(), WAIT)
      .toBe(1);
    expect(await map.topics.count()).toBe(1);
    await context.close();
  });

  it('asks before leaving with unsaved changes, and lists, renames and deletes saved maps', async () => {
    const { page, context, map } = await signedIn();
    await map.addCentral('Moving');
    await page.getByRole('link', { name: 'Back to Tools' }).click();
    await expect
      .poll(() => map.dialog.getByRole('heading', { name: 'Leave without saving?' }).count(), WAIT)
      .toBe(1);
    await checkAccessibility(page, 'mind-map-leave');
    await map.dialog.getByRole('button', { name: 'Stay here' }).click();
    expect(new URL(page.url()).pathname).toBe('/tools/mind-map');
    await map.saveAs('Moving day');
    await map.tool('New').click();
    await map.dialog.getByRole('button', { name: 'Start new map' }).click();
    await expect.poll(() => page.url(), WAIT).toMatch(/\/tools\/mind-map$/);
    await map.addCentral('Second');
    await map.saveAs('Second map');

    const list = page.getByRole('region', { name: 'My mind maps' });
    await expect
      .poll(() => list.getByRole('link').allTextContents(), WAIT)
      .toEqual(['Second map', 'Moving day']);
    await list.getByRole('link', { name: 'Moving day' }).click();
    await expect.poll(() => map.texts(), WAIT).toEqual(['Moving']);
    await expect
      .poll(() => list.getByRole('link').allTextContents(), WAIT)
      .toEqual(['Moving day', 'Second map']);

    await list.getByRole('button', { name: 'Rename Second map' }).click();
    await map.dialog.getByLabel('Title').fill('Errands');
    await map.dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => list.getByRole('link').allTextContents(), WAIT)
      .toEqual(['Moving day', 'Errands']);
    await list.getByRole('button', { name: 'Delete Errands' }).click();
    await map.dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => list.getByRole('link').allTextContents(), WAIT).toEqual(['Moving day']);
    await checkAccessibility(page, 'mind-map-list');

    // Deleting the open map keeps its topics on screen as a new, unsaved map.
    await list.getByRole('button', { name: 'Delete Moving day' }).click();
    await map.dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => list.getByText('No saved mind maps yet', { exact: false }).count(), WAIT).toBe(1);
    await expect.poll(() => page.url(), WAIT).toMatch(/\/tools\/mind-map$/);
    expect(await map.texts()).toEqual(['Moving']);
    expect(await map.status.textContent()).toBe('Unsaved changes');
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

  it('is only for signed-in people', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/tools/mind-map');
    await page.waitForURL('**/auth');
    const res = await page.request.post('/api/projects', {
      data: { title: 'X', content: { nodes: [] } },
      headers: { origin: baseUrl() },
    });
    expect(res.status()).toBe(401);
    await context.close();
  });
});
