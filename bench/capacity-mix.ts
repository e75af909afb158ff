// What a simulated person does in the capacity run: open one tool's screen (the reads that screen makes on
// opening, at once, as the app does), then one action on what it showed: add, tick, edit, or ask the built-in
// assistant. Tools and actions are picked by weight, in about the mix people use them.
import { BUDGET, phrase, runOf, SCHEDULE, today } from './capacity-seed';
import { benchMap } from './mind-map';

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  path: string;
  body?: unknown;
}

interface Item {
  id: string;
  [field: string]: unknown;
}

/** An action on what the screen showed (its answers, in order); null when it shows nothing to act on. */
type Action = (shown: unknown[], n: number) => Call | null;

interface Tool {
  name: string;
  weight: number;
  /** The reads the screen makes on opening, at once. */
  screen: string[];
  /** A read that waits for the first answer (the mind map opens the map the list names). */
  then?: (first: unknown) => string | null;
  actions: [number, Action][];
}

const list = (shown: unknown, field?: string): Item[] => {
  const value = field ? (shown as Record<string, unknown> | null)?.[field] : shown;
  return Array.isArray(value) ? (value as Item[]) : [];
};
const pick = <T>(items: readonly T[], n: number): T | undefined => items[n % Math.max(1, items.length)];
/** One item of the screen's first answer (or of its `field`), the same for the same `n`. */
const one = (shown: unknown[], n: number, field?: string) => pick(list(shown[0], field), n);
const MAPS = [30, 31, 32, 33].map((topics) => benchMap(topics));

const addTodo: Action = (_, n) => ({
  method: 'POST',
  path: '/api/todos',
  body: { title: `${phrase(n)} ${n}` },
});
const tickTodo: Action = (shown, n) => {
  const todo = one(shown, n);
  return todo
    ? { method: 'PATCH', path: `/api/todos/${todo.id}`, body: { completed: !todo.completed } }
    : null;
};

export const TOOLS: Tool[] = [
  {
    name: 'todo list',
    weight: 24,
    screen: ['/api/todos'],
    actions: [
      [30, addTodo],
      [40, tickTodo],
      [
        15,
        (shown, n) => {
          const todo = one(shown, n);
          return todo
            ? { method: 'PATCH', path: `/api/todos/${todo.id}`, body: { title: `${phrase(n, 5)} ${n}` } }
            : null;
        },
      ],
      [
        15,
        (shown, n) => {
          const todo = one(shown, n);
          return todo
            ? { method: 'POST', path: '/api/ai/todo-suggestions', body: { todoId: todo.id } }
            : null;
        },
      ],
    ],
  },
  {
    name: 'My Day',
    weight: 10,
    screen: [`/api/day?date=${today()}&timeZone=Europe%2FLondon`, '/api/todos'],
    actions: [
      [
        100,
        (shown, n) => {
          const todo = pick(list(shown[1]), n);
          const body = { day: today(), start: `${String(9 + (n % 8)).padStart(2, '0')}:30`, minutes: 25 };
          return todo ? { method: 'PUT', path: `/api/day/placements/${todo.id}`, body } : null;
        },
      ],
    ],
  },
  {
    name: 'habit tracker',
    weight: 15,
    screen: ['/api/habits'],
    actions: [
      [
        80,
        (shown, n) => {
          const habit = one(shown, n);
          const body = { day: today(), state: n % 5 === 0 ? 'skip' : 'done' };
          return habit ? { method: 'PUT', path: `/api/habits/${habit.id}/checkins`, body } : null;
        },
      ],
      [
        20,
        (shown, n) => {
          const habit = one(shown, n);
          return habit
            ? { method: 'PATCH', path: `/api/habits/${habit.id}`, body: { why: phrase(n, 5) } }
            : null;
        },
      ],
    ],
  },
  {
    name: 'task board',
    weight: 15,
    screen: ['/api/kanban'],
    actions: [
      [
        25,
        (_, n) => ({
          method: 'POST',
          path: '/api/kanban',
          body: { title: phrase(n, 3), description: phrase(n, 8) },
        }),
      ],
      [
        40,
        (shown, n) => {
          const card = one(shown, n);
          const status = (['todo', 'in-progress', 'done'] as const)[n % 3];
          return card ? { method: 'PATCH', path: `/api/kanban/${card.id}`, body: { status } } : null;
        },
      ],
      [
        20,
        (shown, n) => {
          const card = one(shown, n);
          const subtasks = [
            { text: phrase(n, 3), done: false },
            { text: phrase(n + 1, 3), done: true },
          ];
          return card ? { method: 'PATCH', path: `/api/kanban/${card.id}`, body: { subtasks } } : null;
        },
      ],
      [
        15,
        (shown, n) => {
          const card = one(shown, n);
          return card ? { method: 'POST', path: '/api/ai/task-breakdown', body: { taskId: card.id } } : null;
        },
      ],
    ],
  },
  {
    name: 'routine planner',
    weight: 8,
    screen: ['/api/routines'],
    actions: [
      [
        60,
        (shown, n) => {
          const routine = one(shown, n);
          return routine
            ? { method: 'POST', path: `/api/routines/${routine.id}/runs`, body: runOf(routine, n) }
            : null;
        },
      ],
      [
        20,
        (shown, n) => {
          const routine = one(shown, n);
          return routine
            ? { method: 'PATCH', path: `/api/routines/${routine.id}`, body: { schedule: SCHEDULE } }
            : null;
        },
      ],
      [
        20,
        () => ({
          method: 'POST',
          path: '/api/ai/routine-steps',
          body: { sentence: 'Get ready for work by 8:30' },
        }),
      ],
    ],
  },
  {
    name: 'study buddy',
    weight: 8,
    screen: ['/api/study'],
    actions: [
      [
        70,
        (shown, n) => {
          const card = one(shown, n, 'cards');
          const body = { rating: 1 + (n % 4), reviewedAt: new Date().toISOString() };
          return card ? { method: 'POST', path: `/api/study/cards/${card.id}/reviews`, body } : null;
        },
      ],
      [
        15,
        (shown, n) => {
          const deck = one(shown, n, 'decks');
          const cards = [{ kind: 'basic', front: `${phrase(n)}?`, back: phrase(n + 2) }];
          return deck ? { method: 'POST', path: `/api/study/decks/${deck.id}/cards`, body: { cards } } : null;
        },
      ],
      [
        15,
        (_, n) => ({
          method: 'POST',
          path: '/api/ai/study-cards',
          body: { text: `${phrase(n, 12)}. ${phrase(n + 3, 12)}.` },
        }),
      ],
    ],
  },
  {
    name: 'mind map',
    weight: 7,
    screen: ['/api/projects', '/api/mind-map/settings'],
    then: (first) => {
      const map = pick(list(first, 'projects'), 0);
      return map ? `/api/projects/${map.id}` : null;
    },
    actions: [
      [
        75,
        (shown, n) => {
          const map = one(shown, 0, 'projects');
          const body = { content: { nodes: pick(MAPS, n) } };
          return map ? { method: 'PATCH', path: `/api/projects/${map.id}`, body } : null;
        },
      ],
      [25, (_, n) => ({ method: 'POST', path: '/api/ai/mind-map-topics', body: { topic: phrase(n, 2) } })],
    ],
  },
  {
    name: 'budget',
    weight: 5,
    screen: ['/api/budget'],
    actions: [
      [
        100,
        (_, n) => ({
          method: 'PUT',
          path: '/api/budget',
          body: { ...BUDGET, incomes: { ...BUDGET.incomes, other: n * 100 } },
        }),
      ],
    ],
  },
  {
    name: 'Text Converter',
    weight: 5,
    screen: ['/api/conversions', '/api/reader'],
    actions: [
      [
        100,
        (_, n) => ({
          method: 'POST',
          path: '/api/conversions',
          body: { text: `${phrase(n, 12)}. `.repeat(40), mode: 'adhd' },
        }),
      ],
    ],
  },
  {
    name: 'time box',
    weight: 3,
    screen: ['/api/time-box', '/api/todos'],
    actions: [
      [
        100,
        (_, n) => ({
          method: 'PUT',
          path: '/api/time-box',
          body: {
            energyLevel: (['low', 'high'] as const)[n % 2],
            timeframe: 'short',
            duration: '10',
            addedTasks: [],
          },
        }),
      ],
    ],
  },
];
