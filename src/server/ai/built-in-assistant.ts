import { stepCount, stepMinutes } from '../../shared/ai';
import { withEstimate } from '../../shared/ai-parse';
import { makeStudyCards } from './built-in-cards';
import { explainSimply } from '../../shared/study-explain';
import type { Assistant } from './assistant';
import type { Plan, PlanStep } from './built-in-plans';
import { GENERAL_PLAN, PLANS, TOPIC_ANGLES } from './built-in-plans';
import { routineSteps } from './built-in-routines';

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? [];

/**
 * The kind of task: the plan whose words the title uses first; else the plan of its leading verb; else the
 * general plan. Nouns decide before verbs because verbs are shared ("Take out the recycling", "Take the
 * train to work").
 */
export function choosePlan(title: string): Plan {
  const words = wordsOf(title);
  for (const word of words) {
    const plan = PLANS.find((candidate) => candidate.words.includes(word));
    if (plan) return plan;
  }
  const first = words[0] ?? '';
  return PLANS.find((candidate) => candidate.verbs.includes(first)) ?? GENERAL_PLAN;
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
  /\s+(?:today|tomorrow|tonight|this (?:morning|afternoon|evening|week|weekend)|next week|(?:by|before|on) \S+)$/i;
const MAX_THING_WORDS = 4;

/**
 * The task's object, as the person wrote it ("the dentist" in "Ring the dentist tomorrow"), or null when the
 * title does not start with a verb this plan's steps can take, or the object is too long to read well inside a
 * step. A null object leaves the step in its general words, never a quoted piece of the title.
 */
export function thingOf(title: string, plan: Plan): string | null {
  const clean = title
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?]+$/, '')
    .replace(WHEN, '');
  const [first = '', ...rest] = clean.split(' ');
  if (!plan.verbs.includes(first.toLowerCase())) return null;
  while (rest.length > 1 && PARTICLES.has((rest[0] ?? '').toLowerCase())) rest.shift();
  if (rest.length === 0 || rest.length > MAX_THING_WORDS) return null;
  return rest.map((word) => (word.toLowerCase() === 'my' ? 'your' : word)).join(' ');
}

/** A step's words with the object where it was found: `[ for {thing}]` appears only with an object. */
export function fill(template: string, thing: string | null): string {
  return template
    .replace(/\[([^\]]*)\]/g, (_all, part: string) => (thing ? part : ''))
    .replace('{thing}', thing ?? '')
    .replace('{minutes}', String(stepMinutes(3)));
}

/** The steps at the given size, each with its own rough minutes: three big, three medium, or tiny first steps. */
export function planSteps(title: string, stepSize: number, notes = ''): string[] {
  const plan = choosePlan(`${title} ${notes}`);
  const thing = thingOf(title, plan);
  const count = stepCount(stepSize);
  let steps: readonly PlanStep[];
  if (stepSize <= 2) steps = plan.big;
  else if (stepSize === 3) steps = plan.medium;
  else steps = [...plan.tiny.slice(0, count - 1), plan.done];
  return steps.slice(0, count).map((s) => withEstimate(fill(s.text, thing), s.minutes));
}

/** A stable number from the text, so the same topic always gets the same angles. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (const ch of text.toLowerCase()) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

/** Three subtopics of two or three words: the topic's own basics, then two angles chosen by the topic. */
export function topicAngles(topic: string): string[] {
  const words = topic
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const hash = hashOf(topic);
  const angles = [...TOPIC_ANGLES];
  const first = angles.splice(hash % angles.length, 1)[0] ?? 'Key ideas';
  const second = angles.splice((hash >>> 8) % angles.length, 1)[0] ?? 'First steps';
  const lead =
    words.length === 1 && (words[0]?.length ?? 0) <= 24 ? `${capitalise(words[0] ?? '')} basics` : null;
  const third = angles[(hash >>> 16) % angles.length] ?? 'Open questions';
  return lead ? [lead, first, second] : [first, second, third];
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The offline engine: deterministic, instant, and shaped by the task's own words. */
export const builtInAssistant: Assistant = {
  source: 'built-in',
  async todoSteps(title, stepSize) {
    return planSteps(title, stepSize);
  },
  async breakdown(task, stepSize) {
    const plan = choosePlan(`${task.title} ${task.description ?? ''}`);
    return {
      title: task.title.slice(0, 50).trim(),
      description: fill(plan.description, thingOf(task.title, plan)).slice(0, 150),
      subtasks: planSteps(task.title, stepSize, task.description),
    };
  },
  async mindMapTopics(topic) {
    return topicAngles(topic);
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
};
