/**
 * Reading the model's replies (docs/product.md#calls). Models add greetings, numbering, bold marks and sign-offs; these
 * functions keep only the steps, and give an empty result when nothing usable is left.
 */

const LIST_MARKER = /^\s*(?:\(?\d{1,2}\s*[.):\]]|[-*•–—+]|step\s+\d{1,2}\s*[:.)-])\s*/i;
const ESTIMATE =
  /\s*[([]?\s*(?:about|approx\.?|approximately|around|roughly|~)?\s*(\d{1,3})\s*(?:[-–—]\s*(\d{1,3})\s*)?(?:min|mins|minutes?)\b\.?\s*[)\]]?\s*\.?$/i;

/** Removes quotes, markdown emphasis and a trailing full stop left around a single item. */
function cleanItem(text: string): string {
  return text
    .replace(/\*\*|__|`/g, '')
    .replace(/^["'“”‘’]+|["'“”‘’]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True for lines that introduce or close a list rather than belong to it ("Here are three steps:"). */
const isChatter = (line: string) =>
  /:\s*$/.test(line) ||
  /^(?:sure|certainly|of course|here (?:are|is)|good luck|i hope|hope this|let me know|these steps|remember)\b/i.test(
    line,
  );

/**
 * The list items of a reply: one per line, numbering and bullets stripped. When some lines are marked as list
 * items, only those count, so a greeting or a closing remark is never taken for a step.
 */
export function listItems(reply: string): string[] {
  const lines = reply
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const marked = lines.filter((line) => LIST_MARKER.test(line));
  const chosen = marked.length > 0 ? marked : lines.filter((line) => !isChatter(line));
  return chosen.map((line) => cleanItem(line.replace(LIST_MARKER, ''))).filter((item) => item !== '');
}

/** docs/product.md#calls todo suggestions: split by lines, leading numbering stripped, the first `count` kept. */
export function parseTodoSuggestions(reply: string, count = 3): string[] {
  return listItems(reply).slice(0, count);
}

export interface Breakdown {
  title: string;
  description: string;
  subtasks: string[];
}

const LABEL = /^(?:title|description|desc|subtask\s*\d*|sub-task\s*\d*|task\s*\d*)\s*[:=-]\s*/i;
const withoutLabel = (part: string) => cleanItem(part.trim().replace(LIST_MARKER, '').replace(LABEL, ''));

/**
 * docs/product.md#calls board breakdown: "Title | Description | Subtask 1 | Subtask 2 | Subtask 3", split on the bar.
 * A reply without bars is read line by line in the same order. Null when it holds no subtask at all.
 */
export function parseTaskBreakdown(reply: string, count = 3): Breakdown | null {
  const barLine = reply.split(/\r?\n/).find((line) => (line.match(/\|/g) ?? []).length >= 2);
  const parts = barLine
    ? barLine.split('|').map(withoutLabel)
    : reply
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '' && !isChatter(line))
        .map(withoutLabel);
  const [title = '', description = '', ...rest] = parts.filter((part) => part !== '');
  const subtasks = rest.slice(0, count);
  if (subtasks.length === 0) return null;
  return { title: title.slice(0, 50).trim(), description: description.slice(0, 150).trim(), subtasks };
}

/**
 * docs/product.md#calls mind-map subtopics: three of 2 to 3 words. One per line, or a single comma-separated line; an item
 * of more than five words is a sentence, not a topic, and is dropped.
 */
export function parseMindMapTopics(reply: string): string[] {
  let items = listItems(reply);
  if (items.length === 1 && items[0]?.includes(',')) items = items[0].split(',').map(cleanItem);
  return items
    .map((item) => item.replace(/[.!;]+$/, '').trim())
    .filter((item) => item !== '' && item.split(/\s+/).length <= 5)
    .slice(0, 3);
}

export interface Step {
  text: string;
  /** Rough minutes (the short end of a range), or null when the step carries no estimate. */
  minutes: number | null;
  /** The long end: the same as `minutes` for one number, null with no estimate. */
  upper: number | null;
}

/** Splits "Open the file (about 5 min)" or "… (about 10–20 min)" into the step and its estimate. */
export function splitEstimate(suggestion: string): Step {
  const match = ESTIMATE.exec(suggestion);
  if (!match?.[1]) return { text: suggestion.trim(), minutes: null, upper: null };
  const text = suggestion
    .slice(0, match.index)
    .replace(/[\s,;:–—-]+$/, '')
    .trim();
  if (text === '') return { text: suggestion.trim(), minutes: null, upper: null };
  const minutes = Number(match[1]);
  return { text, minutes, upper: Math.max(minutes, Number(match[2] ?? minutes)) };
}

/**
 * "Open the file (about 5 min)", or with an `upper` end longer than `minutes`, "Open the file (about 10–20 min)":
 * every step is stored with its estimate in this one form.
 */
export function withEstimate(text: string, minutes: number, upper?: number): string {
  if (upper !== undefined && upper > minutes) return `${text} (about ${minutes}–${upper} min)`;
  return `${text} (about ${minutes} min)`;
}

/** The step with an estimate in the stored form: the model's own when it gave one, else `fallbackMinutes`. */
export function normaliseStep(suggestion: string, fallbackMinutes: number): string {
  const { text, minutes, upper } = splitEstimate(suggestion);
  return minutes && minutes > 0
    ? withEstimate(text, minutes, upper ?? undefined)
    : withEstimate(text, fallbackMinutes);
}
