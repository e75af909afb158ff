import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
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
const anchors = headingsOf(product);

/** The anchors of a Markdown file's headings. */
function headingsOf(text: string): Set<string> {
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => slug(match[1]!)));
}

describe('links between documents', () => {
  const documents = files.filter(({ path }) => path.endsWith('.md'));

  it('lead to files that exist, and to headings that exist', () => {
    const broken = documents.flatMap(({ path, text }) =>
      [...text.matchAll(/\]\(([^)\s]+)\)/g)]
        .map((match) => match[1]!)
        .filter((target) => !/^[a-z]+:/.test(target))
        .filter((target) => {
          const [file = '', anchor] = target.split('#');
          const full = file ? join(root, dirname(path), file) : join(root, path);
          if (!existsSync(full)) return true;
          return (
            anchor !== undefined &&
            full.endsWith('.md') &&
            !headingsOf(readFileSync(full, 'utf8')).has(anchor)
          );
        })
        .map((target) => `${path}: ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('name only lab notes that exist', () => {
    const missing = files.flatMap(({ path, text }) =>
      [...text.matchAll(/bench\/notes\/([\w-]+\.md)/g)]
        .filter((match) => !existsSync(join(root, 'bench', 'notes', match[1]!)))
        .map((match) => `${path}: ${match[0]}`),
    );
    expect(missing).toEqual([]);
  });
});

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

/** A status's words without links' targets, words in brackets or line breaks, in lower case. */
function plainStatus(text: string): string {
  return text
    .replace(/\[(\d{3})\]\([^)]*\)/g, '$1')
    .replace(/\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The records a status names after `words`: "amended by 113 (...) and 127" gives 113 and 127. */
function named(text: string, words: string): string[] {
  return [...plainStatus(text).matchAll(new RegExp(`\\b${words} (\\d{3}(?:(?:,| and|, and) \\d{3})*)`, 'g'))]
    .flatMap((match) => match[1]!.match(/\d{3}/g)!)
    .sort();
}

/**
 * What a status says, whatever its wording: the record's state and the records that amend or replace it. "amended
 * by 014" and "accepted, amended by [014](014-....md)" say the same; words in brackets, links' targets and
 * anything that is not one of these relations (the date, "extends 113", "amends 040") are left out.
 */
function statusOf(text: string): string {
  const replacedBy = named(text, 'replaced by');
  const amendedBy = named(text, 'amended by');
  const state = replacedBy.length
    ? `replaced by ${replacedBy.join(', ')}`
    : plainStatus(text).startsWith('rejected')
      ? 'rejected'
      : 'accepted';
  return amendedBy.length ? `${state}, amended by ${amendedBy.join(', ')}` : state;
}

describe('decision records', () => {
  const folder = join(root, 'docs', 'decisions');
  const records = readdirSync(folder).filter((name) => /^\d{3}-.*\.md$/.test(name));
  const index = readFileSync(join(folder, 'README.md'), 'utf8');
  /** A record's status line: from `Status:` to the end of its paragraph (a long one wraps). */
  const statusLine = (name: string) =>
    readFileSync(join(folder, name), 'utf8').match(/^Status: ((?:.+\n?)+)/m)?.[1] ?? '';
  const indexLine = (name: string) =>
    index
      .split('\n')
      .find((line) => line.startsWith(`- ${name.slice(0, 3)} [`) && line.includes(`](${name})`));

  it('reads a status whatever its wording', () => {
    expect(statusOf('accepted. Written 2026-11-21.')).toBe('accepted');
    expect(statusOf('amended by 014. Written 2026-11-21.')).toBe('accepted, amended by 014');
    expect(statusOf('accepted, amended by [014](014-local-mailbox-only-on-a-loopback-address.md)')).toBe(
      'accepted, amended by 014',
    );
    expect(
      statusOf(
        'amended by 113 (brotli quality 2) and 127 (an answer is compressed\nfrom its text). Written 2026-11-21.',
      ),
    ).toBe('accepted, amended by 113, 127');
    expect(statusOf('accepted. Written 2026-11-24. Amended by 136: the app registers the worker.')).toBe(
      'accepted, amended by 136',
    );
    expect(statusOf('amended by 083; amends 038. Written 2026-11-24.')).toBe('accepted, amended by 083');
    expect(statusOf('replaced by 057. Written 2026-11-21.')).toBe('replaced by 057');
    expect(statusOf('rejected. Written 2026-11-27. Decision 107 stands as it is.')).toBe('rejected');
  });

  it('each have the status in the index that their own status line gives', () => {
    const differing = records.flatMap((name) => {
      const line = indexLine(name);
      if (!line) return [];
      const listed = statusOf(line.slice(line.indexOf(`](${name})`) + name.length + 3).replace(/^:\s*/, ''));
      const own = statusOf(statusLine(name));
      return listed === own ? [] : [`${name.slice(0, 3)}: index "${listed}", record "${own}"`];
    });
    expect(differing).toEqual([]);
  });

  it('are amended only where the amended record says so in its status line', () => {
    const unsaid = records.flatMap((name) =>
      named(statusLine(name), 'amends')
        .map(
          (number) => records.find((other) => other.startsWith(`${number}-`)) ?? `${number} (no such record)`,
        )
        .filter(
          (other) =>
            ![...named(statusLine(other), 'amended by'), ...named(statusLine(other), 'replaced by')].includes(
              name.slice(0, 3),
            ),
        )
        .map((other) => `${name.slice(0, 3)} amends ${other}, whose status line does not say so`),
    );
    expect(unsaid).toEqual([]);
  });

  it("link from the index only to records that exist, under the record's own number", () => {
    const wrong = [...index.matchAll(/\[(\d{3})[^\]]*\]\(([^)]+)\)/g)]
      .filter(([, number, target]) => !target!.startsWith(`${number}-`) || !records.includes(target!))
      .map(([link]) => link);
    expect(wrong).toEqual([]);
  });

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
