import type { AiOutcome, AiSource } from '../ai';
import { splitEstimate } from '../ai-parse';
import { ROUTINE_NAME_MAX, STEP_MINUTES_MAX, STEP_TITLE_MAX } from './routines';
import { z } from '../zod';

// "Help me build a routine" (docs/product.md#routine-planner, decision 093): a sentence becomes suggested steps
// with rough minutes, through the assistant, added after what the person already wrote.

export const ROUTINE_IDEA_MAX = 200;
/** The most steps one suggestion adds. */
export const ROUTINE_IDEA_STEPS = 10;

/** POST /api/ai/routine-steps */
export const routineIdeaRequestSchema = z.lazy(() =>
  z.object({
    sentence: z
      .string({ error: 'Please write what the routine is for.' })
      .trim()
      .min(1, 'Please write what the routine is for.')
      .max(ROUTINE_IDEA_MAX, `Please keep it to ${ROUTINE_IDEA_MAX} characters.`),
  }),
);
export type RoutineIdeaRequest = z.input<typeof routineIdeaRequestSchema>;

export interface RoutineIdeaStep {
  title: string;
  minutes: number | null;
}

/** The answer: a name and steps when 'ok'; for 'sensitive' and 'failed', no steps and the one message. */
export interface RoutineIdeaAnswer {
  outcome: AiOutcome;
  source: AiSource;
  name: string;
  steps: RoutineIdeaStep[];
  message: string | null;
}

/** "Shower (about 10 min)" as a step the editor can hold: a title that fits and minutes in range, or none. */
export function ideaStep(suggestion: string): RoutineIdeaStep | null {
  // A range is planned with its long end, as My Day plans a task (decision 149).
  const { text, upper: minutes } = splitEstimate(suggestion);
  const title = text.replace(/\s+/g, ' ').trim().slice(0, STEP_TITLE_MAX).trim();
  if (!title) return null;
  const fits = minutes !== null && minutes >= 1;
  return { title, minutes: fits ? Math.min(STEP_MINUTES_MAX, Math.round(minutes)) : null };
}

// "by 8:30", "at 7am", "before 9", "tomorrow": when, not what, so not part of the name.
const WHEN =
  /\s+(?:(?:by|at|before|around|from|until)\s+\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm|a\.m\.|p\.m\.))?|every\s+\w+|(?:on\s+)?(?:today|tomorrow|tonight|weekdays|weekends))\b/gi;

/** A routine's name from the sentence: "Get ready for work by 8:30" becomes "Get ready for work". */
export function ideaName(sentence: string): string {
  const plain = sentence
    .replace(/\s+/g, ' ')
    .replace(WHEN, '')
    .replace(/[.!?,;:]+$/, '')
    .trim();
  const name = (plain || sentence.trim()).slice(0, ROUTINE_NAME_MAX).trim();
  return name.charAt(0).toUpperCase() + name.slice(1);
}
