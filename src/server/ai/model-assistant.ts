import { stepCount } from '../../shared/ai';
import {
  listItems,
  parseMindMapTopics,
  parseTaskBreakdown,
  parseTodoSuggestions,
} from '../../shared/ai-parse';
import { loadOnce } from '../../shared/load-once';
import { ROUTINE_IDEA_STEPS } from '../../shared/routine-builder';
import { estimateTask } from './built-in-assistant';
import type { Assistant } from './assistant';
import { AssistantError } from './assistant';
import type { ChatMessage } from './prompts';
import {
  AI_TEMPERATURE,
  breakdownPrompt,
  MAX_TOKENS,
  mindMapPrompt,
  routinePrompt,
  todoPrompt,
} from './prompts';
import { explainCardPrompt, parseExplanation, parseStudyCards, studyCardsPrompt } from './study-prompt';

export interface ModelOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  /** The whole wait for one answer; nothing is retried past it. */
  timeoutMs: number;
}

/** The OpenAI-compatible chat-completions assistant (OpenAI, Ollama, vLLM, LM Studio...). Server side only. */
export function createModelAssistant({ baseURL, apiKey, model, timeoutMs }: ModelOptions): Assistant {
  // The client library is loaded at the first request, not when the server starts.
  const client = loadOnce(async () => {
    const { default: OpenAIClient } = await import('openai');
    // No retries: a retry after a slow failure would make the person wait past the time limit.
    return new OpenAIClient({ baseURL, apiKey, timeout: timeoutMs, maxRetries: 0 });
  });

  async function complete(messages: ChatMessage[], maxTokens: number, signal: AbortSignal): Promise<string> {
    const openAi = await client();
    const completion = await openAi.chat.completions.create(
      { model, messages, temperature: AI_TEMPERATURE, max_tokens: maxTokens },
      { signal, timeout: timeoutMs, maxRetries: 0 },
    );
    const reply = completion.choices?.[0]?.message?.content;
    if (typeof reply !== 'string' || reply.trim() === '') throw new AssistantError('the reply was empty');
    return reply;
  }

  const atLeastOne = <T extends unknown[]>(items: T): T => {
    if (items.length === 0) throw new AssistantError('the reply held no usable item');
    return items;
  };

  return {
    source: 'model',
    // Estimates come from the kinds of task and the person's own times, with or without a model (decision 149).
    async estimate(title) {
      return estimateTask(title);
    },
    async todoSteps(title, stepSize, signal) {
      const reply = await complete(todoPrompt(title, stepSize), MAX_TOKENS.todo, signal);
      return atLeastOne(parseTodoSuggestions(reply, stepCount(stepSize)));
    },
    async breakdown(task, stepSize, signal) {
      const reply = await complete(breakdownPrompt(task, stepSize), MAX_TOKENS.breakdown, signal);
      const parsed = parseTaskBreakdown(reply, stepCount(stepSize));
      if (!parsed) throw new AssistantError('the reply held no subtasks');
      return parsed;
    },
    async mindMapTopics(topic, signal) {
      const reply = await complete(mindMapPrompt(topic), MAX_TOKENS.mindMap, signal);
      return atLeastOne(parseMindMapTopics(reply));
    },
    async routineSteps(sentence, signal) {
      const reply = await complete(routinePrompt(sentence), MAX_TOKENS.routine, signal);
      return atLeastOne(listItems(reply).slice(0, ROUTINE_IDEA_STEPS));
    },
    async studyCards(notes, signal) {
      const reply = await complete(studyCardsPrompt(notes), MAX_TOKENS.studyCards, signal);
      return atLeastOne(parseStudyCards(reply));
    },
    async explainCard(card, signal) {
      const reply = await complete(explainCardPrompt(card), MAX_TOKENS.explain, signal);
      return atLeastOne(parseExplanation(reply));
    },
  };
}
