export type ToolGroup =
  | 'Focus & Time Management'
  | 'Reading & Writing Support'
  | 'Wellness & Mindfulness'
  | 'Financial Planning'
  | 'AI Assistance';

/**
 * 'available' once the tool's screen is built (its wiring, app/tool-wiring.ts, names it); until then
 * 'coming-soon', shown in the catalogue but not linked anywhere.
 */
export type ToolStatus = 'available' | 'coming-soon';

export type ToolId =
  | 'time-box'
  | 'todo'
  | 'kanban'
  | 'focus-sounds'
  | 'focus-rooms'
  | 'text-converter'
  | 'mind-map'
  | 'words'
  | 'meditation'
  | 'habits'
  | 'routine-planner'
  | 'budget'
  | 'study-buddy';

export interface Tool {
  id: ToolId;
  /** The name on the tool's card in the catalogue and on the dashboard. */
  title: string;
  /** The heading of the tool's own screen, when the product names it more fully than the card does. */
  pageTitle?: string;
  group: ToolGroup;
  path: string;
  status: ToolStatus;
}

export const toolGroups: readonly ToolGroup[] = [
  'Focus & Time Management',
  'Reading & Writing Support',
  'Wellness & Mindfulness',
  'Financial Planning',
  'AI Assistance',
];

/**
 * Every tool of the product, in catalogue order. The catalogue, the routes and the dashboard read this list;
 * what only the catalogue's cards show (picture and description) is in features/catalogue/tool-cards.ts.
 */
export const tools: readonly Tool[] = [
  {
    id: 'time-box',
    title: 'Time Box',
    pageTitle: 'ADHD Time Boxing Tool',
    group: 'Focus & Time Management',
    path: '/tools/time-box',
    status: 'available',
  },
  {
    id: 'todo',
    title: 'AI Todo List',
    pageTitle: 'AI-Powered Todo List',
    group: 'Focus & Time Management',
    path: '/tools/todo',
    status: 'available',
  },
  {
    id: 'kanban',
    title: 'Visual Task Board',
    group: 'Focus & Time Management',
    path: '/tools/kanban',
    status: 'available',
  },
  {
    id: 'focus-sounds',
    title: 'Focus Sounds',
    group: 'Focus & Time Management',
    path: '/tools/focus-sounds',
    status: 'available',
  },
  {
    id: 'focus-rooms',
    title: 'Focus Rooms',
    group: 'Focus & Time Management',
    path: '/tools/focus-rooms',
    status: 'available',
  },
  {
    id: 'text-converter',
    title: 'Text Converter',
    group: 'Reading & Writing Support',
    path: '/tools/text-converter',
    status: 'available',
  },
  {
    id: 'mind-map',
    title: 'AI Mind Mapper',
    group: 'Reading & Writing Support',
    path: '/tools/mind-map',
    status: 'available',
  },
  {
    id: 'words',
    title: 'Words',
    pageTitle: 'Words: help with messages',
    group: 'Reading & Writing Support',
    path: '/tools/words',
    status: 'available',
  },
  {
    id: 'meditation',
    title: 'Breathing & Meditation',
    pageTitle: 'Breathing Exercise',
    group: 'Wellness & Mindfulness',
    path: '/tools/meditation',
    status: 'available',
  },
  {
    id: 'habits',
    title: 'Habit Tracker',
    group: 'Wellness & Mindfulness',
    path: '/tools/habits',
    status: 'available',
  },
  {
    id: 'routine-planner',
    title: 'Smart Routine Planner',
    group: 'Wellness & Mindfulness',
    path: '/tools/routine-planner',
    status: 'available',
  },
  {
    id: 'budget',
    title: 'Budget Calculator',
    group: 'Financial Planning',
    path: '/tools/budget',
    status: 'available',
  },
  {
    id: 'study-buddy',
    title: 'Study Buddy AI',
    group: 'AI Assistance',
    path: '/tools/study-buddy',
    status: 'available',
  },
];

export function findTool(id: string): Tool | undefined {
  return tools.find((tool) => tool.id === id);
}

/** The heading of a tool's own screen. */
export function toolPageTitle(id: ToolId): string {
  const tool = tools.find((each) => each.id === id);
  if (!tool) throw new Error(`No tool is called ${id}.`);
  return tool.pageTitle ?? tool.title;
}
