import type { Settings, SyllableMode } from '../../../shared/settings';
import { PartsOfSpeechLegend } from '../../components/parts-of-speech-legend';
import { ReadingText } from '../../components/reading-text';
import { PARTS } from '../../lib/reading-aids/marks';
import { readingAidsOf } from '../../lib/settings';
import { SavedChoice } from './appearance-tab';
import type { Choice } from './choice-cards';
import { SavedSwitch } from './setting-switch';
import { SettingsCard } from './settings-card';

const SYLLABLE_CHOICES: Choice<SyllableMode>[] = [
  { value: 'off', label: 'Off', description: 'Words as they are written.' },
  { value: 'long', label: 'Long words only', description: 'Words of seven letters or more.' },
  { value: 'all', label: 'Every word', description: 'Every word of more than one syllable.' },
];

const MARK_SETTING = {
  nouns: 'markNouns',
  verbs: 'markVerbs',
  adjectives: 'markAdjectives',
  adverbs: 'markAdverbs',
} as const;

const SAMPLE = 'The friendly librarian quickly found an interesting book.';

/**
 * The reading aids drawn in reading text across the app (decision 164): syllables, the parts of speech, and
 * the reading level the converter shows. Each is off until chosen, and a sample shows the choice at once.
 */
export function ReadingAidsCard({ settings }: { settings: Settings }) {
  const aids = readingAidsOf(settings);
  return (
    <SettingsCard
      title="Reading Aids"
      description="Help with reading words, in the converter, cards, tips and task lists."
    >
      <SavedChoice
        legend="Show syllables"
        choices={SYLLABLE_CHOICES}
        value={settings.syllables}
        update={(syllables) => ({ syllables })}
        columns="grid-fill-12"
      />
      <p className="mt-2 text-sm text-muted">
        Syllables come from hyphenation rules, so a few words are split a little differently from a
        dictionary.
      </p>
      <fieldset className="mt-4">
        <legend className="font-medium">Mark parts of speech</legend>
        {PARTS.map((part) => (
          <SavedSwitch
            key={part.part}
            label={`Mark ${part.label.toLowerCase()}`}
            description={`Underlined with ${part.line}.`}
            checked={settings[MARK_SETTING[part.choice]]}
            update={(checked) => ({ [MARK_SETTING[part.choice]]: checked })}
          />
        ))}
      </fieldset>
      <SavedSwitch
        label="Show reading level"
        description="Says how easy a converted text is to read, in words."
        checked={settings.readingLevel}
        update={(readingLevel) => ({ readingLevel })}
      />
      <SavedSwitch
        label="Offer a summary and a plainer version"
        description="Above a converted text, made only when you ask; each says how it was made."
        checked={settings.offerSummary}
        update={(offerSummary) => ({ offerSummary })}
      />
      <SavedSwitch
        label="Show word meanings"
        description="Beside a converted text: its longer words, each with what it means, from a dictionary."
        checked={settings.wordMeanings}
        update={(wordMeanings) => ({ wordMeanings })}
      />
      <div className="mt-4 rounded-lg border border-line p-4">
        <p className="text-sm font-medium">Sample</p>
        <p className="mt-1 text-lg">
          <ReadingText text={SAMPLE} />
        </p>
        <div className="mt-2">
          <PartsOfSpeechLegend aids={aids} />
        </div>
      </div>
    </SettingsCard>
  );
}
