import { stepCount } from '../../shared/ai';
import {
  listItems,
  parseMindMapTopics,
  parseTaskBreakdown,
  parseTodoSuggestions,
} from '../../shared/ai-parse';
import { loadOnce } from '../../shared/load-once';
import { ROUTINE_IDEA_STEPS } from '../../shared/routine-planner/builder';
import { estimateTask } from './built-in-assistant';
import type { Assistant } from './assistant';
import { AssistantError } from './assistant';
import { jsonIn, readBreakdown, readCards, readExplanation, readSteps, readTopics } from './json-replies';
import type { ChatMessage, StructuredPrompt } from './prompts';
import { createModelWords } from './words/model-words';
import {
  AI_TEMPERATURE,
  breakdownJsonPrompt,
  breakdownPrompt,
  MAX_JSON_TOKENS,
  MAX_TOKENS,
  mindMapJsonPrompt,
  mindMapPrompt,
  routineJsonPrompt,
  routinePrompt,
  todoPrompt,
  todoStepsJsonPrompt,
} from './prompts';
import {
  explainCardJsonPrompt,
  explainCardPrompt,
  parseExplanation,
  parseStudyCards,
  studyCardsJsonPrompt,
  studyCardsPrompt,
} from './study-prompt';

export interface ModelOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  /** The whole wait for one answer; nothing is retried past it. */
  timeoutMs: number;
}

/** The kinds of request, each with its token budgets. */
type Kind = keyof typeof MAX_TOKENS;

/** A structured answer could not be had this time: ask with the plain prompt. */
const PLAIN = Symbol('plain');

/** Whether an error is the server refusing `response_format` itself (a 4xx that names it), not the request. */
function refusesStructuredOutput(err: unknown): boolean {
  const status = (err as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status < 400 || status >= 500 || status === 401 || status === 429)
    return false;
  const message = err instanceof Error ? err.message : String(err);
  return /response_format|json_schema|json schema|structured output/i.test(message);
}

/**
 * The OpenAI-compatible chat-completions assistant (OpenAI, Ollama, vLLM, LM Studio...). Server side only.
 * Each request asks first for JSON following a schema (decision 152). A server that refuses `response_format`,
 * or answers it with a reply that is not JSON, is asked with the plain prompts from then on, for as long as this
 * assistant lives.
 */
export function createModelAssistant({ baseURL, apiKey, model, timeoutMs }: ModelOptions): Assistant {
  // The client library is loaded at the first request, not when the server starts.
  const client = loadOnce(async () => {
    const { default: OpenAIClient } = await import('openai');
    // No retries: a retry after a slow failure would make the person wait past the time limit.
    return new OpenAIClient({ baseURL, apiKey, timeout: timeoutMs, maxRetries: 0 });
  });
  let structured = true;

  async function completion(
    messages: ChatMessage[],
    maxTokens: number,
    signal: AbortSignal,
    prompt?: StructuredPrompt,
  ) {
    const openAi = await client();
    const format = prompt && {
      response_format: {
        type: 'json_schema' as const,
        json_schema: { name: prompt.name, strict: true, schema: prompt.schema },
      },
    };
    const answer = await openAi.chat.completions.create(
      { model, messages, temperature: AI_TEMPERATURE, max_tokens: maxTokens, ...format },
      { signal, timeout: timeoutMs, maxRetries: 0 },
    );
    const choice = answer.choices?.[0];
    const reply = choice?.message?.content;
    if (typeof reply !== 'string' || reply.trim() === '') throw new AssistantError('the reply was empty');
    return { reply, cutShort: choice?.finish_reason === 'length' };
  }

  async function complete(messages: ChatMessage[], maxTokens: number, signal: AbortSignal): Promise<string> {
    return (await completion(messages, maxTokens, signal)).reply;
  }

  /** The JSON answer read by `read`, or PLAIN when the plain prompt must be asked instead. */
  async function completeJson<T>(
    prompt: StructuredPrompt,
    kind: Kind,
    read: (value: unknown) => T | null,
    signal: AbortSignal,
  ): Promise<T | typeof PLAIN> {
    let answer: Awaited<ReturnType<typeof completion>>;
    try {
      answer = await completion(prompt.messages, MAX_JSON_TOKENS[kind], signal, prompt);
    } catch (err) {
      if (!refusesStructuredOutput(err)) throw err;
      structured = false;
      return PLAIN;
    }
    const value = jsonIn(answer.reply);
    // Prose where JSON was asked for: the server passed the schema over. A reply cut short by the token limit
    // says nothing about the server, so only this request goes on without it.
    if (value === undefined) {
      if (!answer.cutShort) structured = false;
      return PLAIN;
    }
    // JSON in another shape: this answer is not usable, the next may be.
    return read(value) ?? PLAIN;
  }

  /** The structured answer when there is one, else the plain prompt's, read by the plain parser. */
  async function answer<T>(
    kind: Kind,
    signal: AbortSignal,
    json: { prompt: () => StructuredPrompt; read: (value: unknown) => T | null },
    plain: { messages: () => ChatMessage[]; parse: (reply: string) => T },
  ): Promise<T> {
    if (structured) {
      const value = await completeJson(json.prompt(), kind, json.read, signal);
      if (value !== PLAIN) return value;
    }
    return plain.parse(await complete(plain.messages(), MAX_TOKENS[kind], signal));
  }

  const atLeastOne = <T extends unknown[]>(items: T): T => {
    if (items.length === 0) throw new AssistantError('the reply held no usable item');
    return items;
  };

  return {
    source: 'model',
    words: createModelWords({ baseURL, apiKey, model, timeoutMs }),
    // Estimates come from the kinds of task and the person's own times, with or without a model (decision 149).
    async estimate(title) {
      return estimateTask(title);
    },
    async todoSteps(title, stepSize, signal) {
      const count = stepCount(stepSize);
      const steps = await answer(
        'todo',
        signal,
        { prompt: () => todoStepsJsonPrompt(title, stepSize), read: (value) => readSteps(value, count) },
        { messages: () => todoPrompt(title, stepSize), parse: (reply) => parseTodoSuggestions(reply, count) },
      );
      return atLeastOne(steps);
    },
    async breakdown(task, stepSize, signal) {
      const count = stepCount(stepSize);
      const parsed = await answer(
        'breakdown',
        signal,
        { prompt: () => breakdownJsonPrompt(task, stepSize), read: (value) => readBreakdown(value, count) },
        {
          messages: () => breakdownPrompt(task, stepSize),
          parse: (reply) => parseTaskBreakdown(reply, count),
        },
      );
      if (!parsed || parsed.subtasks.length === 0) throw new AssistantError('the reply held no subtasks');
      return parsed;
    },
    async mindMapTopics(topic, signal, place) {
      const topics = await answer(
        'mindMap',
        signal,
        { prompt: () => mindMapJsonPrompt(topic, place), read: readTopics },
        { messages: () => mindMapPrompt(topic, place), parse: parseMindMapTopics },
      );
      return atLeastOne(topics);
    },
    async routineSteps(sentence, signal) {
      const steps = await answer(
        'routine',
        signal,
        { prompt: () => routineJsonPrompt(sentence), read: (value) => readSteps(value, ROUTINE_IDEA_STEPS) },
        {
          messages: () => routinePrompt(sentence),
          parse: (reply) => listItems(reply).slice(0, ROUTINE_IDEA_STEPS),
        },
      );
      return atLeastOne(steps);
    },
    async studyCards(notes, signal) {
      const cards = await answer(
        'studyCards',
        signal,
        { prompt: () => studyCardsJsonPrompt(notes), read: readCards },
        { messages: () => studyCardsPrompt(notes), parse: parseStudyCards },
      );
      return atLeastOne(cards);
    },
    async explainCard(card, signal) {
      const sentences = await answer(
        'explain',
        signal,
        { prompt: () => explainCardJsonPrompt(card), read: readExplanation },
        { messages: () => explainCardPrompt(card), parse: parseExplanation },
      );
      return atLeastOne(sentences);
    },
  };
}
