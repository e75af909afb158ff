/**
 * A Markdown file imported into the converter comes in as the text a reader would see
 * (docs/product.md#text-converter). Loaded with the import of a Markdown file only.
 */

// Escaped characters are set aside while the markers are removed, then put back as themselves.
const ESCAPABLE = /\\([\\`*_{}[\]()#+\-.!>~|<])/g;
const HELD = /\uE000(\d+)\uE001/g;

/**
 * One line's inline Markdown as text: links and images keep their words, emphasis and code marks go. A marked
 * stretch is at most 1,000 characters long, so a huge line full of lone markers is still read in linear time.
 */
function inlineText(line: string): string {
  const held: string[] = [];
  const hold = (text: string) => `\uE000${held.push(text) - 1}\uE001`;
  let out = line
    .replace(ESCAPABLE, (_, char: string) => hold(char))
    .replace(/(`+)(.{1,1000}?)\1/g, (_, __, code: string) => hold(code.trim()))
    .replace(/!\[([^\]]{0,1000})\]\((?:[^()]|\([^()]{0,1000}\)){0,1000}\)/g, '$1')
    .replace(/\[([^\]]{1,1000})\]\((?:[^()]|\([^()]{0,1000}\)){0,1000}\)/g, '$1')
    .replace(/\[([^\]]{1,1000})\]\[[^\]]{0,1000}\]/g, '$1')
    .replace(/<((?:https?:\/\/|mailto:)[^\s>]+|[^\s>@]+@[^\s>]+)>/g, '$1');
  for (let i = 0; i < 2; i += 1) {
    out = out
      .replace(/(\*\*\*|___)(?=\S)(.{1,1000}?)(?<=\S)\1/g, '$2')
      .replace(/(\*\*|__)(?=\S)(.{1,1000}?)(?<=\S)\1/g, '$2')
      .replace(/~~(?=\S)(.{1,1000}?)(?<=\S)~~/g, '$1')
      .replace(/\*(?=\S)(.{1,1000}?)(?<=\S)\*/g, '$1')
      .replace(/(^|[^\p{L}\p{N}_])_(?=\S)(.{1,1000}?)(?<=\S)_(?![\p{L}\p{N}_])/gu, '$1$2');
  }
  return out.replace(HELD, (_, index: string) => held[Number(index)] ?? '');
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const HEADING = /^\s{0,3}#{1,6}(?:\s+(.*?))?(?:\s+#+)?\s*$/;
const SETEXT_UNDERLINE = /^\s{0,3}(?:=+|-+)\s*$/;
const RULE = /^\s{0,3}(?:(?:\*\s*){3,}|(?:-\s*){3,}|(?:_\s*){3,})$/;
const BULLET = /^(\s*)[-*+]\s+(?:\[[ xX]\]\s+)?(.*)$/;
const NUMBERED = /^(\s*)(\d{1,9})[.)]\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?/;
const REFERENCE = /^\s{0,3}\[[^\]]+\]:\s+\S+/;
const TABLE_DIVIDER = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;
const HARD_BREAK = /(?: {2,}|\\)$/;

type Kind = 'blank' | 'paragraph' | 'item' | 'heading' | 'code' | 'table';

/**
 * A Markdown file as the text its reader sees: headings become their text, emphasis markers disappear, each list
 * item stays on its own line with "• " (numbered ones keep their number), links keep their text, the lines of
 * one paragraph are joined, and a blank line separates paragraphs.
 */
export function markdownToText(markdown: string): string {
  const lines = markdown.replace(/^\uFEFF/, '').split(/\r?\n/);
  const out: string[] = [];
  let previous = 'blank' as Kind;
  let fence: string | null = null;
  const push = (text: string, kind: Kind) => {
    out.push(text);
    previous = kind;
  };
  for (let i = 0; i < lines.length; i += 1) {
    const raw = lines[i]!;
    if (fence !== null) {
      if (raw.trim().startsWith(fence)) fence = null;
      else push(raw, 'code');
      continue;
    }
    const opening = FENCE.exec(raw);
    if (opening) {
      fence = opening[1]!;
      continue;
    }
    const line = raw.replace(QUOTE, '').replace(QUOTE, '');
    if (line.trim() === '') {
      if (previous !== 'blank') push('', 'blank');
      continue;
    }
    const next = lines[i + 1] ?? '';
    const heading = HEADING.exec(line);
    if (heading) {
      push(inlineText(heading[1] ?? ''), 'heading');
    } else if (previous === 'blank' && SETEXT_UNDERLINE.test(next) && !BULLET.test(line)) {
      push(inlineText(line.trim()), 'heading');
      i += 1;
    } else if (previous === 'table' && TABLE_DIVIDER.test(line)) {
      continue;
    } else if (RULE.test(line) || REFERENCE.test(line)) {
      if (previous !== 'blank') push('', 'blank');
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      const bullet = BULLET.exec(line);
      const numbered = NUMBERED.exec(line);
      const [indent, marker, body] = bullet
        ? [bullet[1]!, '•', bullet[2]!]
        : [numbered![1]!, `${numbered![2]!}.`, numbered![3]!];
      const depth = Math.floor(indent.replace(/\t/g, '    ').length / 2);
      push(`${'  '.repeat(depth)}${marker} ${inlineText(body.trim())}`, 'item');
    } else if (line.trim().startsWith('|')) {
      const cells = line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|');
      push(cells.map((cell) => inlineText(cell.trim())).join(' | '), 'table');
    } else if ((previous === 'paragraph' || previous === 'item') && !HARD_BREAK.test(lines[i - 1] ?? '')) {
      out[out.length - 1] += ` ${inlineText(line.trim().replace(/\\$/, ''))}`;
    } else {
      push(inlineText(line.trim().replace(/\\$/, '')), 'paragraph');
    }
  }
  return out
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
