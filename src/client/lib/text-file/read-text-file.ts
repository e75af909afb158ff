/** The kinds of file whose text can be imported. */
export const IMPORT_ACCEPT = '.txt,.md,.markdown,.docx,.pdf,text/plain,text/markdown,application/pdf';

const MAX_FILE_BYTES = 10 * 1024 * 1024;

export class ImportError extends Error {}

export const NO_PDF_TEXT = 'This PDF has no text we can read — it may be a scanned picture.';

/** A PDF's text, read on this device by the PDF reader, which is loaded only now (decision 082). */
async function readPdfFile(file: File): Promise<string> {
  let readPdf: (data: ArrayBuffer) => Promise<string>;
  try {
    ({ readPdf } = await import('./read-pdf'));
  } catch {
    throw new ImportError('The PDF reader could not be loaded. Please check your connection and try again.');
  }
  let text: string;
  try {
    text = await readPdf(await file.arrayBuffer());
  } catch (error) {
    throw new ImportError(
      error instanceof Error && error.name === 'PasswordException'
        ? 'This PDF is locked with a password. Please save a copy without the password and import that.'
        : 'That PDF could not be read. It may be damaged.',
    );
  }
  if (text.trim() === '') throw new ImportError(NO_PDF_TEXT);
  return text;
}

/**
 * Reads the text of a .txt, .md, .docx or .pdf file in the browser; nothing is uploaded. Markdown comes in as
 * the text its reader sees (docs/product.md#text-converter).
 */
export async function readTextFile(file: File): Promise<string> {
  if (file.size > MAX_FILE_BYTES) {
    throw new ImportError('That file is larger than 10 MB. Please choose a smaller file.');
  }
  const name = file.name.toLowerCase();
  if (name.endsWith('.pdf') || file.type === 'application/pdf') return readPdfFile(file);
  if (name.endsWith('.docx')) {
    // Loaded only when someone imports a Word file.
    const mammoth = await import('mammoth');
    try {
      const { value } = await mammoth.extractRawText({ arrayBuffer: await file.arrayBuffer() });
      return value.replace(/\n{3,}/g, '\n\n').trim();
    } catch {
      throw new ImportError(
        'That Word file could not be read. It may be damaged, or saved in an older format (.doc).',
      );
    }
  }
  if (name.endsWith('.md') || name.endsWith('.markdown') || file.type === 'text/markdown') {
    const { markdownToText } = await import('../../../shared/markdown-text');
    return markdownToText(await file.text());
  }
  if (name.endsWith('.txt') || file.type.startsWith('text/')) return file.text();
  throw new ImportError('Please choose a .txt, .md, .docx or .pdf file.');
}
