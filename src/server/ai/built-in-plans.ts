// The built-in engine's plans by kind of task (plan-shape.ts explains their shape) and the general plan.
import type { Plan } from './plan-shape';
import { step } from './plan-shape';
import { booking, call, message, money, study, writing } from './plans-desk';
import { DESK_KINDS } from './kinds-desk';
import { HOME_KINDS } from './kinds-home';
import { LIFE_KINDS } from './kinds-life';
import { admin, car, carCare, collect, diy, errands, repair, tax, tech, tradesperson } from './plans-errands';
import { chores, cleaning, cooking, movement, shopping, tidying } from './plans-home';
import {
  event,
  garden,
  health,
  job,
  cv,
  medication,
  meeting,
  packing,
  moving,
  pets,
  practice,
  social,
  travel,
} from './plans-life';

export type { Plan, PlanStep } from './plan-shape';

/** Every kind but the general one, in the order a tie between two of them is settled. */
export const PLANS: readonly Plan[] = [
  ...HOME_KINDS,
  ...DESK_KINDS,
  ...LIFE_KINDS,
  tax,
  medication,
  carCare,
  cv,
  packing,
  tradesperson,
  repair,
  diy,
  admin,
  moving,
  job,
  travel,
  event,
  health,
  car,
  tech,
  meeting,
  message,
  writing,
  call,
  booking,
  chores,
  cleaning,
  tidying,
  study,
  money,
  shopping,
  cooking,
  garden,
  pets,
  practice,
  social,
  collect,
  errands,
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
