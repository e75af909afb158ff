import { Monitor, Moon, Sun } from 'lucide-react';
import type { ComponentProps } from 'react';
import type {
  ColorScheme,
  FontFamily,
  FontStyle,
  Settings,
  SettingsUpdate,
  ThemeColor,
} from '../../../shared/settings';
import {
  COLOR_SCHEMES,
  FONT_FAMILIES,
  FONT_STYLES,
  FONTS,
  READING_MODES,
  TEXT_SIZES,
  THEME_COLORS,
  THEMES,
} from '../../../shared/settings';
import type { Choice } from './choice-cards';
import { ChoiceCards } from './choice-cards';
import { ReadingSample } from './reading-sample';
import { SaveStatus } from './save-status';
import { SettingsCard } from './settings-card';
import { useSaveSetting } from './use-save-setting';

const themeChoices: Choice<ThemeColor>[] = THEME_COLORS.map((id) => ({
  value: id,
  label: THEMES[id].label,
  preview: (
    <span className="flex gap-2">
      <span className="size-8 rounded-full" style={{ background: THEMES[id].color }} />
      <span className="size-8 rounded-full border border-line" style={{ background: THEMES[id].soft }} />
    </span>
  ),
}));

const fontChoices: Choice<FontFamily>[] = FONT_FAMILIES.map((id) => ({
  value: id,
  label: FONTS[id].label,
  preview: (
    <span className="block text-lg" style={{ fontFamily: FONTS[id].stack }}>
      The quick brown fox reads with ease.
    </span>
  ),
}));

const readingModeChoices: Choice<FontStyle>[] = FONT_STYLES.map((id) => ({
  value: id,
  label: READING_MODES[id].label,
  description: READING_MODES[id].description,
  preview: <ReadingSample mode={id} text="Reading feels calmer today." />,
}));

const TEXT_SIZE_LABELS = ['Default', 'Large', 'Larger', 'Largest'] as const;

const textSizeChoices: Choice<number>[] = TEXT_SIZES.map((size, index) => ({
  value: size,
  label: TEXT_SIZE_LABELS[index] ?? `${size * 100}%`,
  description: `${Math.round(size * 100)}% of the normal size.`,
  preview: (
    <span className="block font-semibold" style={{ fontSize: `${size * 1.25}em` }}>
      Aa
    </span>
  ),
}));

const SCHEME_ICONS = { system: Monitor, light: Sun, dark: Moon } as const;
const SCHEME_TEXT: Record<ColorScheme, { label: string; description: string }> = {
  system: { label: 'System', description: 'Follows your device, light or dark.' },
  light: { label: 'Light', description: 'Dark text on a light background.' },
  dark: { label: 'Dark', description: 'Light text on a dark background.' },
};

const schemeChoices: Choice<ColorScheme>[] = COLOR_SCHEMES.map((id) => {
  const Icon = SCHEME_ICONS[id];
  return { value: id, ...SCHEME_TEXT[id], preview: <Icon className="size-6 text-muted" /> };
});

/** Theme colour, font, reading mode, text size and light or dark: each applies once chosen and is saved. */
export function AppearanceTab({ settings }: { settings: Settings }) {
  return (
    <div className="space-y-6">
      <SettingsCard title="Theme" description="The colour of buttons, links and highlights.">
        <SavedChoice
          legend="Theme colour"
          choices={themeChoices}
          value={settings.themeColor}
          update={(themeColor) => ({ themeColor })}
        />
      </SettingsCard>
      <SettingsCard title="Font" description="The letters used across the app, and how words are shown.">
        <div className="space-y-8">
          <SavedChoice
            legend="Font Family"
            choices={fontChoices}
            value={settings.fontFamily}
            update={(fontFamily) => ({ fontFamily })}
          />
          <div>
            <SavedChoice
              legend="Font Style"
              choices={readingModeChoices}
              // Until the person picks one, no mode is shown as theirs: the dashboard may still choose.
              value={settings.readingModeChosen ? settings.fontStyle : null}
              update={(fontStyle) => ({ fontStyle })}
            />
            {!settings.readingModeChosen && (
              <p className="mt-3 text-sm text-muted">
                Not chosen yet. Text is shown as written, except on the dashboard, which uses Bionic Reading
                if your profile includes ADHD.
              </p>
            )}
          </div>
        </div>
      </SettingsCard>
      <SettingsCard title="Display">
        <div className="space-y-8">
          <SavedChoice
            legend="Text size"
            choices={textSizeChoices}
            value={settings.textSize}
            update={(textSize) => ({ textSize })}
            columns="grid-fill-12"
          />
          <SavedChoice
            legend="Light or dark"
            choices={schemeChoices}
            value={settings.colorScheme}
            update={(colorScheme) => ({ colorScheme })}
          />
        </div>
      </SettingsCard>
    </div>
  );
}

/** A choice group that saves on its own and says beside its legend whether the last choice was kept. */
export function SavedChoice<T extends string | number>({
  update,
  ...props
}: Omit<ComponentProps<typeof ChoiceCards<T>>, 'onChange' | 'status'> & {
  update: (value: T) => SettingsUpdate;
}) {
  const { save, state } = useSaveSetting();
  return (
    <ChoiceCards {...props} onChange={(value) => save(update(value))} status={<SaveStatus state={state} />} />
  );
}
