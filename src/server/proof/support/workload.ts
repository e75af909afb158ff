import type { SavedBudget } from '../../../shared/budget';
import type { KanbanTask } from '../../../shared/kanban';
import type { Project, ProjectSummary } from '../../../shared/mind-map-projects';
import type { Settings } from '../../../shared/settings';
import { TEXT_SIZES, THEME_COLORS } from '../../../shared/settings';
import type { Conversion, ConversionSummary } from '../../../shared/text-conversion';
import { previewOf } from '../../../shared/text-conversion';
import type { Todo } from '../../../shared/todos';
import type { Kind, Ledger, Value } from './ledger';
import type { Visitor } from './visitor';

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const chance = (p: number) => Math.random() < p;

const todoValue = (t: Todo) => ({ title: t.title, completed: t.completed });
const cardValue = (c: KanbanTask) => ({ title: c.title, description: c.description, status: c.status });
const projectValue = (p: Project) => ({ title: p.title, content: p.content });
const budgetValue = (b: SavedBudget | null) =>
  b ? { currency: b.currency, incomes: b.incomes, expenses: b.expenses } : undefined;
const settingsValue = (s: Settings) => ({ themeColor: s.themeColor, textSize: s.textSize });
const conversionValue = (c: { mode: string; preview: string }) => ({ mode: c.mode, preview: c.preview });

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

/** One random write of each kind: creates while there are few items, then updates and deletes. */
const steps: Record<Kind, Step> = {
  todos: (user, ledger, n) => {
    const ids = ledger.ids('todos');
    if (ids.length < 2 || chance(0.4)) {
      const title = `Task ${n}`;
      return ledger.write(
        'todos',
        null,
        { title, completed: false },
        () => user.send('POST', '/api/todos', { title }),
        (t: Todo) => ({ id: t.id, value: todoValue(t) }),
      );
    }
    const id = pick(ids);
    if (chance(0.3)) {
      return ledger.write(
        'todos',
        id,
        undefined,
        () => user.send('DELETE', `/api/todos/${id}`),
        () => ({ id, value: undefined }),
      );
    }
    const change = { title: `Task ${n} (changed)`, completed: chance(0.5) };
    return ledger.write(
      'todos',
      id,
      change,
      () => user.send('PATCH', `/api/todos/${id}`, change),
      (t: Todo) => ({ id, value: todoValue(t) }),
    );
  },
  cards: (user, ledger, n) => {
    const ids = ledger.ids('cards');
    if (ids.length < 2 || chance(0.4)) {
      const card = { title: `Card ${n}`, description: `Notes for card ${n}` };
      return ledger.write(
        'cards',
        null,
        { ...card, status: 'todo' },
        () => user.send('POST', '/api/kanban', card),
        (c: KanbanTask) => ({ id: c.id, value: cardValue(c) }),
      );
    }
    const id = pick(ids);
    if (chance(0.3)) {
      return ledger.write(
        'cards',
        id,
        undefined,
        () => user.send('DELETE', `/api/kanban/${id}`),
        () => ({ id, value: undefined }),
      );
    }
    const change = { status: pick(['todo', 'in-progress', 'done'] as const), description: `Moved at ${n}` };
    const before = ledger.value('cards', id) as ReturnType<typeof cardValue>;
    return ledger.write(
      'cards',
      id,
      { ...before, ...change },
      () => user.send('PATCH', `/api/kanban/${id}`, change),
      (c: KanbanTask) => ({ id, value: cardValue(c) }),
    );
  },
  conversions: (user, ledger, n) => {
    const ids = ledger.ids('conversions');
    if (ids.length > 0 && chance(0.25)) {
      const id = pick(ids);
      return ledger.write(
        'conversions',
        id,
        undefined,
        () => user.send('DELETE', `/api/conversions/${id}`),
        () => ({ id, value: undefined }),
      );
    }
    const input = {
      text: `Reading is easier in short parts. Part ${n} of the text.`,
      mode: pick(['adhd', 'opendyslexic']),
    };
    return ledger.write(
      'conversions',
      null,
      { mode: input.mode, preview: previewOf(input.text) },
      () => user.send('POST', '/api/conversions', input),
      (c: Conversion) => ({ id: c.id, value: { mode: c.mode, preview: previewOf(c.originalText) } }),
    );
  },
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
  projects: (user, ledger, n) => {
    const ids = ledger.ids('projects');
    if (ids.length < 2 || chance(0.35)) {
      const input = { title: `Map ${n}`, content: mapContent(n) };
      return ledger.write(
        'projects',
        null,
        input,
        () => user.send('POST', '/api/projects', input),
        (p: Project) => ({ id: p.id, value: projectValue(p) }),
      );
    }
    const id = pick(ids);
    if (chance(0.3)) {
      return ledger.write(
        'projects',
        id,
        undefined,
        () => user.send('DELETE', `/api/projects/${id}`),
        () => ({ id, value: undefined }),
      );
    }
    const change = { title: `Map ${n} (changed)`, content: mapContent(n) };
    return ledger.write(
      'projects',
      id,
      change,
      () => user.send('PATCH', `/api/projects/${id}`, change),
      (p: Project) => ({ id, value: projectValue(p) }),
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

async function read<T>(user: Visitor, path: string): Promise<T> {
  const res = await user.send('GET', path);
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as T;
}

/** What the server has stored for the user, kind by kind, read through its own list routes. */
export async function storedItems(
  user: Visitor,
  kind: Kind,
): Promise<{ stored: Map<string, Value>; order: string[] }> {
  const byId = <T extends { id: string }>(items: T[], value: (item: T) => Value) => ({
    stored: new Map(items.map((item) => [item.id, value(item)] as const)),
    order: items.map((item) => item.id),
  });
  const one = (value: Value) => ({ stored: new Map(value === undefined ? [] : [['me', value]]), order: [] });
  switch (kind) {
    case 'todos':
      return byId(await read<Todo[]>(user, '/api/todos'), todoValue);
    case 'cards':
      return byId(await read<KanbanTask[]>(user, '/api/kanban'), cardValue);
    case 'conversions':
      return byId(
        (await read<{ conversions: ConversionSummary[] }>(user, '/api/conversions')).conversions,
        conversionValue,
      );
    case 'budget':
      return one(budgetValue((await read<{ budget: SavedBudget | null }>(user, '/api/budget')).budget));
    case 'settings':
      return one(settingsValue(await read<Settings>(user, '/api/settings')));
    case 'projects': {
      const { projects } = await read<{ projects: ProjectSummary[] }>(user, '/api/projects');
      const full = await Promise.all(projects.map((p) => read<Project>(user, `/api/projects/${p.id}`)));
      return byId(full, projectValue);
    }
  }
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
