/** The kinds of file whose text can be imported. */
export const IMPORT_ACCEPT = '.txt,.md,.markdown,.docx,text/plain,text/markdown';

const MAX_FILE_BYTES = 10 * 1024 * 1024;

export class ImportError extends Error {}

/** Reads the text of a .txt, .md or .docx file in the browser; nothing is uploaded. */
export async function readTextFile(file: File): Promise<string> {
  if (file.size > MAX_FILE_BYTES) {
    throw new ImportError('That file is larger than 10 MB. Please choose a smaller file.');
  }
  const name = file.name.toLowerCase();
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
  if (
    name.endsWith('.txt') ||
    name.endsWith('.md') ||
    name.endsWith('.markdown') ||
    file.type.startsWith('text/')
  ) {
    return file.text();
  }
  throw new ImportError('Please choose a .txt, .md or .docx file.');
}
