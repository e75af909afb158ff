import { useState } from 'react';
import { buttonClass } from '../../components/button';

const FILE_MAX = 10 * 1024 * 1024;

/** A Word, Markdown or plain text file's text, read on this device; nothing is uploaded. */
async function readNotes(file: File): Promise<string> {
  if (file.size > FILE_MAX) throw new Error('That file is larger than 10 MB. Please choose a smaller file.');
  const name = file.name.toLowerCase();
  if (name.endsWith('.docx')) {
    // Loaded only when someone opens a Word file.
    const mammoth = await import('mammoth');
    try {
      const { value } = await mammoth.extractRawText({ arrayBuffer: await file.arrayBuffer() });
      return value.replace(/\n{3,}/g, '\n\n').trim();
    } catch {
      throw new Error(
        'That Word file could not be read. It may be damaged, or saved in an older format (.doc).',
      );
    }
  }
  if (/\.(txt|md|markdown)$/.test(name) || file.type.startsWith('text/')) return file.text();
  throw new Error('Please choose a .docx, .txt or .md file.');
}

/** Notes from a file: its text goes into the notes box, to read over before making cards. */
export function NotesFile({ onText }: { onText: (text: string, name: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div>
      <label
        className={buttonClass(
          'secondary',
          'cursor-pointer focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-[var(--theme-ink)]',
        )}
      >
        Open notes from a file (.docx, .txt, .md)
        <input
          type="file"
          accept=".docx,.txt,.md,.markdown,text/plain,text/markdown"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setError(null);
            readNotes(file).then(
              (text) => onText(text, file.name),
              (reason: unknown) => setError(reason instanceof Error ? reason.message : String(reason)),
            );
          }}
        />
      </label>
      {error && (
        <p role="alert" className="mt-1 font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
