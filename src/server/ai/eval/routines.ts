import { ideaStep, ROUTINE_IDEA_STEPS } from '../../../shared/routine-planner/builder';
import type { Assistant } from '../assistant';
import type { EvalKind, EvalOutcome } from './eval-kind';
import type { RoutineItem, RoutineKind } from './routines-set';
import { ROUTINE_SET } from './routines-set';

// The rubric of "Help me build a routine" (decision 151): steps of the routine the sentence names, in the
// editor's one form, each with its minutes, holding what the sentence asks for and nothing of another routine.

/** Word starts by which steps show a kind of routine: at least two steps must hold one. */
export const KIND_SIGNS: Record<RoutineKind, readonly string[]> = {
  morning: ['wake', 'dress', 'breakfast', 'wash', 'shower', 'water', 'coffee'],
  work: ['keys', 'bag', 'lunch', 'dress', 'coat', 'shoes', 'commute'],
  school: ['bag', 'dress', 'breakfast', 'shoes', 'coat', 'uniform'],
  'work from home': ['desk', 'plan', 'dress', 'breakfast', 'emails'],
  study: ['desk', 'study', 'focus', 'topic', 'break', 'phone', 'notes', 'revis'],
  exercise: ['warm', 'exercise', 'stretch', 'water bottle', 'sports', 'workout', 'run', 'cool'],
  tidy: ['surface', 'dishes', 'laundry', 'rubbish', 'floor', 'sweep', 'tidy', 'clean', 'hoover'],
  leave: ['keys', 'shoes', 'coat', 'lock', 'door', 'bag', 'weather'],
  evening: ['dinner', 'tomorrow', 'wash up', 'things away', 'free time', 'clothes'],
  'wind down': ['teeth', 'pyjama', 'light', 'screen', 'read', 'bed', 'face', 'quiet', 'relax'],
  'kids bedtime': ['bath', 'pyjama', 'teeth', 'story', 'lights', 'cuddle'],
};
const MIN_STEPS = 3;

const holds = (title: string, stem: string) => ` ${title.toLowerCase()}`.includes(` ${stem}`);

/** Every failed check of one answer, in plain words. */
export function judgeRoutine(item: RoutineItem, answer: readonly string[]): string[] {
  const failures: string[] = [];
  const steps = answer.map(ideaStep);
  if (steps.length < MIN_STEPS || steps.length > ROUTINE_IDEA_STEPS)
    failures.push(`gave ${steps.length} steps, not ${MIN_STEPS} to ${ROUTINE_IDEA_STEPS}`);
  const titles: string[] = [];
  let total = 0;
  answer.forEach((line, i) => {
    const step = steps[i];
    if (!step) return void failures.push(`"${line}" is not a step`);
    if (step.minutes === null) failures.push(`"${step.title}" has no minutes`);
    titles.push(step.title);
    total += step.minutes ?? 0;
  });
  if (new Set(titles.map((t) => t.toLowerCase())).size !== titles.length) failures.push('repeats a step');
  const signs = KIND_SIGNS[item.kind];
  const signed = titles.filter((title) => signs.some((stem) => holds(title, stem))).length;
  if (signed < 2) failures.push(`${signed} of the steps belong to the ${item.kind} routine, not 2`);
  for (const options of item.must ?? []) {
    if (!titles.some((title) => options.some((stem) => holds(title, stem))))
      failures.push(`no step about ${options.join(' or ')}`);
  }
  for (const stem of item.mustNot ?? []) {
    const wrong = titles.find((title) => holds(title, stem));
    if (wrong) failures.push(`"${wrong}" does not belong in it`);
  }
  const [min, max] = item.total;
  if (total < min || total > max) failures.push(`takes ${total} minutes, not ${min} to ${max}`);
  return failures;
}

/** Asks for the steps of every sentence in turn. */
export const routinesEval: EvalKind = {
  kind: 'routines',
  size: ROUTINE_SET.length,
  async run(assistant: Assistant, signal: AbortSignal): Promise<EvalOutcome[]> {
    const outcomes: EvalOutcome[] = [];
    for (const item of ROUTINE_SET) {
      const answer = await assistant.routineSteps(item.sentence, signal);
      outcomes.push({ id: item.id, input: item.sentence, answer, failures: judgeRoutine(item, answer) });
    }
    return outcomes;
  },
};
