import { ClipboardPaste, FileUp } from 'lucide-react';
import type { ChangeEvent, RefObject } from 'react';
import { useId } from 'react';
import type { ConversionMode } from '../../../shared/text-converter/conversion';
import type { ImportChoice as Choice } from '../../../shared/text-converter/import';
import { formatCount } from '../../../shared/count';
import { countCharacters, TEXT_LIMIT, tooLongMessage } from '../../../shared/text-converter/conversion';
import { Button, buttonClass } from '../../components/button';
import { ImportChoice } from './import-choice';
import { IMPORT_ACCEPT } from '../../lib/text-file/read-text-file';

interface Props {
  text: string;
  onTextChange(text: string): void;
  boxRef: RefObject<HTMLTextAreaElement | null>;
  onPaste(): void;
  onImport(file: File): void;
  /** The file waiting for "add or replace", while the box has text. */
  pendingImport: string | null;
  onImportChoice(choice: Choice | null): void;
  /** "Break long paragraphs into short chunks", for "Convert for ADHD". */
  chunks: boolean;
  onChunksChange(chunks: boolean): void;
  onConvert(mode: ConversionMode): void;
  converting: ConversionMode | null;
}

/** Warn from this share of the limit on, before the person hits it. */
const NEARLY = 0.9;

/** The text box with its character counter, and the ways to fill and convert it. */
export function ConverterInput({
  text,
  onTextChange,
  boxRef,
  onPaste,
  onImport,
  pendingImport,
  onImportChoice,
  chunks,
  onChunksChange,
  onConvert,
  converting,
}: Props) {
  const id = useId();
  const count = countCharacters(text);
  const over = count > TEXT_LIMIT;
  const nearly = !over && count >= TEXT_LIMIT * NEARLY;
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onImport(file);
  };

  return (
    <div>
      <label htmlFor={`${id}-text`} className="block text-lg font-semibold">
        Your text
      </label>
      <p id={`${id}-hint`} className="mt-1 text-muted">
        Type, paste or import up to {formatCount(TEXT_LIMIT)} characters.
      </p>
      <textarea
        id={`${id}-text`}
        ref={boxRef}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        rows={10}
        spellCheck
        aria-describedby={`${id}-hint ${id}-count`}
        aria-invalid={over || undefined}
        className="mt-2 block min-h-48 w-full resize-y rounded-lg border border-control bg-surface px-3 py-2 text-fg focus-visible:border-primary aria-[invalid=true]:border-danger"
      />
      <p
        id={`${id}-count`}
        className={`mt-1 text-sm ${over ? 'font-medium text-danger' : nearly ? 'font-medium text-fg' : 'text-muted'}`}
      >
        {over
          ? tooLongMessage(count)
          : `${formatCount(count)} of ${formatCount(TEXT_LIMIT)} characters${nearly ? ': nearly at the limit.' : ''}`}
      </p>
      {/* Announced once when the text nears or passes the limit, not on every key. */}
      <p role="status" className="sr-only">
        {over ? 'The text is over the limit.' : nearly ? 'The text is nearly at the limit.' : ''}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onPaste}>
          <ClipboardPaste aria-hidden="true" className="size-5" />
          Paste from Clipboard
        </Button>
        <label
          className={buttonClass(
            'secondary',
            'cursor-pointer focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-[var(--theme-ink)]',
          )}
        >
          <FileUp aria-hidden="true" className="size-5" />
          Import a file
          <input
            type="file"
            accept={IMPORT_ACCEPT}
            onChange={onFile}
            className="sr-only"
            aria-describedby={`${id}-file-hint`}
          />
        </label>
        <span id={`${id}-file-hint`} className="sr-only">
          A .txt, .md, .docx or .pdf file. It is read on this device, not uploaded.
        </span>
      </div>
      {pendingImport !== null && <ImportChoice fileName={pendingImport} onChoose={onImportChoice} />}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          onClick={() => onConvert('opendyslexic')}
          busy={converting === 'opendyslexic'}
          busyLabel="Converting..."
        >
          Convert to OpenDyslexic
        </Button>
        <Button onClick={() => onConvert('adhd')} busy={converting === 'adhd'} busyLabel="Converting...">
          Convert for ADHD
        </Button>
      </div>
      <div className="mt-3 flex items-start gap-3">
        <input
          id={`${id}-chunks`}
          type="checkbox"
          checked={chunks}
          onChange={(event) => onChunksChange(event.target.checked)}
          aria-describedby={`${id}-chunks-hint`}
          className="mt-0.5 size-6 shrink-0 cursor-pointer accent-primary"
        />
        <div>
          <label htmlFor={`${id}-chunks`} className="cursor-pointer font-medium">
            Break long paragraphs into short chunks
          </label>
          <p id={`${id}-chunks-hint`} className="text-sm text-muted">
            With Convert for ADHD: a paragraph of more than three sentences becomes chunks of two or three.
          </p>
        </div>
      </div>
    </div>
  );
}
