import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heading, signUp } from './support/accounts';
import { checkAccessibility, launchBrowser, newPage } from './support/browser';
import { docxWith } from './support/docx';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const NOTES = `Photosynthesis is the process by which green plants turn light, water and carbon dioxide into sugar
and oxygen. It takes place in the chloroplasts of leaf cells. The pigment chlorophyll absorbs mostly red and blue
light. In 1779, Jan Ingenhousz showed that plants need light to make oxygen.`;

describe('Study Buddy AI', () => {
  it('makes cards from notes, reviews them by keyboard, finds them due the next day, and goes to Anki and back', async () => {
    const { page } = await newPage(browser);
    await page.clock.install({ time: new Date() });
    await signUp(page);
    await page.goto('/tools');
    await page.getByRole('link', { name: /Study Buddy AI/ }).click();
    await page.waitForURL('**/tools/study-buddy');
    await expect.poll(() => heading(page)).toBe('Study Buddy AI');
    await expect.poll(() => page.getByText(/^Start with a deck/).count()).toBe(1);
    await checkAccessibility(page, 'study-buddy-empty');

    await page.getByLabel('New deck name').fill('Biology');
    await page.getByRole('button', { name: 'Add deck' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Cards in Biology (0)' }).count()).toBe(1);

    // The assistant proposes; every card starts kept, and the person drops those they do not want.
    // The notes come from a text saved by the converter.
    const saved = await page.request.post('/api/conversions', { data: { text: NOTES, mode: 'adhd' } });
    expect(saved.status()).toBe(201);
    await page.getByRole('button', { name: 'Make cards from notes' }).click();
    // A Word file's text goes into the notes box; then the saved text takes its place.
    await page.getByLabel('Open notes from a file (.docx, .pdf, .txt, .md)').setInputFiles({
      name: 'notes.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docxWith(['Mitosis is the division of one cell into two cells.']),
    });
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Your notes' }).inputValue())
      .toBe('Mitosis is the division of one cell into two cells.');
    const savedTexts = page.getByLabel('Or use a text you converted');
    await expect.poll(() => savedTexts.locator('option').count()).toBe(2);
    await savedTexts.selectOption({ index: 1 });
    await expect.poll(() => page.getByRole('textbox', { name: 'Your notes' }).inputValue()).toBe(NOTES);
    await page.getByRole('button', { name: 'Make cards', exact: true }).click();
    const proposed = page.getByRole('listitem', { name: /^Proposed card/ });
    await expect.poll(() => proposed.count()).toBeGreaterThanOrEqual(4);
    expect(await page.getByText(/^Built-in suggestions/).count()).toBe(1);
    const count = await proposed.count();
    expect(await page.getByText('Not chosen yet').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Keep', pressed: true }).count()).toBe(count);
    await expect
      .poll(() => page.getByRole('button', { name: `Save ${count} kept cards to Biology` }).count())
      .toBe(1);
    // Dropped by keyboard: the fourth and any after it.
    for (let i = 3; i < count; i += 1) {
      await proposed.nth(i).getByRole('button', { name: 'Drop' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => proposed.nth(i).getByText('Dropped: it will not be saved').count()).toBe(1);
    }
    await checkAccessibility(page, 'study-buddy-proposals');
    await page.getByRole('button', { name: 'Save 3 kept cards to Biology' }).click();
    await expect.poll(() => page.getByText('3 cards added to Biology.').count()).toBeGreaterThan(0);
    // The kept cards and the Save button are gone: focus is on what was done, not the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('3 cards added to Biology.');

    // Cards just made can be studied at once: they are new.
    await expect.poll(() => page.getByRole('button', { name: /^Biology 3 new · 3 cards$/ }).count()).toBe(1);
    // A short review, by keyboard only.
    await page.getByRole('button', { name: 'Review (3 new)' }).click();
    await page.getByRole('button', { name: 'Start: 10 cards' }).click();
    await expect.poll(() => page.getByText(/Space shows the answer/).count()).toBe(1);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Card');
    for (let i = 0; i < 3; i += 1) {
      await expect.poll(() => page.getByText(`${i} answered of 10`, { exact: false }).count()).toBe(1);
      await page.keyboard.press('Space');
      const good = page.getByRole('button', { name: /Good/ });
      await expect.poll(() => good.count()).toBe(1);
      expect(await good.textContent()).toMatch(/in \d+ minutes/);
      if (i === 0) {
        // A plain explanation of the card, in its own words, before answering it.
        await page.getByRole('button', { name: 'Explain it more simply' }).click();
        const simpler = page.getByRole('region', { name: 'A simpler explanation' });
        await expect.poll(() => simpler.getByText('Key words:').count()).toBe(1);
        await checkAccessibility(page, 'study-buddy-review');
      }
      await page.keyboard.press('3');
    }
    await expect.poll(() => page.getByText('That is the end of this session.').count()).toBe(1);
    await page.getByRole('button', { name: 'See how it went' }).click();
    await expect
      .poll(() => page.getByText('You went through 3 cards. Every answer is saved.').count())
      .toBe(1);
    await checkAccessibility(page, 'study-buddy-summary');
    await page.getByRole('button', { name: 'Back to the deck' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Review (0 due)' }).count()).toBe(1);

    // The next day the three cards are due again.
    await page.clock.fastForward('25:00:00');
    await expect.poll(() => page.getByRole('button', { name: 'Review (3 due)' }).count()).toBe(1);

    // To Anki and back, into a second deck.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Biology as text for Anki' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Biology.txt');
    const path = (await file.path())!;
    const text = await readFile(path, 'utf8');
    // The headers Anki reads: each row names its note type, so question and gap cards import as Basic and Cloze.
    expect(text.startsWith('#separator:tab\n#html:false\n#notetype column:1\n#tags column:4\n')).toBe(true);
    expect(text.trim().split('\n')).toHaveLength(7);

    await page.getByLabel('New deck name').fill('Imported');
    await page.getByRole('button', { name: 'Add deck' }).click();
    await expect.poll(() => page.getByRole('button', { name: /^Imported/, pressed: true }).count()).toBe(1);
    await page.getByLabel('Import an Anki text file').setInputFiles(path);
    await expect.poll(() => page.getByText('3 cards added to Imported.').count()).toBe(1);
    await page.getByRole('button', { name: 'Cards', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Cards in Imported (3)' }).count()).toBe(1);
    await checkAccessibility(page, 'study-buddy-cards');
  });
});
