import { splitEstimate } from '../../../shared/ai-parse';
import type { TaskEstimate } from '../../../shared/estimate';
import type { Assistant } from '../assistant';
import type { EvalKind, EvalOutcome } from './eval-kind';
import type { PlanItem } from './plans-set';
import { KIND_GIVEAWAYS, PLANS_SET } from './plans-set';

/**
 * The rubric for plans and estimates (decision 149), written from what a careful person expects of a task.
 *
 * Plans: each title is asked at step size 3 (the default dial) and at size 1 (big steps). Each answer on its own
 * must hold at least three steps, none empty, none repeated, each a plain sentence (see `stepProblems`). The
 * `mention` groups are matched against the steps of both answers together: tiny or medium steps need not name
 * the part or the tool, so long as one of the two plans does. No step of either answer may use an `avoid` stem;
 * for a vague title every kind's give-aways are avoided too, unless the title itself uses the word.
 *
 * Estimates: a range for the whole task that overlaps the item's honest range, or null where no honest number
 * exists (see `judgeEstimate`).
 */

/** The step sizes asked for every title: medium steps, then big ones. */
export const PLAN_SIZES = [3, 1] as const;
/** Fewer steps than this is not a plan. */
export const MIN_STEPS = 3;
/** A step longer than this is a paragraph, not a step. */
export const MAX_STEP_CHARS = 140;

/** Lower case, one kind of apostrophe, hyphens and slashes read as spaces, single spaces. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[-–—_/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** True when `stem` starts a word of `text`: 'recycl' in "Rinse the recycling", 'turn the water' in "Turn the water off". */
export function hasStem(text: string, stem: string): boolean {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}'])${escapeRegExp(normalise(stem))}`, 'u');
  return pattern.test(normalise(text));
}

/** A trailing range such as "(about 10–20 min)", its dash made plain so splitEstimate reads it whole. */
const RANGE_DASH = /(\d)\s*[–—]\s*(\d{1,3}\s*(?:min|mins|minutes?)\b\W*)$/i;

/** The step without its estimate: "Open the file (about 5 min)" and "Open the file (about 10–20 min)" both read "Open the file". */
export function stepText(step: string): string {
  return splitEstimate(step.replace(RANGE_DASH, '$1-$2')).text;
}

/** Words that open a noun phrase: a quoted fragment that starts with one ... */
const DETERMINERS = new Set([
  'the',
  'a',
  'an',
  'my',
  'your',
  'our',
  'his',
  'her',
  'their',
  'its',
  'this',
  'that',
  'these',
  'those',
  'some',
  'any',
  'each',
  'every',
]);
/** ... and ends on one of these, with nothing after it, is a broken piece of the title ("my tax return for"). */
const DANGLING_ENDS = new Set([
  'for',
  'to',
  'of',
  'with',
  'about',
  'at',
  'in',
  'on',
  'from',
  'by',
  'into',
  'onto',
  're',
  'before',
  'after',
  'until',
  'the',
  'a',
  'an',
]);
/** What may follow such a fragment and still leave it dangling: the end, a mark, or a joining word. */
const JOINERS = new Set(['and', 'or', 'then', 'but', 'so', 'is', 'are', ...DANGLING_ENDS]);
/** Words after which a title's own command reads as a quoted scrap: "for do my tax return". "to" is left out. */
const BEFORE_A_NOUN = new Set([...DETERMINERS, ...DANGLING_ENDS].filter((word) => word !== 'to'));
/** The second half of a phrasal verb: "sort life out" without its verb leaves "life out". */
const PARTICLES = new Set(['out', 'up', 'off', 'back', 'away', 'down', 'over']);
/** Leading verbs of todo titles: the title's command, which cannot follow "for" or "the". */
const TITLE_VERBS = new Set(
  (
    'apply answer arrange assemble bake bleed book buy call cancel catch change chase check claim clean clear cut ' +
    'declutter defrost do drink email fill find finish fix get go hang hoover invite iron join learn make meditate ' +
    'meet memorise mow order organise organize patch pay pick plan practice practise prep prepare put read ' +
    'reattach register renew repair replace reply reseal reset return review revise ring rsvp send set sew sort ' +
    'stretch study submit switch take text tidy unblock update walk watch water write'
  ).split(' '),
);

const isPossessive = (word: string) => /'s$/.test(word);
const isWord = (token: string | undefined) => token !== undefined && /[\p{L}\p{N}]/u.test(token);
/** Words and single punctuation marks, in order. */
const tokens = (text: string) => normalise(text).match(/[\p{L}\p{N}']+|[^\s\p{L}\p{N}']/gu) ?? [];
const wordsOf = (text: string) => tokens(text).filter(isWord);

/**
 * The piece of the title a step quotes awkwardly, or null:
 * - a title of more than six words, quoted from its second word to its end;
 * - a run of the title's words that starts with a determiner or possessive and ends with a preposition or article,
 *   with nothing after it that continues it (the step ends, a mark follows, or another joining word does):
 *   "Gather the papers for my tax return for";
 * - the title's opening command after a preposition, article or determiner: "Set a reminder for take meds";
 * - the rest of a phrasal verb's title, without the verb, after such a word: "Find the letters for life out".
 */
export function awkwardQuote(step: string, title: string): string | null {
  const titleWords = wordsOf(title);
  const stepTokens = tokens(step);
  const stepWords = stepTokens.filter(isWord);
  const contains = (haystack: string[], needle: string[]) =>
    needle.length > 0 &&
    haystack.some((_, start) => needle.every((word, offset) => haystack[start + offset] === word));

  if (titleWords.length > 6 && contains(stepWords, titleWords.slice(1))) return titleWords.slice(1).join(' ');

  for (let i = 0; i < stepTokens.length; i++) {
    for (let j = 0; j < titleWords.length; j++) {
      // Only maximal runs: skip a start whose previous words also match.
      if (stepTokens[i] !== titleWords[j] || (i > 0 && j > 0 && stepTokens[i - 1] === titleWords[j - 1]))
        continue;
      let length = 1;
      while (isWord(stepTokens[i + length]) && stepTokens[i + length] === titleWords[j + length]) length++;
      const run = titleWords.slice(j, j + length);
      const last = run.at(-1) ?? '';
      const next = stepTokens[i + length];
      const dangles = next === undefined || !isWord(next) || JOINERS.has(next);
      const before = stepTokens[i - 1] ?? '';
      if (length >= 2 && j >= 1 && PARTICLES.has(last) && BEFORE_A_NOUN.has(before))
        return `${before} ${run.join(' ')}`;
      if (length < 2 || !DANGLING_ENDS.has(last) || !dangles) continue;
      const opening = run.findIndex(
        (word, k) => k < length - 1 && (DETERMINERS.has(word) || isPossessive(word)),
      );
      if (opening >= 0) return run.slice(opening).join(' ');
    }
  }

  const [verb = '', second] = titleWords;
  if (second !== undefined && TITLE_VERBS.has(verb)) {
    for (let i = 1; i + 1 < stepWords.length; i++) {
      const before = stepWords[i - 1] ?? '';
      if (stepWords[i] === verb && stepWords[i + 1] === second && BEFORE_A_NOUN.has(before))
        return `${before} ${verb} ${second}`;
    }
  }
  return null;
}

/** What is wrong with one step's text as a sentence for a person to read; empty when nothing is. */
export function stepProblems(text: string, title: string): string[] {
  if (text.trim() === '') return ['an empty step'];
  const problems: string[] = [];
  if (text.length > MAX_STEP_CHARS) problems.push(`longer than ${MAX_STEP_CHARS} characters`);
  if (/^\p{Ll}/u.test(text)) problems.push('starts lower-case');
  if (/[{}[\]]/.test(text)) problems.push('leftover template marks');
  const words = tokens(text);
  const doubled = words.find((word, k) => isWord(word) && word === words[k + 1]);
  if (doubled !== undefined) problems.push(`doubled word "${doubled} ${doubled}"`);
  const quote = awkwardQuote(text, title);
  if (quote !== null) problems.push(`quotes a broken piece of the title: "${quote}"`);
  return problems;
}

/** The stems no step may use: the item's own, and for a vague title every kind's give-aways it does not use itself. */
export function avoidedStems(item: PlanItem): string[] {
  const giveaways = item.area === 'vague' ? Object.values(KIND_GIVEAWAYS).flat() : [];
  return [...new Set([...item.avoid, ...giveaways])].filter((stem) => !hasStem(item.title, stem));
}

/** Every failure of the plans for one item, given its steps at each size in PLAN_SIZES order. */
export function judgePlans(item: PlanItem, answers: readonly (readonly string[])[]): string[] {
  const failures: string[] = [];
  const allTexts: string[] = [];
  answers.forEach((steps, index) => {
    const size = PLAN_SIZES[index] ?? index;
    const texts = steps.map(stepText);
    if (texts.length < MIN_STEPS)
      failures.push(`size ${size}: ${texts.length} steps, fewer than ${MIN_STEPS}`);
    const seen = new Set<string>();
    for (const text of texts) {
      const key = normalise(text);
      if (key !== '' && seen.has(key)) failures.push(`size ${size}: the same step twice: "${text}"`);
      seen.add(key);
      for (const problem of stepProblems(text, item.title))
        failures.push(`size ${size}: ${problem}: "${text}"`);
    }
    allTexts.push(...texts);
  });
  for (const group of item.mention) {
    if (!allTexts.some((text) => group.some((stem) => hasStem(text, stem))))
      failures.push(`no step mentions any of: ${group.join(', ')}`);
  }
  for (const stem of avoidedStems(item)) {
    const wrong = allTexts.find((text) => hasStem(text, stem));
    if (wrong !== undefined) failures.push(`the wrong kind of plan ("${stem}"): "${wrong}"`);
  }
  return failures;
}

/** The estimate in plain words, for the report. */
export const describeEstimate = (estimate: TaskEstimate | null): string =>
  estimate === null
    ? 'no estimate'
    : `${estimate.low}–${estimate.high} min (${estimate.basis})${estimate.note ? `: ${estimate.note}` : ''}`;

/** Every failure of one estimate against the item's honest range. */
export function judgeEstimate(item: PlanItem, estimate: TaskEstimate | null): string[] {
  if (item.minutes === null)
    return estimate === null ? [] : [`a number where none is honest: ${describeEstimate(estimate)}`];
  if (estimate === null) return ['no estimate where one is possible'];
  const { low, high } = estimate;
  const [fairLow, fairHigh] = item.minutes;
  if (!Number.isFinite(low) || !Number.isFinite(high) || low <= 0)
    return [`not a usable range: ${describeEstimate(estimate)}`];
  const failures: string[] = [];
  if (high <= low) failures.push(`a single number, not a range: ${describeEstimate(estimate)}`);
  if (high < fairLow) failures.push(`too short: at most ${high} min, when it takes at least ${fairLow}`);
  if (low > fairHigh) failures.push(`far too long: at least ${low} min, when it takes at most ${fairHigh}`);
  if (estimate.basis !== 'kind' && estimate.basis !== 'history')
    failures.push(`an unknown basis: ${estimate.basis}`);
  return failures;
}

/** The answer, or the failure it gave instead; an abort is passed on, not judged. */
async function attempt<T>(
  signal: AbortSignal,
  ask: () => Promise<T>,
): Promise<{ value: T } | { error: string }> {
  try {
    return { value: await ask() };
  } catch (error) {
    if (signal.aborted) throw error;
    return { error: error instanceof Error ? error.message || error.name : String(error) };
  }
}

/** The plans evaluation over `items`: every title at each of PLAN_SIZES. */
export function makePlansEval(items: readonly PlanItem[]): EvalKind {
  return {
    kind: 'plans',
    size: items.length,
    async run(assistant: Assistant, signal: AbortSignal): Promise<EvalOutcome[]> {
      const outcomes: EvalOutcome[] = [];
      for (const item of items) {
        const answers: string[][] = [];
        const answer: string[] = [];
        const failures: string[] = [];
        for (const size of PLAN_SIZES) {
          const result = await attempt(signal, () => assistant.todoSteps(item.title, size, signal));
          if ('error' in result) failures.push(`size ${size}: no answer (${result.error})`);
          const steps = 'value' in result ? result.value : [];
          answers.push(steps);
          answer.push(...steps.map((step) => `size ${size}: ${step}`));
        }
        failures.push(...judgePlans(item, answers));
        outcomes.push({ id: item.id, input: item.title, answer, failures });
      }
      return outcomes;
    },
  };
}

/** The estimates evaluation over `items`: one range, or null, for every title. */
export function makeEstimatesEval(items: readonly PlanItem[]): EvalKind {
  return {
    kind: 'estimates',
    size: items.length,
    async run(assistant: Assistant, signal: AbortSignal): Promise<EvalOutcome[]> {
      const outcomes: EvalOutcome[] = [];
      for (const item of items) {
        const result = await attempt(signal, () => assistant.estimate(item.title, signal));
        const outcome: EvalOutcome =
          'error' in result
            ? { id: item.id, input: item.title, answer: [], failures: [`no answer (${result.error})`] }
            : {
                id: item.id,
                input: item.title,
                answer: [describeEstimate(result.value)],
                failures: judgeEstimate(item, result.value),
              };
        outcomes.push(outcome);
      }
      return outcomes;
    },
  };
}

export const plansEval: EvalKind = makePlansEval(PLANS_SET);
export const estimatesEval: EvalKind = makeEstimatesEval(PLANS_SET);
