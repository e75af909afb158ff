import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { TimeBoxPlan } from '../../../shared/time-box/plan';
import { api, unwrap } from '../../lib/api';

export const timeBoxQuery = queryOptions({
  queryKey: ['time-box'],
  queryFn: () => unwrap<TimeBoxPlan>(api['time-box'].$get()),
  staleTime: 60_000,
});

export function useTimeBoxQuery() {
  return useQuery(timeBoxQuery);
}

/**
 * The plan on screen, saved whole after every change (docs/product.md#calls). The screen's copy is the truth while it is
 * open: quick changes build on each other at once, and their saves go out one at a time, in order, so the
 * last change is the one kept. A failed save keeps the change on screen and can be sent again.
 */
export function usePlan(initial: TimeBoxPlan) {
  const queryClient = useQueryClient();
  const [plan, setPlan] = useState(initial);
  const latest = useRef(initial);
  const pendingSaves = () => queryClient.isMutating({ predicate: (m) => m.options.scope?.id === 'time-box' });
  const save = useMutation({
    scope: { id: 'time-box' },
    mutationFn: (next: TimeBoxPlan) => unwrap<TimeBoxPlan>(api['time-box'].$put({ json: next })),
    onError: () => {
      // The next visit asks the server what it really holds; this screen keeps the change to send again.
      if (pendingSaves() <= 1) void queryClient.invalidateQueries({ queryKey: timeBoxQuery.queryKey });
    },
    onSuccess: (saved) => {
      // An older answer must not replace a newer plan still on its way.
      if (pendingSaves() <= 1) queryClient.setQueryData(timeBoxQuery.queryKey, saved);
    },
  });
  const { mutate } = save;
  const update = useCallback(
    (change: (current: TimeBoxPlan) => TimeBoxPlan) => {
      const next = change(latest.current);
      // A change that changes nothing (a series moving on when there is none) sends nothing.
      if (next === latest.current) return;
      latest.current = next;
      setPlan(next);
      // Coming back to the screen before the save lands shows this plan, not the one before it.
      queryClient.setQueryData(timeBoxQuery.queryKey, next);
      mutate(next);
    },
    [mutate, queryClient],
  );
  const retry = useCallback(() => mutate(latest.current), [mutate]);
  return { plan, update, saveError: save.isError ? save.error.message : null, retry };
}
