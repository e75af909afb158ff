import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { tools } from '../lib/tool-registry';
import { KEPT_QUERY_KEYS, toolWiring } from './tool-wiring';

const client = path.resolve(import.meta.dirname, '..');
const features = path.join(client, 'features');
const pages = readdirSync(features).flatMap((folder) =>
  readdirSync(path.join(features, folder)).filter((file) => file.endsWith('-page.tsx')),
);

/** Every source file of the browser's app, read once: the query keys the app really asks with. */
const sources = (readdirSync(client, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => readFileSync(path.join(client, file), 'utf8'))
  .join('\n');

describe('the tools’ wiring (docs/conventions.md#adding-a-tool)', () => {
  it("has a screen file named after each tool's address, so the server sends the screen's scripts with its page", () => {
    const missing = tools
      .filter((tool) => tool.status === 'available')
      .map((tool) => `${tool.path.split('/').at(-1)}-page.tsx`)
      .filter((file) => !pages.includes(file));
    expect(missing).toEqual([]);
  });

  it('keeps on the device only answers the app asks for by that key', () => {
    const unused = [...KEPT_QUERY_KEYS].filter((key) => !sources.includes(`queryKey: ['${key}'`));
    expect(unused).toEqual([]);
  });

  it('names changes for a tool only when some of them can wait on the device, each with its key', async () => {
    const queryClient = new QueryClient();
    const keyed = new Map<string, string[]>();
    for (const [id, wiring] of Object.entries(toolWiring)) {
      if (!wiring.changes) continue;
      const changes = (await wiring.changes())(queryClient);
      keyed.set(
        id,
        Object.values(changes).flatMap((options) => {
          const key = (options as { mutationKey?: unknown[] }).mutationKey;
          return key ? [key.join(' ')] : [];
        }),
      );
    }
    expect([...keyed].filter(([, keys]) => keys.length === 0).map(([id]) => id)).toEqual([]);
    expect(keyed.get('todo')).toEqual(expect.arrayContaining(['todos add']));
  });
});
