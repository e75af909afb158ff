import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { ExportFile, RestoreCounts } from '../../../shared/restore';
import { countCharacters, previewOf, RECENT_CONVERSIONS } from '../../../shared/text-converter/conversion';
import { WORDS_HISTORY_MAX } from '../../../shared/words/history';
import { keepNewest } from '../../db/keep-newest';
import {
  budgetExpenses,
  budgetProfiles,
  dayPlacements,
  habitCheckins,
  pictures,
  reminders,
  routineRuns,
  studyReviews,
  textConversions,
  wordsHistory,
} from '../../db/schema';
import type { Transaction } from './restore-limits';
import { insertRows, insertWithinLimit, LIMITED } from './restore-limits';

// The tools' part of "Bring back my data" (decision 153): new ids for every row, and the links between rows
// (cards and decks, steps and their task, check-ins and habits, reminders and what they remind of) remapped.

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

/**
 * Every tool's rows from the file, each with a new id of this account's and its links following the map, each
 * list within the account's limits; what did not fit is named in `notes`.
 */
export async function writeTools(
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
  // A picture card comes back only where its picture is still the person's: pictures are listed in the file,
  // not carried in it (decision 168).
  const pictureIds = [...new Set(file.studyCards.flatMap((card) => card.occlusion?.pictureId ?? []))];
  const kept =
    pictureIds.length === 0
      ? new Set<string>()
      : new Set(
          (
            await tx
              .select({ id: pictures.id })
              .from(pictures)
              .where(and(eq(pictures.userId, userId), inArray(pictures.id, pictureIds)))
          ).map((row) => row.id),
        );
  await limited(
    'studyCards',
    ids.studyCard,
    file.studyCards.flatMap((card) => {
      const deckId = ids.deck.get(card.deckId);
      const whole = card.kind !== 'picture' || kept.has(card.occlusion?.pictureId ?? '');
      return deckId && whole
        ? [
            {
              ...card,
              occlusion: card.kind === 'picture' ? card.occlusion : null,
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
