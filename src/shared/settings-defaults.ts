// The settings a person has before saving any, without the schemas that check them (they bring zod).
import type { Settings } from './settings';

/** What a person has before they save anything. */
export const DEFAULT_SETTINGS: Settings = {
  themeColor: 'indigo',
  fontFamily: 'system',
  fontStyle: 'normal',
  textSize: 1,
  colorScheme: 'system',
  lineSpacing: 1.6,
  autoTextToSpeech: false,
  readingRuler: false,
  highlightLine: false,
  reduceMotion: null,
  taskReminders: false,
  breakReminders: false,
  usageDataOptIn: false,
  readingModeChosen: false,
};
