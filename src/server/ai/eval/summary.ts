import { SUMMARY_MAX_SENTENCES } from '../../../shared/words/words';
import type { Summary } from '../../../shared/words/words';
import { wordsOf } from '../words/sentences';
import type { EvalKind, EvalOutcome } from './eval-kind';
import type { SummaryItem } from './summary-set';
import { SUMMARY_SET } from './summary-set';

// The rubric of "Shorter and simpler" (decision 170): a summary keeps the point, what to do and by when; leaves
// the padding out; is at most half the text; and says no number the text does not.

const NUMBERS = /\d[\d,.:]*/g;

/** Every failed check of a summary, in plain words. */
export function judgeSummary(item: SummaryItem, summary: Summary): string[] {
  if (summary.sentences.length === 0) return ['gave no summary of a long text'];
  const failures: string[] = [];
  const said = summary.sentences.join(' ').toLowerCase();
  for (const words of item.keep)
    if (!words.every((word) => said.includes(word)))
      failures.push(`leaves out ${words.map((word) => `"${word}"`).join(' and ')}`);
  for (const word of item.never ?? [])
    if (said.includes(word)) failures.push(`keeps "${word}", which the point does not need`);
  if (summary.sentences.length > SUMMARY_MAX_SENTENCES)
    failures.push(`has ${summary.sentences.length} sentences, more than ${SUMMARY_MAX_SENTENCES}`);
  if (wordsOf(said).length * 2 > wordsOf(item.text).length) failures.push('is more than half the text');
  const text = item.text.toLowerCase();
  for (const number of said.match(NUMBERS) ?? [])
    if (!text.includes(number.replace(/[.,:]$/, '')))
      failures.push(`says ${number}, which the text does not`);
  return failures;
}

/** Long texts said in fewer sentences. */
export const summaryEval: EvalKind = {
  kind: 'summaries',
  size: SUMMARY_SET.length,
  // Picked sentences keep a text's point but cannot join two of its details into one (the screen says so).
  builtInTarget: 0.85,
  async run(assistant, signal): Promise<EvalOutcome[]> {
    if (!assistant.words) throw new Error('This assistant has no help with messages.');
    const outcomes: EvalOutcome[] = [];
    for (const item of SUMMARY_SET) {
      const summary = await assistant.words.summary(item.text, signal);
      outcomes.push({
        id: item.id,
        input: item.text,
        answer: summary.sentences,
        failures: judgeSummary(item, summary),
      });
    }
    return outcomes;
  },
};
