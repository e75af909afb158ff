import type { LucideIcon } from 'lucide-react';
import { BookOpen, Library, PiggyBank, SlidersHorizontal, Sparkles, Timer } from 'lucide-react';

export interface Feature {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  items?: readonly string[];
}

export interface FooterColumn {
  id: string;
  heading: string;
  items: readonly string[];
}

export const heroContent = {
  title: 'NeuroNest: everyday tools for focus, reading and planning',
  subline:
    'Made for people with ADHD, autism, dyslexia, dyscalculia and dysgraphia. Plan your day, read with less strain and keep life in order, at your own pace.',
  note: 'Beta: free while in Beta',
  primaryAction: 'Get Started',
  secondaryAction: 'Learn More',
};

export const featuresIntro = 'Small tools, each for one job. Use one, or use them all.';

export const features: readonly Feature[] = [
  {
    id: 'focus',
    title: 'Focus and time management',
    description: 'Break your day into clear, calm blocks.',
    icon: Timer,
    items: [
      'AI time boxing that fits your energy',
      'Smart todo lists with small next steps',
      'Kanban boards: To Do, In Progress, Done',
      'A focus timer for one task at a time',
      'Step-by-step routines at the times you choose, with a picture for each step',
      'Focus rooms: work alongside others, no camera',
    ],
  },
  {
    id: 'reading-writing',
    title: 'Reading and writing support',
    description: 'Read and write with less strain.',
    icon: BookOpen,
    items: [
      'Text converted to an ADHD-friendly format',
      'A dyslexia-friendly font',
      'Text-to-speech to hear text read aloud',
      'AI mind mapping to sort your ideas',
      'Flashcards made from your notes, reviewed a few at a time',
      'Picture flashcards: hide the parts of a diagram and learn them',
    ],
  },
  {
    id: 'personalised',
    title: 'Personalised experience',
    description:
      'Choose the colour, font and reading style that suit you. Your choices apply on every screen.',
    icon: SlidersHorizontal,
  },
  {
    id: 'ai-assistance',
    title: 'AI assistance',
    description: 'Feeling stuck? Get small, doable next steps for a task, or new ideas for your mind map.',
    icon: Sparkles,
  },
  {
    id: 'curated-content',
    title: 'Curated content',
    description: 'News, tips and resources chosen for you, shown on your dashboard.',
    icon: Library,
  },
  {
    id: 'life-management',
    title: 'Life management',
    description:
      'A budget calculator that splits your income into needs, wants and future, using the 50/30/20 rule.',
    icon: PiggyBank,
  },
];

export const footerColumns: readonly FooterColumn[] = [
  {
    id: 'features',
    heading: 'Features',
    items: ['Time Boxing', 'Todo List', 'Task Board', 'Text Converter', 'Mind Mapper', 'Budget Calculator'],
  },
  {
    id: 'resources',
    heading: 'Resources',
    items: ['Help and FAQ', 'ADHD guides', 'Autism resources', 'Dyslexia support'],
  },
  {
    id: 'legal',
    heading: 'Legal',
    items: ['Privacy Policy', 'Terms of Service', 'Cookie Policy', 'Accessibility Statement'],
  },
];

export const copyright = '© 2026 NeuroNest';
