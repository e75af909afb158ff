import type { SavedBudget } from '../../../shared/budget/budget';
import type { Habit } from '../../../shared/habits/habits';
import type { KanbanTask } from '../../../shared/kanban/board';
import type { Routine } from '../../../shared/routine-planner/routines';
import type { Project } from '../../../shared/mind-map/projects';
import type { Settings } from '../../../shared/settings';
import { TEXT_SIZES, THEME_COLORS } from '../../../shared/settings';
import type { Conversion } from '../../../shared/text-converter/conversion';
import { previewOf } from '../../../shared/text-converter/conversion';
import type { Todo } from '../../../shared/todo/todos';
import type { Kind, Ledger, Value } from './ledger';
import type { Visitor } from './visitor';
import { studyStep } from './workload-study';
import {
  budgetValue,
  cardValue,
  habitValue,
  projectValue,
  routineSteps,
  routineValue,
  settingsValue,
  todoValue,
  storedItems,
} from './workload-stored';

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const chance = (p: number) => Math.random() < p;

/** A small map whose shape changes with n: a root and n % 4 subtopics. */
function mapContent(n: number) {
  const children = Array.from({ length: n % 4 }, (_, i) => ({
    id: `c${i}`,
    text: `Branch ${n}.${i}`,
    children: [],
    position: { x: 200, y: i * 60 },
  }));
  return { nodes: [{ id: 'root', text: `Idea ${n}`, children, position: { x: 0, y: 0 } }] };
}

type Step = (user: Visitor, ledger: Ledger, n: number) => Promise<unknown>;

interface Collection<T extends { id: string }> {
  kind: Kind;
  path: string;
  create(n: number): { input: object; intended: Value };
  /** A change to an existing item; without it the kind is only created and deleted. */
  change?(n: number, before: Value): { input: object; intended: Value };
  /** The stored value an answer describes. */
  value(item: T): Value;
}

/** Creates while the user has few items, then changes and deletes them. */
function collection<T extends { id: string }>(c: Collection<T>): Step {
  return (user, ledger, n) => {
    const ids = ledger.ids(c.kind);
    if (ids.length < 2 || chance(0.4)) {
      const { input, intended } = c.create(n);
      return ledger.write(
        c.kind,
        null,
        intended,
        () => user.send('POST', c.path, input),
        (item: T) => ({ id: item.id, value: c.value(item) }),
      );
    }
    const id = pick(ids);
    if (!c.change || chance(0.3)) {
      return ledger.write(
        c.kind,
        id,
        undefined,
        () => user.send('DELETE', `${c.path}/${id}`),
        () => ({ id, value: undefined }),
      );
    }
    const { input, intended } = c.change(n, ledger.value(c.kind, id));
    return ledger.write(
      c.kind,
      id,
      intended,
      () => user.send('PATCH', `${c.path}/${id}`, input),
      (item: T) => ({ id, value: c.value(item) }),
    );
  };
}

const same = (input: object) => ({ input, intended: input });

/** One random write of each kind. */
const steps: Record<Kind, Step> = {
  todos: collection<Todo>({
    kind: 'todos',
    path: '/api/todos',
    create: (n) => ({ input: { title: `Task ${n}` }, intended: { title: `Task ${n}`, completed: false } }),
    change: (n) => same({ title: `Task ${n} (changed)`, completed: chance(0.5) }),
    value: todoValue,
  }),
  cards: collection<KanbanTask>({
    kind: 'cards',
    path: '/api/kanban',
    create: (n) => {
      const card = { title: `Card ${n}`, description: `Notes for card ${n}` };
      return { input: card, intended: { ...card, status: 'todo' } };
    },
    change: (n, before) => {
      const input = { status: pick(['todo', 'in-progress', 'done'] as const), description: `Moved at ${n}` };
      return { input, intended: { ...(before as object), ...input } };
    },
    value: cardValue,
  }),
  conversions: collection<Conversion>({
    kind: 'conversions',
    path: '/api/conversions',
    create: (n) => {
      const input = {
        text: `Reading is easier in short parts. Part ${n} of the text.`,
        mode: pick(['adhd', 'opendyslexic']),
      };
      return { input, intended: { mode: input.mode, preview: previewOf(input.text) } };
    },
    value: (c) => ({ mode: c.mode, preview: previewOf(c.originalText) }),
  }),
  projects: collection<Project>({
    kind: 'projects',
    path: '/api/projects',
    create: (n) => same({ title: `Map ${n}`, content: mapContent(n) }),
    change: (n) => same({ title: `Map ${n} (changed)`, content: mapContent(n) }),
    value: projectValue,
  }),
  habits: (user, ledger, n) => {
    const ids = ledger.ids('habits');
    if (ids.length === 0 || (ids.length < 20 && chance(0.5))) {
      return collection<Habit>({
        kind: 'habits',
        path: '/api/habits',
        create: (k) => ({ input: { name: `Habit ${k}` }, intended: { name: `Habit ${k}`, checkins: {} } }),
        change: (k, before) => {
          const input = { name: `Habit ${k} (renamed)` };
          return { input, intended: { ...(before as object), ...input } };
        },
        value: habitValue,
      })(user, ledger, n);
    }
    // A check-in on one of the last few days (every time zone still allows them), or taking one away.
    const id = pick(ids);
    const before = ledger.value('habits', id) as ReturnType<typeof habitValue>;
    const day = new Date(Date.now() - (n % 4) * 86_400_000).toISOString().slice(0, 10);
    const state = pick(['done', 'skip', 'rest', 'none'] as const);
    const checkins: Record<string, string> = { ...before.checkins };
    if (state === 'none') delete checkins[day];
    else checkins[day] = state;
    const sorted = Object.fromEntries(Object.entries(checkins).sort(([a], [b]) => a.localeCompare(b)));
    const intended = { name: before.name, checkins: sorted };
    return ledger.write(
      'habits',
      id,
      intended,
      () => user.send('PUT', `/api/habits/${id}/checkins`, { day, state }),
      () => ({ id, value: intended }),
    );
  },
  routines: (user, ledger, n) => {
    const ids = ledger.ids('routines');
    if (ids.length < 2 || chance(0.4)) {
      // Added (runs: none yet) or deleted.
      return collection<Routine>({
        kind: 'routines',
        path: '/api/routines',
        create: (k) => {
          const input = { name: `Routine ${k}`, steps: routineSteps(k) };
          return { input, intended: { ...routineValue(input), runs: 0 } };
        },
        value: (routine) => ({ ...routineValue(routine), runs: 0 }),
      })(user, ledger, n);
    }
    if (chance(0.5)) {
      // A rename with its steps rewritten in a new order, as the editor saves them; the runs stay.
      const id = pick(ids);
      const { runs } = ledger.value('routines', id) as { runs: number };
      const input = { name: `Routine ${n} (changed)`, steps: routineSteps(n).reverse() };
      const intended = { ...routineValue(input), runs };
      return ledger.write(
        'routines',
        id,
        intended,
        () => user.send('PATCH', `/api/routines/${id}`, input),
        (routine: Routine) => ({ id, value: { ...routineValue(routine), runs } }),
      );
    }
    // A run played through, kept with the routine.
    const id = pick(ids);
    const before = ledger.value('routines', id) as { runs: number };
    const intended = { ...before, runs: before.runs + 1 };
    const started = Date.now() - 600_000;
    const run = {
      startedAt: new Date(started).toISOString(),
      finishedAt: new Date(started + 300_000).toISOString(),
      steps: [{ stepId: `s${n}`, title: `Step ${n}`, plannedMinutes: 5, state: 'done', seconds: 300 }],
    };
    return ledger.write(
      'routines',
      id,
      intended,
      () => user.send('POST', `/api/routines/${id}/runs`, run),
      () => ({ id, value: intended }),
    );
  },
  study: studyStep,
  budget: (user, ledger, n) => {
    const input = {
      currency: pick(['USD', 'EUR', 'GBP'] as const),
      incomes: { main: 100_000 + n, second: n % 7, other: 0 },
      expenses: [
        { group: 'needs' as const, label: `Rent ${n}`, cents: 50_000 },
        { group: 'wants' as const, label: 'Cinema', cents: n },
      ],
    };
    return ledger.write(
      'budget',
      'me',
      input,
      () => user.send('PUT', '/api/budget', input),
      (body: { budget: SavedBudget }) => ({ id: 'me', value: budgetValue(body.budget) }),
    );
  },
  settings: (user, ledger) => {
    const change = { themeColor: pick(THEME_COLORS), textSize: pick(TEXT_SIZES) };
    return ledger.write(
      'settings',
      'me',
      change,
      () => user.send('PATCH', '/api/settings', change),
      (s: Settings) => ({ id: 'me', value: settingsValue(s) }),
    );
  },
};

export const KINDS = Object.keys(steps) as Kind[];

/** One write of the given kind (n makes its text unique). */
export const writeOnce = (kind: Kind, user: Visitor, ledger: Ledger, n: number) =>
  steps[kind](user, ledger, n);

/** Starts a user's ledger from what a new account has. */
export function newLedgerFor(ledger: Ledger) {
  ledger.seed('settings', 'me', { themeColor: 'indigo', textSize: 1 });
  return ledger;
}

/** Every difference between what the server stored for the user and what it acknowledged. */
export async function differences(user: Visitor, ledger: Ledger, settle = false): Promise<string[]> {
  const problems: string[] = [];
  for (const kind of KINDS) {
    const { stored, order } = await storedItems(user, kind);
    problems.push(...ledger.check(kind, stored));
    if (settle) ledger.settle(kind, stored, order);
  }
  return problems;
}
