// Small PDF files for the converter's import tests, built with the same library as the budget's PDF.
import type { PDFFont, PDFPage } from 'pdf-lib';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

const LEFT = 72;
const WIDTH = 380;
const SIZE = 12;
const LINE = 15;

/** The words of a paragraph in lines no wider than the text column. */
function wrap(text: string, font: PDFFont): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const longer = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(longer, SIZE) > WIDTH) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  return line ? [...lines, line] : lines;
}

/**
 * A PDF of pages of text, as a letter is laid out: a title in larger type, paragraphs wrapped to the column with
 * a blank line between, and short lines (a signature) kept as they are.
 */
export async function pdfWith(pages: { title?: string; paragraphs?: string[]; lines?: string[] }[]) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const content of pages) {
    const page = doc.addPage([595, 842]);
    let y = 760;
    const draw = (text: string, size = SIZE) => page.drawText(text, { x: LEFT, y, size, font });
    if (content.title) {
      draw(content.title, 18);
      y -= 36;
    }
    for (const paragraph of content.paragraphs ?? []) {
      for (const line of wrap(paragraph, font)) {
        draw(line);
        y -= LINE;
      }
      y -= LINE;
    }
    for (const line of content.lines ?? []) {
      draw(line);
      y -= LINE;
    }
  }
  return Buffer.from(await doc.save());
}

/** A PDF whose page is only a picture, as a scanned letter is: no text to read. */
export async function scannedPdf() {
  const doc = await PDFDocument.create();
  const page: PDFPage = doc.addPage([595, 842]);
  page.drawRectangle({ x: 72, y: 500, width: 400, height: 260, color: rgb(0.8, 0.8, 0.75) });
  return Buffer.from(await doc.save());
}
