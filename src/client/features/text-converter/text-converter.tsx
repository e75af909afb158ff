import { startTransition, useMemo, useRef, useState } from 'react';
import { formatCount } from '../../../shared/count';
import type {
  Conversion,
  ConversionMode,
  ConversionSummary,
} from '../../../shared/text-converter/conversion';
import {
  CONVERSION_EMPTY_MESSAGE,
  conversionSegments,
  countCharacters,
  TEXT_LIMIT,
  tooLongMessage,
} from '../../../shared/text-converter/conversion';
import type { ImportChoice } from '../../../shared/text-converter/import';
import { combineImported } from '../../../shared/text-converter/import';
import { Notice } from '../../components/notice';
import { ApiRequestError } from '../../lib/api';
import { useSettings } from '../../lib/settings';
import { ConverterInput } from './converter-input';
import { ImportError, readTextFile } from '../../lib/text-file/read-text-file';
import { OutputSection } from './output-section';
import { RecentConversions } from './recent-conversions';
import { fetchConversion, useConvert, useDeleteConversion } from './use-conversions';
import { useReaderSettings, useSaveReaderSettings } from './use-reader-settings';

type Message = { tone: 'success' | 'error' | 'info'; text: string };

const CLIPBOARD_REFUSED =
  'NeuroNest was not allowed to read your clipboard. Click in the box and press Ctrl+V (⌘+V on a Mac) to paste instead.';

/**
 * Fetches the output's font (regular and bold) while the text is converted: drawn in a stand-in font first,
 * a long output would otherwise be laid out again, whole, in one task when OpenDyslexic arrives.
 */
function loadOutputFont() {
  if (!('fonts' in document)) return;
  const fonts = ['1rem OpenDyslexic', 'bold 1rem OpenDyslexic'];
  Promise.all(fonts.map((font) => document.fonts.load(font))).catch(() => undefined);
}

const failure = (error: unknown) =>
  error instanceof ApiRequestError || error instanceof ImportError
    ? error.message
    : 'Something went wrong. Please try again.';

/** The text converter's controls below its header (docs/product.md#text-converter). */
export function TextConverter() {
  const [text, setText] = useState('');
  const [result, setResult] = useState<Conversion | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [autoPlayKey, setAutoPlayKey] = useState<string | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  /** A file read while the box had text, waiting for the person to add it or replace the text. */
  const [pending, setPending] = useState<{ name: string; text: string } | null>(null);
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const convert = useConvert();
  const remove = useDeleteConversion();
  const { data: settings } = useSettings();
  // Asked for now, so the output opens in the reader's own size and tint rather than the defaults first.
  const reader = useReaderSettings();
  const saveReader = useSaveReaderSettings(() =>
    setMessage({ tone: 'error', text: 'That choice could not be saved. Please try again.' }),
  );
  const segments = useMemo(() => (result ? conversionSegments(result) : null), [result]);
  /** What the output shows, as plain text: the text as written, with the chunks' blank lines when asked for. */
  const plain = useMemo(() => segments?.map((s) => s.bold + s.rest).join('') ?? '', [segments]);

  /** Puts text where the cursor is, replacing any selection, as a paste would. */
  const insert = (addition: string) => {
    const box = boxRef.current;
    const start = box?.selectionStart ?? text.length;
    const end = box?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + addition + text.slice(end));
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(start + addition.length, start + addition.length);
    });
  };

  const refuse = (why: string) => {
    setMessage({ tone: 'error', text: why });
    boxRef.current?.focus();
  };

  const onConvert = (mode: ConversionMode) => {
    if (convert.isPending) return;
    if (text.trim() === '') return refuse(CONVERSION_EMPTY_MESSAGE);
    const count = countCharacters(text);
    if (count > TEXT_LIMIT) return refuse(tooLongMessage(count));
    setMessage(null);
    loadOutputFont();
    convert.mutate(
      { text, mode, ...(mode === 'adhd' ? { chunks: reader.adhdChunks } : {}) },
      {
        onSuccess: (conversion) => {
          // Drawing a long result may take a while: let React pause it for the person's keys and clicks.
          startTransition(() => setResult(conversion));
          setMessage({
            tone: 'success',
            text: `Converted ${mode === 'adhd' ? 'for ADHD' : 'to OpenDyslexic'}. The result is below.`,
          });
          if (settings?.autoTextToSpeech) setAutoPlayKey(conversion.id);
        },
        onError: (error) => setMessage({ tone: 'error', text: failure(error) }),
      },
    );
  };

  const onPaste = async () => {
    try {
      if (!navigator.clipboard?.readText) throw new Error('no clipboard');
      const pasted = await navigator.clipboard.readText();
      if (!pasted) return setMessage({ tone: 'info', text: 'Your clipboard has no text to paste.' });
      setMessage(null);
      insert(pasted);
    } catch {
      refuse(CLIPBOARD_REFUSED);
    }
  };

  /** Puts the imported text in the box as the person chose, and the cursor after it. */
  const place = (name: string, imported: string, choice: ImportChoice) => {
    // The box as it is now: the person may have typed while the file was read.
    const current = boxRef.current?.value ?? text;
    const next = combineImported(current, imported, choice);
    setText(next);
    const count = `${formatCount(countCharacters(imported))} characters`;
    const had = current.trim() !== '';
    setMessage({
      tone: 'success',
      text: !had
        ? `Imported ${name} (${count}).`
        : choice === 'add'
          ? `Added ${name} as a new paragraph (${count}).`
          : `Replaced the text with ${name} (${count}).`,
    });
    requestAnimationFrame(() => {
      const box = boxRef.current;
      box?.focus();
      box?.setSelectionRange(next.length, next.length);
    });
  };

  const onImport = async (file: File) => {
    try {
      const imported = await readTextFile(file);
      if (imported.trim() === '')
        return setMessage({ tone: 'info', text: `${file.name} has no text in it.` });
      if ((boxRef.current?.value ?? text).trim() === '') return place(file.name, imported, 'replace');
      setMessage(null);
      setPending({ name: file.name, text: imported });
    } catch (error) {
      setMessage({ tone: 'error', text: failure(error) });
    }
  };

  const onImportChoice = (choice: ImportChoice | null) => {
    if (!pending) return;
    setPending(null);
    if (choice) return place(pending.name, pending.text, choice);
    setMessage({ tone: 'info', text: `${pending.name} was not imported. Your text is as it was.` });
    boxRef.current?.focus();
  };

  const onOpen = async (item: ConversionSummary) => {
    setOpening(item.id);
    loadOutputFont();
    try {
      const conversion = await fetchConversion(item.id);
      setText(conversion.originalText);
      setResult(conversion);
      setMessage({
        tone: 'success',
        text: 'Opened your conversion. The text is in the box and the result below.',
      });
    } catch (error) {
      setMessage({ tone: 'error', text: failure(error) });
    } finally {
      setOpening(null);
    }
  };

  const onDelete = (item: ConversionSummary) =>
    remove.mutate(item.id, {
      onSuccess: () => setMessage({ tone: 'success', text: 'That conversion is deleted.' }),
      onError: (error) => setMessage({ tone: 'error', text: failure(error) }),
    });

  return (
    <>
      <div className="mt-8 grid grid-cols-1 gap-6 @5xl:grid-cols-[minmax(0,1fr)_20rem]">
        <ConverterInput
          text={text}
          onTextChange={setText}
          boxRef={boxRef}
          onPaste={onPaste}
          onImport={onImport}
          pendingImport={pending?.name ?? null}
          onImportChoice={onImportChoice}
          chunks={reader.adhdChunks}
          onChunksChange={(adhdChunks) => saveReader({ adhdChunks })}
          onConvert={onConvert}
          converting={convert.isPending ? (convert.variables?.mode ?? null) : null}
        />
        <RecentConversions
          activeId={result?.id ?? null}
          onOpen={onOpen}
          onDelete={onDelete}
          opening={opening}
        />
      </div>
      <div className="mt-6 min-h-0">{message && <Notice tone={message.tone}>{message.text}</Notice>}</div>
      {result && segments ? (
        <OutputSection
          key={result.id}
          segments={segments}
          text={plain}
          bold={result.mode === 'adhd'}
          autoPlayKey={autoPlayKey === result.id ? result.id : null}
          onMessage={setMessage}
        />
      ) : (
        <section aria-labelledby="output-heading" className="mt-8">
          <h2 id="output-heading" className="text-2xl font-semibold">
            Output
          </h2>
          <p className="mt-2 text-muted">Your converted text will appear here, in OpenDyslexic.</p>
        </section>
      )}
    </>
  );
}
