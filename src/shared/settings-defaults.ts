// The settings a person has before saving any, without the schemas that check them (they bring zod).
import { DEFAULT_APPEARANCE } from './appearance';
import type { Settings } from './settings-choices';

/** What a person has before they save anything: the default look, and every aid and reminder off. */
export const DEFAULT_SETTINGS: Settings = {
  ...DEFAULT_APPEARANCE,
  autoTextToSpeech: false,
  readingRuler: false,
  highlightLine: false,
  syllables: 'off',
  markNouns: false,
  markVerbs: false,
  markAdjectives: false,
  markAdverbs: false,
  readingLevel: false,
  offerSummary: false,
  wordMeanings: false,
  taskReminders: false,
  breakReminders: false,
  usageDataOptIn: false,
  readingModeChosen: false,
};
