// The built-in engine's plans by kind of task (plan-shape.ts explains their shape) and the general plan.
import type { Plan } from './plan-shape';
import { step } from './plan-shape';
import { call, message, money, study, writing } from './plans-desk';
import { chores, cleaning, cooking, movement, shopping } from './plans-home';

export type { Plan, PlanStep } from './plan-shape';

/** Every kind but the general one, in the order a word shared by two of them is settled. */
export const PLANS: readonly Plan[] = [
  message,
  writing,
  call,
  chores,
  cleaning,
  study,
  money,
  shopping,
  cooking,
  movement,
];

/** Any other task: the same shape in general words. */
export const GENERAL_PLAN: Plan = {
  kind: 'general',
  words: [],
  verbs: [
    'fix',
    'finish',
    'plan',
    'sort',
    'check',
    'organise',
    'organize',
    'prepare',
    'start',
    'update',
    'change',
    'move',
    'find',
    'get',
    'make',
    'set',
    'look',
    'think',
    'decide',
    'choose',
    'pack',
    'return',
    'renew',
    'install',
    'repair',
    'plant',
    'collect',
  ],
  big: [
    step('Write what finished looks like[ for {thing}] and what you need', 5),
    step('Do the main work in one focused block with a short break', 30),
    step('Check it against your note and wrap it up', 10),
  ],
  medium: [
    step('Write one line: what does finished look like[ for {thing}]?', 3),
    step('Set a {minutes}-minute timer and work only on the first part', 10),
    step('Done check: compare with your line, then tick it off or plan the next block', 2),
  ],
  tiny: [
    step('Write one line: what does finished look like[ for {thing}]?', 2),
    step('Gather what you need to start and put it in front of you', 3),
    step('Do the very first action, however small', 2),
    step('Keep going until a {minutes}-minute timer rings', 10),
  ],
  done: step('Done check: compare with your line, then tick it off or plan the next block', 2),
  description:
    'Start[ {thing}] with one small action, work in short timed blocks, and stop when it matches what finished looks like.',
};
