import openDyslexicBold from '@fontsource/opendyslexic/files/opendyslexic-latin-700-normal.woff?url';
import openDyslexicRegular from '@fontsource/opendyslexic/files/opendyslexic-latin-400-normal.woff?url';
import robotoBold from '@fontsource/roboto/files/roboto-latin-700-normal.woff?url';
import robotoRegular from '@fontsource/roboto/files/roboto-latin-400-normal.woff?url';
import type { FontFamily } from '../../../shared/settings-choices';
import type { PdfFonts } from './export-pdf';

/*
 * The budget PDF's type (decision 175): the person's reading font where the app ships its files, which may be
 * embedded (OpenDyslexic and Roboto, both under licences that allow it); otherwise Roboto, the app's own
 * sans-serif. Arial, Verdana and Georgia are the device's fonts, not files the app may ship. WOFF rather than
 * WOFF2: the font engine reads both, but WOFF2 needs a Brotli decoder the WOFF files spare the download.
 */
const FILES = {
  opendyslexic: { regular: openDyslexicRegular, bold: openDyslexicBold },
  roboto: { regular: robotoRegular, bold: robotoBold },
} as const;

/** Which of the shipped fonts the PDF is set in for a reading font. */
export function pdfFontFor(family: FontFamily): keyof typeof FILES {
  return family === 'opendyslexic' ? 'opendyslexic' : 'roboto';
}

async function bytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The font could not be loaded (${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
}

export async function loadPdfFonts(family: FontFamily): Promise<PdfFonts> {
  const files = FILES[pdfFontFor(family)];
  const [regular, bold] = await Promise.all([bytes(files.regular), bytes(files.bold)]);
  return { regular, bold };
}
