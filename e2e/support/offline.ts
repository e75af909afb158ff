import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newEmail, signUp } from './accounts';
import { newPage } from './browser';

/** A new account's signed-in page whose service worker is allowed, installed and in control. */
export async function installed(browser: Browser, who = 'install') {
  const { page, context } = await newPage(browser, { serviceWorkers: 'allow' });
  const email = newEmail(who);
  await signUp(page, email);
  await page.goto('/dashboard');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // A page opened before the worker is in control is not under it: the next one is.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return { page, context, email };
}

/** What the device keeps of the app's answers (decision 101): the first word of each kept answer's key. */
export const keptAnswers = (page: Page) => kept(page, 'queries', 'queryKey');

/** The changes the device keeps for later, by their key (`todos add`). */
export const keptChanges = (page: Page) => kept(page, 'mutations', 'mutationKey');

function kept(page: Page, part: 'queries' | 'mutations', key: 'queryKey' | 'mutationKey') {
  return page.evaluate(
    ([part, key]) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('neuronest-offline');
        open.onerror = () => reject(new Error('the device store did not open'));
        open.onupgradeneeded = () => open.result.createObjectStore('kept');
        open.onsuccess = () => {
          const read = open.result.transaction('kept').objectStore('kept').get('client');
          read.onsuccess = () => {
            const client = read.result as
              { clientState: Record<typeof part, Record<typeof key, unknown[]>[]> } | undefined;
            open.result.close();
            resolve(client ? client.clientState[part].map((entry) => entry[key].join(' ')) : []);
          };
        };
      }),
    [part, key] as const,
  );
}

/**
 * Takes the connection away, or gives it back. A page that is loading may briefly see itself online under the
 * browser's offline emulation, so its requests to the server are refused too, as a real lost connection does.
 */
export async function setOffline(context: BrowserContext, off: boolean) {
  if (off) await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  else await context.unroute('**/api/**');
  await context.setOffline(off);
}
