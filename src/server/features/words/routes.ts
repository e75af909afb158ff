import { Hono } from 'hono';
import type { Context } from 'hono';
import { AI_FAILURE_MESSAGE, AI_SENSITIVE_MESSAGE } from '../../../shared/ai';
import { isSensitive, withoutSensitive } from '../../../shared/sensitive-topics';
import type {
  AsksAnswer,
  RewriteAnswer,
  SummaryAnswer,
  TasksAnswer,
  ToneAnswer,
} from '../../../shared/words/words';
import {
  BUILT_IN_NOTES,
  MODEL_NOTES,
  SUMMARY_MIN_SENTENCES,
  wordsDumpSchema,
  wordsMessageSchema,
  wordsRewriteSchema,
  wordsSummarySchema,
} from '../../../shared/words/words';
import type { WordsDayAnswer } from '../../../shared/words/day';
import { busyOf, dayMinutes, placeToday, wordsToDaySchema } from '../../../shared/words/day';
import { clockTime, minutesOf } from '../../../shared/clock-time';
import { and, eq } from 'drizzle-orm';
import { dayPlacements } from '../../db/schema';
import { dayClock, dayPlan } from '../my-day/queries';
import { createTodosWith } from '../todo/queries';
import type { Assistant } from '../../ai/assistant';
import { ask } from '../../ai/ask';
import { createAssistant } from '../../ai/create-assistant';
import { builtInWords } from '../../ai/words/built-in-words';
import { changesAnything } from '../../ai/words/rewrite';
import { sentencesOf } from '../../ai/words/sentences';
import type { AppEnv } from '../../http/env';
import { idParam, jsonBody } from '../../http/validate';
import { wordsSettingsSchema } from '../../../shared/words/history';
import {
  clearHistory,
  deleteHistoryItem,
  keepResult,
  listHistory,
  readHistoryItem,
  readWordsSettings,
  RESULT,
  saveWordsSettings,
} from './history';
import type { FeatureDeps } from '../deps';

const messageFor = (outcome: 'sensitive' | 'failed') =>
  outcome === 'sensitive' ? AI_SENSITIVE_MESSAGE : AI_FAILURE_MESSAGE;

/**
 * Words, help with messages (decision 157). Nothing is stored unless the person keeps a short history (decision
 * 159): each route reads the text it is sent and answers.
 * Every answer is 200 with an outcome, as the assistant's are; the assistant's limit on requests counts these
 * too, and a text on the sensitive list is not read.
 */
export function wordsRoutes(
  { config, db, signedIn }: FeatureDeps,
  assistant: Assistant = createAssistant(config),
) {
  const words = assistant.words ?? builtInWords;
  const notes = words.source === 'built-in' ? BUILT_IN_NOTES : MODEL_NOTES;
  // The screen names the server a person's text goes to (docs/product.md#words).
  const sentTo = words.source === 'model' ? new URL(config.AI_BASE_URL).host : null;
  const context = (c: Context<AppEnv>) => ({
    assistant,
    db,
    userId: c.var.user.id,
    logger: c.var.logger,
    timeoutMs: config.AI_TIMEOUT_MS,
  });

  return (
    new Hono<AppEnv>()
      .use(signedIn)
      .post('/tone', jsonBody(wordsMessageSchema), async (c) => {
        const { text } = c.req.valid('json');
        const result = await ask(
          context(c),
          { sensitive: isSensitive(text) },
          (_ai, signal) => words.tone(text, signal),
          (reading) => reading,
        );
        if (result.outcome !== 'ok')
          return c.json<ToneAnswer>({
            outcome: result.outcome,
            source: result.source,
            sentTo,
            tones: [],
            signals: [],
            message: messageFor(result.outcome),
          });
        const message = result.value.tones.length === 0 ? notes.tone : null;
        const answer: ToneAnswer = { outcome: 'ok', source: result.source, sentTo, ...result.value, message };
        await keepResult(db, c.var.user.id, 'tone', text, answer);
        return c.json(answer);
      })
      .post('/asks', jsonBody(wordsMessageSchema), async (c) => {
        const { text } = c.req.valid('json');
        const result = await ask(
          context(c),
          { sensitive: isSensitive(text) },
          (_ai, signal) => words.asks(text, signal),
          (reading) => ({ ...reading, asks: reading.asks.filter((each) => !isSensitive(each.task)) }),
        );
        if (result.outcome !== 'ok')
          return c.json<AsksAnswer>({
            outcome: result.outcome,
            source: result.source,
            sentTo,
            asks: [],
            dates: [],
            message: messageFor(result.outcome),
          });
        const message = result.value.asks.length === 0 ? notes.asks : null;
        const answer: AsksAnswer = { outcome: 'ok', source: result.source, sentTo, ...result.value, message };
        await keepResult(db, c.var.user.id, 'asks', text, answer);
        return c.json(answer);
      })
      .post('/rewrite', jsonBody(wordsRewriteSchema), async (c) => {
        const { text, style } = c.req.valid('json');
        const result = await ask(
          context(c),
          { sensitive: isSensitive(text) },
          (_ai, signal) => words.rewrite(text, style, signal),
          (rewrite) =>
            rewrite.parts.some((part) => isSensitive(part.after) && !isSensitive(part.before))
              ? null
              : rewrite,
        );
        if (result.outcome !== 'ok')
          return c.json<RewriteAnswer>({
            outcome: result.outcome,
            source: result.source,
            sentTo,
            style,
            parts: [],
            message: messageFor(result.outcome),
          });
        const message = changesAnything(result.value) ? null : notes.rewrite;
        const answer: RewriteAnswer = {
          outcome: 'ok',
          source: result.source,
          sentTo,
          style,
          ...result.value,
          message,
        };
        await keepResult(db, c.var.user.id, 'rewrite', text, answer);
        return c.json(answer);
      })
      .post('/summary', jsonBody(wordsSummarySchema), async (c) => {
        // "Shorter and simpler" in reading text (decision 170): read, answered, never kept.
        const { text } = c.req.valid('json');
        const answered = { source: words.source, sentTo };
        if (sentencesOf(text).length < SUMMARY_MIN_SENTENCES)
          return c.json<SummaryAnswer>({ outcome: 'ok', ...answered, sentences: [], message: notes.summary });
        const result = await ask(
          context(c),
          { sensitive: isSensitive(text) },
          (_ai, signal) => words.summary(text, signal),
          (summary) => (summary.sentences.some(isSensitive) ? null : summary),
        );
        if (result.outcome !== 'ok')
          return c.json<SummaryAnswer>({
            outcome: result.outcome,
            ...answered,
            sentences: [],
            message: messageFor(result.outcome),
          });
        const { sentences } = result.value;
        return c.json<SummaryAnswer>({
          outcome: 'ok',
          ...answered,
          sentences,
          message: sentences.length === 0 ? notes.summary : null,
        });
      })
      .post('/my-day', jsonBody(wordsToDaySchema), async (c) => {
        // "Add to My Day" (decision 159): new todos, each placed today in time still free, in one transaction.
        const userId = c.var.user.id;
        const { tasks, timeZone } = c.req.valid('json');
        const now = new Date();
        const clock = await dayClock(db, userId, { timeZone }, now);
        const { routines } = await dayPlan(db, userId, clock);
        const answer = await createTodosWith(
          db,
          userId,
          tasks.map((task) => task.title),
          async (tx, added) => {
            // Read inside the todo list's lock: two presses at once never take the same time.
            const placements = await tx
              .select({ start: dayPlacements.startTime, minutes: dayPlacements.minutes })
              .from(dayPlacements)
              .where(and(eq(dayPlacements.userId, userId), eq(dayPlacements.day, clock.today)));
            const lengths = added.map((todo) => dayMinutes(todo.estimate));
            const starts = placeToday(
              busyOf({ routines, placements }),
              tasks.map((task, index) => ({ minutes: lengths[index] ?? 0, when: task.when })),
              minutesOf(clockTime(now, clock.timeZone)),
            );
            const items = added.map((todo, index) => ({
              todoId: todo.id,
              title: todo.title,
              start: starts[index] ?? null,
              minutes: lengths[index] ?? 0,
            }));
            const placed = items.flatMap((item) =>
              item.start === null
                ? []
                : [
                    {
                      todoId: item.todoId,
                      userId,
                      day: clock.today,
                      startTime: item.start,
                      minutes: item.minutes,
                    },
                  ],
            );
            if (placed.length > 0) await tx.insert(dayPlacements).values(placed);
            return { day: clock.today, items };
          },
        );
        return c.json<WordsDayAnswer>(answer, 201);
      })
      .post('/tasks', jsonBody(wordsDumpSchema), async (c) => {
        const { text } = c.req.valid('json');
        const result = await ask(
          context(c),
          { sensitive: isSensitive(text) },
          (_ai, signal) => words.tasks(text, signal),
          (tasks) => {
            const titles = new Set(withoutSensitive(tasks.map((task) => task.title)));
            return tasks.filter((task) => titles.has(task.title));
          },
        );
        if (result.outcome !== 'ok')
          return c.json<TasksAnswer>({
            outcome: result.outcome,
            source: result.source,
            sentTo,
            tasks: [],
            message: messageFor(result.outcome),
          });
        const message = result.value.length === 0 ? notes.tasks : null;
        const answer: TasksAnswer = {
          outcome: 'ok',
          source: result.source,
          sentTo,
          tasks: result.value,
          message,
        };
        await keepResult(db, c.var.user.id, 'tasks', text, answer);
        return c.json(answer);
      })
      // The short history (decision 159): off until the person turns it on; only their own results.
      .get('/settings', async (c) => c.json(await readWordsSettings(db, c.var.user.id)))
      .put('/settings', jsonBody(wordsSettingsSchema), async (c) =>
        c.json(await saveWordsSettings(db, c.var.user.id, c.req.valid('json'))),
      )
      .get('/history', async (c) => c.json(await listHistory(db, c.var.user.id)))
      .delete('/history', async (c) => {
        await clearHistory(db, c.var.user.id);
        return c.json({ deleted: true as const });
      })
      .get('/history/:id', idParam(RESULT), async (c) =>
        c.json(await readHistoryItem(db, c.var.user.id, c.req.valid('param').id)),
      )
      .delete('/history/:id', idParam(RESULT), async (c) => {
        await deleteHistoryItem(db, c.var.user.id, c.req.valid('param').id);
        return c.json({ deleted: true as const });
      })
  );
}
