import { describe, expect, it } from 'vitest';
import type { MindMapNode } from './map';
import { MAX_NODES, flatten } from './map';
import { INVALID_FILE_MESSAGE, parseMindMapFile, toJson, toMarkdown, toOpml } from './formats';

const map: MindMapNode[] = [
  {
    id: 'root1',
    text: 'Move house',
    position: { x: 640, y: 360 },
    children: [
      {
        id: 'pack',
        text: 'Pack <boxes> & "tape"',
        position: { x: 940, y: 360 },
        children: [{ id: 'kitchen', text: 'Kitchen', position: { x: 1240, y: 360 }, children: [] }],
      },
      { id: 'post', text: 'Change address', position: { x: 852, y: 572 }, children: [] },
    ],
  },
];

const shape = (nodes: MindMapNode[]) =>
  flatten(nodes).map((entry) => [entry.depth, entry.node.text] as const);

describe('export and import', () => {
  it('gives back the same map from mindmap.json', () => {
    const result = parseMindMapFile(toJson(map), 'mindmap.json');
    expect(result).toEqual({ ok: true, format: 'json', nodes: map, hasPositions: true });
  });

  it('writes the JSON array of docs/product.md#data', () => {
    expect(JSON.parse(toJson(map))).toEqual(map);
  });

  it('gives back the same outline from OPML', () => {
    const opml = toOpml(map, 'Moving');
    expect(opml).toContain('<title>Moving</title>');
    expect(opml).toContain('text="Pack &lt;boxes&gt; &amp; &quot;tape&quot;"');
    const result = parseMindMapFile(opml, 'map.opml');
    expect(result.ok && shape(result.nodes)).toEqual(shape(map));
    expect(result.ok && result.hasPositions).toBe(false);
  });

  it('gives back the same outline from Markdown', () => {
    const markdown = toMarkdown(map);
    expect(markdown).toBe('- Move house\n  - Pack <boxes> & "tape"\n    - Kitchen\n  - Change address\n');
    const result = parseMindMapFile(markdown, 'map.md');
    expect(result.ok && shape(result.nodes)).toEqual(shape(map));
  });

  it('reads OPML written by other apps (title attributes, single quotes, numeric entities)', () => {
    const opml = `<?xml version="1.0"?><opml version="1.0"><head/><body>
      <outline title='Ideas'><outline text="Caf&#233; &#x2615;" _note="x"/></outline></body></opml>`;
    const result = parseMindMapFile(opml, 'from-app.opml');
    expect(result.ok && shape(result.nodes)).toEqual([
      [1, 'Ideas'],
      [2, 'Café ☕'],
    ]);
  });

  it('reads an Obsidian outline with headings, numbers and tabs', () => {
    const md = '# Project\n\nSome words.\n\n1. First\n\t- Detail\n2. Second\n';
    const result = parseMindMapFile(md, 'notes.md');
    expect(result.ok && shape(result.nodes)).toEqual([
      [1, 'Project'],
      [2, 'First'],
      [3, 'Detail'],
      [2, 'Second'],
    ]);
  });
});

describe('bad files give "Invalid file format"', () => {
  const deepOpml = `<opml><body>${'<outline text="x">'.repeat(60)}${'</outline>'.repeat(60)}</body></opml>`;
  const deepMarkdown = Array.from({ length: 60 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n');
  it.each<[string, string, string]>([
    ['an empty file', '', 'mindmap.json'],
    ['broken JSON', '[{"id": "a",', 'mindmap.json'],
    ['JSON that is not a map', '{"hello": "world"}', 'mindmap.json'],
    ['an empty map', '[]', 'mindmap.json'],
    [
      'a cycle of ids',
      JSON.stringify([{ ...map[0], children: [{ ...map[0], children: [] }] }]),
      'mindmap.json',
    ],
    ['huge topic text', JSON.stringify([{ ...map[0], text: 'x'.repeat(50_000) }]), 'mindmap.json'],
    ['wrong types', JSON.stringify([{ id: 1, text: ['a'], children: {}, position: 'here' }]), 'mindmap.json'],
    ['an image', '\u0089PNG\r\n\u001a\n\u0000\u0000', 'photo.png'],
    ['HTML', '<html><body><p>Hi</p></body></html>', 'page.html'],
    ['OPML with unbalanced tags', '<opml><body><outline text="a"></body></opml>', 'x.opml'],
    ['OPML with an unknown entity', '<opml><body><outline text="&bogus;"/></body></opml>', 'x.opml'],
    ['OPML deeper than the limit', deepOpml, 'x.opml'],
    ['Markdown deeper than the limit', deepMarkdown, 'x.md'],
    ['Markdown without an outline', 'Just a paragraph of text.', 'x.md'],
    [
      'too many Markdown topics',
      Array.from({ length: MAX_NODES + 1 }, (_, i) => `- ${i}`).join('\n'),
      'x.md',
    ],
  ])('%s', (_label, text, name) => {
    expect(parseMindMapFile(text, name)).toEqual({ ok: false, message: INVALID_FILE_MESSAGE });
  });
});
