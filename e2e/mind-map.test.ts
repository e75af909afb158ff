import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, checkAccessibility, launchBrowser, newPage } from './support/browser';
import { openSignedIn, pastAutoSave, requestsInFlight } from './support/mind-map';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const signedIn = (options: Parameters<typeof newPage>[1] = {}) => openSignedIn(browser, options);

describe('mind map', () => {
  // A long walk through the editor, then back to the address with no map named and New: more than the usual minute.
  it(
    'builds a map with the mouse, undoes and redoes, saves with a title and finds it after a reload',
    { timeout: 120_000 },
    async () => {
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
      await expect.poll(() => map.status.textContent()).toBe('Saved');
      await expect.poll(() => page.getByRole('link', { name: 'Exam plan' }).count()).toBe(1);

      // The layout for new topics is remembered, like the other map settings.
      const layoutSaved = page.waitForResponse(
        (res) => res.url().endsWith('/api/mind-map/settings') && res.request().method() === 'PUT',
      );
      await map.tool('Hierarchical').click();
      expect((await layoutSaved).status()).toBe(200);
      // The map took the new layout, and auto-save kept it.
      await expect.poll(() => map.status.textContent()).toBe('Saved');

      await page.reload();
      await expect.poll(() => map.texts()).toEqual(['Exams', 'Maths', 'Science']);
      expect(await page.getByText('Exam plan', { exact: true }).count()).toBeGreaterThan(0);
      expect(await map.tool('Hierarchical').getAttribute('aria-pressed')).toBe('true');
      expect(await map.tool('Radial').getAttribute('aria-pressed')).toBe('false');

      // With no map named in the address, the map opened last opens; New starts an empty one, which stays new.
      const address = page.url();
      await map.open();
      await page.waitForURL(address);
      await expect.poll(() => map.texts()).toEqual(['Exams', 'Maths', 'Science']);
      await map.tool('New').click();
      await map.dialog.getByRole('button', { name: 'Start new map' }).click();
      await page.waitForURL(/\/tools\/mind-map\?new$/);
      expect(await map.topics.count()).toBe(0);
      await page.reload();
      const list = page.getByRole('region', { name: 'My mind maps' });
      await expect.poll(() => list.getByRole('link', { name: 'Exam plan' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Add Central Topic' }).count()).toBe(1);
      expect(await map.topics.count()).toBe(0);
      expect(page.url()).toMatch(/\/tools\/mind-map\?new$/);
      await context.close();
    },
  );

  it('works with the keyboard alone', async () => {
    const { page, context, map } = await signedIn();
    await page.getByRole('button', { name: 'Add Central Topic' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Holiday');
    await page.keyboard.press('Enter');
    await expect.poll(() => map.topic('Holiday').evaluate((el) => el === document.activeElement)).toBe(true);

    // Insert adds a child, Tab adds a child, Enter adds a sibling.
    await page.keyboard.press('Insert');
    await page.keyboard.type('Packing');
    await page.keyboard.press('Enter');
    await expect.poll(() => map.topic('Packing').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Clothes');
    await page.keyboard.press('Enter');
    await expect.poll(() => map.topic('Clothes').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Books');
    await page.keyboard.press('Enter');
    await expect.poll(() => map.texts()).toEqual(['Books', 'Clothes', 'Holiday', 'Packing']);
    await checkAccessibility(page, 'mind-map-keyboard');

    // F2 renames; arrows move between topics; Home goes to the central topic.
    await page.keyboard.press('F2');
    await expect.poll(() => map.dialog.getByRole('heading', { name: 'Rename Topic' }).count()).toBe(1);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Novels');
    await page.keyboard.press('Enter');
    await expect.poll(() => map.texts()).toEqual(['Clothes', 'Holiday', 'Novels', 'Packing']);
    // The keyboard is back on the renamed topic once the dialog has closed.
    await expect.poll(() => map.topic('Novels').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Home');
    await expect.poll(() => map.topic('Holiday').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => map.topic('Packing').evaluate((el) => el === document.activeElement)).toBe(true);

    // Delete removes the topic with its subtopics; Ctrl+Z brings them back, Ctrl+Y removes them again.
    await page.keyboard.press('Delete');
    await expect.poll(() => map.texts()).toEqual(['Holiday']);
    await expect.poll(() => map.topic('Holiday').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Control+z');
    await expect.poll(() => map.texts()).toEqual(['Clothes', 'Holiday', 'Novels', 'Packing']);
    await page.keyboard.press('Control+y');
    await expect.poll(() => map.texts()).toEqual(['Holiday']);
    await page.keyboard.press('Control+z');

    // Shift+arrow moves a topic, and that is an edit Undo can take back.
    const before = await map.topic('Holiday').boundingBox();
    await map.topic('Holiday').focus();
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(async () => (await map.topic('Holiday').boundingBox())!.y).toBeGreaterThan(before!.y);

    // Escape leaves the map for the toolbar; Tab comes back to the last topic.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('New');
    await context.close();
  });

  it('auto-saves a titled map 3 seconds after the last change', async () => {
    const { page, context, map } = await signedIn();
    await map.addCentral('Garden');
    await map.saveAs('Garden jobs');
    await expect.poll(() => map.status.textContent()).toBe('Saved');
    const id = new URL(page.url()).searchParams.get('project')!;
    await map.addSubtopic('Garden', 'Weeding');
    expect(await map.status.textContent()).toBe('Unsaved changes');
    await expect.poll(() => map.status.textContent()).toBe('Saved');
    const res = await page.request.get(`/api/projects/${id}`);
    const saved = (await res.json()) as {
      content: { nodes: { text: string; children: { text: string }[] }[] };
    };
    expect(saved.content.nodes[0]!.children.map((c) => c.text)).toEqual(['Weeding']);
    await context.close();
  });

  it('never lets a save still on its way write over the map opened or started after it', async () => {
    const { page, context, map } = await signedIn();
    const inFlight = requestsInFlight(page);
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
    await expect.poll(() => map.status.textContent()).toBe('Saving...');
    // 'New' while auto-save is still on its way.
    await map.tool('New').click();
    await map.dialog.getByRole('button', { name: 'Start new map' }).click();
    await expect.poll(() => map.topics.count()).toBe(0);
    await pastAutoSave(page, inFlight);
    expect(await savedTopics(garden)).toEqual(['Garden', 'Weeding']);
    expect(new URL(page.url()).searchParams.get('project')).toBeNull();
    expect(await page.getByText('New mind map').count()).toBeGreaterThan(0);

    // Opening another saved map while a save is on its way.
    await map.addCentral('Shopping');
    await map.saveAs('Shopping list');
    const shopping = new URL(page.url()).searchParams.get('project')!;
    await map.addSubtopic('Shopping', 'Bread');
    await expect.poll(() => map.status.textContent()).toBe('Saving...');
    await page
      .getByRole('region', { name: 'My mind maps' })
      .getByRole('link', { name: 'Garden jobs' })
      .click();
    const leave = map.dialog.getByRole('button', { name: 'Leave without saving' });
    if (await leave.count()) await leave.click();
    await expect.poll(() => map.texts()).toEqual(['Garden', 'Weeding']);
    await pastAutoSave(page, inFlight);
    expect(await savedTopics(shopping)).toEqual(['Shopping', 'Bread']);
    expect(await savedTopics(garden)).toEqual(['Garden', 'Weeding']);
    expect(new URL(page.url()).searchParams.get('project')).toBe(garden);
    await context.close();
  });

  it('asks before leaving with unsaved changes, and lists, renames and deletes saved maps', async () => {
    const { page, context, map } = await signedIn();
    await map.addCentral('Moving');
    await page.getByRole('link', { name: 'Back to Tools' }).click();
    await expect
      .poll(() => map.dialog.getByRole('heading', { name: 'Leave without saving?' }).count())
      .toBe(1);
    await checkAccessibility(page, 'mind-map-leave');
    await map.dialog.getByRole('button', { name: 'Stay here' }).click();
    expect(new URL(page.url()).pathname).toBe('/tools/mind-map');
    await map.saveAs('Moving day');
    await map.tool('New').click();
    await map.dialog.getByRole('button', { name: 'Start new map' }).click();
    await expect.poll(() => page.url()).toMatch(/\/tools\/mind-map\?new$/);
    await map.addCentral('Second');
    await map.saveAs('Second map');

    const list = page.getByRole('region', { name: 'My mind maps' });
    await expect.poll(() => list.getByRole('link').allTextContents()).toEqual(['Second map', 'Moving day']);
    await list.getByRole('link', { name: 'Moving day' }).click();
    await expect.poll(() => map.texts()).toEqual(['Moving']);
    await expect.poll(() => list.getByRole('link').allTextContents()).toEqual(['Moving day', 'Second map']);

    await list.getByRole('button', { name: 'Rename Second map' }).click();
    await map.dialog.getByLabel('Title').fill('Errands');
    await map.dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => list.getByRole('link').allTextContents()).toEqual(['Moving day', 'Errands']);
    await list.getByRole('button', { name: 'Delete Errands' }).click();
    await map.dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => list.getByRole('link').allTextContents()).toEqual(['Moving day']);
    await checkAccessibility(page, 'mind-map-list');

    // Deleting the open map keeps its topics on screen as a new, unsaved map.
    await list.getByRole('button', { name: 'Delete Moving day' }).click();
    await map.dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => list.getByText('No saved mind maps yet', { exact: false }).count()).toBe(1);
    await expect.poll(() => page.url()).toMatch(/\/tools\/mind-map\?new$/);
    expect(await map.texts()).toEqual(['Moving']);
    expect(await map.status.textContent()).toBe('Unsaved changes');
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
