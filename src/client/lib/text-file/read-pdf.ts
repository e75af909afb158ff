// The PDF reader, in a chunk of its own that only picking a PDF loads (decision 082). Its legacy build, because
// the modern one calls what only this year's browsers have (Map.getOrInsertComputed). The worker is one of our
// own built files, so the page's Content-Security-Policy needs no outside host, and eval stays off.
import { getDocument, GlobalWorkerOptions, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import type { PdfPiece } from '../../../shared/text-converter/pdf-text';
import { pdfText } from '../../../shared/text-converter/pdf-text';

GlobalWorkerOptions.workerSrc = workerUrl;

/** The text of every page, as paragraphs. Throws the reader's own errors (a locked or damaged file). */
export async function readPdf(data: ArrayBuffer): Promise<string> {
  const task = getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    enableXfa: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const pdf = await task.promise;
    const pages: PdfPiece[][] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const { items } = await page.getTextContent();
      pages.push(
        items.flatMap((item) =>
          'str' in item
            ? [
                {
                  text: item.str,
                  x: item.transform[4] as number,
                  y: item.transform[5] as number,
                  width: item.width,
                  height: item.height || Math.hypot(item.transform[2] as number, item.transform[3] as number),
                  endOfLine: item.hasEOL,
                },
              ]
            : [],
        ),
      );
      page.cleanup();
    }
    return pdfText(pages);
  } finally {
    // Ends the reader's worker too.
    await task.destroy();
  }
}
