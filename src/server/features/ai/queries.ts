import { and, eq } from 'drizzle-orm';
import type { KanbanSubtask } from '../../../shared/kanban/board';
import { mergeSuggestedSteps, readSubtasks } from '../../../shared/kanban/board';
import type { Database } from '../../db/client';
import { kanbanTasks, studyCards, todos } from '../../db/schema';
import { notFound } from '../../http/errors';
import { CARD, ownedCard } from '../study-buddy/queries';

/** The title of one of the user's todos; another user's todo is not found, exactly like a missing one. */
export async function todoTitle(db: Database, userId: string, todoId: string): Promise<string> {
  const [row] = await db
    .select({ title: todos.title })
    .from(todos)
    .where(and(eq(todos.id, todoId), eq(todos.userId, userId)));
  if (!row) throw notFound('That task');
  return row.title;
}

/** The sides of one of the user's study cards; another user's card is not found, exactly like a missing one. */
export async function studyCardText(db: Database, userId: string, cardId: string) {
  const [row] = await db
    .select({ kind: studyCards.kind, front: studyCards.front, back: studyCards.back })
    .from(studyCards)
    .where(ownedCard(userId, cardId));
  if (!row) throw notFound(CARD);
  return row;
}

export async function saveTodoSuggestions(db: Database, userId: string, todoId: string, steps: string[]) {
  await db
    .update(todos)
    .set({ aiSuggestions: steps })
    .where(and(eq(todos.id, todoId), eq(todos.userId, userId)));
}

export async function boardCard(db: Database, userId: string, taskId: string) {
  const [row] = await db
    .select({
      title: kanbanTasks.title,
      description: kanbanTasks.description,
      subtasks: kanbanTasks.subtasks,
      dismissedSteps: kanbanTasks.dismissedSteps,
    })
    .from(kanbanTasks)
    .where(and(eq(kanbanTasks.id, taskId), eq(kanbanTasks.userId, userId)));
  if (!row) throw notFound('That card');
  return { ...row, subtasks: readSubtasks(row.subtasks) };
}

/**
 * Saves a breakdown onto the card. A description the person wrote is kept (the suggested one fills only an empty
 * one); steps merge as `mergeSuggestedSteps` says: done and own steps stay, nothing is added twice.
 */
export async function saveBreakdown(
  db: Database,
  userId: string,
  taskId: string,
  current: { description: string; subtasks: KanbanSubtask[]; dismissedSteps: string[] },
  suggested: { description: string; subtasks: string[] },
) {
  const description = current.description.trim() ? current.description : suggested.description;
  const subtasks = mergeSuggestedSteps(current.subtasks, suggested.subtasks, current.dismissedSteps);
  await db
    .update(kanbanTasks)
    .set({ description, subtasks })
    .where(and(eq(kanbanTasks.id, taskId), eq(kanbanTasks.userId, userId)));
  return { description, subtasks };
}
