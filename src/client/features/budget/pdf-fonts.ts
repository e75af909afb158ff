import regularFont from '@fontsource/roboto/files/roboto-latin-400-normal.woff?url';
import boldFont from '@fontsource/roboto/files/roboto-latin-700-normal.woff?url';
import type { PdfFonts } from './export-pdf';

/*
 * The budget PDF's type (decision 155): Roboto, the app's own sans-serif, which carries the pound, the euro and
 * the dollar and can be embedded whole. WOFF rather than WOFF2: the PDF library draws no glyphs from a WOFF2
 * subset, and OpenDyslexic's outlines (CFF) come out of it in a form PDF readers refuse.
 */
async function bytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The font could not be loaded (${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
}

export async function loadPdfFonts(): Promise<PdfFonts> {
  const [regular, bold] = await Promise.all([bytes(regularFont), bytes(boldFont)]);
  return { regular, bold };
}
