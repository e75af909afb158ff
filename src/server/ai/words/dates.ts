/*
 * Dates and times as a message writes them ("by Friday", "tomorrow at 3pm", "12 March", "end of the week"),
 * found by pattern: they are kept as written, never turned into a day, since only the person knows which
 * Friday a message sent last week means.
 */

// Whole names only: "sun" and "wed" are words of their own.
const WEEKDAY = '(?:mon|tues|wednes|thurs|fri|satur|sun)day';
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const ORDINAL = '\\d{1,2}(?:st|nd|rd|th)?';
const CLOCK = '(?:\\d{1,2}(?::\\d{2})?\\s?(?:am|pm)|\\d{1,2}[:.]\\d{2}|noon|midday|midnight)';
const PART = '(?:morning|afternoon|evening|night|lunchtime)';

const DAY = [
  `(?:this|next|last|on|by|before|until|till|from)?\\s*${WEEKDAY}(?:\\s+${PART})?(?:\\s+(?:the\\s+)?${ORDINAL}(?:\\s+(?:of\\s+)?${MONTH})?)?`,
  `(?:the\\s+)?${ORDINAL}\\s+(?:of\\s+)?${MONTH}(?:\\s+\\d{4})?`,
  `${MONTH}\\s+${ORDINAL}(?:,?\\s+\\d{4})?`,
  '\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?',
  `(?:today|tonight|tomorrow|yesterday)(?:\\s+${PART})?`,
  '(?:this|next|last)\\s+(?:week|weekend|month|year|term)',
  '(?:the\\s+)?end\\s+of\\s+(?:the\\s+)?(?:day|week|month|term|year)',
  '(?:eod|eow|cob)',
  'in\\s+(?:a|an|one|two|three|\\d+)\\s+(?:days?|weeks?|hours?|minutes?)',
];

// A date, then maybe a time after it ("Friday at 3pm"), or a time alone ("at 10:30").
const DATE_OR_TIME = new RegExp(
  `\\b(?:(?:by|before|until|till|on|from|at)\\s+)?(?:(?:${DAY.join('|')})(?:\\s+(?:at|by|before|from)\\s+${CLOCK})?|(?:at|by|before|from|around)\\s+${CLOCK}|${CLOCK})\\b`,
  'gi',
);

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every date or time the text names, as written, in order, each once. */
export function datesIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(DATE_OR_TIME)) {
    const phrase = tidy(match[0]);
    // A bare number with no sign of a time ("3.5") is not a time.
    if (/^\d{1,2}[.]\d{2}$/.test(phrase)) continue;
    if (!found.some((seen) => seen.toLowerCase() === phrase.toLowerCase())) found.push(phrase);
  }
  return found;
}

/** The first date or time in a sentence, or null. */
export const firstDate = (text: string): string | null => datesIn(text)[0] ?? null;
