import { queryOptions } from '@tanstack/react-query';
import type { DayPlan } from '../../shared/my-day';
import { api, unwrap } from './api';

/**
 * One day's plan on the person's clock (`date` undefined is today), as My Day and the dashboard read it: the
 * server works out which routines run and which habits are due (decision 089). Read again each time a screen
 * opens: a check-in, a todo or a routine changed elsewhere changes the day.
 */
export const dayPlanQuery = (timeZone: string, date?: string) =>
  queryOptions({
    queryKey: ['day', timeZone, date ?? 'today'],
    queryFn: () => unwrap<DayPlan>(api.day.$get({ query: { timeZone, ...(date ? { date } : {}) } })),
    staleTime: 0,
  });
