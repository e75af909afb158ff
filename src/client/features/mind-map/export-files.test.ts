import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MindMapNode } from '../../../shared/mind-map/map';
import { baseName, exportMap } from './export-files';

const nodes: MindMapNode[] = [{ id: 'a', text: 'Trip', position: { x: 0, y: 0 }, children: [] }];

describe('export file names', () => {
  it('names a file after the map, safely', () => {
    expect(baseName('My holiday plan')).toBe('my-holiday-plan');
    expect(baseName('  Résumé & CV: 2026!  ')).toBe('resume-cv-2026');
    expect(baseName('../../etc/passwd')).toBe('etc-passwd');
    expect(baseName('Ünïcödé 日本語の計画')).toBe('unicode-日本語の計画');
    expect(baseName('CON')).toBe('con-mind-map');
    expect(baseName('a'.repeat(100))).toHaveLength(60);
    expect(baseName(`${'a'.repeat(59)} b`)).toBe('a'.repeat(59));
  });

  it('names a map without a title mind-map', () => {
    expect(baseName(null)).toBe('mind-map');
    expect(baseName('')).toBe('mind-map');
    expect(baseName('?!*')).toBe('mind-map');
  });
});

describe('exportMap', () => {
  afterEach(() => vi.restoreAllMocks());

  const namesOf = async (title: string | null) => {
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    URL.createObjectURL ??= () => 'blob:';
    URL.revokeObjectURL ??= () => undefined;
    for (const format of ['json', 'opml', 'markdown', 'svg'] as const) await exportMap(format, nodes, title);
    return names;
  };

  it('gives every export the map name', async () => {
    expect(await namesOf('My holiday plan')).toEqual([
      'my-holiday-plan.json',
      'my-holiday-plan.opml',
      'my-holiday-plan.md',
      'my-holiday-plan.svg',
    ]);
    expect(await namesOf(null)).toEqual(['mind-map.json', 'mind-map.opml', 'mind-map.md', 'mind-map.svg']);
  });
});
