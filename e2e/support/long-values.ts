import type { Page } from 'playwright-core';
import { newEmail, signUp } from './accounts';

/**
 * The reflow test's account: long values, as real ones can be, in every tool. A word wider than its box may
 * break only inside these.
 */
export const LONG_NAME = 'Alexandria Montgomery-Featherstonehaugh';
export const LONG_TITLE = 'Reorganise-the-garden-shed-before-the-autumn-storms-arrive';
/**
 * Long real words, as people write them: an English one, German compounds, a web address and an e-mail
 * address. Each sits in a list, a card or a title of every tool; none may break unless it is wider than its box.
 */
export const LONG_WORD = 'Antidisestablishmentarianism';
export const GERMAN = 'Donaudampfschifffahrtsgesellschaftskapitän';
export const GERMAN_SHORTER = 'Rechtsschutzversicherungsgesellschaften';
export const LONG_URL = 'https://www.example.org/appointments/2026/dentist-confirmation-letter';
export const LONG_EMAIL = 'appointments.and.bookings@example-surgery.co.uk';
const sentence = (start: string) => `${start} ${LONG_WORD} ${GERMAN_SHORTER}`;

/** The account's clock, from its profile. */
const TIME_ZONE = 'America/Argentina/Buenos_Aires';
/**
 * Tomorrow on the account's clock. My Day folds what has ended today under "Earlier today", out of sight of the
 * sweep, so a day to come shows its entries whatever the hour of the run.
 */
export function tomorrowThere(now = Date.now()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now + 24 * 60 * 60 * 1000);
}

/** Signs `member` up and fills every tool with long values. Through the API: hooks cannot poll the screen. */
export async function seedLongValues(member: Page) {
  await signUp(member, newEmail('a-rather-long-e-mail-address-for-wrapping'));
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
          timezone: TIME_ZONE,
        },
      },
    ],
    ['POST', '/api/todos', { title: 'Book the dentist appointment for Thursday afternoon' }],
    ['POST', '/api/todos', { title: LONG_TITLE }],
    [
      'POST',
      '/api/todos',
      { title: sentence('Read about'), aiSuggestions: [`Open ${LONG_URL}`, `Write to ${LONG_EMAIL}`] },
    ],
    ['POST', '/api/kanban', { title: 'Plan the week', description: 'Sunday evening, with a cup of tea' }],
    [
      'POST',
      '/api/kanban',
      {
        title: `Book the dentist ${GERMAN}`,
        description: `Confirmation at ${LONG_URL}, questions to ${LONG_EMAIL}`,
        subtasks: [
          { text: `Photosynthesis notes for ${LONG_WORD}`, done: false, own: true },
          { text: GERMAN_SHORTER, done: true, own: true },
        ],
      },
    ],
    [
      'POST',
      '/api/habits',
      {
        name: sentence('Practise'),
        icon: 'droplet',
        why: `Because ${GERMAN} said so; notes at ${LONG_URL}`,
        schedule: { kind: 'daily' },
        target: { kind: 'count', amount: 8, unit: 'glasses' },
      },
    ],
    [
      'POST',
      '/api/conversions',
      {
        text: `Photosynthesis and ${LONG_WORD}: ${GERMAN}. ${LONG_URL} ${LONG_EMAIL}`,
        mode: 'adhd',
        chunks: true,
      },
    ],
    [
      'POST',
      '/api/routines',
      {
        name: `Unhurried ${GERMAN_SHORTER} morning`,
        icon: 'coffee',
        steps: [
          { title: 'Stretch', minutes: 10 },
          { title: 'Breakfast', minutes: 20 },
          { title: sentence('Read'), minutes: 5 },
        ],
        schedule: {
          rule: 'FREQ=DAILY',
          time: '07:30',
          timeZone: TIME_ZONE,
          startDay: '2026-01-01',
        },
      },
    ],
    [
      'POST',
      '/api/focus-sounds/mixes',
      {
        name: `Rainy ${GERMAN}`,
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
          { group: 'wants', label: sentence('Books on'), cents: 2_000 },
        ],
      },
    ],
    [
      'POST',
      '/api/projects',
      {
        title: `Moving house in the spring ${GERMAN_SHORTER}`,
        content: {
          nodes: [
            {
              id: 'a',
              text: 'Moving house',
              position: { x: 0, y: 0 },
              children: [
                { id: 'b', text: 'Pack the kitchen', position: { x: 300, y: 0 }, children: [] },
                { id: 'c', text: LONG_WORD, position: { x: 300, y: 120 }, children: [] },
              ],
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
  // Tomorrow, a task with a long title over the same routine, and a step with long words under a task.
  const todos = (await (await member.request.get('/api/todos')).json()) as { id: string; title: string }[];
  const long = todos.find((item) => item.title === LONG_TITLE);
  const later = await member.request.put(`/api/day/placements/${long?.id}`, {
    data: { day: tomorrowThere(), start: '07:40', minutes: 25 },
  });
  if (!later.ok()) throw new Error(`Placing a todo tomorrow failed: ${later.status()}`);
  const step = await member.request.post('/api/todos', {
    data: { title: `Check the ${GERMAN_SHORTER} letter`, parentId: long?.id },
  });
  if (!step.ok()) throw new Error(`Adding a step failed: ${step.status()}`);
  // A reminder of the habit that came and is answered neither way: the notice the app keeps on the device until
  // it is answered (decision 155), as the runner writes it from the server's words (`Time for <name>.`, the
  // habit's why), on every signed-in screen the sweep opens.
  const habits = (await (await member.request.get('/api/habits')).json()) as {
    id: string;
    name: string;
    why: string;
  }[];
  const habit = habits[0];
  if (!habit) throw new Error('The habit was not found.');
  // The habit reminds at 7:30, and task reminders are on: the app runs its reminders for this person.
  for (const [method, path, data] of [
    ['PUT', '/api/reminders', { kind: 'habit', targetId: habit.id, leadMinutes: 0, time: '07:30' }],
    ['PATCH', '/api/settings', { taskReminders: true }],
  ] as const) {
    const answer = await member.request.fetch(path, { method, data });
    if (!answer.ok()) throw new Error(`${method} ${path} failed: ${answer.status()}`);
  }
  await member.addInitScript(
    (notice) => localStorage.setItem('neuronest.reminders.open', JSON.stringify([notice])),
    {
      key: `habit:${habit.id}:${tomorrowThere()}T07:30`,
      title: `Time for ${habit.name}.`,
      body: habit.why,
      url: '/tools/habits',
      actions: true,
    },
  );
  // The study buddy with a deck holding a question card and a cloze card.
  const deck = (await (
    await member.request.post('/api/study/decks', { data: { name: `Biology ${GERMAN_SHORTER}` } })
  ).json()) as { id: string };
  const cards = await member.request.post(`/api/study/decks/${deck.id}/cards`, {
    data: {
      cards: [
        { kind: 'basic', front: 'What is photosynthesis?', back: LONG_TITLE, tags: ['biology', 'plants'] },
        { kind: 'basic', front: `What does ${LONG_WORD} mean?`, back: `See ${LONG_URL}`, tags: ['words'] },
        { kind: 'cloze', front: 'Plants make their food in the {{c1::chloroplasts}} of leaf cells.' },
      ],
    },
  });
  if (!cards.ok()) throw new Error(`Adding cards failed: ${cards.status()}`);
}
