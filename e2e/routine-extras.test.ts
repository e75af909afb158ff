import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { checkAccessibility, launchBrowser, newPage } from './support/browser';
import { fakeSpeechScript } from './support/fake-speech';

// The routine planner's calendar files, learned step lengths, suggested steps and read-aloud steps
// (decisions 091 to 093).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const status = (page: Page) => page.locator('p[role="status"]').last().textContent();

async function plannerWith(page: Page, template: string) {
  await signUp(page);
  await page.goto('/tools/routine-planner');
  await page.getByRole('button', { name: `Use this routine: ${template}` }).click();
  await expect.poll(() => card(page, template).count()).toBe(1);
}

async function downloaded(page: Page, press: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await press();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

describe('Smart Routine Planner extras', () => {
  it('saves a scheduled routine, and the whole week, as calendar files', async () => {
    const { page, context } = await newPage(browser, { timezoneId: 'Europe/London' });
    await plannerWith(page, 'Morning');
    // Only a scheduled routine can go into a calendar.
    expect(await page.getByRole('button', { name: 'Add to calendar: Morning' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Download this week' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Schedule: Morning' }).click();
    await page.getByRole('radio', { name: 'Weekdays (Monday to Friday)' }).check();
    await page.getByLabel('Start time').fill('07:30');
    await page.getByRole('button', { name: 'Save schedule' }).click();
    await expect.poll(() => card(page, 'Morning').textContent()).toContain('Weekdays at 7:30. Next:');
    await checkAccessibility(page, 'routines-calendar');

    const one = await downloaded(page, () =>
      page.getByRole('button', { name: 'Add to calendar: Morning' }).click(),
    );
    expect(one.name).toBe('morning.ics');
    expect(one.text).toContain('SUMMARY:Morning');
    expect(one.text).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR');
    expect(one.text).toMatch(/DTSTART;TZID=Europe\/London:\d{8}T073000/);
    expect(one.text).toContain('DURATION:PT42M');
    expect(one.text).toContain('BEGIN:VALARM');
    expect(one.text).toContain('BEGIN:VTIMEZONE');

    const week = await downloaded(page, () =>
      page.getByRole('button', { name: 'Download this week' }).click(),
    );
    expect(week.name).toBe('routines.ics');
    expect(week.text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    await context.close();
  });

  it('says what a step usually takes from the kept runs, and uses it when asked', async () => {
    const { page, context } = await newPage(browser, { timezoneId: 'Europe/London' });
    await plannerWith(page, 'Leaving the house');
    type Saved = { id: string; steps: { id: string; title: string; minutes: number | null }[] };
    const saved = async () => (await (await page.request.get('/api/routines')).json()) as Saved[];
    // The card shows at once; the server has the routine a moment later.
    await expect.poll(async () => (await saved()).length).toBe(1);
    const [routine] = await saved();
    const weather = routine!.steps.find((step) => step.title === 'Check the weather')!;
    for (const day of ['02', '03', '04']) {
      const res = await page.request.post(`/api/routines/${routine!.id}/runs`, {
        data: {
          startedAt: `2026-03-${day}T07:30:00.000Z`,
          finishedAt: `2026-03-${day}T07:45:00.000Z`,
          steps: [
            {
              stepId: weather.id,
              title: weather.title,
              plannedMinutes: weather.minutes,
              state: 'done',
              seconds: 360,
            },
          ],
        },
      });
      expect(res.status()).toBe(201);
    }
    await page.getByRole('button', { name: 'Edit: Leaving the house' }).click();
    await expect
      .poll(() => page.getByText(`This step usually takes you 6 minutes, not ${weather.minutes}.`).count())
      .toBe(1);
    await checkAccessibility(page, 'routines-estimate');
    await page.getByRole('button', { name: 'Use 6 minutes for Check the weather' }).click();
    await expect
      .poll(() => status(page))
      .toBe('Check the weather is now 6 minutes. Save the routine to keep it.');
    const step = page.getByRole('group', { name: 'Step 1 of 5' });
    expect(await step.getByLabel('Minutes (optional)').inputValue()).toBe('6');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('number');
    await page.getByRole('button', { name: 'Save routine' }).click();
    await expect
      .poll(() => card(page, 'Leaving the house').textContent())
      .toContain('Check the weather · 6 minutes');
    expect(await card(page, 'Leaving the house').textContent()).not.toMatch(/fail|slow|should|late/i);
    await context.close();
  });

  it('builds a routine from a sentence, adding the suggestions after what was typed', async () => {
    const { page, context } = await newPage(browser, { timezoneId: 'Europe/London' });
    await signUp(page);
    await page.goto('/tools/routine-planner');
    await page.getByRole('button', { name: 'New routine' }).click();
    await page.getByRole('group', { name: 'Step 1 of 1' }).getByLabel('Title').fill('Feed the cat');
    await page.getByRole('button', { name: 'Help me build a routine' }).click();
    await page.getByLabel('What is the routine for?').fill('get ready for work by 8:30');
    await page.getByRole('button', { name: 'Suggest steps' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Suggested steps' }).count()).toBe(1);
    await checkAccessibility(page, 'routines-build-suggested');
    await page.getByRole('button', { name: 'Add these steps' }).click();
    await expect.poll(() => page.getByRole('group', { name: /^Step \d+ of 8$/ }).count()).toBe(8);
    expect(await page.getByLabel('Routine name').inputValue()).toBe('Get ready for work');
    const titles = await page
      .getByLabel('Title')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(titles.slice(0, 2)).toEqual(['Feed the cat', 'Wake up and stretch']);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(
      'Wake up and stretch',
    );
    await checkAccessibility(page, 'routines-build-added');
    await page.getByRole('button', { name: 'Add routine' }).click();
    await expect.poll(() => card(page, 'Get ready for work').textContent()).toContain('8 steps, 50 minutes');
    await context.close();
  });

  it('reads the step aloud in play mode when asked, or by itself with automatic text-to-speech on', async () => {
    const { page, context } = await newPage(browser, { timezoneId: 'Europe/London' });
    await context.addInitScript(fakeSpeechScript);
    await plannerWith(page, 'Leaving the house');
    await page.getByRole('button', { name: 'Start: Leaving the house' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 3 }).textContent()).toBe('Check the weather');
    const spoken = () =>
      page.evaluate(() => (window as unknown as { __spoken: { text: string }[] }).__spoken);
    expect(await spoken()).toEqual([]);
    const reader = page.getByRole('group', { name: 'Read this step aloud' });
    await checkAccessibility(page, 'routines-play-read-aloud');
    await reader.getByRole('button', { name: 'Read aloud' }).click();
    await expect.poll(async () => (await spoken())[0]?.text).toMatch(/^Check the weather/);
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { level: 3 }).textContent()).toBe('Shoes and coat on');
    // A new step is not read by itself: automatic text-to-speech is off.
    expect((await spoken()).some((said) => said.text.startsWith('Shoes'))).toBe(false);

    // With automatic text-to-speech on in Settings, each step is read as it comes.
    const res = await page.request.patch('/api/settings', { data: { autoTextToSpeech: true } });
    expect(res.status()).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 3 }).textContent()).toBe('Shoes and coat on');
    await expect.poll(async () => (await spoken()).map((said) => said.text)).toEqual(['Shoes and coat on']);
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await expect
      .poll(async () => (await spoken()).map((said) => said.text))
      .toEqual(['Shoes and coat on', 'Keys, phone, wallet. Touch each one as you say it.']);
    await context.close();
  });
});
