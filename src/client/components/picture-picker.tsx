import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import type { PictureInfo, PictureRef, SymbolMatch } from '../../shared/pictures';
import { PICTURE_ALT_MAX, pictureSource, symbolAddress } from '../../shared/pictures';
import { api, ApiRequestError, FALLBACK, unwrap } from '../lib/api';
import { Button } from './button';
import { Field, inputClass } from './field';
import { Notice } from './notice';
import { pastedPicture, PictureFileInputs } from './picture-file-inputs';
import { SymbolCredit } from './symbol-credit';
import { YourPictures } from './your-pictures';

/** Sends a picture as its own bytes; the server reads what kind it is and answers with what it kept. */
export function uploadPicture(file: Blob) {
  return unwrap<PictureInfo>(
    api.pictures.$post(undefined, {
      init: { body: file, headers: { 'Content-Type': file.type || 'application/octet-stream' } },
    }),
  );
}

const findSymbols = (q: string) => unwrap<SymbolMatch[]>(api.symbols.$get({ query: { q } }));

const messageOf = (error: unknown) => (error instanceof ApiRequestError ? error.message : FALLBACK);

/**
 * A picture for something the person names (a routine, a step; docs/product.md#pictures): a photo from a file,
 * the phone's camera or the clipboard, or a symbol found by word, and the words said in its place. Every part
 * works by keyboard; after a choice, focus goes to the words, so the person can accept or change them.
 */
export function PicturePicker({
  value,
  onChange,
  defaultAlt,
  what,
}: {
  value: PictureRef | null;
  onChange: (picture: PictureRef | null) => void;
  /** Said for the picture when the person writes nothing: the step's or routine's name. */
  defaultAlt: string;
  /** What the picture is of, for the controls' names: "Brush teeth". */
  what: string;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const wordsWanted = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [query, setQuery] = useState('');
  const [symbols, setSymbols] = useState<SymbolMatch[] | null>(null);
  const [searching, setSearching] = useState(false);

  function chosen(picture: PictureRef, words: string) {
    onChange(picture);
    setSymbols(null);
    setError(null);
    setSaid(words);
    wordsWanted.current = true;
  }

  // The words field appears with the picture: focus goes to it once it is drawn.
  useEffect(() => {
    if (!wordsWanted.current || !altInput.current) return;
    wordsWanted.current = false;
    altInput.current.focus();
  });

  async function upload(file: Blob | undefined) {
    if (!file || busy) return;
    setBusy(true);
    setError(null);
    setSaid('Adding the picture…');
    try {
      const kept = await uploadPicture(file);
      chosen({ kind: 'upload', ref: kept.id, alt: value?.alt ?? '' }, 'Picture added.');
    } catch (failure) {
      setSaid('');
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  function paste(event: ClipboardEvent<HTMLElement>) {
    const file = pastedPicture(event);
    if (file) void upload(file);
  }

  async function search() {
    const q = query.trim();
    if (!q || searching) return;
    setSearching(true);
    setError(null);
    try {
      const found = await findSymbols(q);
      setSymbols(found);
      setSaid(
        found.length === 0 ? `No symbols for “${q}”. Try another word.` : `${found.length} symbols found.`,
      );
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setSearching(false);
    }
  }

  // Inside the routine's form: Enter looks for symbols rather than saving the routine.
  function searchKeys(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void search();
  }

  function remove() {
    onChange(null);
    setSaid('Picture removed.');
    chooseButton.current?.focus();
  }

  return (
    <div className="space-y-3" onPaste={paste}>
      {value && (
        <div className="flex flex-wrap items-start gap-3">
          <img
            src={pictureSource(value)}
            alt={value.alt.trim() || defaultAlt}
            className="size-24 shrink-0 rounded-lg border border-line bg-surface object-contain"
          />
          <div className="min-w-48 flex-1 space-y-2">
            <Field
              ref={altInput}
              label="Words for the picture"
              hint={`Read out in its place. Left empty, it says “${defaultAlt}”.`}
              value={value.alt}
              maxLength={PICTURE_ALT_MAX}
              onChange={(e) => onChange({ ...value, alt: e.target.value })}
              autoComplete="off"
            />
            <Button variant="ghost" className="!px-3" aria-label={`Remove picture: ${what}`} onClick={remove}>
              Remove picture
            </Button>
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          ref={chooseButton}
          variant="secondary"
          busy={busy}
          busyLabel="Adding…"
          aria-label={`${value ? 'Choose another photo' : 'Choose a photo'}: ${what}`}
          onClick={() => fileInput.current?.click()}
        >
          {value ? 'Choose another photo' : 'Choose a photo'}
        </Button>
        <Button
          variant="secondary"
          busy={busy}
          aria-label={`Take a photo: ${what}`}
          onClick={() => cameraInput.current?.click()}
        >
          Take a photo
        </Button>
      </div>
      <p className="text-sm text-muted">Or paste a picture while one of these buttons has focus.</p>
      <YourPictures
        onUse={(picture) =>
          chosen({ kind: 'upload', ref: picture.id, alt: value?.alt ?? '' }, 'Picture chosen.')
        }
      />
      <PictureFileInputs
        fileInput={fileInput}
        cameraInput={cameraInput}
        onFile={(file) => void upload(file)}
      />
      <div>
        <label htmlFor={`${id}-symbol`} className="block font-medium">
          Or find a symbol
        </label>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            id={`${id}-symbol`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={searchKeys}
            placeholder="A word, such as toothbrush"
            autoComplete="off"
            className={`${inputClass} min-w-40 flex-1`}
          />
          <Button variant="secondary" busy={searching} busyLabel="Looking…" onClick={() => void search()}>
            Find symbols
          </Button>
        </div>
        {symbols && symbols.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={`Symbols for ${what}`}>
            {symbols.map((symbol) => (
              <li key={symbol.name}>
                <button
                  type="button"
                  className="flex min-h-11 flex-col items-center rounded-lg border border-control bg-surface p-1 hover:border-primary"
                  aria-label={`Use the symbol ${symbol.label}`}
                  onClick={() =>
                    chosen({ kind: 'symbol', ref: symbol.name, alt: value?.alt ?? '' }, 'Symbol chosen.')
                  }
                >
                  <img src={symbolAddress(symbol.name)} alt="" className="size-12" />
                  <span className="max-w-32 text-center text-xs">{symbol.label}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-1 text-sm text-muted">
          Symbols: <SymbolCredit />
        </p>
      </div>
      <p role="status" className="sr-only">
        {said}
      </p>
      {error && <Notice tone="error">{error}</Notice>}
    </div>
  );
}
