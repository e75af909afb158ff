import type { App } from '../app';
import type { CatalogueRoute } from './route-catalogue';
import type { TestUser } from './users';
import { as } from './users';

/** A whole PNG of one pixel: the smallest real picture. */
export const ONE_PIXEL_PNG = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );

/** Pictures, sent as their own bytes, and the symbols found by word (decisions 168, 169). */
export const PICTURE_ROUTES: CatalogueRoute[] = [
  { method: 'GET', path: '/api/pictures', access: 'user' },
  {
    method: 'POST',
    path: '/api/pictures',
    access: 'user',
    upload: { type: 'image/png', bytes: () => new Uint8Array(ONE_PIXEL_PNG()) },
  },
  { method: 'GET', path: '/api/pictures/:id', access: 'user', item: { kind: 'picture' } },
  { method: 'DELETE', path: '/api/pictures/:id', access: 'user', item: { kind: 'picture' } },
  { method: 'GET', path: '/api/symbols', access: 'user', target: '/api/symbols?q=toothbrush' },
  { method: 'GET', path: '/api/symbols/:name', access: 'user', target: '/api/symbols/toothbrush' },
];

/** A picture of the person's, for the routes that name one. */
export async function seedPicture(app: App, user: TestUser) {
  const request = as(user, { method: 'POST', body: new Uint8Array(ONE_PIXEL_PNG()) });
  const headers = new Headers(request.headers);
  headers.set('content-type', 'image/png');
  const res = await app.request('/api/pictures', { ...request, headers });
  if (res.status !== 201) throw new Error(`/api/pictures answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}
