import type { AsksReading, DumpTask, ToneReading } from '../../../shared/words/words';
import type { Assistant } from '../assistant';
import type { WordsEngine } from '../words/engine';
import type { EvalKind, EvalOutcome } from './eval-kind';
import type { DumpItem } from './words-dump-set';
import { DUMP_SET } from './words-dump-set';
import type { WordsItem } from './words-set';
import { WORDS_SET } from './words-set';

// The rubrics of Words (decision 157): "How might this sound?" and "What do they want from me?", judged on the
// same messages.

/** Words that judge the writer rather than describe the message: a reading never uses them. */
const VERDICTS =
  /\b(?:rude|aggressive|passive[- ]aggressive|lazy|hostile|manipulative|toxic|mean person|is angry at you|hates you|doesn'?t like you)\b/i;

/** Every failed check of a tone reading, in plain words. */
export function judgeTone(item: WordsItem, reading: ToneReading): string[] {
  const failures: string[] = [];
  const first = reading.tones[0];
  const cannotTell = item.tone.includes('cannot tell');
  const accepted =
    first === undefined ? cannotTell : item.tone.includes(first) || (cannotTell && first === 'unclear');
  if (!accepted) failures.push(`read as ${first ?? 'cannot tell'}, not ${item.tone.join(' or ')}`);
  for (const tone of item.never ?? [])
    if (reading.tones.includes(tone)) failures.push(`heard ${tone}, which it is not`);
  for (const signal of reading.signals) {
    if (VERDICTS.test(signal.means)) failures.push(`"${signal.means}" judges the person`);
    if (signal.phrase !== 'No greeting' && !item.text.toLowerCase().includes(signal.phrase.toLowerCase()))
      failures.push(`"${signal.phrase}" is not in the message`);
  }
  return failures;
}

/** Every failed check of an asks reading, in plain words. */
export function judgeAsks(item: WordsItem, reading: AsksReading): string[] {
  const failures: string[] = [];
  const tasks = reading.asks.map((ask) => ask.task.toLowerCase());
  for (const words of item.asks)
    if (!tasks.some((task) => words.every((word) => task.includes(word))))
      failures.push(`no task holds ${words.map((word) => `"${word}"`).join(' and ')}`);
  // One more than written is allowed (a request read as two); a message that asks nothing gets no task.
  const most = item.asks.length === 0 ? 0 : item.asks.length + 1;
  if (reading.asks.length > most) failures.push(`found ${reading.asks.length} asks, not ${item.asks.length}`);
  for (const date of item.dates ?? [])
    if (!reading.dates.some((found) => found.toLowerCase().includes(date)))
      failures.push(`did not find the date "${date}"`);
  return failures;
}

function wordsOf(assistant: Assistant): WordsEngine {
  if (!assistant.words) throw new Error('This assistant has no help with messages.');
  return assistant.words;
}

/** How each message might sound. */
export const wordsToneEval: EvalKind = {
  kind: 'words-tone',
  size: WORDS_SET.length,
  async run(assistant, signal): Promise<EvalOutcome[]> {
    const words = wordsOf(assistant);
    const outcomes: EvalOutcome[] = [];
    for (const item of WORDS_SET) {
      const reading = await words.tone(item.text, signal);
      const answer = [
        reading.tones.length > 0 ? reading.tones.join(', ') : 'cannot tell',
        ...reading.signals.map((each) => `${each.phrase} (${each.tone}): ${each.means}`),
      ];
      outcomes.push({ id: item.id, input: item.text, answer, failures: judgeTone(item, reading) });
    }
    return outcomes;
  },
};

/** What each message asks of its reader. */
export const wordsAsksEval: EvalKind = {
  kind: 'words-asks',
  size: WORDS_SET.length,
  async run(assistant, signal): Promise<EvalOutcome[]> {
    const words = wordsOf(assistant);
    const outcomes: EvalOutcome[] = [];
    for (const item of WORDS_SET) {
      const reading = await words.asks(item.text, signal);
      const answer = [
        ...reading.asks.map((ask) => `${ask.kind}: ${ask.task}${ask.when ? ` (${ask.when})` : ''}`),
        `dates: ${reading.dates.join(', ') || 'none'}`,
      ];
      outcomes.push({ id: item.id, input: item.text, answer, failures: judgeAsks(item, reading) });
    }
    return outcomes;
  },
};

/** Every failed check of a brain dump's tasks, in plain words. */
export function judgeDump(item: DumpItem, tasks: readonly DumpTask[]): string[] {
  const failures: string[] = [];
  const titles = tasks.map((task) => task.title.toLowerCase());
  for (const words of item.tasks)
    if (!titles.some((title) => words.every((word) => title.includes(word))))
      failures.push(`no task holds ${words.map((word) => `"${word}"`).join(' and ')}`);
  if (tasks.length > item.tasks.length + 1)
    failures.push(`gave ${tasks.length} tasks, not ${item.tasks.length}`);
  for (const word of item.never ?? [])
    if (titles.some((title) => title.includes(word)))
      failures.push(`a task holds "${word}", which is not a task`);
  for (const date of item.dates ?? [])
    if (!titles.some((title) => title.includes(date))) failures.push(`no task keeps "${date}"`);
  const seen = new Set(titles);
  if (seen.size !== titles.length) failures.push('repeats a task');
  return failures;
}

/** A brain dump turned into tasks. */
export const wordsTasksEval: EvalKind = {
  kind: 'words-tasks',
  size: DUMP_SET.length,
  async run(assistant, signal): Promise<EvalOutcome[]> {
    const words = wordsOf(assistant);
    const outcomes: EvalOutcome[] = [];
    for (const item of DUMP_SET) {
      const tasks = await words.tasks(item.text, signal);
      const answer = tasks.map((task) => task.title);
      outcomes.push({ id: item.id, input: item.text, answer, failures: judgeDump(item, tasks) });
    }
    return outcomes;
  },
};
