import type { CatalogueRoute } from './route-catalogue';

/* Focus Sounds' saved mixes (decision 095). */

export const SAMPLE_MIX = {
  master: 0.3,
  channels: { rain: { on: true, volume: 0.6 }, brown: { on: false, volume: 0.5 } },
};

export const SOUND_ROUTES: CatalogueRoute[] = [
  { method: 'GET', path: '/api/focus-sounds/mixes', access: 'user' },
  {
    method: 'POST',
    path: '/api/focus-sounds/mixes',
    access: 'user',
    body: () => ({ name: 'Quiet rain', mix: SAMPLE_MIX }),
    typedFields: { id: 'text?', name: 'text', mix: 'object' },
  },
  {
    method: 'PATCH',
    path: '/api/focus-sounds/mixes/:id',
    access: 'user',
    body: () => ({ name: 'Soft rain' }),
    typedFields: { name: 'text' },
    item: { kind: 'mix' },
  },
  { method: 'DELETE', path: '/api/focus-sounds/mixes/:id', access: 'user', item: { kind: 'mix' } },
];
