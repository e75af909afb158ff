/**
 * Reduces the reading service's HTML to text and bold: <b> and <strong> survive without attributes,
 * every other tag goes, and all text is escaped. The service wraps its bold in attributes
 * (<b class="b bionic">), so matching exact tags after escaping everything would lose the result;
 * this reads the tags instead and writes back only the four it allows.
 */

/** Elements whose content is not text a reader should see. */
const DROPPED_WITH_CONTENT =
  /<(script|style|template|noscript|iframe|object|svg|math|textarea|title|head)\b(?:[^>"']|"[^"]*"|'[^']*')*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const DECLARATION = /<![^>]*>|<\?[^>]*>/g;
/** A start or end tag, with quoted attribute values that may contain '>'. */
const TAG = /<(\/?)([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const KEPT = new Set(['b', 'strong']);
/** Tags that separate words: removing them must not glue two words together. */
const BREAKS = new Set([
  'br',
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'tr',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'section',
  'article',
  'blockquote',
  'pre',
  'body',
  'html',
]);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : '';
    }
    return NAMED[body.toLowerCase()] ?? entity;
  });
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function sanitizeBionicHtml(html: string): string {
  const cleaned = html.replace(COMMENT, '').replace(DROPPED_WITH_CONTENT, '').replace(DECLARATION, '');
  let out = '';
  let last = 0;
  for (const match of cleaned.matchAll(TAG)) {
    out += escapeHtml(decodeEntities(cleaned.slice(last, match.index)));
    const closing = match[1] === '/';
    const name = (match[2] ?? '').toLowerCase();
    if (KEPT.has(name)) out += closing ? `</${name}>` : `<${name}>`;
    else if (BREAKS.has(name)) out += ' ';
    last = match.index + match[0].length;
  }
  out += escapeHtml(decodeEntities(cleaned.slice(last)));
  return out.replace(/\s+/g, ' ').trim();
}
