// What a restore counts, free of zod, so Settings can show the counts without the schema library (decision 056).

/** The lists a person recognises, in the order the screen shows them, each with how it is counted. */
export const RESTORED_LISTS = [
  { key: 'todos', one: 'task', many: 'tasks' },
  { key: 'kanbanTasks', one: 'board card', many: 'board cards' },
  { key: 'projects', one: 'mind map', many: 'mind maps' },
  { key: 'habits', one: 'habit', many: 'habits' },
  { key: 'habitCheckins', one: 'habit check-in', many: 'habit check-ins' },
  { key: 'routines', one: 'routine', many: 'routines' },
  { key: 'routineRuns', one: 'routine run', many: 'routine runs' },
  { key: 'dayPlacements', one: 'My Day place', many: 'My Day places' },
  { key: 'studyDecks', one: 'study deck', many: 'study decks' },
  { key: 'studyCards', one: 'study card', many: 'study cards' },
  { key: 'studyReviews', one: 'study answer', many: 'study answers' },
  { key: 'reminders', one: 'reminder', many: 'reminders' },
  { key: 'budgetExpenses', one: 'budget row', many: 'budget rows' },
  { key: 'textConversions', one: 'converted text', many: 'converted texts' },
  { key: 'wordsHistory', one: 'kept Words result', many: 'kept Words results' },
  { key: 'mixes', one: 'saved sound mix', many: 'saved sound mixes' },
] as const;
export type RestoredList = (typeof RESTORED_LISTS)[number]['key'];
export type RestoreCounts = Record<RestoredList, number>;

/** "3 tasks", "1 habit". */
export function countText(list: RestoredList, count: number) {
  const found = RESTORED_LISTS.find((entry) => entry.key === list);
  return `${count.toLocaleString('en-GB')} ${count === 1 ? found?.one : found?.many}`;
}
