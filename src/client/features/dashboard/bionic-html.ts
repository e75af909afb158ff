import type { BionicSegment } from '../../../shared/bionic';

const BOLD = new Set(['b', 'strong']);
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Reads the reading service's (server-sanitised) HTML into segments for React to render. Nothing from it
 * is ever inserted as HTML: DOMParser builds an inert document, and only its text and bold are kept.
 * Null when the result does not say the same words as the original, so the local transform stays.
 */
export function segmentsFromHtml(html: string, original: string): BionicSegment[] | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
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
  walk(doc.body, false);
  const said = segments.map((s) => s.bold + s.rest).join('');
  return normalise(said) === normalise(original) ? segments : null;
}
