import type { CatalogueRoute } from './route-catalogue';

/*
 * Words, help with messages (decision 157): each reading stores nothing, unless the person keeps a history
 * (decision 159); "Add to My Day" adds todos placed on today.
 */

export const WORDS_ROUTES: CatalogueRoute[] = [
  {
    method: 'POST',
    path: '/api/words/tone',
    access: 'user',
    body: () => ({ text: 'Per my last email, I need this ASAP.' }),
    typedFields: { text: 'text' },
  },
  {
    method: 'POST',
    path: '/api/words/asks',
    access: 'user',
    body: () => ({ text: 'Could you send me the slides by Friday?' }),
    typedFields: { text: 'text' },
  },
  {
    method: 'POST',
    path: '/api/words/rewrite',
    access: 'user',
    body: () => ({ text: "hey, I can't make it tomorrow", style: 'formal' }),
    typedFields: { text: 'text', style: 'text' },
  },
  {
    method: 'POST',
    path: '/api/words/summary',
    access: 'user',
    body: () => ({
      text: 'The rent goes up in May. The new rent is 900 pounds a month. Please sign the new lease. Send it back by Friday.',
    }),
    typedFields: { text: 'text' },
  },
  {
    method: 'POST',
    path: '/api/words/tasks',
    access: 'user',
    body: () => ({ text: 'I need to call the dentist and buy milk.' }),
    typedFields: { text: 'text' },
  },
  {
    method: 'POST',
    path: '/api/words/my-day',
    access: 'user',
    body: () => ({ tasks: [{ title: 'Send the slides', when: 'today at 3pm' }], timeZone: 'Europe/London' }),
    typedFields: { tasks: 'list', timeZone: 'text?' },
  },
  { method: 'GET', path: '/api/words/settings', access: 'user' },
  // The picture dictionary (decision 171): a word looked up in the dictionary, nothing of the person's read.
  { method: 'GET', path: '/api/dictionary', access: 'user', query: 'word=thermostat' },
  {
    method: 'PUT',
    path: '/api/words/settings',
    access: 'user',
    body: () => ({ keepHistory: true }),
    typedFields: { keepHistory: 'boolean' },
  },
  { method: 'GET', path: '/api/words/history', access: 'user' },
  { method: 'DELETE', path: '/api/words/history', access: 'user', noBody: true },
  { method: 'GET', path: '/api/words/history/:id', access: 'user', item: { kind: 'wordsResult' } },
  { method: 'DELETE', path: '/api/words/history/:id', access: 'user', item: { kind: 'wordsResult' } },
];
