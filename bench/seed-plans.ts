// The planning and study tools of a bench account: habits with weeks of check-ins, routines with steps and
// schedules, saved focus-sound mixes, a study deck, and reminders. Through the real API, like the app itself.
import { addDays, localDay } from '../src/shared/habits/days';
import type { Checkin, HabitCreate, HabitSchedule, HabitTarget } from '../src/shared/habits/habits';

/** Sends one JSON request as the signed-in person and answers its JSON; a refusal stops the bench. */
export type Send = (method: string, path: string, body: unknown) => Promise<{ id: string }>;

export function sender(baseUrl: string, cookie: string): Send {
  return async (method, path, body) => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
      body: JSON.stringify(body),
    });
    if (!res.ok)
      throw new Error(`The bench could not seed ${method} ${path} (${res.status}): ${await res.text()}`);
    return (await res.json()) as { id: string };
  };
}

const SCHEDULES: HabitSchedule[] = [
  { kind: 'daily' },
  { kind: 'weekdays', days: [1, 2, 3, 4, 5] },
  { kind: 'weekly', times: 3 },
  { kind: 'interval', every: 2 },
];
const HABIT_NAMES = [
  'Drink water',
  'Walk outside',
  'Read a chapter',
  'Stretch',
  'Take my tablets',
  'Journal',
];
const ICONS = ['droplet', 'footprints', 'book', 'dumbbell', 'pill', 'pencil'] as const;

/**
 * A habit with `days` days of check-ins up to yesterday (a day that has come in every time zone): mostly done,
 * a skip or a rest now and then, and a few days left empty, as people keep them. Sent as the restore of a
 * habit sends it, the one call that takes days older than the week a late check-in may be logged for.
 */
export function habitWithCheckins(i: number, days: number): HabitCreate {
  const last = addDays(localDay(new Date(), 'UTC'), -1);
  const target: HabitTarget = i % 3 === 2 ? { kind: 'count', amount: 8, unit: 'glasses' } : { kind: 'check' };
  const checkins = Array.from({ length: days }, (_, d) => addDays(last, -d)).flatMap((day, d): Checkin[] => {
    const turn = (d * 7 + i * 3) % 20;
    if (turn === 0) return [];
    if (turn === 1) return [{ day, state: 'skip', amount: null }];
    if (turn === 2) return [{ day, state: 'rest', amount: null }];
    return [{ day, state: 'done', amount: target.kind === 'count' ? 3 + (turn % 6) : null }];
  });
  return {
    name: `${HABIT_NAMES[i % HABIT_NAMES.length]}${i >= HABIT_NAMES.length ? ` ${i + 1}` : ''}`,
    icon: ICONS[i % ICONS.length],
    why: 'It helps me feel steady through the day.',
    schedule: SCHEDULES[i % SCHEDULES.length],
    target,
    startDay: addDays(last, -(days - 1)),
    createdAt: new Date(`${addDays(last, -(days - 1))}T08:00:00Z`).toISOString(),
    checkins: checkins.reverse(),
  };
}

export const PLANS = { habits: 6, habitDays: 60, routines: 4, steps: 5, mixes: 3, cards: 40, reminders: 4 };

const STEPS = ['Wake up slowly', 'Glass of water', 'Shower', 'Get dressed', 'Breakfast', 'Pack my bag'];
const RULES = [
  'FREQ=DAILY',
  'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
  'FREQ=WEEKLY;BYDAY=SA,SU',
  'FREQ=DAILY;INTERVAL=2',
];

async function seedRoutines(send: Send): Promise<string[]> {
  const ids = [];
  for (let i = 0; i < PLANS.routines; i += 1) {
    const routine = await send('POST', '/routines', {
      name: ['Morning', 'Evening wind-down', 'Weekend reset', 'Study start'][i],
      icon: i % 2 === 0 ? 'sun' : 'moon',
      steps: Array.from({ length: PLANS.steps }, (_, s) => ({
        title: STEPS[(i + s) % STEPS.length],
        minutes: s === 2 ? null : 5 + s * 2,
        note: s === 0 ? 'No phone until this is done.' : '',
      })),
      schedule: {
        rule: RULES[i % RULES.length],
        time: `${String(7 + i).padStart(2, '0')}:30`,
        timeZone: 'Europe/Berlin',
        startDay: addDays(localDay(new Date(), 'UTC'), -30),
      },
    });
    ids.push(routine.id);
  }
  return ids;
}

async function seedMixes(send: Send) {
  const mixes: [string, Record<string, { on: boolean; volume: number }>][] = [
    ['Rainy library', { rain: { on: true, volume: 0.6 }, brown: { on: true, volume: 0.3 } }],
    ['Seaside', { waves: { on: true, volume: 0.7 }, wind: { on: true, volume: 0.2 } }],
    ['Deep focus', { pink: { on: true, volume: 0.4 }, binaural: { on: true, volume: 0.3 } }],
  ];
  for (const [name, channels] of mixes.slice(0, PLANS.mixes)) {
    await send('POST', '/focus-sounds/mixes', { name, mix: { master: 0.8, channels } });
  }
}

/** The deck the study session bench reviews: `cards` basic cards, all new and so due now. */
export async function seedDeck(send: Send, cards = PLANS.cards): Promise<string> {
  const deck = await send('POST', '/study/decks', { name: 'Biology' });
  await send('POST', `/study/decks/${deck.id}/cards`, {
    cards: Array.from({ length: cards }, (_, i) => ({
      kind: 'basic',
      front: `What does organelle ${i + 1} in the cell do?`,
      back: `It is organelle ${i + 1}: it keeps part ${i + 1} of the cell's work going.`,
      tags: ['cells'],
    })),
  });
  return deck.id;
}

export async function seedPlans(send: Send): Promise<void> {
  const habits = [];
  for (let i = 0; i < PLANS.habits; i += 1) {
    habits.push((await send('POST', '/habits', habitWithCheckins(i, PLANS.habitDays))).id);
  }
  const routines = await seedRoutines(send);
  await seedMixes(send);
  await seedDeck(send);
  await send('PUT', '/reminders', { kind: 'routine', targetId: routines[0], leadMinutes: 5, stepEnds: true });
  await send('PUT', '/reminders', { kind: 'routine', targetId: routines[1], leadMinutes: 0 });
  await send('PUT', '/reminders', { kind: 'habit', targetId: habits[0], leadMinutes: 0, time: '09:00' });
  await send('PUT', '/reminders', { kind: 'habit', targetId: habits[3], leadMinutes: 10, time: '18:30' });
}

export const PLANS_TEXT =
  `${PLANS.habits} habits of every schedule with ${PLANS.habitDays} days of check-ins each, ` +
  `${PLANS.routines} scheduled routines of ${PLANS.steps} steps, ${PLANS.mixes} saved focus-sound mixes, ` +
  `a study deck of ${PLANS.cards} cards, ${PLANS.reminders} reminders (2 routines, 2 habits).`;
