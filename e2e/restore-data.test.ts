import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUp } from './support/accounts';
import { checkAccessibility, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Downloads "my data" through Settings, as a person does, and answers where the file is. */
async function downloadMyData(page: Page) {
  await page.goto('/settings?tab=privacy');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download your data' });
  await dialog.getByLabel('Current password').fill(PASSWORD);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  // Read now: the browser removes its downloads when its context closes.
  return {
    name: 'neuronest-my-data.json',
    mimeType: 'application/json',
    buffer: await readFile((await download.path()) ?? ''),
  };
}

type ChosenFile = Awaited<ReturnType<typeof downloadMyData>>;

async function chooseFile(page: Page, file: ChosenFile) {
  await page.goto('/settings?tab=privacy');
  await page.getByLabel('File to bring back').setInputFiles(file);
  await expect.poll(() => page.getByRole('heading', { name: 'This file holds' }).count()).toBe(1);
}

async function bringBack(page: Page, mode: 'Add it to what is here' | 'Replace what is here') {
  await page.getByRole('radio', { name: mode }).check();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Bring back my data' }).click();
  await expect.poll(() => page.getByText('Your data is back. Brought back:').count()).toBe(1);
}

/** The todo list's titles, sorted, once the list has drawn `count` of them. */
async function todoTitles(page: Page, count: number) {
  await page.goto('/tools/todo');
  const labels = page
    .getByRole('list')
    .filter({ has: page.getByRole('checkbox') })
    .first()
    .locator(':scope > li label');
  await expect.poll(() => labels.count()).toBe(count);
  return (await labels.allTextContents()).map((text) => text.trim()).sort();
}

describe('Bring back my data (decision 153)', () => {
  it('restores a download into a fresh account: counts first, then add; replace and undo', async () => {
    const first = await newPage(browser);
    await signUp(first.page);
    for (const title of ['Call the dentist', 'Water the plants']) {
      expect((await first.page.request.post('/api/todos', { data: { title } })).status()).toBe(201);
    }
    expect((await first.page.request.post('/api/habits', { data: { name: 'Stretch' } })).status()).toBe(201);
    const file = await downloadMyData(first.page);
    await first.context.close();

    const { page, context } = await newPage(browser);
    await signUp(page);
    expect((await page.request.post('/api/todos', { data: { title: 'Mine already' } })).status()).toBe(201);
    // A file that is not an export is refused before anything is sent.
    await page.goto('/settings?tab=privacy');
    await page.getByLabel('File to bring back').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"shopping": ["milk"]}'),
    });
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('This file is not a NeuroNest export.');

    await chooseFile(page, file);
    const summary = page.getByRole('heading', { name: 'This file holds' });
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
    const holds = page.locator('form').filter({ has: summary });
    expect(await holds.getByRole('listitem').allTextContents()).toEqual(['2 tasks', '1 habit']);
    await checkAccessibility(page, 'restore-counts');

    await bringBack(page, 'Add it to what is here');
    await checkAccessibility(page, 'restore-added');
    expect(await todoTitles(page, 3)).toEqual(['Call the dentist', 'Mine already', 'Water the plants']);
    await page.goto('/tools/habits');
    await expect.poll(() => page.getByText('Stretch').count()).toBeGreaterThan(0);

    await chooseFile(page, file);
    await bringBack(page, 'Replace what is here');
    await expect.poll(() => page.getByRole('button', { name: 'Undo the replace' }).count()).toBe(1);
    await checkAccessibility(page, 'restore-replaced');
    expect(await todoTitles(page, 2)).toEqual(['Call the dentist', 'Water the plants']);

    await page.goto('/settings?tab=privacy');
    await page.getByRole('button', { name: 'Undo the replace' }).click();
    await expect.poll(() => page.getByText('Your data from before the replace is back.').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(
      'Your data from before the replace is back.',
    );
    expect(await todoTitles(page, 3)).toEqual(['Call the dentist', 'Mine already', 'Water the plants']);
    await context.close();
    // Two accounts, two downloads, three restores and five screens, on a machine shared with other work.
  }, 240_000);
});
