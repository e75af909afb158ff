import type { QueryClient } from '@tanstack/react-query';
import { budgetChanges } from '../features/budget/use-budget';
import { mixChanges } from '../features/focus-sounds/use-mixes';
import { boardChanges } from '../features/kanban/use-board';
import { habitChanges } from '../features/habits/use-habits';
import { routineChanges } from '../features/routines/use-routines';
import { todoChanges } from '../features/todos/use-todos';
import { registerChanges } from '../lib/offline/kept-changes';

/**
 * Gives every change that can wait on the device its code again (decision 101), for the changes kept from an
 * earlier visit. Loaded only when there are some.
 */
export function registerOfflineChanges(queryClient: QueryClient) {
  const tools = [todoChanges, boardChanges, habitChanges, routineChanges, budgetChanges, mixChanges];
  for (const changes of tools) registerChanges(queryClient, changes(queryClient));
}
