import type { RoutineCreate } from '../../../shared/routine-planner/routines';

/**
 * The ready routines an empty planner offers (docs/product.md#routine-planner). Choosing one adds it as the
 * person's own; every step can then be changed, moved or deleted.
 */
export const ROUTINE_TEMPLATES: RoutineCreate[] = [
  {
    name: 'Morning',
    icon: 'sun',
    steps: [
      { title: 'Wake up slowly', minutes: 5, icon: 'bed', note: 'Stretch before you stand up.' },
      { title: 'Drink a glass of water', minutes: 2, icon: 'coffee' },
      { title: 'Shower', minutes: 10, icon: 'shower' },
      { title: 'Get dressed', minutes: 10, icon: 'shirt', note: 'Clothes laid out the night before help.' },
      { title: 'Breakfast', minutes: 15, icon: 'utensils' },
    ],
  },
  {
    name: 'Evening',
    icon: 'moon',
    steps: [
      { title: 'Tidy one small space', minutes: 10, icon: 'house' },
      { title: 'Lay out tomorrow’s clothes', minutes: 5, icon: 'shirt' },
      { title: 'Brush teeth', minutes: 3, icon: 'toothbrush' },
      { title: 'Take medicine', minutes: 1, icon: 'pill', note: 'Only if you take any.' },
    ],
  },
  {
    name: 'Leaving the house',
    icon: 'key',
    steps: [
      { title: 'Check the weather', minutes: 2, icon: 'sun' },
      { title: 'Shoes and coat on', minutes: 5, icon: 'shirt' },
      { title: 'Keys, phone, wallet', minutes: 2, icon: 'key', note: 'Touch each one as you say it.' },
      { title: 'Bag packed', minutes: 3, icon: 'backpack' },
      { title: 'Lock the door', minutes: 1, icon: 'house' },
    ],
  },
  {
    name: 'Study session',
    icon: 'book',
    steps: [
      { title: 'Clear the desk', minutes: 5, icon: 'sparkles' },
      { title: 'Choose one topic', minutes: 2, icon: 'book', note: 'Write it at the top of the page.' },
      { title: 'Focus', minutes: 25, icon: 'timer' },
      { title: 'Short break', minutes: 5, icon: 'leaf', note: 'Stand up and look out of a window.' },
      { title: 'Write down what you learned', minutes: 5, icon: 'laptop' },
    ],
  },
  {
    name: 'Winding down',
    icon: 'bed',
    steps: [
      { title: 'Screens away', minutes: 1, icon: 'laptop' },
      { title: 'Calm music or quiet', minutes: 10, icon: 'music' },
      { title: 'Read a few pages', minutes: 15, icon: 'book' },
      { title: 'Lights low, into bed', minutes: 5, icon: 'moon' },
    ],
  },
];
