import type { CatalogueRoute } from './route-catalogue';

/*
 * The routine planner's calendar files, kept runs and help building a routine (decisions 091 to 093), and the
 * private calendar feed's address in Settings (decision 100).
 */

export const ROUTINE_EXTRA_ROUTES: CatalogueRoute[] = [
  { method: 'GET', path: '/api/routines/calendar.ics', access: 'user' },
  { method: 'GET', path: '/api/routines/:id/calendar.ics', access: 'user', item: { kind: 'routine' } },
  { method: 'GET', path: '/api/routines/:id/runs', access: 'user', item: { kind: 'routine' } },
  { method: 'GET', path: '/api/calendar-feed', access: 'user' },
  { method: 'POST', path: '/api/calendar-feed', access: 'user', noBody: true },
  { method: 'DELETE', path: '/api/calendar-feed', access: 'user', noBody: true },
  {
    method: 'POST',
    path: '/api/ai/routine-steps',
    access: 'user',
    body: () => ({ sentence: 'Get ready for work by 8:30' }),
    typedFields: { sentence: 'text' },
  },
];
