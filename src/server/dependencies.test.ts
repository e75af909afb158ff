import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The README says what each runtime dependency is for (decision 067); one nothing uses has no place. */
const root = path.resolve(import.meta.dirname, '../..');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (entry) =>
        entry.isFile() && /\.(ts|tsx|mjs|css|html)$/.test(entry.name) && !/\.test\./.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('runtime dependencies', async () => {
  const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const names = Object.keys(pkg.dependencies);
  const readme = await readFile(path.join(root, 'README.md'), 'utf8');
  const files = [
    ...(await sourceFiles('src')),
    ...(await sourceFiles('scripts')),
    path.join(root, 'vite.config.ts'),
  ];
  const sources = (await Promise.all(files.map((file) => readFile(file, 'utf8')))).join('\n');

  it.each(names)('%s is listed in the README with what it is for', (name) => {
    expect(readme).toMatch(new RegExp(`^\\|[^\\n]*\`${name.replace(/[/.]/g, '\\$&')}\``, 'm'));
  });

  it.each(names)('%s is used by the app, its build or its start', (name) => {
    const used = new RegExp(`['"]${name.replace(/[/.]/g, '\\$&')}(?:/[^'"]*)?['"]`);
    // tsx is the command `npm run dev` runs the server with, not an import.
    expect(used.test(sources) || name === 'tsx', `${name} is imported nowhere`).toBe(true);
  });
});
