import type { LucideIcon } from 'lucide-react';
import {
  Bot,
  Brain,
  CalendarClock,
  Columns3,
  FileText,
  Headphones,
  ListTodo,
  Network,
  PiggyBank,
  Sprout,
  Users,
  Timer,
  MessageSquareText,
} from 'lucide-react';
import type { ToolId } from '../../lib/tool-registry';

/**
 * What each tool's card in the catalogue shows beside its name: a picture and a sentence. Here, not in the
 * registry, so the app's first script carries neither.
 */
export const toolCards: Record<ToolId, { icon: LucideIcon; description: string }> = {
  'time-box': {
    icon: Timer,
    description: 'Pick your energy and a time window, then work in one calm, timed block.',
  },
  todo: {
    icon: ListTodo,
    description: 'Write down tasks and get three small, doable next steps for any of them.',
  },
  kanban: {
    icon: Columns3,
    description: 'See your work in three columns: To Do, In Progress and Done.',
  },
  'focus-sounds': {
    icon: Headphones,
    description: 'Mix calm sounds, such as rain, waves or soft noise, to help you focus or rest.',
  },
  'focus-rooms': {
    icon: Users,
    description:
      'Work alongside other people on a shared timer, without a camera. Open rooms or your own by link.',
  },
  'text-converter': {
    icon: FileText,
    description: 'Make any text easier to read with a dyslexia font, bold word starts and read-aloud.',
  },
  words: {
    icon: MessageSquareText,
    description:
      'See how a message might sound, what it asks of you, say it another way, or turn a brain dump into tasks.',
  },
  'mind-map': {
    icon: Network,
    description: 'Lay out ideas as a map of topics, with suggested subtopics when you are stuck.',
  },
  meditation: {
    icon: Brain,
    description: 'A guided breathing rhythm with calming words, to reset between tasks.',
  },
  habits: {
    icon: Sprout,
    description: 'Keep small habits going at your own pace. A missed day is fine; nothing is ever lost.',
  },
  'routine-planner': {
    icon: CalendarClock,
    description: 'Build routines of small steps, from a ready one or your own, and give each a time.',
  },
  budget: {
    icon: PiggyBank,
    description: 'Split your income with the 50/30/20 rule and track what you spend.',
  },
  'study-buddy': {
    icon: Bot,
    description: 'Turn your notes into flashcards, then review a few at a time, when each one is due.',
  },
};
