import { stepCount, stepMinutes } from '../../shared/ai';
import { withEstimate } from '../../shared/ai-parse';
import { makeStudyCards } from './built-in-cards';
import { explainSimply } from '../../shared/study-buddy/explain';
import type { TaskEstimate } from '../../shared/estimate';
import type { Assistant } from './assistant';
import { DESK_KINDS } from './kinds-desk';
import { HOME_KINDS } from './kinds-home';
import { LIFE_KINDS } from './kinds-life';
import type { Plan, PlanStep } from './built-in-plans';
import { GENERAL_PLAN, PLANS } from './built-in-plans';
import { routineSteps } from './built-in-routines';
import type { TaskReading } from './task-reading';
import { readTask } from './task-reading';
import { builtInTopics } from './built-in-topics';
import { builtInWords } from './words/built-in-words';

/** Every verb some kind of task is named by: a title's first word among them is read as its verb. */
const KNOWN_VERBS = new Set([...PLANS, GENERAL_PLAN].flatMap((plan) => plan.verbs));

/** How strongly each part of a title speaks for a kind of task (decision 149). */
const WEIGHT = { phrase: 6, strongVerb: 5, headNoun: 4, noun: 3, word: 2, verb: 2, who: 1 } as const;
/** Below this, no kind has spoken: the general plan, in the task's own words. */
const LEAST_SCORE = 2;
/** Verbs that say nothing of the kind on their own ("Sort life out", "Do the thing"). */
const GENERIC_VERBS = new Set(
  'do sort start finish get make take go check update plan prepare set find have use try look think organise organize'.split(
    ' ',
  ),
);

const singular = (word: string) =>
  word
    .replace(/(?<=[a-z]{2})ies$/, 'y')
    .replace(/(?<=[a-z]{2}(?:sh|ch|x|ss))es$/, '')
    .replace(/(?<=[a-z]{2}[^s])s$/, '');

/** Each kind's words in their singular form too, so "dishes", "dish" and "Dishes" all name the chores. */
const WORDS = new Map<Plan, ReadonlySet<string>>(
  PLANS.map((plan) => [plan, new Set(plan.words.flatMap((word) => [word, singular(word)]))]),
);

/** The specific kinds: a verb alone never decides one of them ("book a table" is not a visit to the vet). */
const SPECIFIC = new Set<Plan>([...HOME_KINDS, ...DESK_KINDS, ...LIFE_KINDS]);
/** A verb that cannot speak for the kind with nothing else in the title. */
const alone = (plan: Plan, verb: string) => GENERIC_VERBS.has(verb) || SPECIFIC.has(plan);

function scoreOf(plan: Plan, reading: TaskReading): number {
  const words = WORDS.get(plan) ?? new Set<string>();
  const names = (word: string) => words.has(word) || words.has(singular(word));
  let score = 0;
  const padded = ` ${reading.plain} `;
  for (const phrase of plan.phrases ?? []) if (padded.includes(` ${phrase} `)) score += WEIGHT.phrase;
  const counted = new Set<string>();
  reading.nouns.forEach((noun, index) => {
    if (!names(noun) || counted.has(singular(noun))) return;
    counted.add(singular(noun));
    score += index === 0 ? WEIGHT.headNoun : WEIGHT.noun;
  });
  for (const word of reading.words.slice(reading.verb ? 1 : 0)) {
    if (counted.has(singular(word))) continue;
    if (names(word)) {
      counted.add(singular(word));
      score += WEIGHT.word;
    } else if (plan.who?.includes(word) || plan.who?.includes(singular(word))) score += WEIGHT.who;
  }
  const verb = reading.verb;
  if (verb && plan.strongVerbs?.includes(verb)) score += WEIGHT.strongVerb;
  else if (verb && plan.verbs.includes(verb) && (score > 0 || !alone(plan, verb))) score += WEIGHT.verb;
  return score;
}

/** The title read once: the same reading serves the kind, the object and the estimate. */
export const readTitle = (title: string): TaskReading => readTask(title, KNOWN_VERBS);

/**
 * The kind of task by what its words mean: phrases that settle a kind, then nouns (the object's head noun most),
 * then the verb. A title no kind speaks for gets the general plan, never another kind's steps.
 */
export function choosePlan(title: string, reading = readTitle(title)): Plan {
  if (fetchesAPerson(reading)) return PICK_UP;
  let best: Plan = GENERAL_PLAN;
  let bestScore = LEAST_SCORE - 1;
  for (const plan of PLANS) {
    const score = scoreOf(plan, reading);
    if (score > bestScore) {
      best = plan;
      bestScore = score;
    }
  }
  return best;
}

const PICK_UP = PLANS.find((plan) => plan.kind === 'pick-up') ?? GENERAL_PLAN;
const FETCHING = new Set(['pick', 'collect', 'fetch']);

/**
 * "Pick up Sam from football", "Collect Mia": a fetching verb whose object is a name alone (a capital, then
 * nothing or where from) fetches a person, never a parcel.
 */
function fetchesAPerson(reading: TaskReading): boolean {
  if (!reading.verb || !FETCHING.has(reading.verb) || !reading.object) return false;
  const words = reading.object.split(/\s+/).filter((word) => !PARTICLES.has(word.toLowerCase()));
  const [name = '', next] = words;
  return /^\p{Lu}\p{Ll}+$/u.test(name) && (next === undefined || AFTER_OBJECT.has(next.toLowerCase()));
}

/** Words between a verb and its object: "Take out the recycling", "Revise for the exam". */
const PARTICLES = new Set([
  'to',
  'out',
  'up',
  'off',
  'back',
  'in',
  'on',
  'about',
  'for',
  'through',
  'over',
  'away',
]);
/** When, not what: left off the object ("Call the dentist tomorrow"). */
const WHEN =
  /\s+(?:today|tomorrow|tonight|asap|this (?:morning|afternoon|evening|week|weekend)|next week|(?:by|before|on) \S+)$/i;
/** Words that start a clause of their own: an object that holds one reads badly inside a step. */
const CLAUSE = /\b(?:and|or|but|so|because|if|when|re|with|that|which)\b/i;
const MAX_THING_WORDS = 4;

/**
 * The task's object, as the person wrote it ("the dentist" in "Ring the dentist tomorrow"), or null when the
 * title does not start with a verb this plan's steps can take, or the object is too long or too tangled to read
 * well inside a step. A null object leaves the step in its general words, never a quoted piece of the title.
 */
export function thingOf(title: string, plan: Plan, reading = readTitle(title)): string | null {
  if (!reading.verb || !reading.object) return null;
  if (plan !== GENERAL_PLAN && !plan.verbs.includes(reading.verb)) return null;
  const clean = reading.object.replace(/[.!?]+$/, '').replace(WHEN, '');
  const rest = clean.split(' ').filter(Boolean);
  // "learn to knit": the object is an action, which reads badly as a thing ("the knit").
  if ((rest[0] ?? '').toLowerCase() === 'to' && !DETERMINED.test(rest[1] ?? '')) return null;
  while (rest.length > 1 && PARTICLES.has((rest[0] ?? '').toLowerCase())) rest.shift();
  while (rest.length > 0 && PARTICLES.has((rest.at(-1) ?? '').toLowerCase())) rest.pop();
  if (rest.length === 0 || rest.length > MAX_THING_WORDS) return null;
  // "Get dressed", "Get ready for work": a first word the reading finds no noun in, alone or before "for", is a
  // state to reach, not a thing to name.
  const [first = '', second = ''] = rest;
  const aNoun = (word: string) => reading.nouns.some((noun) => word.toLowerCase().startsWith(noun));
  if (
    /^\p{Ll}/u.test(first) &&
    !DETERMINED.test(first) &&
    !aNoun(first) &&
    (second === '' || PARTICLES.has(second.toLowerCase()) || AFTER_OBJECT.has(second.toLowerCase()))
  )
    return null;
  // "on his birthday", "at 3", "about the boiler": when and why, not what; the object ends before them.
  const until = rest.findIndex((word, index) => index > 0 && AFTER_OBJECT.has(word.toLowerCase()));
  if (until > 0) rest.splice(until);
  const words = rest.map((word) => (word.toLowerCase() === 'my' ? 'your' : word));
  if (CLAUSE.test(words.join(' ')) || /[^\p{L}\p{N}' ’-]/u.test(words.join(' '))) return null;
  // "Text Alex happy birthday": a name and then more words are two things, which read badly as one.
  if (words.length > 1 && /^\p{Lu}\p{Ll}*$/u.test(words[0] ?? '') && /^\p{Ll}/u.test(words[1] ?? ''))
    return null;
  return withArticle(words, plan).join(' ');
}

/** Words that end the object: what follows says when, where or why. */
const AFTER_OBJECT = new Set([
  'on',
  'at',
  'about',
  're',
  'from',
  'before',
  'after',
  'by',
  'until',
  'this',
  'next',
]);
/** Words that already say which one: "the", "your", "Sam's", "two". */
const DETERMINED =
  /^(?:the|a|an|your|his|her|their|our|its|this|that|these|those|some|any|all|every|each|\d+|[\p{L}]+['’]s)$/iu;

/**
 * "Look at bike puncture" reads as a fragment: a short common-noun object without a word that says which one is
 * given "the" ("the bike puncture"). Names, people, plurals and longer objects stay as written.
 */
function withArticle(words: string[], plan: Plan): string[] {
  const [first = ''] = words;
  if (plan === GENERAL_PLAN || words.length > 3 || DETERMINED.test(first) || /^\p{Lu}/u.test(first))
    return words;
  if (!words.every((word) => /^\p{Ll}+$/u.test(word))) return words;
  const last = words.at(-1) ?? '';
  if (last.endsWith('s') || plan.who?.includes(first) || MASS.has(last)) return words;
  return ['the', ...words];
}

/** Nouns that read well without "the": "council tax", "guitar practice", "homework". */
const MASS = new Set(
  'tax homework laundry washing shopping groceries food water money rent work spanish french german maths math music guitar piano'.split(
    ' ',
  ),
);

/**
 * A step's words with the object where it was found: `[ for {thing}]` appears only with an object, and
 * `{thing|it}` names the object or says the fallback.
 */
export function fill(template: string, thing: string | null): string {
  return template
    .replace(/\[([^\]]*)\]/g, (_all, part: string) => (thing ? part : ''))
    .replace(/\{thing\|([^}]*)\}/g, (_all, fallback: string) => thing ?? fallback)
    .replace('{thing}', thing ?? '')
    .replace('{minutes}', String(stepMinutes(3)));
}

/**
 * The title decides the kind; a card's notes help only when the title alone names none, so a description the
 * assistant wrote never turns the next answer into another kind's steps.
 */
function planOf(title: string, notes: string, reading = readTitle(title)): Plan {
  const plan = choosePlan(title, reading);
  return plan === GENERAL_PLAN && notes.trim() !== '' ? choosePlan(`${title} ${notes}`) : plan;
}

/** The steps at the given size, each with its own rough minutes: three big, three medium, or tiny first steps. */
export function planSteps(title: string, stepSize: number, notes = ''): string[] {
  const reading = readTitle(title);
  const plan = planOf(title, notes, reading);
  const thing = thingOf(title, plan, reading);
  const count = stepCount(stepSize);
  let steps: readonly PlanStep[];
  if (stepSize <= 2) steps = plan.big;
  else if (stepSize === 3) steps = plan.medium;
  else steps = [...plan.tiny.slice(0, count - 1), plan.done];
  return steps.slice(0, count).map((s) => withEstimate(fill(s.text, thing), s.minutes));
}

/** Goals with no end a day can hold ("learn Spanish", "improve my fitness"): no number is honest. */
const OPEN_ENDED = new Set(['learn', 'master', 'improve', 'become', 'understand']);

/** Words that make a task bigger or smaller than most of its kind. */
const LARGER = /\b(?:whole|entire|all|every|deep|big|full|complete|everything)\b/;
const SMALLER = /\b(?:quick|quickly|small|one(?! (?:to|on) one)|short|just|single|little|a few)\b/;

/** Minutes rounded as a person would say them: to 5 below an hour, to 15 below three hours, else to 30. */
const roundMinutes = (minutes: number) => {
  const step = minutes < 60 ? 5 : minutes < 180 ? 15 : 30;
  return Math.max(step, Math.round(minutes / step) * step);
};

/**
 * How long the task takes in all, as a range (decision 149): the kind's own range, widened for a task that
 * names its whole size ("the whole house") and narrowed for one that names a small part. Null for a task of no
 * known kind: there is no basis for a number, and the screen says so.
 */
export function estimateTask(title: string, reading = readTitle(title)): TaskEstimate | null {
  const plan = choosePlan(title, reading);
  if (!plan.minutes || (reading.verb && OPEN_ENDED.has(reading.verb))) return null;
  let [low, high] = plan.minutes;
  if (LARGER.test(reading.plain)) [low, high] = [low * 1.5, high * 2];
  else if (SMALLER.test(reading.plain)) [low, high] = [low * 0.6, high * 0.6];
  low = roundMinutes(low);
  high = Math.max(roundMinutes(high), low + 5);
  const note = plan.note ?? (high >= 180 ? 'often in two sittings' : null);
  return { low, high, basis: 'kind', note };
}

/** The offline engine: deterministic, instant, and shaped by the task's own words. */
export const builtInAssistant: Assistant = {
  source: 'built-in',
  async todoSteps(title, stepSize) {
    return planSteps(title, stepSize);
  },
  async estimate(title) {
    return estimateTask(title);
  },
  async breakdown(task, stepSize) {
    const plan = planOf(task.title, task.description ?? '');
    return {
      title: task.title.slice(0, 50).trim(),
      description: fill(plan.description, thingOf(task.title, plan)).slice(0, 150),
      subtasks: planSteps(task.title, stepSize, task.description),
    };
  },
  async mindMapTopics(topic, _signal, place) {
    return builtInTopics(topic, place);
  },
  async routineSteps(sentence) {
    return routineSteps(sentence);
  },
  async studyCards(notes) {
    return makeStudyCards(notes);
  },
  async explainCard(card) {
    return explainSimply(card).lines;
  },
  words: builtInWords,
};
