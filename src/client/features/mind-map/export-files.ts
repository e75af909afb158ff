import type { MindMapNode } from '../../../shared/mind-map/map';
import { flatten } from '../../../shared/mind-map/map';
import { toJson, toMarkdown, toOpml } from '../../../shared/mind-map/formats';
import { TOPIC_HEIGHT, TOPIC_WIDTH } from '../../../shared/mind-map/layout';
import { downloadFile } from '../../lib/download';

export type ExportFormat = 'json' | 'png' | 'svg' | 'opml' | 'markdown';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Splits a topic into lines that fit its box (about 22 characters each), at most 3, the last cut short. */
function wrap(text: string, width = 22, maxLines = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width) line = next;
    else {
      if (line) lines.push(line);
      line = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]!.slice(0, width - 1)}…`;
  }
  return lines;
}

interface Colours {
  background: string;
  ink: string;
  line: string;
  box: string;
  accent: string;
  accentBox: string;
}

function readColours(): Colours {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    background: read('--surface', '#ffffff'),
    ink: read('--fg', '#1f2328'),
    line: read('--control-border', '#847f79'),
    box: read('--surface', '#ffffff'),
    accent: read('--theme-color', '#4f46e5'),
    accentBox: read('--theme-bg', '#eef2ff'),
  };
}

/** The whole map as an SVG picture in the current colours: boxes, their text and the curves. */
export function toSvg(nodes: readonly MindMapNode[], colours: Colours = readColours()) {
  const entries = flatten(nodes);
  const pad = 40;
  const xs = entries.map((e) => e.node.position.x);
  const ys = entries.map((e) => e.node.position.y);
  const minX = Math.min(...xs) - TOPIC_WIDTH / 2 - pad;
  const minY = Math.min(...ys) - TOPIC_HEIGHT / 2 - pad;
  const width = Math.max(...xs) + TOPIC_WIDTH / 2 + pad - minX;
  const height = Math.max(...ys) + TOPIC_HEIGHT / 2 + pad - minY;
  const byId = new Map(entries.map((e) => [e.node.id, e.node]));
  const curves = entries
    .filter((e) => e.parentId !== null)
    .map(({ node, parentId }) => {
      const from = byId.get(parentId!)!.position;
      const to = node.position;
      const midY = (from.y + to.y) / 2;
      return `<path d="M${from.x - minX},${from.y - minY} C${from.x - minX},${midY - minY} ${to.x - minX},${midY - minY} ${to.x - minX},${to.y - minY}" fill="none" stroke="${colours.line}" stroke-width="2"/>`;
    });
  const boxes = entries.map(({ node, depth }) => {
    const x = node.position.x - minX;
    const y = node.position.y - minY;
    const lines = wrap(node.text);
    const central = depth === 1;
    const text = lines
      .map(
        (line, i) =>
          `<tspan x="${x}" y="${y + (i - (lines.length - 1) / 2) * 18 + 5}">${escapeXml(line)}</tspan>`,
      )
      .join('');
    return `<g><rect x="${x - TOPIC_WIDTH / 2}" y="${y - TOPIC_HEIGHT / 2}" width="${TOPIC_WIDTH}" height="${TOPIC_HEIGHT}" rx="12" fill="${central ? colours.accentBox : colours.box}" stroke="${central ? colours.accent : colours.line}" stroke-width="2"/><text text-anchor="middle" font-family="system-ui, sans-serif" font-size="15" font-weight="${central ? 600 : 400}" fill="${colours.ink}">${text}</text></g>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(width)}" height="${Math.ceil(height)}" viewBox="0 0 ${Math.ceil(width)} ${Math.ceil(height)}"><rect width="100%" height="100%" fill="${colours.background}"/>${curves.join('')}${boxes.join('')}</svg>`;
  return { svg, width: Math.ceil(width), height: Math.ceil(height) };
}

/** Browsers refuse canvases much larger than this; a bigger map is drawn smaller. */
const MAX_CANVAS_SIDE = 8000;

async function toPng(nodes: readonly MindMapNode[]): Promise<Blob> {
  const { svg, width, height } = toSvg(nodes);
  const scale = Math.min(2, MAX_CANVAS_SIDE / Math.max(width, height));
  const image = new Image();
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No drawing surface.');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No image.'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The name every export of a map that has no title yet starts with. */
export const UNTITLED_NAME = 'mind-map';

// Names Windows keeps for devices: a file called 'con.json' cannot be saved there.
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/;

/**
 * A file name from the map's title, safe on every system: lower-case letters (of any script, accents
 * dropped), digits and single dashes, at most 60 characters. A map without a title is 'mind-map'.
 */
export function baseName(title: string | null | undefined) {
  const slug = Array.from(
    (title ?? '')
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+/, ''),
  )
    .slice(0, 60)
    .join('')
    .replace(/-+$/, '');
  if (!slug) return UNTITLED_NAME;
  return RESERVED.test(slug) ? `${slug}-${UNTITLED_NAME}` : slug;
}

/** Every export is named after the map: 'my-holiday-plan.json', '.png', '.svg', '.opml', '.md'. */
export async function exportMap(format: ExportFormat, nodes: readonly MindMapNode[], title: string | null) {
  const name = baseName(title);
  switch (format) {
    case 'json':
      return downloadFile(new Blob([toJson(nodes)], { type: 'application/json' }), `${name}.json`);
    case 'opml':
      return downloadFile(
        new Blob([toOpml(nodes, title ?? 'Mind map')], { type: 'text/x-opml' }),
        `${name}.opml`,
      );
    case 'markdown':
      return downloadFile(new Blob([toMarkdown(nodes)], { type: 'text/markdown' }), `${name}.md`);
    case 'svg':
      return downloadFile(new Blob([toSvg(nodes).svg], { type: 'image/svg+xml' }), `${name}.svg`);
    case 'png':
      return downloadFile(await toPng(nodes), `${name}.png`);
  }
}
