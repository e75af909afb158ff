// What the proof workload compares: each kind of item as the ledger keeps it, and the server's stored copy of
// it, read through the app's own list routes.
import type { SavedBudget } from '../../../shared/budget/budget';
import type { Checkin, Habit } from '../../../shared/habits/habits';
import type { KanbanTask } from '../../../shared/kanban/board';
import type { Project, ProjectSummary } from '../../../shared/mind-map/projects';
import type { Routine } from '../../../shared/routine-planner/routines';
import type { Settings } from '../../../shared/settings';
import type { StudyState } from '../../../shared/study-buddy/study';
import type { ConversionSummary } from '../../../shared/text-converter/conversion';
import type { Todo } from '../../../shared/todo/todos';
import type { Kind, Value } from './ledger';
import type { Visitor } from './visitor';
import { studyValue } from './workload-study';

export const todoValue = (t: Todo) => ({ title: t.title, completed: t.completed });
export const cardValue = (c: KanbanTask) => ({
  title: c.title,
  description: c.description,
  status: c.status,
});
export const projectValue = (p: Project) => ({ title: p.title, content: p.content });
export const budgetValue = (b: SavedBudget | null) =>
  b ? { currency: b.currency, incomes: b.incomes, expenses: b.expenses } : undefined;
export const settingsValue = (s: Settings) => ({ themeColor: s.themeColor, textSize: s.textSize });
/** A habit's name and its check-ins by day ("done 3", "skip"), in day order. */
export const habitValue = (h: Pick<Habit, 'name' | 'checkins'>) => ({
  name: h.name,
  checkins: Object.fromEntries([...h.checkins].sort((a, b) => a.day.localeCompare(b.day)).map(checkinEntry)),
});
const checkinEntry = (c: Checkin) => [c.day, c.amount === null ? c.state : `${c.state} ${c.amount}`] as const;
/** A routine's name and its steps in order, each as "title (minutes)". */
export const routineValue = (r: { name: string; steps: { title: string; minutes: number | null }[] }) => ({
  name: r.name,
  steps: r.steps.map((step) => `${step.title} (${step.minutes ?? '-'})`),
});
/** Steps whose number and lengths change with n. */
export const routineSteps = (n: number) =>
  Array.from({ length: 1 + (n % 4) }, (_, i) => ({
    title: `Step ${n}.${i}`,
    minutes: i % 2 ? null : 1 + (n % 9),
  }));
const conversionValue = (c: { mode: string; preview: string }) => ({
  mode: c.mode,
  preview: c.preview,
});

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
    case 'habits':
      return byId(await read<Habit[]>(user, '/api/habits'), habitValue);
    case 'routines': {
      const routines = await read<Routine[]>(user, '/api/routines');
      const runs = await Promise.all(
        routines.map((r) => read<unknown[]>(user, `/api/routines/${r.id}/runs`)),
      );
      return byId(
        routines.map((routine, i) => ({ ...routine, runs: runs[i]?.length ?? 0 })),
        (routine) => ({ ...routineValue(routine), runs: routine.runs }),
      );
    }
    case 'study':
      return byId((await read<StudyState>(user, '/api/study')).cards, studyValue);
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
