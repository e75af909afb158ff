import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BudgetInput, BudgetResponse } from '../../../shared/budget';
import { api, unwrap } from '../../lib/api';

export const budgetQuery = queryOptions({
  queryKey: ['budget'],
  queryFn: () => unwrap<BudgetResponse>(api.budget.$get()),
});

export function useBudget() {
  return useQuery(budgetQuery);
}

export function useSaveBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BudgetInput) => unwrap<BudgetResponse>(api.budget.$put({ json: input })),
    onSuccess: (saved) => queryClient.setQueryData(budgetQuery.queryKey, saved),
  });
}
