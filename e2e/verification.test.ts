import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heading, latestMailLink, newEmail, PASSWORD } from './support/accounts';
import { checkAccessibility, launchBrowser, newPage } from './support/browser';
import type { RunningServer } from './support/server';
import { SERVER_START_MS, startServer } from './support/server';

let browser: Browser;
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'neuronest-e2e-verify-'));
  server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: 'true', REQUIRE_EMAIL_VERIFICATION: 'true' });
  browser = await launchBrowser();
}, SERVER_START_MS);
afterAll(async () => {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('with REQUIRE_EMAIL_VERIFICATION=true', () => {
  it('asks the new user to confirm, refuses sign-in until then, and confirms through the e-mail', async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url });
    const email = newEmail('verify');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'confirmation link' }).count())
      .toBe(1);
    await checkAccessibility(page, 'auth-confirm-needed');

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Please confirm your e-mail address before signing in.');

    const link = await latestMailLink(server.url, email, 'Confirm your NeuroNest e-mail address');
    await page.goto(link);
    await page.waitForURL('**/onboarding');
    await expect.poll(() => heading(page)).toBe('Welcome!');
    await context.close();
  });

  it('explains an expired confirmation link and offers a new one', async () => {
    const { page, context } = await newPage(browser, { baseURL: server.url });
    await page.goto('/auth/callback?error=TOKEN_EXPIRED');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('This link has expired.');
    expect(await page.getByRole('button', { name: 'Send a new link' }).count()).toBe(1);
    await checkAccessibility(page, 'auth-callback-expired');
    await context.close();
  });
});
