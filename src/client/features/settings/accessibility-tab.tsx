import type { Settings } from '../../../shared/settings';
import { Button } from '../../components/button';
import { LineSpacingSlider } from './line-spacing-slider';
import { ReadingAidsCard } from './reading-aids-card';
import { SaveStatus } from './save-status';
import { SavedSwitch, SettingSwitch } from './setting-switch';
import { SettingsCard } from './settings-card';
import { useMediaQuery } from '../../lib/use-media-query';
import { useSaveSetting } from './use-save-setting';

/** Reading preferences, focus aids and motion: each applies at once and is saved. */
export function AccessibilityTab({ settings }: { settings: Settings }) {
  const spacing = useSaveSetting();
  return (
    <div className="space-y-6">
      <SettingsCard title="Reading Preferences">
        <SavedSwitch
          label="Enable automatic text-to-speech"
          description="Reads text aloud in the tools that can speak, without pressing play."
          checked={settings.autoTextToSpeech}
          update={(autoTextToSpeech) => ({ autoTextToSpeech })}
        />
        <LineSpacingSlider
          value={settings.lineSpacing}
          onCommit={(lineSpacing) => spacing.save({ lineSpacing })}
          status={<SaveStatus state={spacing.state} />}
        />
      </SettingsCard>
      <ReadingAidsCard settings={settings} />
      <SettingsCard title="Focus Aids" description="Help for keeping your place in longer text.">
        <SavedSwitch
          label="Reading ruler"
          description="A band across the page that follows your pointer over reading text."
          checked={settings.readingRuler}
          update={(readingRuler) => ({ readingRuler })}
        />
        <SavedSwitch
          label="Highlight current line"
          description="Marks the line of text you are reading."
          checked={settings.highlightLine}
          update={(highlightLine) => ({ highlightLine })}
        />
      </SettingsCard>
      <MotionCard reduceMotion={settings.reduceMotion} />
    </div>
  );
}

/** Reduce motion, which can follow the system again; one "Saved" line for both ways of changing it. */
function MotionCard({ reduceMotion }: { reduceMotion: boolean | null }) {
  const { save, state } = useSaveSetting();
  const systemReducesMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const followsSystem = reduceMotion === null;
  return (
    <SettingsCard title="Motion">
      <SettingSwitch
        label="Reduce motion"
        description={
          followsSystem
            ? 'Follows your system setting until you change it.'
            : 'Stops movement and animation across the app.'
        }
        checked={reduceMotion ?? systemReducesMotion}
        onChange={(next) => save({ reduceMotion: next })}
        status={<SaveStatus state={state} className="mt-1" />}
      />
      {!followsSystem && (
        <Button variant="ghost" className="underline" onClick={() => save({ reduceMotion: null })}>
          Follow my system setting again
        </Button>
      )}
    </SettingsCard>
  );
}
