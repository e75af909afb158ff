import { stepCount, stepMinutes } from '../../shared/ai';
import type { Assistant } from './assistant';
import type { Plan } from './built-in-plans';
import { GENERAL_PLAN, PLANS, TOPIC_ANGLES } from './built-in-plans';

const MAX_THING = 60;

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? [];

/** The plan whose words the task uses first; the general plan when none does. */
export function choosePlan(title: string): Plan {
  const words = wordsOf(title);
  for (const word of words) {
    const plan = PLANS.find((candidate) => candidate.words.includes(word));
    if (plan) return plan;
  }
  return GENERAL_PLAN;
}

/** "Write the quarterly report" → "the quarterly report": the task without a leading verb the plan knows. */
export function thingOf(title: string, plan: Plan): string {
  const clean = title
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?]+$/, '');
  const [first = '', ...rest] = clean.split(' ');
  let thing = clean;
  if (rest.length > 0 && plan.words.includes(first.toLowerCase()))
    thing = rest.join(' ').replace(/^to\s+/i, '');
  if (thing.length > MAX_THING) thing = `${thing.slice(0, MAX_THING - 1).trimEnd()}…`;
  return `"${thing}"`;
}

const fill = (template: string, thing: string, minutes: number) =>
  template.replace('{thing}', thing).replace('{minutes}', String(minutes));

/** The plan's steps at the given size: three big, three medium, or tiny first steps ending in the done check. */
export function planSteps(title: string, stepSize: number, notes = ''): string[] {
  const plan = choosePlan(`${title} ${notes}`);
  const thing = thingOf(title, plan);
  const count = stepCount(stepSize);
  const timeBox = stepMinutes(3);
  let steps: readonly string[];
  if (stepSize <= 2) steps = plan.big;
  else if (stepSize === 3) steps = plan.medium;
  else steps = [...plan.tiny.slice(0, count - 1), plan.done];
  return steps.slice(0, count).map((step) => fill(step, thing, timeBox));
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
    const thing = thingOf(task.title, plan);
    return {
      title: task.title.slice(0, 50).trim(),
      description: fill(plan.description, thing, stepMinutes(3)).slice(0, 150),
      subtasks: planSteps(task.title, stepSize, task.description),
    };
  },
  async mindMapTopics(topic) {
    return topicAngles(topic);
  },
};
