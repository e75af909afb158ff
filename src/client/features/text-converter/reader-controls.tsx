import type { ReactNode } from 'react';
import { useId } from 'react';
import type { ReaderSettings, ReaderSettingsUpdate, ReaderTint } from '../../../shared/reader';
import {
  READER_FOCUS_LINES,
  READER_LINE_LENGTHS,
  READER_SPACINGS,
  READER_TEXT_SIZES,
  READER_TINTS,
} from '../../../shared/reader';

const SPACING_LABEL = { normal: 'Normal', wide: 'Wide', wider: 'Wider' } as const;
const LINE_LENGTH_LABEL = { full: 'Full width', medium: 'Medium', narrow: 'Narrow' } as const;
const TINT_LABEL: Record<ReaderTint, string> = {
  none: 'None',
  cream: 'Cream',
  blue: 'Blue',
  green: 'Green',
  grey: 'Grey',
};

const selectClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-control bg-surface px-3 text-fg focus-visible:border-primary';

function Choice({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

interface Props {
  settings: ReaderSettings;
  onChange(update: ReaderSettingsUpdate): void;
}

/** Reading comfort for the output, kept with the person's settings. */
export function ReaderControls({ settings, onChange }: Props) {
  return (
    <section
      aria-labelledby="comfort-heading"
      className="rounded-xl border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id="comfort-heading" className="text-lg font-semibold">
        Reading comfort
      </h2>
      <p className="mt-1 text-sm text-muted">Saved for next time.</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <Choice label="Text size">
          {(id) => (
            <select
              id={id}
              className={selectClass}
              value={settings.textSize}
              onChange={(e) => onChange({ textSize: Number(e.target.value) as ReaderSettings['textSize'] })}
            >
              {READER_TEXT_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size === 1 ? 'Standard (100%)' : `${Math.round(size * 100)}%`}
                </option>
              ))}
            </select>
          )}
        </Choice>
        <Choice label="Letter spacing">
          {(id) => (
            <select
              id={id}
              className={selectClass}
              value={settings.letterSpacing}
              onChange={(e) => onChange({ letterSpacing: e.target.value as ReaderSettings['letterSpacing'] })}
            >
              {READER_SPACINGS.map((value) => (
                <option key={value} value={value}>
                  {SPACING_LABEL[value]}
                </option>
              ))}
            </select>
          )}
        </Choice>
        <Choice label="Word spacing">
          {(id) => (
            <select
              id={id}
              className={selectClass}
              value={settings.wordSpacing}
              onChange={(e) => onChange({ wordSpacing: e.target.value as ReaderSettings['wordSpacing'] })}
            >
              {READER_SPACINGS.map((value) => (
                <option key={value} value={value}>
                  {SPACING_LABEL[value]}
                </option>
              ))}
            </select>
          )}
        </Choice>
        <Choice label="Line length">
          {(id) => (
            <select
              id={id}
              className={selectClass}
              value={settings.lineLength}
              onChange={(e) => onChange({ lineLength: e.target.value as ReaderSettings['lineLength'] })}
            >
              {READER_LINE_LENGTHS.map((value) => (
                <option key={value} value={value}>
                  {LINE_LENGTH_LABEL[value]}
                </option>
              ))}
            </select>
          )}
        </Choice>
        <Choice label="Line focus">
          {(id) => (
            <select
              id={id}
              className={selectClass}
              value={settings.focusLines}
              onChange={(e) =>
                onChange({ focusLines: Number(e.target.value) as ReaderSettings['focusLines'] })
              }
            >
              {READER_FOCUS_LINES.map((lines) => (
                <option key={lines} value={lines}>
                  {lines === 0 ? 'Off' : lines === 1 ? '1 line at a time' : `${lines} lines at a time`}
                </option>
              ))}
            </select>
          )}
        </Choice>
        <fieldset className="sm:col-span-2 lg:col-span-1">
          <legend className="font-medium">Background tint</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {READER_TINTS.map((tint) => (
              <label
                key={tint}
                className="reader-tint flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-control px-3 has-[:checked]:border-2 has-[:checked]:border-primary has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--theme-ink)]"
                data-tint={tint}
              >
                <input
                  type="radio"
                  name="reader-tint"
                  value={tint}
                  checked={settings.tint === tint}
                  onChange={() => onChange({ tint })}
                  className="size-4 accent-[var(--theme-color)]"
                />
                {TINT_LABEL[tint]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </section>
  );
}
