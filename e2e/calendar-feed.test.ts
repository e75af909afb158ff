import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { checkAccessibility, launchBrowser, newPage } from './support/browser';

// The private calendar feed in Settings › Notifications (docs/product.md#calendar-feed, decision 100): turned
// on, its address read by a calendar app with no session, renewed (the old address stops working) and turned
// off, with the keyboard and at 320 px.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const field = (page: Page) => page.getByRole('textbox', { name: 'Your calendar address' });

/** The address opened as a calendar app opens it: no cookie, no browser. */
const fetchFeed = (address: string) => fetch(address, { headers: { 'x-forwarded-for': '10.9.8.7' } });

/** Nothing wider than the window, and the whole address shown in its field. */
async function fitsAt320(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector('textarea');
    return {
      sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
      addressCut: box
        ? box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1
        : null,
    };
  });
}

describe('calendar feed', () => {
  it('turns on, shows the address, renews it and turns off, with an axe scan at each step', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 320, height: 800 } });
    await signUp(page);
    await page.request.post('/api/routines', {
      data: {
        name: 'Morning',
        steps: [{ title: 'Wash', minutes: 10 }],
        schedule: { rule: 'FREQ=DAILY', time: '07:30', timeZone: 'Europe/London', startDay: '2026-01-05' },
      },
    });
    await page.goto('/settings?tab=notifications');
    const make = page.getByRole('button', { name: 'Make my calendar address' });
    await make.waitFor();
    await checkAccessibility(page, 'calendar-feed-off');

    // On, with the keyboard: the address arrives in its field, which takes focus.
    await make.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => field(page).evaluate((el) => el === document.activeElement)).toBe(true);
    const first = await field(page).inputValue();
    expect(first).toMatch(/^http:\/\/localhost:\d+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const add = page.getByRole('link', { name: 'Add to my calendar' });
    expect(await add.getAttribute('href')).toBe(first.replace('http://', 'webcal://'));
    expect(await fitsAt320(page)).toEqual({ sideways: false, addressCut: false });
    await checkAccessibility(page, 'calendar-feed-on');

    const read = await fetchFeed(first);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await read.text();
    expect(text).toContain('SUMMARY:Morning');
    expect(text).toContain('DTSTART;TZID=Europe/London:20260105T073000');
    expect(text).toContain('TRIGGER:PT0S');
    // After a reload the same address is shown again, with the read just made.
    await page.reload();
    await expect.poll(() => field(page).inputValue()).toBe(first);
    await expect.poll(() => page.getByText('Last read by a calendar app just now.').count()).toBe(1);

    // Renew: a plain question first, then a new address; the old one answers 404.
    await page.getByRole('button', { name: 'Renew address' }).click();
    const question = page.getByRole('group', { name: /The old one stops working at once/ });
    await expect.poll(() => question.evaluate((el) => el === document.activeElement)).toBe(true);
    await checkAccessibility(page, 'calendar-feed-renew-question');
    await page.getByRole('button', { name: 'Yes, make a new address' }).click();
    await expect.poll(() => field(page).inputValue()).not.toBe(first);
    const second = await field(page).inputValue();
    expect(await page.getByRole('status').filter({ hasText: 'the old one no longer works' }).count()).toBe(1);
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);

    // Off: asked first, then the address answers 404 and the screen offers to make one again.
    await page.getByRole('button', { name: 'Turn off' }).click();
    await page.getByRole('button', { name: 'Yes, turn it off' }).click();
    await expect.poll(() => make.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByText('The calendar feed is off. Its address no longer works.').count()).toBe(1);
    const gone = await fetchFeed(second);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toMatch(/There is no calendar at this address/);
    await checkAccessibility(page, 'calendar-feed-turned-off');
    await context.close();
  });
});
