import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  expectLandingPage,
  heading,
  latestMailLink,
  newEmail,
  signIn,
  signUp,
  signUpOnScreen,
} from './support/accounts';
import { baseUrl, checkAccessibility, launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('sign-up, onboarding and sign-out', () => {
  it('creates an account, completes onboarding and shows the saved profile again', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/auth');
    // Scanned once the form is on screen: axe's best practice wants the page's one level-one heading.
    await expect.poll(() => heading(page)).toBe('Welcome Back');
    await checkAccessibility(page, 'auth-sign-in');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect.poll(() => heading(page)).toBe('Create Account');
    await page.getByLabel('Password', { exact: true }).fill('weak');
    await expect.poll(() => page.getByText('Please create a stronger password').count()).toBe(1);
    await expect.poll(() => page.getByText('Weak', { exact: true }).count()).toBe(1);
    await checkAccessibility(page, 'auth-sign-up');

    const { email } = await signUpOnScreen(page);
    await checkAccessibility(page, 'onboarding-welcome');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => heading(page)).toBe('About You');
    await page.getByLabel('Name').fill('Robin Lake');
    await page.getByLabel('Age').fill('29');
    await page.getByLabel('Gender').selectOption('non-binary');
    await checkAccessibility(page, 'onboarding-about-you');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => heading(page)).toBe('Your Location');
    await page.getByLabel('City').fill('Bristol');
    await page.getByLabel('Country').fill('United Kingdom');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => heading(page)).toBe('Your Conditions');
    await page.getByRole('button', { name: /ADHD/ }).click();
    await page.getByRole('button', { name: /Dyslexia/ }).click();
    await checkAccessibility(page, 'onboarding-profile');
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.waitForURL('**/dashboard');

    await page.goto('/onboarding');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Robin Lake');
    expect(await page.getByLabel('Age').inputValue()).toBe('29');
    expect(await page.getByLabel('Gender').inputValue()).toBe('non-binary');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.getByLabel('City').inputValue()).toBe('Bristol');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.getByRole('button', { name: /ADHD/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: /Autism/ }).getAttribute('aria-pressed')).toBe('false');

    // Signed in, the signed-out pages send the user to the dashboard.
    await page.goto('/auth');
    await page.waitForURL('**/dashboard');
    await page.goto('/');
    await page.waitForURL('**/dashboard');

    await page.getByRole('button', { name: /^Account/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectLandingPage(page);
    await page.goto('/dashboard');
    await page.waitForURL('**/auth');
    expect(email).toContain('@');
    await context.close();
  });

  it('skips onboarding without saving anything', async () => {
    const { page, context } = await newPage(browser);
    await signUpOnScreen(page);
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL('**/dashboard');
    const profile = await page.request.get('/api/profile');
    expect(await profile.json()).toMatchObject({ fullName: null, conditions: [], updatedAt: null });
    await context.close();
  });

  it('goes from Create Account straight to onboarding, with no sign-in form shown between', async () => {
    const { page, context } = await newPage(browser);
    // Every change of the main heading is written down as it happens; a moment with no heading is written as
    // what shows instead ('' while a screen's code arrives and something else is shown, 'blank' when the page
    // shows no words at all).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
      const note = () => {
        const heading = document.querySelector('h1')?.textContent?.trim();
        const text = heading ?? (document.body?.innerText.trim() ? '' : 'blank');
        if (seen.at(-1) !== text) seen.push(text);
      };
      new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect.poll(() => heading(page)).toBe('Create Account');
    await page.getByLabel('E-mail').fill(newEmail());
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => heading(page), { timeout: 30_000 }).toBe('Welcome!');
    const seen = await page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen);
    // No sign-in form in between, and never a blank page.
    const after = seen.slice(seen.lastIndexOf('Create Account'));
    expect(after).not.toContain('blank');
    expect(after.filter((text) => text !== '')).toEqual(['Create Account', 'Welcome!']);
    await context.close();
  });
});

describe('sign-in', () => {
  it('shows the message in docs/product.md for a wrong password, and signs in with the right one', async () => {
    const setup = await newPage(browser);
    const { email } = await signUp(setup.page);
    await setup.context.close();

    const { page, context } = await newPage(browser);
    await page.goto('/auth');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Not-The-Password-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe('Invalid e-mail or password. Please try again.');
    await checkAccessibility(page, 'auth-wrong-password');

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('asks for both fields with the message in docs/product.md, and clears everything when switching mode', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/auth');
    await page.getByLabel('E-mail').fill('someone@example.com');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Please enter your e-mail address and a password.');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect.poll(() => page.getByLabel('E-mail').inputValue()).toBe('');
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });

  it('signs in with a magic link read from the local mailbox', async () => {
    const setup = await newPage(browser);
    const { email } = await signUp(setup.page);
    await setup.context.close();

    // The local mailbox opens only for a visitor on this computer: no forwarding header here.
    const { page, context } = await newPage(browser, { extraHTTPHeaders: {} });
    await page.goto('/auth');
    await expect.poll(() => page.getByRole('link', { name: 'local mailbox' }).count()).toBe(1);
    await page.getByRole('button', { name: 'E-mail me a magic link' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Please enter your e-mail address.');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'E-mail me a magic link' }).click();
    await expect.poll(() => heading(page)).toBe('Check your e-mail');
    expect(await page.getByText('Magic link sent! Check your e-mail to sign in.').count()).toBe(1);
    await checkAccessibility(page, 'auth-magic-link-sent');

    await page.goto('/mailbox');
    await expect.poll(() => heading(page)).toBe('Local mailbox');
    await checkAccessibility(page, 'mailbox');
    const link = await latestMailLink(baseUrl(), email, 'Your NeuroNest sign-in link');
    await page.goto(link);
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('resets a forgotten password through the e-mailed link and lands signed in', async () => {
    const setup = await newPage(browser);
    const { email } = await signUp(setup.page);
    await setup.context.close();

    const { page, context } = await newPage(browser);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect.poll(() => heading(page)).toBe('Reset Password');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Password reset' }).textContent())
      .toBe('Password reset instructions have been sent to your e-mail.');
    await checkAccessibility(page, 'auth-reset-sent');

    const link = await latestMailLink(baseUrl(), email, 'Reset your NeuroNest password');
    await page.goto(link);
    await page.waitForURL('**/auth/reset-password?token=*');
    await page.getByLabel('New password', { exact: true }).fill('Brand-New-Pass-7');
    await page.getByLabel('New password again').fill('Brand-New-Pass-7');
    await checkAccessibility(page, 'auth-reset-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();

    const again = await newPage(browser);
    await signIn(again.page, email, 'Brand-New-Pass-7');
    await again.context.close();
  });

  it('says so when a reset link has expired, and offers a new one', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/auth/reset-password?error=INVALID_TOKEN');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('This reset link has expired or has already been used.');
    expect(await page.getByRole('button', { name: 'Send a new link' }).count()).toBe(1);
    await checkAccessibility(page, 'auth-reset-expired');
    await context.close();
  });
});

describe('sessions', () => {
  it('signs out every tab when one tab signs out', async () => {
    const { page, context } = await newPage(browser);
    await signUp(page);
    await page.goto('/dashboard');
    const other = await context.newPage();
    await other.goto('/tools');
    await expect.poll(() => heading(other)).toBe('Support Tools');
    await page.getByRole('button', { name: /^Account/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectLandingPage(page);
    await other.waitForURL('**/auth');
    await expect.poll(() => other.getByRole('status').filter({ hasText: 'signed out' }).count()).toBe(1);
    // Focus is on the message, so a screen reader reads it first.
    await expect
      .poll(() => other.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain('You have been signed out.');
    await context.close();
  });

  it('never keeps health data in the browser storage', async () => {
    const { page, context } = await newPage(browser);
    await signUpOnScreen(page, newEmail('storage'));
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL('**/dashboard');
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toMatch(/profile-storage|conditions|ADHD/);
    await context.close();
  });
});

describe('keyboard only', () => {
  it('creates an account and reaches the dashboard without a pointer', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/auth');
    await expect.poll(() => heading(page)).toBe('Welcome Back');
    // Skip link first, then into the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.getByRole('button', { name: 'Create an account' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => heading(page)).toBe('Create Account');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.keyboard.press('Tab');
    await page.keyboard.type(newEmail('keys'));
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/onboarding');
    for (let step = 0; step < 3; step += 1) {
      await page.getByRole('button', { name: 'Next' }).focus();
      await page.keyboard.press('Enter');
    }
    await expect.poll(() => heading(page)).toBe('Your Conditions');
    await page.getByRole('button', { name: 'Complete' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});
