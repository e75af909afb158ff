import { existsSync } from 'node:fs';
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
    expect(used.test(sources), `${name} is imported nowhere`).toBe(true);
  });

  // `npm start` builds what changed (decision 106): an install without dev dependencies must still build.
  it('has every package the start and the build load among the runtime dependencies', async () => {
    const loaded = await packagesLoadedFrom(['scripts/start.mjs', 'scripts/build.mjs', 'vite.config.ts']);
    expect(loaded).toContain('vite-plugin-pwa');
    expect(loaded.filter((name) => !names.includes(name))).toEqual([]);
  });
});

describe('the lockfile', () => {
  it('installs one esbuild, which the build, tsx, Vite and drizzle-kit share (decision 156)', async () => {
    const lock = JSON.parse(await readFile(path.join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, unknown>;
    };
    const copies = Object.keys(lock.packages).filter((key) => /(^|\/)node_modules\/esbuild$/.test(key));
    expect(copies).toEqual(['node_modules/esbuild']);
  });
});

/**
 * The packages a file loads when it runs, and those of the project's files it loads in turn: imports that
 * are only types leave nothing to load.
 */
async function packagesLoadedFrom(entries: string[]): Promise<string[]> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = async (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = await readFile(path.join(root, file), 'utf8');
    const specifiers = text.matchAll(
      /^\s*(?:import(?!\s+type\b)[^'"]*?from\s*|import\s*\(?\s*)['"]([^'"]+)['"]/gm,
    );
    for (const [, specifier] of specifiers) {
      if (specifier!.startsWith('node:')) continue;
      if (specifier!.startsWith('.')) {
        const base = path.join(path.dirname(file), specifier!);
        const found = [base, `${base}.ts`, `${base}.mjs`].find(
          (candidate) => /\.(ts|mjs)$/.test(candidate) && existsSync(path.join(root, candidate)),
        );
        if (found) await visit(found);
        continue;
      }
      const [scope, name] = specifier!.split('/');
      packages.add(scope!.startsWith('@') ? `${scope}/${name}` : scope!);
    }
  };
  for (const entry of entries) await visit(entry);
  return [...packages].sort();
}
