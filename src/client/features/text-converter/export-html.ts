import regularFont from '@fontsource/opendyslexic/files/opendyslexic-latin-400-normal.woff2?url';
import boldFont from '@fontsource/opendyslexic/files/opendyslexic-latin-700-normal.woff2?url';
import type { BionicSegment } from '../../../shared/bionic';
import { escapeHtml, segmentsToMarkup } from '../../../shared/text-converter/conversion';
import { FONTS } from '../../../shared/settings';

const FONT_STACK = FONTS.opendyslexic.stack.replace(/'/g, '"');

/** The converted text as HTML for word processors: bold kept, lines kept, in OpenDyslexic at 16 px. */
export function clipboardHtml(segments: readonly BionicSegment[]): string {
  const body = segmentsToMarkup(segments).replace(/\r?\n/g, '<br>');
  return `<div style='font-family: ${FONT_STACK}; font-size: 16px; line-height: 1.6'>${body}</div>`;
}

async function dataUrl(url: string): Promise<string | null> {
  try {
    const res = await fetch(url);
    if (!res.ok) return null;
    const blob = await res.blob();
    return await new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
      reader.onerror = () => resolve(null);
      reader.readAsDataURL(blob);
    });
  } catch {
    return null;
  }
}

/**
 * A page that opens anywhere, offline, looking as it does here: the font travels inside the file (when it can
 * be read), the text is escaped, and no script is in it.
 */
export async function downloadableHtml(segments: readonly BionicSegment[]): Promise<string> {
  const [regular, bold] = await Promise.all([dataUrl(regularFont), dataUrl(boldFont)]);
  const face = (src: string | null, weight: number) =>
    src
      ? `@font-face { font-family: "OpenDyslexic"; font-weight: ${weight}; src: url(${src}) format("woff2"); }\n`
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml('Converted text · NeuroNest')}</title>
<style>
${face(regular, 400)}${face(bold, 700)}body { font-family: ${FONT_STACK}; font-size: 16px; line-height: 1.6; max-width: 70ch; margin: 2rem auto; padding: 0 1rem; white-space: pre-wrap; overflow-wrap: anywhere; color: #1f2328; background: #fbfaf7; }
b { font-weight: 700; }
</style>
</head>
<body>${segmentsToMarkup(segments)}</body>
</html>
`;
}
