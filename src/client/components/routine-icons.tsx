import type { LucideIcon } from 'lucide-react';
import {
  Backpack,
  Bed,
  BookOpen,
  Coffee,
  Dumbbell,
  Heart,
  House,
  Key,
  Laptop,
  Leaf,
  Moon,
  Music,
  Pill,
  Shirt,
  ShowerHead,
  Sparkles,
  Sun,
  Timer,
  Toothbrush,
  Utensils,
} from 'lucide-react';
import type { RoutineIcon } from '../../shared/routine-planner/routines';
import { ROUTINE_ICONS } from '../../shared/routine-planner/routines';

/** Each app icon a routine or step can wear, with the word the picker says for it. */
export const ROUTINE_ICON_PICTURES: Record<RoutineIcon, { icon: LucideIcon; label: string }> = {
  sun: { icon: Sun, label: 'Sun' },
  moon: { icon: Moon, label: 'Moon' },
  coffee: { icon: Coffee, label: 'Cup' },
  utensils: { icon: Utensils, label: 'Meal' },
  shower: { icon: ShowerHead, label: 'Shower' },
  shirt: { icon: Shirt, label: 'Clothes' },
  toothbrush: { icon: Toothbrush, label: 'Toothbrush' },
  bed: { icon: Bed, label: 'Bed' },
  book: { icon: BookOpen, label: 'Book' },
  backpack: { icon: Backpack, label: 'Bag' },
  key: { icon: Key, label: 'Keys' },
  house: { icon: House, label: 'Home' },
  laptop: { icon: Laptop, label: 'Laptop' },
  pill: { icon: Pill, label: 'Medicine' },
  dumbbell: { icon: Dumbbell, label: 'Exercise' },
  music: { icon: Music, label: 'Music' },
  leaf: { icon: Leaf, label: 'Leaf' },
  heart: { icon: Heart, label: 'Heart' },
  sparkles: { icon: Sparkles, label: 'Sparkles' },
  timer: { icon: Timer, label: 'Timer' },
};

const isAppIcon = (icon: string): icon is RoutineIcon => (ROUTINE_ICONS as readonly string[]).includes(icon);

/** A routine's or step's icon: the app's picture, or the emoji the person chose. Decorative: the name is beside it. */
export function RoutineIconPicture({ icon, className = 'size-6' }: { icon: string; className?: string }) {
  if (isAppIcon(icon)) {
    const Picture = ROUTINE_ICON_PICTURES[icon].icon;
    return <Picture aria-hidden="true" className={className} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`inline-flex items-center justify-center text-2xl leading-none ${className}`}
    >
      {icon}
    </span>
  );
}

export { isAppIcon };
