import { useId } from 'react';
import type { ReaderSettings, ReaderSettingsUpdate, ReaderTint } from '../../../shared/text-converter/reader';
import {
  READER_FOCUS_LINES,
  READER_LINE_LENGTHS,
  READER_SPACINGS,
  READER_TEXT_SIZES,
  READER_TINTS,
} from '../../../shared/text-converter/reader';

const SPACING_LABEL = { normal: 'Normal', wide: 'Wide', wider: 'Wider' } as const;
const LINE_LENGTH_LABEL = { full: 'Full width', medium: 'Medium', narrow: 'Narrow' } as const;
const TINT_LABEL: Record<ReaderTint, string> = {
  none: 'None',
  cream: 'Cream',
  blue: 'Blue',
  green: 'Green',
  grey: 'Grey',
};

type SelectField = 'textSize' | 'letterSpacing' | 'wordSpacing' | 'lineLength' | 'focusLines';

interface SelectSpec<K extends SelectField> {
  label: string;
  field: K;
  options: readonly ReaderSettings[K][];
  optionLabel(value: ReaderSettings[K]): string;
}

const spec = <K extends SelectField>(select: SelectSpec<K>): SelectSpec<SelectField> => select;

/** The reader's choices, in screen order. */
const SELECTS = [
  spec({
    label: 'Text size',
    field: 'textSize',
    options: READER_TEXT_SIZES,
    optionLabel: (size) => (size === 1 ? 'Standard (100%)' : `${Math.round(size * 100)}%`),
  }),
  spec({
    label: 'Letter spacing',
    field: 'letterSpacing',
    options: READER_SPACINGS,
    optionLabel: (value) => SPACING_LABEL[value],
  }),
  spec({
    label: 'Word spacing',
    field: 'wordSpacing',
    options: READER_SPACINGS,
    optionLabel: (value) => SPACING_LABEL[value],
  }),
  spec({
    label: 'Line length',
    field: 'lineLength',
    options: READER_LINE_LENGTHS,
    optionLabel: (value) => LINE_LENGTH_LABEL[value],
  }),
  spec({
    label: 'Line focus',
    field: 'focusLines',
    options: READER_FOCUS_LINES,
    optionLabel: (lines) =>
      lines === 0 ? 'Off' : lines === 1 ? '1 line at a time' : `${lines} lines at a time`,
  }),
];

type ReaderSelectProps<K extends SelectField> = SelectSpec<K> & Props;

/** One labelled choice of the reader's settings; the value is saved as soon as it is picked. */
function ReaderSelect<K extends SelectField>({
  label,
  field,
  options,
  optionLabel,
  settings,
  onChange,
}: ReaderSelectProps<K>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <select
        id={id}
        className="mt-1 block min-h-11 w-full rounded-lg border border-control bg-surface px-3 text-fg focus-visible:border-primary"
        value={String(settings[field])}
        onChange={(e) => {
          const picked = options.find((option) => String(option) === e.target.value);
          if (picked !== undefined) onChange({ [field]: picked } as Pick<ReaderSettings, K>);
        }}
      >
        {options.map((option) => (
          <option key={String(option)} value={String(option)}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
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
      className="rounded-xl border border-line bg-surface p-4 @sm:p-5"
    >
      <h2 id="comfort-heading" className="text-lg font-semibold">
        Reading comfort
      </h2>
      <p className="mt-1 text-sm text-muted">Saved for next time.</p>
      <div className="mt-4 grid grid-fill-14 gap-4">
        {SELECTS.map((select) => (
          <ReaderSelect key={select.field} {...select} settings={settings} onChange={onChange} />
        ))}
        <fieldset className="col-span-full">
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
