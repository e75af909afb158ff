import { useState } from 'react';
import { buttonClass } from '../../components/button';
import { IMPORT_ACCEPT, readTextFile } from '../../lib/text-file/read-text-file';

/**
 * Notes from a file: its text, read on this device by the same reader as the text converter's import, goes into
 * the notes box, to read over before making cards. Nothing is uploaded.
 */
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
        Open notes from a file (.docx, .pdf, .txt, .md)
        <input
          type="file"
          accept={IMPORT_ACCEPT}
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setError(null);
            readTextFile(file).then(
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
