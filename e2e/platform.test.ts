import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heading, signUp } from './support/accounts';
import { checkAccessibility, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('landing page', () => {
  it('shows the hero, features, FAQ and footer, promises nothing as coming, with no axe violation', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await expect.poll(() => heading(page)).toMatch(/NeuroNest/);
    await expect.poll(() => page.getByRole('link', { name: 'Get Started' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Frequently Asked Questions' }).count()).toBe(1);
    // Every tool it names is built: nothing is promised as coming (decision 002).
    expect(await page.getByText(/coming soon/i).count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Sign In' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    await checkAccessibility(page, 'landing');
    await context.close();
  });

  it('keeps plain footer text from looking like a link, and says once that an account was deleted', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    // Every footer list item is a link; what is not a link is a sentence, styled unlike the links.
    const footer = page.locator('footer');
    const items = await footer
      .locator('li')
      .evaluateAll((lis) => lis.map((li) => li.querySelector('a') !== null));
    expect(items.length).toBeGreaterThan(0);
    expect(items.every(Boolean)).toBe(true);
    const features = footer.getByText(/^Time Boxing, Todo List, .* and Budget Calculator\.$/);
    expect(await features.count()).toBe(1);
    const look = (selector: string) =>
      footer
        .locator(selector)
        .first()
        .evaluate((el) => {
          const style = getComputedStyle(el);
          return `${style.textDecorationLine} ${style.color}`;
        });
    expect(await look('p')).not.toBe(await look('li a'));
    expect(await page.getByRole('status').filter({ hasText: 'deleted' }).count()).toBe(0);

    await page.goto('/?account=deleted');
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'Your account and everything in it have been deleted.' });
    await expect.poll(() => notice.count()).toBe(1);
    expect(new URL(page.url()).search).toBe('');
    await checkAccessibility(page, 'landing-account-deleted');
    await page.reload();
    expect(await notice.count()).toBe(0);
    await context.close();
  });

  it('moves to the features with Learn More and to the sign-up form with Get Started', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#features');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL('**/auth?mode=sign-up');
    await expect.poll(() => heading(page)).toBe('Create Account');
    await context.close();
  });

  it('opens and closes FAQ answers from the keyboard', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    const first = page.locator('details').first();
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => first.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => first.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    await context.close();
  });
});

describe('route guards while signed out', () => {
  it.each(['/tools', '/dashboard', '/settings', '/onboarding', '/account'])(
    'sends %s to the sign-in screen',
    async (path) => {
      const { page, context } = await newPage(browser);
      await page.goto(path);
      await page.waitForURL('**/auth');
      await expect.poll(() => heading(page)).toBe('Welcome Back');
      await context.close();
    },
  );

  it('sends an unknown path to the landing page', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => heading(page)).toMatch(/NeuroNest/);
    await context.close();
  });

  it('serves the app shell for client routes and JSON 404 for unknown API paths', async () => {
    const { page, context } = await newPage(browser);
    const api = await page.request.get('/api/nothing-here');
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({
      error: { code: 'not_found', message: 'There is nothing at this address.' },
    });
    const shell = await page.request.get('/settings');
    expect(shell.status()).toBe(200);
    expect(await shell.text()).toContain('<div id="root">');
    await context.close();
  });
});

describe('mobile menu at 375 px', () => {
  it('toggles the same items from a menu button', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 375, height: 740 } });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    const menu = page.locator('#mobile-menu');
    expect(await menu.getByRole('link', { name: 'Sign In' }).count()).toBe(1);
    await checkAccessibility(page, 'landing-mobile-menu');
    await close.click();
    expect(await page.locator('#mobile-menu').isHidden()).toBe(true);
    await context.close();
  });
});

describe('reduced motion and zoom', () => {
  it('turns transitions off when the system asks for less motion', async () => {
    const { page, context } = await newPage(browser, { reducedMotion: 'reduce' });
    await page.goto('/');
    const duration = await page
      .getByRole('link', { name: 'Get Started' })
      .evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(parseFloat(duration)).toBeLessThan(0.001);
    await context.close();
  });

  it('keeps all text inside the page at 200% zoom (no sideways scrolling)', async () => {
    const { page, context } = await newPage(browser, { viewport: { width: 640, height: 800 } });
    await page.goto('/');
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await checkAccessibility(page, 'landing-200-percent');
    await context.close();
  });
});

describe('a screen that cannot load', () => {
  it('shows the calm error screen, and the next screen opens again', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await page.goto('/dashboard');
    // The settings screen's script is lost on the way, as when the connection drops.
    await page.route(/\/assets\/settings-page-[\w-]+\.js$/, (route) => route.abort());
    await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).first().click();
    await expect.poll(() => heading(page)).toBe('This page could not be opened');
    expect(await page.getByRole('alert').count()).toBe(1);
    await checkAccessibility(page, 'screen-error');
    await page.goBack();
    await expect.poll(() => heading(page)).not.toBe('This page could not be opened');
    await context.close();
  });
});
