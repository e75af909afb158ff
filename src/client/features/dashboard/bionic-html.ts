import type { BionicSegment } from '../../../shared/bionic';

const BOLD = new Set(['b', 'strong']);
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

let template: HTMLTemplateElement | null = null;

/**
 * Reads the reading service's (server-sanitised) HTML into segments for React to render. Nothing from it
 * is ever inserted into the page: a template's content is inert (no script runs, nothing loads), and only its
 * text and bold are kept. One template serves every text, which is much cheaper than a document per text.
 * Null when the result does not say the same words as the original, so the local transform stays.
 */
export function segmentsFromHtml(html: string, original: string): BionicSegment[] | null {
  template ??= document.createElement('template');
  template.innerHTML = html;
  const segments: BionicSegment[] = [];
  const walk = (node: Node, bold: boolean) => {
    node.childNodes.forEach((child) => {
      if (child.nodeType === Node.TEXT_NODE) {
        const text = child.textContent ?? '';
        if (text) segments.push(bold ? { bold: text, rest: '' } : { bold: '', rest: text });
      } else if (child.nodeType === Node.ELEMENT_NODE) {
        walk(child, bold || BOLD.has((child as Element).localName));
      }
    });
  };
  walk(template.content, false);
  const said = segments.map((s) => s.bold + s.rest).join('');
  return normalise(said) === normalise(original) ? segments : null;
}
