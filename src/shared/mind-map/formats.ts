import type { MindMapNode } from './map';
import { MAX_DEPTH, MAX_NODES, MAX_TOPIC_LENGTH, flatten, newNodeId, nodesSchema } from './map';

/** docs/product.md#messages: the one message for any file that is not a map. */
export const INVALID_FILE_MESSAGE = 'Invalid file format';

export type ImportFormat = 'json' | 'opml' | 'markdown';

export type ImportResult =
  | { ok: true; format: ImportFormat; nodes: MindMapNode[]; hasPositions: boolean }
  | { ok: false; message: string };

const invalid: ImportResult = { ok: false, message: INVALID_FILE_MESSAGE };

/** One line of text: outline formats have no room for line breaks inside a topic. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

// ---- Export ----

/** docs/product.md#data: the export file is the JSON array of nodes. */
export function toJson(nodes: readonly MindMapNode[]): string {
  return `${JSON.stringify(nodes, null, 2)}\n`;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** OPML 2.0, the outline format mind-map and outliner apps exchange. */
export function toOpml(nodes: readonly MindMapNode[], title: string): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<opml version="2.0">',
    `  <head><title>${escapeXml(oneLine(title) || 'Mind map')}</title></head>`,
    '  <body>',
  ];
  const write = (list: readonly MindMapNode[], depth: number) => {
    for (const node of list) {
      const pad = '  '.repeat(depth + 2);
      const text = `text="${escapeXml(oneLine(node.text))}"`;
      if (node.children.length === 0) {
        lines.push(`${pad}<outline ${text}/>`);
      } else {
        lines.push(`${pad}<outline ${text}>`);
        write(node.children, depth + 1);
        lines.push(`${pad}</outline>`);
      }
    }
  };
  write(nodes, 0);
  lines.push('  </body>', '</opml>');
  return `${lines.join('\n')}\n`;
}

/** A Markdown outline: one bullet per topic, two spaces of indent per level. */
export function toMarkdown(nodes: readonly MindMapNode[]): string {
  return `${flatten(nodes)
    .map((entry) => `${'  '.repeat(entry.depth - 1)}- ${oneLine(entry.node.text)}`)
    .join('\n')}\n`;
}

// ---- Import ----

interface Draft {
  text: string;
  children: Draft[];
}

/** Turns a parsed outline into topics (ids new, positions still to be laid out), within the limits. */
function fromDrafts(drafts: Draft[]): MindMapNode[] | null {
  const toNode = (draft: Draft): MindMapNode => ({
    id: newNodeId(),
    text: draft.text,
    children: draft.children.map(toNode),
    position: { x: 0, y: 0 },
  });
  const nodes = drafts.map(toNode);
  const parsed = nodesSchema.safeParse(nodes);
  return parsed.success && parsed.data.length > 0 ? parsed.data : null;
}

/**
 * Builds a tree from items with a level each: an item belongs to the nearest item before it with a
 * lower level. Stops at the node or depth limits.
 */
function nest(items: { level: number; text: string }[]): Draft[] | null {
  const roots: Draft[] = [];
  const stack: { level: number; draft: Draft }[] = [];
  if (items.length > MAX_NODES) return null;
  for (const { level, text } of items) {
    if (text.length === 0 || text.length > MAX_TOPIC_LENGTH) return null;
    while (stack.length > 0 && stack[stack.length - 1]!.level >= level) stack.pop();
    const draft: Draft = { text, children: [] };
    const parent = stack[stack.length - 1];
    if (parent) parent.draft.children.push(draft);
    else roots.push(draft);
    stack.push({ level, draft });
    if (stack.length > MAX_DEPTH) return null;
  }
  return roots;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string | null {
  let broken = false;
  const decoded = text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      if (!Number.isFinite(code) || code < 1 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
        broken = true;
        return whole;
      }
      return String.fromCodePoint(code);
    }
    const value = entities[name];
    if (value === undefined) broken = true;
    return value ?? whole;
  });
  return broken ? null : decoded;
}

function parseOpml(text: string): MindMapNode[] | null {
  if (!/<opml[\s>]/i.test(text) || !/<\/opml>/i.test(text)) return null;
  const items: { level: number; text: string }[] = [];
  let depth = 0;
  const tag = /<(\/?)outline\b((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/gi;
  for (const match of text.matchAll(tag)) {
    const [, closing, attributes = '', selfClosing] = match;
    if (closing) {
      depth -= 1;
      if (depth < 0) return null;
      continue;
    }
    const attrs = new Map<string, string>();
    for (const attr of attributes.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      attrs.set(attr[1]!.toLowerCase(), attr[2] ?? attr[3] ?? '');
    }
    const raw = attrs.get('text') ?? attrs.get('title') ?? '';
    const decoded = decodeXml(raw);
    if (decoded === null) return null;
    items.push({ level: depth, text: oneLine(decoded) });
    if (items.length > MAX_NODES) return null;
    if (!selfClosing) depth += 1;
  }
  if (depth !== 0) return null;
  const drafts = nest(items);
  return drafts ? fromDrafts(drafts) : null;
}

function parseMarkdown(text: string): MindMapNode[] | null {
  const items: { level: number; text: string }[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      items.push({ level: heading[1]!.length, text: oneLine(heading[2]!.replace(/\s#+\s*$/, '')) });
      continue;
    }
    const item = /^([ \t]*)(?:[-*+]|\d{1,9}[.)])(?:\s+(.*))?$/.exec(line);
    // Anything else (a paragraph, a front-matter line) is not part of the outline.
    if (!item) continue;
    const indent = item[1]!.replace(/\t/g, '    ').length;
    items.push({ level: 100 + indent, text: oneLine(item[2] ?? '') });
    if (items.length > MAX_NODES) return null;
  }
  if (items.length === 0) return null;
  const drafts = nest(items);
  return drafts ? fromDrafts(drafts) : null;
}

function parseJson(text: string): MindMapNode[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  // Also take a saved project's content ({ nodes: [...] }).
  if (value && typeof value === 'object' && !Array.isArray(value) && 'nodes' in value) {
    value = (value as { nodes: unknown }).nodes;
  }
  const parsed = nodesSchema.safeParse(value);
  return parsed.success && parsed.data.length > 0 ? parsed.data : null;
}

/**
 * Reads a file the user picked: mindmap.json (docs/product.md#data), OPML or a Markdown outline. Anything else, or
 * a file beyond the limits, gives the product's 'Invalid file format' and nothing else.
 */
export function parseMindMapFile(text: string, fileName = ''): ImportResult {
  const body = text.replace(/^\uFEFF/, '').trim();
  if (body === '') return invalid;
  const name = fileName.toLowerCase();
  const looksJson = name.endsWith('.json') || body.startsWith('[') || body.startsWith('{');
  if (looksJson) {
    const nodes = parseJson(body);
    return nodes ? { ok: true, format: 'json', nodes, hasPositions: true } : invalid;
  }
  if (body.startsWith('<')) {
    const nodes = parseOpml(body);
    return nodes ? { ok: true, format: 'opml', nodes, hasPositions: false } : invalid;
  }
  const outlineName = /\.(md|markdown|txt)$/.test(name) || !name.includes('.');
  if (outlineName) {
    const nodes = parseMarkdown(body);
    return nodes ? { ok: true, format: 'markdown', nodes, hasPositions: false } : invalid;
  }
  return invalid;
}
