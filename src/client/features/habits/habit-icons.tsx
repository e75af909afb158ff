import type { LucideIcon } from 'lucide-react';
import {
  BookOpen,
  Droplet,
  Dumbbell,
  Footprints,
  Heart,
  Leaf,
  Moon,
  Music,
  Pencil,
  Pill,
  Smile,
  Sparkles,
  Sun,
  Utensils,
} from 'lucide-react';
import type { HabitIcon } from '../../../shared/habits/habits';

/** Each icon a habit can wear, with the word the icon picker says for it. */
export const HABIT_ICON_PICTURES: Record<HabitIcon, { icon: LucideIcon; label: string }> = {
  sparkles: { icon: Sparkles, label: 'Sparkles' },
  droplet: { icon: Droplet, label: 'Water drop' },
  dumbbell: { icon: Dumbbell, label: 'Weights' },
  footprints: { icon: Footprints, label: 'Footprints' },
  book: { icon: BookOpen, label: 'Book' },
  moon: { icon: Moon, label: 'Moon' },
  pill: { icon: Pill, label: 'Pill' },
  leaf: { icon: Leaf, label: 'Leaf' },
  heart: { icon: Heart, label: 'Heart' },
  sun: { icon: Sun, label: 'Sun' },
  music: { icon: Music, label: 'Music' },
  pencil: { icon: Pencil, label: 'Pencil' },
  utensils: { icon: Utensils, label: 'Meal' },
  smile: { icon: Smile, label: 'Smile' },
};

export function HabitIconPicture({ icon, className = 'size-6' }: { icon: HabitIcon; className?: string }) {
  const Picture = HABIT_ICON_PICTURES[icon].icon;
  return <Picture aria-hidden="true" className={className} />;
}
