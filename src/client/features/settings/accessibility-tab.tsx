import type { Settings } from '../../../shared/settings';
import { Button } from '../../components/button';
import { LineSpacingSlider } from './line-spacing-slider';
import { SettingSwitch } from './setting-switch';
import { SettingsCard } from './settings-card';
import { useMediaQuery } from './use-media-query';
import { useSaveSetting } from './use-save-setting';

/** Reading preferences, focus aids and motion: each applies at once and is saved. */
export function AccessibilityTab({ settings }: { settings: Settings }) {
  const save = useSaveSetting();
  const systemReducesMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const followsSystem = settings.reduceMotion === null;
  return (
    <div className="space-y-6">
      <SettingsCard title="Reading Preferences">
        <SettingSwitch
          label="Enable automatic text-to-speech"
          description="Reads text aloud in the tools that can speak, without pressing play."
          checked={settings.autoTextToSpeech}
          onChange={(autoTextToSpeech) => save({ autoTextToSpeech })}
        />
        <LineSpacingSlider value={settings.lineSpacing} onCommit={(lineSpacing) => save({ lineSpacing })} />
      </SettingsCard>
      <SettingsCard title="Focus Aids" description="Help for keeping your place in longer text.">
        <SettingSwitch
          label="Reading ruler"
          description="A band across the page that follows your pointer over reading text."
          checked={settings.readingRuler}
          onChange={(readingRuler) => save({ readingRuler })}
        />
        <SettingSwitch
          label="Highlight current line"
          description="Marks the line of text you are reading."
          checked={settings.highlightLine}
          onChange={(highlightLine) => save({ highlightLine })}
        />
      </SettingsCard>
      <SettingsCard title="Motion">
        <SettingSwitch
          label="Reduce motion"
          description={
            followsSystem
              ? 'Follows your system setting until you change it.'
              : 'Stops movement and animation across the app.'
          }
          checked={settings.reduceMotion ?? systemReducesMotion}
          onChange={(reduceMotion) => save({ reduceMotion })}
        />
        {!followsSystem && (
          <Button variant="ghost" className="underline" onClick={() => save({ reduceMotion: null })}>
            Follow my system setting again
          </Button>
        )}
      </SettingsCard>
    </div>
  );
}
