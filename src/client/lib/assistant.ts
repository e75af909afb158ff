import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssistantState } from '../../shared/ai';
import { api, unwrap } from './api';
import { useOptimisticSave } from './optimistic-save';

/** The assistant's remembered "how small" dial, and whether the model or the built-in engine answers. */
export const assistantQuery = queryOptions({
  queryKey: ['assistant'],
  queryFn: () => unwrap<AssistantState>(api.ai.settings.$get()),
  staleTime: 5 * 60_000,
});

export function useAssistant() {
  return useQuery(assistantQuery);
}

/** Saves the dial (lib/optimistic-save.ts). It moves at once; a refused save puts it back and the caller says so. */
export function useSaveStepSize() {
  return useOptimisticSave({
    query: assistantQuery,
    save: (stepSize: number) => unwrap<AssistantState>(api.ai.settings.$put({ json: { stepSize } })),
    apply: (current, stepSize) => current && { ...current, stepSize },
  });
}
