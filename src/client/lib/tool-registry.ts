import type { LucideIcon } from 'lucide-react';
import {
  Bot,
  Brain,
  CalendarClock,
  Columns3,
  FileText,
  ListTodo,
  Network,
  PiggyBank,
  Sprout,
  Timer,
} from 'lucide-react';

export type ToolGroup =
  | 'Focus & Time Management'
  | 'Reading & Writing Support'
  | 'Wellness & Mindfulness'
  | 'Financial Planning'
  | 'AI Assistance';

/**
 * 'available' once the tool's screen is built and registered in app/tool-screens.ts; until then
 * 'coming-soon', shown in the catalogue but not linked anywhere.
 */
export type ToolStatus = 'available' | 'coming-soon';

export type ToolId =
  | 'time-box'
  | 'todo'
  | 'kanban'
  | 'text-converter'
  | 'mind-map'
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
  description: string;
  group: ToolGroup;
  icon: LucideIcon;
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

/** Every tool of the product, in catalogue order. The catalogue, the routes and the dashboard read this list. */
export const tools: readonly Tool[] = [
  {
    id: 'time-box',
    title: 'Time Box',
    pageTitle: 'ADHD Time Boxing Tool',
    description: 'Pick your energy and a time window, then work in one calm, timed block.',
    group: 'Focus & Time Management',
    icon: Timer,
    path: '/tools/time-box',
    status: 'available',
  },
  {
    id: 'todo',
    title: 'AI Todo List',
    pageTitle: 'AI-Powered Todo List',
    description: 'Write down tasks and get three small, doable next steps for any of them.',
    group: 'Focus & Time Management',
    icon: ListTodo,
    path: '/tools/todo',
    status: 'available',
  },
  {
    id: 'kanban',
    title: 'Visual Task Board',
    description: 'See your work in three columns: To Do, In Progress and Done.',
    group: 'Focus & Time Management',
    icon: Columns3,
    path: '/tools/kanban',
    status: 'available',
  },
  {
    id: 'text-converter',
    title: 'Text Converter',
    description: 'Make any text easier to read with a dyslexia font, bold word starts and read-aloud.',
    group: 'Reading & Writing Support',
    icon: FileText,
    path: '/tools/text-converter',
    status: 'available',
  },
  {
    id: 'mind-map',
    title: 'AI Mind Mapper',
    description: 'Lay out ideas as a map of topics, with suggested subtopics when you are stuck.',
    group: 'Reading & Writing Support',
    icon: Network,
    path: '/tools/mind-map',
    status: 'available',
  },
  {
    id: 'meditation',
    title: 'Breathing & Meditation',
    pageTitle: 'Breathing Exercise',
    description: 'A guided breathing rhythm with calming words, to reset between tasks.',
    group: 'Wellness & Mindfulness',
    icon: Brain,
    path: '/tools/meditation',
    status: 'available',
  },
  {
    id: 'habits',
    title: 'Habit Tracker',
    description: 'Keep small habits going at your own pace. A missed day is fine; nothing is ever lost.',
    group: 'Wellness & Mindfulness',
    icon: Sprout,
    path: '/tools/habits',
    status: 'available',
  },
  {
    id: 'routine-planner',
    title: 'Smart Routine Planner',
    description: 'Build routines of small steps, from a ready one or your own, and give each a time.',
    group: 'Wellness & Mindfulness',
    icon: CalendarClock,
    path: '/tools/routine-planner',
    status: 'available',
  },
  {
    id: 'budget',
    title: 'Budget Calculator',
    description: 'Split your income with the 50/30/20 rule and track what you spend.',
    group: 'Financial Planning',
    icon: PiggyBank,
    path: '/tools/budget',
    status: 'available',
  },
  {
    id: 'study-buddy',
    title: 'Study Buddy AI',
    description: 'A patient study partner that explains things in small steps.',
    group: 'AI Assistance',
    icon: Bot,
    path: '/tools/study-buddy',
    status: 'coming-soon',
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
