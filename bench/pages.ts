// What a browser fetches to show a page: the JavaScript (each file gzipped, as a server would send it) and the
// calls it makes to the reading service while the page opens.
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface PageLoad {
  /** Sum of every script the page fetched, each gzipped at the default level. */
  jsGzipBytes: number;
  scripts: string[];
  bionicCalls: number;
}

export async function measurePage(
  browser: Browser,
  url: string,
  /** waitFor: a CSS selector the page shows once it has opened. */
  options: { cookie?: string; javaScript?: boolean; waitFor?: string } = {},
): Promise<PageLoad> {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScript ?? true });
  if (options.cookie) {
    const { origin } = new URL(url);
    await context.addCookies(
      options.cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
      }),
    );
  }
  const page = await context.newPage();
  const pending: Promise<number>[] = [];
  const scripts: string[] = [];
  let bionicCalls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/bionic')) bionicCalls += 1;
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(new URL(response.url()).pathname);
    pending.push(
      response
        .body()
        .then((body) => gzipSync(body).length)
        .catch(() => 0),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (options.waitFor) await page.locator(options.waitFor).first().waitFor();
  // Anything the page loads once it is idle (toasts, menus on intent) still counts if it arrives here.
  await page.waitForTimeout(2500);
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(pending);
  await context.close();
  return { jsGzipBytes: sizes.reduce((sum, size) => sum + size, 0), scripts, bionicCalls };
}
