import type { Page } from 'playwright-core';
import { newEmail, PASSWORD } from './accounts';
import { baseUrl } from './browser';

/**
 * The reflow test's account: long values, as real ones can be, in every tool. A word wider than its box may
 * break only inside these.
 */
export const LONG_NAME = 'Alexandria Montgomery-Featherstonehaugh';
export const LONG_TITLE = 'Reorganise-the-garden-shed-before-the-autumn-storms-arrive';

/** Signs `member` up and fills every tool with long values. Through the API: hooks cannot poll the screen. */
export async function seedLongValues(member: Page) {
  const res = await member.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseUrl() },
    data: { email: newEmail('a-rather-long-e-mail-address-for-wrapping'), password: PASSWORD, name: '' },
  });
  if (!res.ok()) throw new Error(`Sign-up failed: ${res.status()}`);
  const seeds: [string, string, unknown][] = [
    [
      'PATCH',
      '/api/profile',
      {
        fullName: LONG_NAME,
        age: 33,
        gender: 'non-binary',
        conditions: ['ADHD', 'Autism', 'Dyslexia', 'Dyscalculia', 'Dysgraphia', 'Other'],
        location: {
          city: 'Llanfairpwllgwyngyll',
          country: 'United Kingdom',
          timezone: 'America/Argentina/Buenos_Aires',
        },
      },
    ],
    ['POST', '/api/todos', { title: 'Book the dentist appointment for Thursday afternoon' }],
    ['POST', '/api/todos', { title: LONG_TITLE }],
    ['POST', '/api/kanban', { title: 'Plan the week', description: 'Sunday evening, with a cup of tea' }],
    [
      'POST',
      '/api/routines',
      {
        name: 'Unhurried morning with breakfast',
        icon: 'coffee',
        steps: [
          { title: 'Stretch', minutes: 10 },
          { title: 'Breakfast', minutes: 20 },
        ],
        schedule: {
          rule: 'FREQ=DAILY',
          time: '07:30',
          timeZone: 'America/Argentina/Buenos_Aires',
          startDay: '2026-01-01',
        },
      },
    ],
    [
      'POST',
      '/api/focus-sounds/mixes',
      {
        name: 'Rainy afternoon in the old library',
        mix: { master: 0.3, channels: { rain: { on: true, volume: 0.6 } } },
      },
    ],
    [
      'PUT',
      '/api/budget',
      {
        currency: 'GBP',
        incomes: { main: 150_000, second: 0, other: 0 },
        expenses: [
          { group: 'needs', label: 'Rent and household bills', cents: 120_000 },
          { group: 'wants', label: 'Weekend trips', cents: 60_000 },
        ],
      },
    ],
    [
      'POST',
      '/api/projects',
      {
        title: 'Moving house in the spring',
        content: {
          nodes: [
            {
              id: 'a',
              text: 'Moving house',
              position: { x: 0, y: 0 },
              children: [{ id: 'b', text: 'Pack the kitchen', position: { x: 300, y: 0 }, children: [] }],
            },
          ],
        },
      },
    ],
  ];
  for (const [method, path, data] of seeds) {
    const answer = await member.request.fetch(path, { method, data });
    if (!answer.ok()) throw new Error(`${method} ${path} failed: ${answer.status()}`);
  }
  // My Day with a todo placed over part of the routine: both say that they share time.
  const { today } = (await (await member.request.get('/api/day')).json()) as { today: string };
  const [todo] = (await (await member.request.get('/api/todos')).json()) as { id: string }[];
  const placed = await member.request.put(`/api/day/placements/${todo?.id}`, {
    data: { day: today, start: '07:40', minutes: 25 },
  });
  if (!placed.ok()) throw new Error(`Placing a todo failed: ${placed.status()}`);
  // The study buddy with a deck holding a question card and a cloze card.
  const deck = (await (
    await member.request.post('/api/study/decks', { data: { name: 'Biology for the summer exams' } })
  ).json()) as { id: string };
  const cards = await member.request.post(`/api/study/decks/${deck.id}/cards`, {
    data: {
      cards: [
        { kind: 'basic', front: 'What is photosynthesis?', back: LONG_TITLE, tags: ['biology', 'plants'] },
        { kind: 'cloze', front: 'Plants make their food in the {{c1::chloroplasts}} of leaf cells.' },
      ],
    },
  });
  if (!cards.ok()) throw new Error(`Adding cards failed: ${cards.status()}`);
}
