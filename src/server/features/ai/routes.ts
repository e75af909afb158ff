import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AiSuggestionsResponse, AssistantState, TaskBreakdownAnswer } from '../../../shared/ai';
import {
  AI_FAILURE_MESSAGE,
  AI_SENSITIVE_MESSAGE,
  assistantSettingsSchema,
  mindMapTopicsRequestSchema,
  stepMinutes,
  taskBreakdownRequestSchema,
  todoSuggestionsRequestSchema,
} from '../../../shared/ai';
import { normaliseStep } from '../../../shared/ai-parse';
import type { RoutineIdeaAnswer } from '../../../shared/routine-planner/builder';
import {
  ideaName,
  ideaStep,
  ROUTINE_IDEA_STEPS,
  routineIdeaRequestSchema,
} from '../../../shared/routine-planner/builder';
import { isSensitive, withoutSensitive } from '../../../shared/sensitive-topics';
import type { StudyCardsAnswer } from '../../../shared/study-buddy/study';
import { studyCardsRequestSchema } from '../../../shared/study-buddy/study';
import type { CardExplanationAnswer } from '../../../shared/study-buddy/explain';
import { cardExplainRequestSchema, keyTerms } from '../../../shared/study-buddy/explain';
import { NO_CARDS_MESSAGE, usableCards } from './study-cards';
import type { Assistant } from '../../ai/assistant';
import { ask } from '../../ai/ask';
import { createAssistant } from '../../ai/create-assistant';
import { readToolSettings, saveToolSettings } from '../../db/tool-settings';
import type { AppEnv } from '../../http/env';
import { jsonBody } from '../../http/validate';
import type { FeatureDeps } from '../deps';
import { boardCard, saveBreakdown, saveTodoSuggestions, studyCardText, todoTitle } from './queries';

const messageFor = (outcome: 'sensitive' | 'failed') =>
  outcome === 'sensitive' ? AI_SENSITIVE_MESSAGE : AI_FAILURE_MESSAGE;

const nonEmpty = <T>(items: T[]) => (items.length > 0 ? items : null);

/**
 * The assistant's endpoints. Every answer is 200 with an outcome, so a slow, failing or refusing model shows
 * docs/product.md#messages's message instead of an error page; only a bad request (400) or someone else's item (404) is an error.
 */
export function aiRoutes(
  { config, db, signedIn }: FeatureDeps,
  assistant: Assistant = createAssistant(config),
) {
  const context = (c: Context<AppEnv>) => ({
    assistant,
    db,
    userId: c.var.user.id,
    logger: c.var.logger,
    timeoutMs: config.AI_TIMEOUT_MS,
  });
  const stepSizeFor = async (userId: string, given: number | undefined) =>
    given ?? (await readToolSettings(db, userId, 'assistant', assistantSettingsSchema))?.stepSize ?? 3;

  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/settings', async (c) => {
      const saved = await readToolSettings(db, c.var.user.id, 'assistant', assistantSettingsSchema);
      const settings = saved ?? assistantSettingsSchema.parse(undefined);
      return c.json<AssistantState>({ ...settings, source: assistant.source });
    })
    .put('/settings', jsonBody(assistantSettingsSchema.unwrap()), async (c) => {
      const saved = await saveToolSettings(db, c.var.user.id, 'assistant', c.req.valid('json'));
      return c.json<AssistantState>({ ...saved, source: assistant.source });
    })
    .post('/mind-map-topics', jsonBody(mindMapTopicsRequestSchema), async (c) => {
      const { topic, within = [], beside = [] } = c.req.valid('json');
      // The topic alone decides a refusal, as before (docs/product.md#validation); a sensitive topic above or
      // beside it is never read, so its place is left out (decision 151).
      const around = [...within, ...beside];
      const place = within.length > 0 && !around.some(isSensitive) ? { within, beside } : undefined;
      const result = await ask(
        context(c),
        { sensitive: isSensitive(topic) },
        (ai, signal) => ai.mindMapTopics(topic, signal, place),
        (topics) => nonEmpty(withoutSensitive(topics).slice(0, 3)),
      );
      return c.json<AiSuggestionsResponse>(
        result.outcome === 'ok'
          ? { outcome: 'ok', source: result.source, suggestions: result.value }
          : { outcome: result.outcome, source: result.source, suggestions: [messageFor(result.outcome)] },
      );
    })
    .post('/routine-steps', jsonBody(routineIdeaRequestSchema), async (c) => {
      // Nothing is saved: the person adds the steps they want in the editor, after their own (decision 093).
      const { sentence } = c.req.valid('json');
      const result = await ask(
        context(c),
        { sensitive: isSensitive(sentence) },
        (ai, signal) => ai.routineSteps(sentence, signal),
        (steps) => nonEmpty(withoutSensitive(steps).filter((step) => ideaStep(step) !== null)),
      );
      const name = ideaName(sentence);
      return c.json<RoutineIdeaAnswer>(
        result.outcome === 'ok'
          ? {
              outcome: 'ok',
              source: result.source,
              name,
              steps: result.value.slice(0, ROUTINE_IDEA_STEPS).flatMap((step) => ideaStep(step) ?? []),
              message: null,
            }
          : {
              outcome: result.outcome,
              source: result.source,
              name: '',
              steps: [],
              message: messageFor(result.outcome),
            },
      );
    })
    .post('/study-cards', jsonBody(studyCardsRequestSchema), async (c) => {
      const { text } = c.req.valid('json');
      const result = await ask(
        context(c),
        { sensitive: isSensitive(text) },
        (ai, signal) => ai.studyCards(text, signal),
        (cards) => usableCards(cards, text),
      );
      if (result.outcome !== 'ok') {
        const message = messageFor(result.outcome);
        return c.json<StudyCardsAnswer>({
          outcome: result.outcome,
          source: result.source,
          cards: [],
          message,
        });
      }
      const message = result.value.length === 0 ? NO_CARDS_MESSAGE : null;
      return c.json<StudyCardsAnswer>({ outcome: 'ok', source: result.source, cards: result.value, message });
    })
    .post('/explain-card', jsonBody(cardExplainRequestSchema), async (c) => {
      // Nothing is saved: the explanation shows under the card until the person moves on.
      const card = await studyCardText(db, c.var.user.id, c.req.valid('json').cardId);
      const result = await ask(
        context(c),
        { sensitive: isSensitive(`${card.front}\n${card.back}`) },
        (ai, signal) => ai.explainCard(card, signal),
        (lines) => nonEmpty(withoutSensitive(lines)),
      );
      return c.json<CardExplanationAnswer>(
        result.outcome === 'ok'
          ? {
              outcome: 'ok',
              source: result.source,
              lines: result.value,
              keyTerms: keyTerms(card),
              message: null,
            }
          : {
              outcome: result.outcome,
              source: result.source,
              lines: [],
              keyTerms: [],
              message: messageFor(result.outcome),
            },
      );
    })
    .post('/todo-suggestions', jsonBody(todoSuggestionsRequestSchema), async (c) => {
      const { todoId, stepSize: given } = c.req.valid('json');
      const userId = c.var.user.id;
      const title = await todoTitle(db, userId, todoId);
      const stepSize = await stepSizeFor(userId, given);
      const result = await ask(
        context(c),
        { sensitive: isSensitive(title) },
        (ai, signal) => ai.todoSteps(title, stepSize, signal),
        (steps) =>
          nonEmpty(withoutSensitive(steps).map((step) => normaliseStep(step, stepMinutes(stepSize)))),
      );
      if (result.outcome !== 'ok') {
        // The steps saved earlier stay saved; the message shows only until the next try.
        return c.json<AiSuggestionsResponse>({
          outcome: result.outcome,
          source: result.source,
          suggestions: [messageFor(result.outcome)],
        });
      }
      await saveTodoSuggestions(db, userId, todoId, result.value);
      return c.json<AiSuggestionsResponse>({
        outcome: 'ok',
        source: result.source,
        suggestions: result.value,
      });
    })
    .post('/task-breakdown', jsonBody(taskBreakdownRequestSchema), async (c) => {
      const { taskId, stepSize: given } = c.req.valid('json');
      const userId = c.var.user.id;
      const card = await boardCard(db, userId, taskId);
      const stepSize = await stepSizeFor(userId, given);
      const result = await ask(
        context(c),
        { sensitive: isSensitive(`${card.title}\n${card.description}`) },
        (ai, signal) => ai.breakdown({ title: card.title, description: card.description }, stepSize, signal),
        (breakdown) => {
          const subtasks = withoutSensitive(breakdown.subtasks).map((step) =>
            normaliseStep(step, stepMinutes(stepSize)),
          );
          if (subtasks.length === 0) return null;
          const description = isSensitive(breakdown.description) ? '' : breakdown.description;
          return { ...breakdown, description, subtasks };
        },
      );
      if (result.outcome !== 'ok') {
        // docs/product.md#messages: title kept, description empty, the message in place of the subtasks. Nothing saved changes.
        return c.json<TaskBreakdownAnswer>({
          outcome: result.outcome,
          source: result.source,
          title: card.title,
          description: '',
          subtasks: [messageFor(result.outcome)],
          saved: null,
        });
      }
      const saved = await saveBreakdown(db, userId, taskId, card, result.value);
      return c.json<TaskBreakdownAnswer>({
        outcome: 'ok',
        source: result.source,
        title: card.title,
        description: result.value.description,
        subtasks: result.value.subtasks,
        saved,
      });
    });
}
