import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tools } from '../lib/tool-registry';
import { toolScreens } from './tool-screens';

const features = path.resolve(import.meta.dirname, '../features');
const pages = readdirSync(features).flatMap((folder) =>
  readdirSync(path.join(features, folder)).filter((file) => file.endsWith('-page.tsx')),
);

describe('tool screens', () => {
  it("have a screen file named after their address, so the server sends the screen's scripts with its page", () => {
    const available = tools.filter((tool) => tool.status === 'available');
    expect(available.filter((tool) => !toolScreens[tool.id]).map((tool) => tool.id)).toEqual([]);
    const missing = available
      .map((tool) => `${tool.path.split('/').at(-1)}-page.tsx`)
      .filter((file) => !pages.includes(file));
    expect(missing).toEqual([]);
  });
});
