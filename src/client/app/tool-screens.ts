import type { ComponentType } from 'react';

/** The screen of each built tool, by tool id. Its registry entry turns 'available' when it lands here. */
export const toolScreens: Partial<Record<string, () => Promise<{ default: ComponentType }>>> = {
  budget: () => import('../features/budget/budget-page'),
  todo: () => import('../features/todos/todo-page'),
  habits: () => import('../features/habits/habits-page'),
  'routine-planner': () => import('../features/routines/routine-planner-page'),
  'study-buddy': () => import('../features/study-buddy/study-buddy-page'),
  kanban: () => import('../features/kanban/kanban-page'),
  'focus-sounds': () => import('../features/focus-sounds/focus-sounds-page'),
  'focus-rooms': () => import('../features/focus-rooms/focus-rooms-page'),
  'mind-map': () => import('../features/mind-map/mind-map-page'),
  'time-box': () => import('../features/time-box/time-box-page'),
  meditation: () => import('../features/meditation/meditation-page'),
  'text-converter': () => import('../features/text-converter/text-converter-page'),
  words: () => import('../features/words/words-page'),
};
