import type { QueryClient } from '@tanstack/react-query';
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { BudgetResponse, BudgetValues } from '../../../shared/budget/budget';
import { api, unwrap } from '../../lib/api';
import { keptChanges } from '../../lib/offline/kept-changes';

export const budgetQuery = queryOptions({
  queryKey: ['budget'],
  queryFn: () => unwrap<BudgetResponse>(api.budget.$get()),
});

export function useBudget() {
  return useQuery(budgetQuery);
}

const putBudget = (values: BudgetValues) => unwrap<BudgetResponse>(api.budget.$put({ json: values }));

/**
 * The budget's one change, Save. Without a connection it waits on the device, with the budget it saves, and
 * goes when the connection returns (decision 101); a refused save puts the last saved budget back.
 */
export function budgetChanges(queryClient: QueryClient) {
  const key = budgetQuery.queryKey;
  return keptChanges('budget', {
    save: mutationOptions({
      scope: { id: 'budget' },
      mutationFn: putBudget,
      onMutate: async (values: BudgetValues) => {
        await queryClient.cancelQueries({ queryKey: key });
        const before = queryClient.getQueryData(key);
        queryClient.setQueryData(key, { budget: { ...values, updatedAt: new Date().toISOString() } });
        return { before };
      },
      onError: (_error, _values, context) => {
        if (context?.before) queryClient.setQueryData(key, context.before);
      },
      onSuccess: (saved) => queryClient.setQueryData(key, saved),
    }),
  });
}

export function useSaveBudget() {
  const queryClient = useQueryClient();
  const changes = useMemo(() => budgetChanges(queryClient), [queryClient]);
  return useMutation(changes.save);
}
