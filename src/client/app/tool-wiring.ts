import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ToolId } from '../lib/tool-registry';

/** A tool's changes that can wait on the device: each with its mutation key, as `registerChanges` takes them. */
type ChangeSet = (queryClient: QueryClient) => Record<string, object>;

/**
 * How one tool is wired into the app, in one place (docs/conventions.md#adding-a-tool). The router, the offline
 * copy on the device and the changes kept there all read this record; it is a `Record` of every tool id, so a
 * tool added to the registry without its wiring does not compile. Everything is loaded when it is needed:
 * nothing here pulls a tool's code into the first script.
 */
export interface ToolWiring {
  /** The tool's screen, loaded when it is opened (the file is named after the tool's address). */
  screen: () => Promise<{ default: ComponentType }>;
  /** The first part of the query keys of the answers kept on the device, so the tool opens offline. */
  kept: readonly string[];
  /** The changes that can wait on the device and be sent again after a reload; null when the tool has none. */
  changes: null | (() => Promise<ChangeSet>);
  /** The server addresses the tool calls, under `/api` (the server's route catalogue lists each route). */
  api: readonly string[];
}

export const toolWiring: Record<ToolId, ToolWiring> = {
  'time-box': {
    screen: () => import('../features/time-box/time-box-page'),
    kept: ['time-box'],
    changes: null,
    api: ['/api/time-box'],
  },
  todo: {
    screen: () => import('../features/todo/todo-page'),
    kept: ['todos'],
    changes: () => import('../features/todo/use-todos').then((module) => module.todoChanges),
    api: ['/api/todos', '/api/ai'],
  },
  kanban: {
    screen: () => import('../features/kanban/kanban-page'),
    kept: ['kanban'],
    changes: () => import('../features/kanban/use-board').then((module) => module.boardChanges),
    api: ['/api/kanban', '/api/ai'],
  },
  'focus-sounds': {
    screen: () => import('../features/focus-sounds/focus-sounds-page'),
    kept: ['focus-sounds'],
    changes: () => import('../features/focus-sounds/use-mixes').then((module) => module.mixChanges),
    api: ['/api/focus-sounds'],
  },
  'focus-rooms': {
    screen: () => import('../features/focus-rooms/focus-rooms-page'),
    // A room is people working together now: nothing of it is worth showing from yesterday's copy.
    kept: [],
    changes: null,
    api: ['/api/focus-rooms'],
  },
  'text-converter': {
    screen: () => import('../features/text-converter/text-converter-page'),
    kept: ['conversions', 'reader-settings'],
    changes: null,
    api: ['/api/conversions', '/api/reader', '/api/bionic', '/api/dictionary', '/api/ai'],
  },
  'mind-map': {
    screen: () => import('../features/mind-map/mind-map-page'),
    kept: ['projects', 'mind-map-settings'],
    changes: null,
    api: ['/api/projects', '/api/mind-map', '/api/ai'],
  },
  words: {
    screen: () => import('../features/words/words-page'),
    kept: [],
    changes: null,
    api: ['/api/words', '/api/ai'],
  },
  meditation: {
    screen: () => import('../features/meditation/meditation-page'),
    kept: [],
    changes: null,
    api: [],
  },
  habits: {
    screen: () => import('../features/habits/habits-page'),
    kept: ['habits'],
    changes: () => import('../features/habits/use-habits').then((module) => module.habitChanges),
    api: ['/api/habits', '/api/reminders'],
  },
  'routine-planner': {
    screen: () => import('../features/routine-planner/routine-planner-page'),
    kept: ['routines'],
    changes: () => import('../features/routine-planner/use-routines').then((module) => module.routineChanges),
    api: ['/api/routines', '/api/pictures', '/api/symbols', '/api/reminders', '/api/ai'],
  },
  budget: {
    screen: () => import('../features/budget/budget-page'),
    kept: ['budget'],
    changes: () => import('../features/budget/use-budget').then((module) => module.budgetChanges),
    api: ['/api/budget'],
  },
  'study-buddy': {
    screen: () => import('../features/study-buddy/study-buddy-page'),
    kept: ['study'],
    changes: null,
    api: ['/api/study', '/api/pictures', '/api/ai'],
  },
};

/** Answers kept on the device that belong to no one tool: the reading settings and My Day. */
const HOUSE_KEPT = ['settings', 'day'];

/** The first parts of the query keys whose answers the device keeps (lib/offline/keep.ts, decision 101). */
export const KEPT_QUERY_KEYS: ReadonlySet<string> = new Set([
  ...HOUSE_KEPT,
  ...Object.values(toolWiring).flatMap((wiring) => wiring.kept),
]);
