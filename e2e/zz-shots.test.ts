import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import { signUp } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser.close());

it('shots', async () => {
  for (const [name, opts] of [['dark320', { colorScheme: 'dark' as const, viewport: { width: 320, height: 700 } }], ['light375', { viewport: { width: 375, height: 700 } }], ['wide', { viewport: { width: 1280, height: 900 } }], ['spacing', { viewport: { width: 640, height: 900 } }]] as const) {
    const { page, context } = await newPage(browser, { locale: 'en-GB', ...opts });
    await signUp(page);
    if (name === 'spacing') {
      await page.request.patch('/api/settings', { headers: { origin: (await import('./support/browser')).baseUrl() }, data: { lineSpacing: 3, fontFamily: 'opendyslexic' } });
    }
    await page.goto('/tools/budget');
    await page.getByLabel('Main Income').waitFor();
    await page.getByLabel('Main Income').fill('2500');
    await page.getByLabel('Rent amount').fill('1400');
    await page.getByLabel('Social amount').fill('-3');
    await page.getByLabel('Optional amount').fill('900');
    await page.screenshot({ path: `/tmp/b13/${name}-top.png` });
    await page.getByRole('complementary').screenshot({ path: `/tmp/b13/${name}-aside.png` });
    await page.getByRole('region', { name: /^Wants/ }).screenshot({ path: `/tmp/b13/${name}-wants.png` });
    if (name === 'wide') {
      await page.evaluate(() => window.scrollTo(0, 900));
      await page.screenshot({ path: `/tmp/b13/${name}-scrolled.png` });
      await page.getByRole('link', { name: 'Back to Tools' }).click();
      await page.getByRole('alertdialog').waitFor();
      await page.screenshot({ path: `/tmp/b13/${name}-dialog.png` });
    }
    await context.close();
  }
});
