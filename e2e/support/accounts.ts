import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';

export const PASSWORD = 'Calm-Nest-2026';

let counter = 0;
export function newEmail(prefix = 'e2e') {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

interface OutboxMessage {
  to: string;
  subject: string;
  link: string | null;
}

/** The newest e-mail to an address in the local outbox, read through the app's own API. */
export async function latestMailLink(baseUrl: string, to: string, subject: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const res = await fetch(`${baseUrl}/api/mailbox`);
    const { messages } = (await res.json()) as { messages: OutboxMessage[] };
    const found = messages.find((m) => m.to === to && m.subject === subject);
    if (found?.link) return found.link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No "${subject}" e-mail to ${to} arrived.`);
}

/**
 * Creates an account through the API, with the request the sign-up screen sends, for the tests whose subject is
 * not that screen: the page's context is signed in and the page stays where it was, so the test goes to the
 * screen it needs (a new account's first steps are at /onboarding, see `openOnboarding`). The screen's tests use
 * `signUpOnScreen`. A sign-up through the screen costs a page load and a chunk more for every account (decision 162).
 */
export async function signUp(page: Page, email = newEmail(), password = PASSWORD) {
  // With the app's Origin, as the app's own requests carry: the server refuses a write that names none. The
  // connection closes after the answer: kept open, it would sit idle until the server closes it (after 5 s), and
  // a test's next request sent on it just then would meet a reset connection instead of an answer.
  const res = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: new URL(baseUrl()).origin, connection: 'close' },
    data: { email, password, name: '' },
  });
  if (!res.ok()) throw new Error(`The sign-up was refused: ${res.status()} ${await res.text()}`);
  return { email, password };
}

/** Opens a new account's first steps, as the sign-up screen does after it; ends on their first screen. */
export async function openOnboarding(page: Page) {
  await page.goto('/onboarding');
  await expect.poll(() => heading(page), { timeout: 30_000 }).toBe('Welcome!');
}

/** Creates an account through the sign-up screen; ends on the onboarding screen. */
export async function signUpOnScreen(page: Page, email = newEmail(), password = PASSWORD) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Create Account');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/onboarding');
  // The address changes before the onboarding screen's code has arrived: wait for the screen itself.
  await expect.poll(() => heading(page), { timeout: 30_000 }).toBe('Welcome!');
  return { email, password };
}

/** Signs in through the sign-in screen; ends on the dashboard. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/dashboard');
}

export async function heading(page: Page) {
  return (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim();
}

/**
 * Waits for the landing page and checks it stays there: what loaded is the prerendered landing document, whose
 * only script never navigates, and not the app (whose guards could send the person elsewhere once they run).
 */
export async function expectLandingPage(page: Page) {
  await page.waitForURL((url) => url.pathname === '/');
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => document.getElementById('root'))).toBeNull();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await page.getByRole('link', { name: 'Get Started' }).count()).toBe(1);
}
