import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SavedMix } from '../../../shared/focus-sounds';
import { focusSoundsSettingsSchema, SAVED_MIX_LIMIT, MIX_LIMIT_MESSAGE } from '../../../shared/focus-sounds';
import { profileInputSchema } from '../../../shared/profile';
import type { ExportFile, RestoreCounts, RestoreMode, RestoreResult } from '../../../shared/restore';
import { mixesOf, RESTORED_LISTS } from '../../../shared/restore';
import { settingsSchema } from '../../../shared/settings';
import { countCharacters, previewOf, RECENT_CONVERSIONS } from '../../../shared/text-conversion';
import { WORDS_HISTORY_MAX } from '../../../shared/words-history';
import { keepNewest } from '../../db/keep-newest';
import type { Database } from '../../db/client';
import {
  budgetExpenses,
  budgetProfiles,
  dayPlacements,
  habitCheckins,
  habits,
  kanbanTasks,
  projects,
  reminders,
  restoreUndo,
  routineRuns,
  routines,
  studyCards,
  studyDecks,
  studyReviews,
  textConversions,
  todos,
  userProfiles,
  userSettings,
  wordsHistory,
} from '../../db/schema';
import type { ToolSettings } from '../../db/schema';
import { userDataText } from './queries';
import type { Transaction } from './restore-limits';
import { insertRows, insertWithinLimit, LIMITED, lockLimitedLists } from './restore-limits';

/** The tool lists a replace empties, children before what they hang on. */
const REPLACED: PgTable[] = [
  reminders,
  dayPlacements,
  habitCheckins,
  routineRuns,
  studyReviews,
  studyCards,
  studyDecks,
  budgetExpenses,
  budgetProfiles,
  todos,
  kanbanTasks,
  projects,
  habits,
  routines,
  textConversions,
  wordsHistory,
];

const at = (iso: string) => new Date(iso);

/** Old ids to new: every row gets an id of its own account's, and links follow the map. */
class IdMap {
  private readonly ids = new Map<string, string>();
  fresh(old: string) {
    const made = randomUUID();
    this.ids.set(old, made);
    return made;
  }
  get(old: string | null) {
    return old === null ? undefined : this.ids.get(old);
  }
  /** Takes in another map's ids (one list written in two parts). */
  add(other: IdMap) {
    for (const [old, made] of other.ids) this.ids.set(old, made);
  }
  keepOnly(kept: Set<string>) {
    for (const [old, made] of this.ids) if (!kept.has(made)) this.ids.delete(old);
  }
}

/** The account's data as an export, as "Download my data" would give it now: the replace's undo. */
async function exportText(db: Database, userId: string) {
  let text = '';
  for await (const piece of userDataText(db, userId)) text += piece;
  return text;
}

/** The session a replace's undo lasts for. */
export interface Undo {
  id: string;
  expiresAt: Date;
}

/**
 * Brings the file's data into the account, in one transaction: with new ids throughout, links between items
 * kept, and each list within the account's limits. `replace` first removes the account's tool data, keeping it
 * as an export for Undo while `undo`'s session lasts (decision 153).
 */
export async function restoreAccount(
  db: Database,
  userId: string,
  file: ExportFile,
  mode: RestoreMode,
  undo: Undo | null,
): Promise<RestoreResult> {
  const before = mode === 'replace' && undo ? await exportText(db, userId) : null;
  const notes: string[] = [];
  const restored = Object.fromEntries(RESTORED_LISTS.map(({ key }) => [key, 0])) as RestoreCounts;
  await db.transaction(async (tx) => {
    await lockLimitedLists(tx, userId);
    if (mode === 'replace') {
      for (const table of REPLACED) await tx.delete(table).where(eq(userIdOf(table), userId));
      if (before !== null && undo) {
        await tx
          .insert(restoreUndo)
          .values({ userId, sessionId: undo.id, data: before, expiresAt: undo.expiresAt })
          .onConflictDoUpdate({
            target: restoreUndo.userId,
            set: { sessionId: undo.id, data: before, expiresAt: undo.expiresAt, createdAt: new Date() },
          });
      } else {
        // The replace that brings the undo back leaves nothing to undo.
        await forgetUndo(tx, userId);
      }
    }
    await writeTools(tx, userId, file, restored, notes);
    await writeSettings(tx, userId, file, mode, restored, notes);
  });
  return { mode, restored, notes, undo: mode === 'replace' && before !== null };
}

function userIdOf(table: PgTable) {
  return (table as unknown as { userId: Parameters<typeof eq>[0] }).userId;
}

async function writeTools(
  tx: Transaction,
  userId: string,
  file: ExportFile,
  restored: RestoreCounts,
  notes: string[],
) {
  const ids = {
    todo: new IdMap(),
    card: new IdMap(),
    project: new IdMap(),
    habit: new IdMap(),
    routine: new IdMap(),
    deck: new IdMap(),
    studyCard: new IdMap(),
  };

  const limited = async (
    key: keyof typeof LIMITED & keyof RestoreCounts,
    map: IdMap,
    rows: (Record<string, unknown> & { id: string })[],
    names: { one: string; many: string } = LIMITED[key],
  ) => {
    const values = rows.map((row) => ({ ...row, id: map.fresh(row.id), userId }));
    const kept = await insertWithinLimit(tx, userId, { ...LIMITED[key], ...names }, values, notes);
    map.keepOnly(kept);
    restored[key] = kept.size;
  };

  // Tasks first, then the steps under the tasks kept, pointing at their new ids (decision 160); a step whose
  // task is not in the file, or is itself a step, stays out.
  const tasks = file.todos.filter((todo) => todo.parentId === null);
  await limited(
    'todos',
    ids.todo,
    tasks.map((todo) => ({ ...todo, createdAt: at(todo.createdAt) })),
  );
  const steps = file.todos.flatMap((todo) => {
    const parentId = ids.todo.get(todo.parentId);
    return parentId ? [{ ...todo, parentId, createdAt: at(todo.createdAt) }] : [];
  });
  // A step whose task did not fit cannot come back without it: said, not dropped in silence.
  const taskIds = new Set(tasks.map((task) => task.id));
  const withoutTask = file.todos.filter(
    (todo) => todo.parentId !== null && taskIds.has(todo.parentId) && !ids.todo.get(todo.parentId),
  ).length;
  if (withoutTask > 0)
    notes.push(
      `${withoutTask.toLocaleString('en-GB')} ${withoutTask === 1 ? 'step' : 'steps'} did not fit, as the task ${withoutTask === 1 ? 'it belongs' : 'they belong'} to did not.`,
    );
  const taskCount = restored.todos;
  const stepIds = new IdMap();
  await limited('todos', stepIds, steps, { one: 'step', many: 'steps' });
  restored.todos += taskCount;
  ids.todo.add(stepIds);
  await limited(
    'kanbanTasks',
    ids.card,
    file.kanbanTasks.map((card) => ({ ...card, createdAt: at(card.createdAt) })),
  );
  await limited(
    'projects',
    ids.project,
    file.projects.map((project) => ({
      ...project,
      content: project.content as { nodes: unknown[] },
      lastOpenedAt: at(project.lastOpenedAt ?? project.updatedAt),
      createdAt: at(project.createdAt),
      updatedAt: at(project.updatedAt),
    })),
  );
  await limited(
    'habits',
    ids.habit,
    file.habits.map((habit) => ({ ...habit, createdAt: at(habit.createdAt) })),
  );
  await limited(
    'routines',
    ids.routine,
    file.routines.map((routine) => ({
      ...routine,
      createdAt: at(routine.createdAt),
      updatedAt: at(routine.updatedAt),
    })),
  );
  await limited(
    'studyDecks',
    ids.deck,
    file.studyDecks.map((deck) => ({ ...deck, createdAt: at(deck.createdAt) })),
  );
  await limited(
    'studyCards',
    ids.studyCard,
    file.studyCards.flatMap((card) => {
      const deckId = ids.deck.get(card.deckId);
      return deckId
        ? [
            {
              ...card,
              deckId,
              due: at(card.due),
              createdAt: at(card.createdAt),
              updatedAt: at(card.updatedAt),
            },
          ]
        : [];
    }),
  );

  // What hangs on an item comes back with it, pointing at its new id; what hung on an item left out stays out.
  const checkins = file.habitCheckins.flatMap((checkin) => {
    const habitId = ids.habit.get(checkin.habitId);
    return habitId
      ? [{ ...checkin, id: randomUUID(), userId, habitId, updatedAt: at(checkin.updatedAt) }]
      : [];
  });
  await insertRows(tx, habitCheckins, checkins);
  restored.habitCheckins = checkins.length;

  const runs = file.routineRuns.flatMap((run) => {
    const routineId = ids.routine.get(run.routineId);
    return routineId
      ? [
          {
            ...run,
            id: randomUUID(),
            userId,
            routineId,
            steps: run.steps as never,
            startedAt: at(run.startedAt),
            finishedAt: run.finishedAt === null ? null : at(run.finishedAt),
          },
        ]
      : [];
  });
  await insertRows(tx, routineRuns, runs);
  restored.routineRuns = runs.length;

  const places = file.dayPlacements.flatMap((place) => {
    const todoId = ids.todo.get(place.todoId);
    return todoId
      ? [
          {
            ...place,
            id: randomUUID(),
            userId,
            todoId,
            createdAt: at(place.createdAt),
            updatedAt: at(place.updatedAt),
          },
        ]
      : [];
  });
  await insertRows(tx, dayPlacements, places);
  restored.dayPlacements = places.length;

  const answers = file.studyReviews.flatMap((review) => {
    const cardId = ids.studyCard.get(review.cardId);
    return cardId ? [{ ...review, id: randomUUID(), userId, cardId, reviewedAt: at(review.reviewedAt) }] : [];
  });
  await insertRows(tx, studyReviews, answers);
  restored.studyReviews = answers.length;

  const reminderRows = file.reminders.flatMap((reminder) => {
    const target = {
      routineId: ids.routine.get(reminder.routineId) ?? null,
      habitId: ids.habit.get(reminder.habitId) ?? null,
      todoId: ids.todo.get(reminder.todoId) ?? null,
    };
    if (!target.routineId && !target.habitId && !target.todoId) return [];
    return [{ ...reminder, ...target, id: randomUUID(), userId, createdAt: at(reminder.createdAt) }];
  });
  await insertRows(tx, reminders, reminderRows);
  restored.reminders = reminderRows.length;

  await writeBudget(tx, userId, file, restored, notes);
  await writeConversions(tx, userId, file, restored);
  await writeWordsHistory(tx, userId, file, restored);
}

/** One budget an account: the file's comes in where the account has none, or only an empty one. */
async function writeBudget(
  tx: Transaction,
  userId: string,
  file: ExportFile,
  restored: RestoreCounts,
  notes: string[],
) {
  const [budget] = file.budgetProfiles;
  if (!budget) return;
  const [own] = await tx.select().from(budgetProfiles).where(eq(budgetProfiles.userId, userId));
  if (own) {
    const [row] = await tx
      .select({ id: budgetExpenses.id })
      .from(budgetExpenses)
      .where(eq(budgetExpenses.userId, userId))
      .limit(1);
    if (row || own.mainIncome || own.secondIncome || own.otherIncome) {
      notes.push(
        'The budget in the file was not added: this account has a budget of its own, which is kept.',
      );
      return;
    }
    await tx.delete(budgetProfiles).where(eq(budgetProfiles.id, own.id));
  }
  const budgetId = randomUUID();
  await tx.insert(budgetProfiles).values({
    ...budget,
    id: budgetId,
    userId,
    createdAt: at(budget.createdAt),
    updatedAt: at(budget.updatedAt),
  });
  const expenses = file.budgetExpenses
    .filter((expense) => expense.budgetId === budget.id)
    .map((expense) => ({ ...expense, id: randomUUID(), userId, budgetId }));
  await insertRows(tx, budgetExpenses, expenses);
  restored.budgetExpenses = expenses.length;
}

/** The converter keeps only the newest few (docs/product.md#calls): so does a restore. */
async function writeConversions(tx: Transaction, userId: string, file: ExportFile, restored: RestoreCounts) {
  if (file.textConversions.length === 0) return;
  const values = file.textConversions.map((conversion) => ({
    ...conversion,
    id: randomUUID(),
    userId,
    preview: conversion.preview ?? previewOf(conversion.originalText),
    characters: conversion.characters ?? countCharacters(conversion.originalText),
    createdAt: at(conversion.createdAt),
  }));
  await insertRows(tx, textConversions, values);
  const goneIds = await keepNewest(tx, textConversions, userId, RECENT_CONVERSIONS);
  restored.textConversions = values.filter((value) => !goneIds.has(value.id)).length;
}

/** Words keeps only the newest few results (decision 159): so does a restore, whether the history is on or not. */
async function writeWordsHistory(tx: Transaction, userId: string, file: ExportFile, restored: RestoreCounts) {
  if (file.wordsHistory.length === 0) return;
  const values = file.wordsHistory.map((entry) => ({
    ...entry,
    id: randomUUID(),
    userId,
    createdAt: at(entry.createdAt),
  }));
  await insertRows(tx, wordsHistory, values);
  const goneIds = await keepNewest(tx, wordsHistory, userId, WORDS_HISTORY_MAX);
  restored.wordsHistory = values.filter((value) => !goneIds.has(value.id)).length;
}

const SETTING_FIELDS = Object.keys(settingsSchema.shape) as (keyof typeof settingsSchema.shape)[];

/**
 * The look, the tools' choices and the profile: a replace takes the file's, each field the app still knows and
 * can keep; an add keeps the account's own and adds the file's saved mixes whose names are new.
 */
async function writeSettings(
  tx: Transaction,
  userId: string,
  file: ExportFile,
  mode: RestoreMode,
  restored: RestoreCounts,
  notes: string[],
) {
  const [own] = await tx.select().from(userSettings).where(eq(userSettings.userId, userId));
  const ownTools: ToolSettings = own?.settings ?? {};
  const fileSettings = file.settings ?? {};
  const fileTools = fileSettings['settings'];
  const tools: ToolSettings =
    mode === 'replace' && fileTools && typeof fileTools === 'object'
      ? { ...(fileTools as ToolSettings) }
      : { ...ownTools };
  const kept: SavedMix[] =
    mode === 'replace' ? [] : focusSoundsSettingsSchema.parse(ownTools.focusSounds).mixes;
  const fromFile = focusSoundsSettingsSchema.parse({ mixes: mixesOf(file.settings) }).mixes;
  const taken = new Set(kept.map((mix) => mix.name.trim().toLowerCase()));
  let left = 0;
  for (const mix of fromFile) {
    const name = mix.name.trim().toLowerCase();
    if (taken.has(name)) continue;
    if (kept.length >= SAVED_MIX_LIMIT) {
      left += 1;
      continue;
    }
    taken.add(name);
    kept.push({ ...mix, id: randomUUID() });
    restored.mixes += 1;
  }
  if (left > 0)
    notes.push(`${left} saved sound ${left === 1 ? 'mix' : 'mixes'} did not fit. ${MIX_LIMIT_MESSAGE}`);
  tools.focusSounds = { ...(tools.focusSounds as object | undefined), mixes: kept };

  const look: Record<string, unknown> = {};
  if (mode === 'replace') {
    for (const field of SETTING_FIELDS) {
      const value = settingsSchema.shape[field].safeParse(fileSettings[field]);
      if (value.success) look[field] = value.data;
    }
    if (typeof fileSettings['readingModeChosen'] === 'boolean') {
      look['readingModeChosen'] = fileSettings['readingModeChosen'];
    }
  }
  await tx
    .insert(userSettings)
    .values({ userId, ...look, settings: tools })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { ...look, settings: tools, updatedAt: new Date() },
    });

  if (mode === 'replace' && file.profile) {
    const profile = profileInputSchema.safeParse(file.profile);
    if (profile.success) {
      const values = { ...profile.data, location: profile.data.location ?? null };
      await tx
        .insert(userProfiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userProfiles.userId, set: { ...values, updatedAt: new Date() } });
    } else {
      notes.push('The profile in the file could not be read, so your profile was kept as it was.');
    }
  }
}

/** The data a replace took away, while the session that replaced it lasts. */
export async function findUndo(db: Database, userId: string) {
  const [row] = await db
    .select({ data: restoreUndo.data, createdAt: restoreUndo.createdAt })
    .from(restoreUndo)
    .where(and(eq(restoreUndo.userId, userId), gt(restoreUndo.expiresAt, new Date())));
  return row ?? null;
}

export async function forgetUndo(db: Database | Transaction, userId: string) {
  await db.delete(restoreUndo).where(eq(restoreUndo.userId, userId));
}
