import { z } from 'zod';

/** SPEC §8: shown in place of suggestions whenever the assistant could not answer. */
export const AI_FAILURE_MESSAGE = 'Failed to generate suggestions. Please try again.';
/** SPEC §5 and §8: shown instead of suggestions for a topic on the sensitive list. */
export const AI_SENSITIVE_MESSAGE = 'Unable to generate suggestions for sensitive topics.';

/**
 * How an assistant request ended. 'ok' carries the suggestions; 'sensitive' and 'failed' carry the single
 * SPEC message as their only suggestion, so every screen can show `suggestions` as they are.
 */
export const AI_OUTCOMES = ['ok', 'sensitive', 'failed'] as const;
export type AiOutcome = (typeof AI_OUTCOMES)[number];

/** 'model': the configured OpenAI-compatible server answered; 'built-in': the offline engine did. */
export const AI_SOURCES = ['model', 'built-in'] as const;
export type AiSource = (typeof AI_SOURCES)[number];

/** POST /api/ai/mind-map-topics */
export const mindMapTopicsRequestSchema = z.object({
  topic: z
    .string({ error: 'Please write a topic.' })
    .trim()
    .min(1, 'Please write a topic.')
    .max(200, 'A topic can be at most 200 characters.'),
});
export type MindMapTopicsRequest = z.input<typeof mindMapTopicsRequestSchema>;

/** The answer of every suggestions endpoint (todo suggestions and mind-map topics). */
export interface AiSuggestionsResponse {
  outcome: AiOutcome;
  source: AiSource;
  /** At most 3. For 'sensitive' and 'failed', the one SPEC message. */
  suggestions: string[];
}
