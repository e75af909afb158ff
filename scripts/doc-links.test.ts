import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Code and docs cite the product's rules as `docs/product.md#` and a heading's anchor. Each must name a heading that
 * exists, and nothing may point to a document outside the repository, which a reader cannot open.
 */

const root = join(import.meta.dirname, '..');
const FOLDERS = ['src', 'e2e', 'docs', 'bench', 'scripts'];
const TEXT = /\.(ts|tsx|js|mjs|md|css|html|json)$/;
const SKIP = new Set(['node_modules', 'dist', 'test-results', 'data']);

function textFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : textFiles(path);
    return TEXT.test(entry.name) ? [path] : [];
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const files = [...FOLDERS.flatMap(textFiles), 'README.md'].map((path) => ({
  path: relative(root, join(root, path)),
  text: readFileSync(join(root, path), 'utf8'),
}));

const product = readFileSync(join(root, 'docs/product.md'), 'utf8');
const anchors = new Set([...product.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => slug(match[1]!)));

describe('citations of docs/product.md', () => {
  it('slugs headings as GitHub does', () => {
    expect(slug('What NeuroNest is')).toBe('what-neuronest-is');
    expect(slug('Where the first plan was silent')).toBe('where-the-first-plan-was-silent');
    expect(slug('Text converter')).toBe('text-converter');
  });

  it('has the anchors the code cites most', () => {
    for (const anchor of [
      'screens',
      'data',
      'states',
      'validation',
      'access',
      'calls',
      'messages',
      'limits',
    ]) {
      expect(anchors).toContain(anchor);
    }
  });

  it('names only headings that exist', () => {
    const broken = files.flatMap(({ path, text }) =>
      [...text.matchAll(/docs\/product\.md#([\w-]+)/g)]
        .map((match) => match[1]!)
        .filter((anchor) => !anchors.has(anchor))
        .map((anchor) => `${path}: #${anchor}`),
    );
    expect(broken).toEqual([]);
  });

  it('never points to a document outside the repository', () => {
    // Written in pieces, so this file does not match itself.
    const outside = ['SPEC' + ' §', 'SPEC' + '.md', 'DESIGN' + '.md', 'STYLE' + '.md'];
    const found = files.flatMap(({ path, text }) =>
      outside.filter((name) => text.includes(name)).map((name) => `${path}: ${name}`),
    );
    expect(found).toEqual([]);
  });
});

describe('decision records', () => {
  const folder = join(root, 'docs', 'decisions');
  const records = readdirSync(folder).filter((name) => /^\d{3}-.*\.md$/.test(name));
  const index = readFileSync(join(folder, 'README.md'), 'utf8');

  it('are each listed in the index, on a line of their own', () => {
    const lines = index.split('\n');
    const missing = records.filter(
      (name) =>
        lines.filter((line) => line.startsWith(`- ${name.slice(0, 3)} [`) && line.includes(`](${name})`))
          .length !== 1,
    );
    expect(missing).toEqual([]);
  });

  it('each say their status and date near the top, and no number is used twice', () => {
    const withoutStatus = records.filter(
      (name) =>
        !/^Status: .+/m.test(readFileSync(join(folder, name), 'utf8').split('\n').slice(0, 4).join('\n')),
    );
    expect(withoutStatus).toEqual([]);
    const numbers = records.map((name) => name.slice(0, 3));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });
});
