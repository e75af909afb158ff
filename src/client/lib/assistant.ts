import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssistantState } from '../../shared/ai';
import { api, unwrap } from './api';

/** The assistant's remembered "how small" dial, and whether the model or the built-in engine answers. */
export const assistantQuery = queryOptions({
  queryKey: ['assistant'],
  queryFn: () => unwrap<AssistantState>(api.ai.settings.$get()),
  staleTime: 5 * 60_000,
});

export function useAssistant() {
  return useQuery(assistantQuery);
}

/** Saves the dial. It moves at once; a refused save puts it back and the caller says so. */
export function useSaveStepSize() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: 'assistant' },
    mutationFn: (stepSize: number) => unwrap<AssistantState>(api.ai.settings.$put({ json: { stepSize } })),
    onMutate: async (stepSize) => {
      await queryClient.cancelQueries({ queryKey: assistantQuery.queryKey });
      const previous = queryClient.getQueryData(assistantQuery.queryKey);
      if (previous) queryClient.setQueryData(assistantQuery.queryKey, { ...previous, stepSize });
      return { previous };
    },
    onError: (_error, _size, context) => {
      if (context?.previous) queryClient.setQueryData(assistantQuery.queryKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(assistantQuery.queryKey, saved),
  });
}
