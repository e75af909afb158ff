import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heading, signUp } from './support/accounts';
import { baseUrl, checkAccessibility, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const nowPlaying = (page: Page) => page.getByRole('region', { name: 'Focus Sounds' });
const nowPlayingText = (page: Page) => page.getByTestId('now-playing').textContent();
const audioState = (page: Page) => nowPlaying(page).getAttribute('data-audio');
const status = (page: Page) => page.locator('#transport-heading').textContent();
const savedNames = (page: Page) =>
  page
    .getByRole('region', { name: 'Your mixes' })
    .locator('li p')
    .evaluateAll((items) => items.map((item) => item.textContent));

async function openMixer(page: Page) {
  await page.goto('/tools');
  await page.getByRole('link', { name: /Focus Sounds/ }).click();
  await page.waitForURL('**/tools/focus-sounds');
  await expect.poll(() => heading(page)).toBe('Focus Sounds');
}

describe('Focus Sounds', () => {
  it('is silent until Play, then keeps playing across the app with a control in the navigation bar', async () => {
    const { page } = await newPage(browser);
    await page.clock.install();
    await signUp(page);
    await openMixer(page);
    expect(await status(page)).toBe('Ready to play: Deep focus');
    expect(await nowPlaying(page).count()).toBe(0);
    const binaural = page.getByRole('switch', { name: 'Binaural beats' });
    expect(await binaural.isChecked()).toBe(false);
    await checkAccessibility(page, 'focus-sounds');

    await page.getByRole('button', { name: 'Rainy café' }).click();
    await expect.poll(() => status(page)).toBe('Playing: Rainy café');
    await expect.poll(() => nowPlayingText(page)).toBe('Playing: Rainy café');
    await expect.poll(() => audioState(page)).toBe('running');
    expect(await page.title()).toBe('Playing: Rainy café · Focus Sounds · NeuroNest');
    expect(await page.getByRole('button', { name: 'Rainy café' }).getAttribute('aria-pressed')).toBe('true');
    // The browser's own media controls name the mix.
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe('Rainy café');
    expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('playing');

    // A volume and a switch, in plain words.
    const rain = page.getByRole('slider', { name: 'Rain volume' });
    await rain.fill('30');
    expect(await rain.getAttribute('aria-valuetext')).toBe('Quiet, 30 percent');
    await page.getByRole('switch', { name: 'Ocean waves' }).check();
    expect(await page.getByRole('slider', { name: 'Master volume' }).getAttribute('aria-valuetext')).toBe(
      'Quiet, 30 percent',
    );
    await checkAccessibility(page, 'focus-sounds-playing');

    // Across the app to the todo list, by its links: the sound and its control go along.
    await page.getByRole('link', { name: 'Back to Tools' }).click();
    await page.getByRole('link', { name: /AI Todo List/ }).click();
    await page.waitForURL('**/tools/todo');
    await expect.poll(() => heading(page)).toBe('AI-Powered Todo List');
    expect(await nowPlayingText(page)).toBe('Playing: Rainy café');
    expect(await audioState(page)).toBe('running');
    await checkAccessibility(page, 'focus-sounds-now-playing');

    // Pause from the navigation bar, by keyboard.
    await nowPlaying(page).getByRole('button', { name: 'Pause sounds' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => nowPlayingText(page)).toBe('Paused: Rainy café');
    await expect.poll(() => audioState(page)).toBe('suspended');

    // Back to the mixer, which shows the same mix; a timer, counted from its end time, fades and stops it.
    await nowPlaying(page).getByRole('link', { name: 'Open the mixer' }).click();
    await expect.poll(() => status(page)).toBe('Paused: Rainy café');
    expect(await page.getByRole('slider', { name: 'Rain volume' }).inputValue()).toBe('30');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => audioState(page)).toBe('running');
    await page.getByLabel('Timer').selectOption({ label: '25 minutes' });
    await expect.poll(() => page.getByText('25 minutes left').count()).toBe(1);
    await page.clock.fastForward('24:40');
    await expect.poll(() => page.getByText('Less than a minute left').count()).toBe(1);
    await page.clock.fastForward('00:30');
    await expect.poll(() => page.getByText('The timer has ended, and the sound faded out.').count()).toBe(1);
    expect(await status(page)).toBe('Ready to play: Rainy café');
    await expect.poll(() => nowPlayingText(page)).toBe('Focus Sounds stopped');
  });

  it('saves a mix to the account, renames it, refuses a name twice, deletes it and brings it back with Undo', async () => {
    const { page } = await newPage(browser);
    await signUp(page);
    await openMixer(page);
    await expect.poll(() => page.getByText(/^No saved mixes yet/).count()).toBe(1);
    await page.getByRole('switch', { name: 'Pink noise' }).check();
    await page.getByRole('slider', { name: 'Pink noise volume' }).fill('40');

    const name = page.getByLabel('Name for the mix you hear now');
    await page.getByRole('button', { name: 'Save this mix' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Please give the mix a name.');
    await name.fill('Study rain');
    await page.getByRole('button', { name: 'Save this mix' }).click();
    await expect.poll(() => savedNames(page)).toEqual(['Study rain']);
    expect(await page.getByRole('status').filter({ hasText: 'Saved' }).textContent()).toBe(
      'Saved "Study rain".',
    );

    await page.getByRole('button', { name: 'Rename Study rain' }).click();
    await page.getByLabel('New name for Study rain').fill('Quiet study');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect.poll(() => savedNames(page)).toEqual(['Quiet study']);

    await name.fill('quiet study');
    await page.getByRole('button', { name: 'Save this mix' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('You already have a mix called "quiet study". Please choose another name.');
    await checkAccessibility(page, 'focus-sounds-saved');

    await page.getByRole('button', { name: 'Delete Quiet study' }).click();
    await expect.poll(() => savedNames(page)).toEqual([]);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => savedNames(page)).toEqual(['Quiet study']);

    // Kept with the account: there after a reload, and it plays as saved.
    await page.reload();
    await expect.poll(() => savedNames(page)).toEqual(['Quiet study']);
    await page.getByRole('button', { name: 'Play Quiet study' }).click();
    await expect.poll(() => status(page)).toBe('Playing: Quiet study');
    expect(await page.getByRole('slider', { name: 'Pink noise volume' }).inputValue()).toBe('40');
  });

  it('plays a chosen mix with each time-box focus block, off until chosen, and fades it out as the block ends', async () => {
    const { page } = await newPage(browser);
    await page.clock.install();
    await signUp(page);
    await page.request.put('/api/time-box', {
      headers: { origin: baseUrl() },
      data: { energyLevel: 'high', timeframe: 'short', duration: '10', addedTasks: [] },
    });
    await page.goto('/tools/time-box');
    const choice = page.getByLabel('Focus sound during focus blocks');
    expect(await choice.inputValue()).toBe('off');
    await choice.selectOption({ label: 'Sleep' });
    await page.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => nowPlayingText(page)).toBe('Playing: Sleep');
    await expect.poll(() => audioState(page)).toBe('running');
    await checkAccessibility(page, 'time-box-focus-sound');

    await nowPlaying(page).getByRole('link', { name: 'Open the mixer' }).click();
    await expect.poll(() => status(page)).toBe('Playing: Sleep');
    await expect
      .poll(() => page.getByText('10 minutes left, until your time-box focus block ends').count())
      .toBe(1);
    // The block ends while the person is on another screen: the sound ends with it.
    await page.clock.fastForward('10:05');
    await expect.poll(() => nowPlayingText(page)).toBe('Focus Sounds stopped');
    await expect.poll(() => audioState(page)).toBe('suspended');
  });

  it('plays a chosen mix while a routine plays, and stops it when the routine is stopped', async () => {
    const { page } = await newPage(browser);
    await signUp(page);
    const made = await page.request.post('/api/routines', {
      headers: { origin: baseUrl() },
      data: { name: 'Tidy desk', steps: [{ title: 'Clear the desk', minutes: 5 }] },
    });
    expect(made.ok()).toBe(true);
    await page.goto('/tools/routine-planner');
    const choice = page.getByLabel('Focus sound while a routine plays');
    expect(await choice.inputValue()).toBe('off');
    await choice.selectOption({ label: 'Deep focus' });
    await page.getByRole('button', { name: 'Start: Tidy desk' }).click();
    await expect.poll(() => nowPlayingText(page)).toBe('Playing: Deep focus');
    await expect.poll(() => audioState(page)).toBe('running');
    await page.getByRole('button', { name: 'Stop the routine' }).click();
    await expect.poll(() => nowPlayingText(page)).toBe('Focus Sounds stopped');
  });
});
