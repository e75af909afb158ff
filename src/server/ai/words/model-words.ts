import { loadOnce } from '../../../shared/load-once';
import { SUMMARY_MAX_SENTENCES, TONES, WORDS_TEXT_MAX } from '../../../shared/words/words';
import type { AsksReading, DumpTask, Rewrite, Summary, ToneReading } from '../../../shared/words/words';
import { z } from '../../../shared/zod';
import { AssistantError } from '../assistant';
import { jsonIn } from '../json-replies';
import type { StructuredPrompt } from '../prompts';
import { AI_TEMPERATURE } from '../prompts';
import { DUMP_TASKS_MAX } from './brain-dump';
import type { WordsEngine } from './engine';
import {
  asksPrompt,
  rewritePrompt,
  summaryPrompt,
  tasksPrompt,
  tonePrompt,
  WORDS_MAX_TOKENS,
} from './words-prompts';

/*
 * Help with messages from an OpenAI-compatible model (decision 157). Each action asks once for JSON following a
 * schema; a server that refuses `response_format` is asked the same prompt without it, and its reply is read as
 * JSON all the same. Every reply is checked with zod and cut to the limits the built-in engine keeps.
 */

const tone = z.enum(TONES);
const line = (most: number) =>
  z.string().transform((value) => value.replace(/\s+/g, ' ').trim().slice(0, most));

const toneReply = z.object({
  tones: z
    .array(z.string())
    .transform((tones) => [...new Set(tones.filter((t) => tone.safeParse(t).success))]),
  signals: z.array(z.object({ phrase: line(200), tone, means: line(300) })).max(20),
});
const asksReply = z.object({
  asks: z
    .array(
      z.object({
        kind: z.enum(['question', 'request']),
        said: line(600),
        task: line(300),
        when: line(100).nullable(),
      }),
    )
    .max(30),
  dates: z.array(line(100)).max(30),
});
const rewriteReply = z.object({
  parts: z.array(
    z.object({ before: z.string().max(WORDS_TEXT_MAX), after: z.string().max(WORDS_TEXT_MAX * 2) }),
  ),
});
const summaryReply = z.object({ sentences: z.array(line(400)) });
const tasksReply = z.object({ tasks: z.array(z.object({ title: line(300), when: line(100).nullable() })) });

/** Whether an error is the server refusing `response_format` itself, not the request (decision 152). */
function refusesStructuredOutput(err: unknown): boolean {
  const status = (err as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status < 400 || status >= 500 || status === 401 || status === 429)
    return false;
  const message = err instanceof Error ? err.message : String(err);
  return /response_format|json_schema|json schema|structured output/i.test(message);
}

/**
 * The rewrite's parts put back in the message's own order: a model may drop the spaces between sentences, so
 * each part's "before" is found in the message and the text between parts kept as it was.
 */
function alignedParts(message: string, parts: z.infer<typeof rewriteReply>['parts']): Rewrite | null {
  const aligned: Rewrite['parts'] = [];
  let at = 0;
  for (const { before, after } of parts) {
    if (before === '') {
      // A new greeting or closing stands on a line of its own.
      const line = after.trim();
      if (line !== '')
        aligned.push({ before: '', after: aligned.length === 0 ? `${line}\n\n` : `\n\n${line}` });
      continue;
    }
    const found = message.indexOf(before, at);
    if (found < 0) return null;
    if (found > at) aligned.push({ before: message.slice(at, found), after: message.slice(at, found) });
    const end = found + before.length;
    const gap = /^\s*/.exec(message.slice(end))?.[0] ?? '';
    aligned.push({ before: before + gap, after: after === '' ? '' : after.trimEnd() + gap });
    at = end + gap.length;
  }
  if (at < message.length) aligned.push({ before: message.slice(at), after: message.slice(at) });
  return { parts: aligned };
}

/** As the model assistant's options: the server, the key, the model and the whole wait for one answer. */
export interface WordsModelOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export function createModelWords({ baseURL, apiKey, model, timeoutMs }: WordsModelOptions): WordsEngine {
  const client = loadOnce(async () => {
    const { default: OpenAIClient } = await import('openai');
    return new OpenAIClient({ baseURL, apiKey, timeout: timeoutMs, maxRetries: 0 });
  });
  let structured = true;

  async function reply(prompt: StructuredPrompt, maxTokens: number, signal: AbortSignal): Promise<unknown> {
    const openAi = await client();
    const send = (withSchema: boolean) =>
      openAi.chat.completions.create(
        {
          model,
          messages: prompt.messages,
          temperature: AI_TEMPERATURE,
          max_tokens: maxTokens,
          ...(withSchema && {
            response_format: {
              type: 'json_schema' as const,
              json_schema: { name: prompt.name, strict: true, schema: prompt.schema },
            },
          }),
        },
        { signal, timeout: timeoutMs, maxRetries: 0 },
      );
    let answer: Awaited<ReturnType<typeof send>>;
    try {
      answer = await send(structured);
    } catch (err) {
      if (!structured || !refusesStructuredOutput(err)) throw err;
      structured = false;
      answer = await send(false);
    }
    const content = answer.choices?.[0]?.message?.content;
    const value = typeof content === 'string' ? jsonIn(content) : undefined;
    if (value === undefined) throw new AssistantError('the reply held no JSON');
    return value;
  }

  async function read<T extends z.ZodType>(shape: T, value: unknown): Promise<z.output<T>> {
    const parsed = shape.safeParse(value);
    if (!parsed.success) throw new AssistantError('the reply was in another shape');
    return parsed.data;
  }

  return {
    source: 'model',
    async tone(message, signal): Promise<ToneReading> {
      const value = await read(toneReply, await reply(tonePrompt(message), WORDS_MAX_TOKENS.tone, signal));
      // A phrase the message does not hold was not quoted from it.
      const signals = value.signals.filter(
        (each) => each.phrase === 'No greeting' || message.toLowerCase().includes(each.phrase.toLowerCase()),
      );
      return { tones: value.tones as ToneReading['tones'], signals };
    },
    async asks(message, signal): Promise<AsksReading> {
      const value = await read(asksReply, await reply(asksPrompt(message), WORDS_MAX_TOKENS.asks, signal));
      return {
        asks: value.asks.filter((each) => each.task !== ''),
        dates: [...new Set(value.dates)].filter(Boolean),
      };
    },
    async rewrite(message, style, signal): Promise<Rewrite> {
      const value = await read(
        rewriteReply,
        await reply(rewritePrompt(message, style), WORDS_MAX_TOKENS.rewrite, signal),
      );
      const rewrite = alignedParts(message, value.parts);
      if (!rewrite) throw new AssistantError('the rewrite did not quote the message');
      return rewrite;
    },
    async tasks(message, signal): Promise<DumpTask[]> {
      const value = await read(tasksReply, await reply(tasksPrompt(message), WORDS_MAX_TOKENS.tasks, signal));
      return value.tasks.filter((task) => task.title !== '').slice(0, DUMP_TASKS_MAX);
    },
    async summary(message, signal): Promise<Summary> {
      const value = await read(
        summaryReply,
        await reply(summaryPrompt(message), WORDS_MAX_TOKENS.summary, signal),
      );
      const sentences = value.sentences.filter((sentence) => sentence !== '').slice(0, SUMMARY_MAX_SENTENCES);
      if (sentences.length === 0) throw new AssistantError('the summary was empty');
      return { sentences };
    },
  };
}
