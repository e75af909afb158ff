import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedState } from '../../../shared/calendar-feed';
import { api, unwrap } from '../../lib/api';

/** Whether the private calendar feed is on, and its address (decision 100). */
export const calendarFeedQuery = queryOptions({
  queryKey: ['calendar-feed'],
  queryFn: () => unwrap<CalendarFeedState>(api['calendar-feed'].$get()),
});

export const FEED_OFF: CalendarFeedState = { on: false, address: null, madeAt: null, lastReadAt: null };

export function useCalendarFeed() {
  return useQuery(calendarFeedQuery);
}

/**
 * Make (or renew) the address, and turn the feed off. Each shows once the server has answered: a new address
 * comes only from it. Both share one scope, so a quick second press never overtakes the first.
 */
export function useCalendarFeedActions() {
  const client = useQueryClient();
  const scope = { id: 'calendar-feed' };
  const keep = (state: CalendarFeedState) => client.setQueryData(calendarFeedQuery.queryKey, state);
  const make = useMutation({
    scope,
    mutationFn: () => unwrap<CalendarFeedState>(api['calendar-feed'].$post()),
    onSuccess: keep,
  });
  const turnOff = useMutation({
    scope,
    mutationFn: () => unwrap(api['calendar-feed'].$delete()),
    onSuccess: () => keep(FEED_OFF),
  });
  return { make, turnOff };
}
