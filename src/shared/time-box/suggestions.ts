import type { Duration, EnergyLevel } from './plan';

/**
 * docs/product.md#limits: five suggested tasks per duration, one list for high energy and one for low. High-energy tasks
 * start or finish something; low-energy ones are gentle, small and done sitting down.
 */
export const SUGGESTED_TASKS: Record<EnergyLevel, Record<Duration, readonly string[]>> = {
  high: {
    '10': [
      'Reply to the one message you have been putting off',
      'Clear your desk of everything you will not use today',
      'Write the three most important tasks for tomorrow',
      'Put away one pile of laundry',
      'Book the appointment you keep meaning to make',
    ],
    '20': [
      'Write the first draft of a short e-mail or report section',
      'Tidy one room, starting at the door and going round',
      'Pay the bills that are due this week',
      'Cook a simple meal for later and put it in the fridge',
      'Go through your inbox and archive what needs no answer',
    ],
    '30': [
      'Work on the hardest part of your main project, phone in another room',
      'Study one chapter and write five key points from memory',
      'Plan the week in your calendar, with breaks written in',
      'Clean the kitchen: dishes, worktops, then the floor',
      'Go for a brisk walk or do a short workout',
    ],
    '60': [
      'Finish a piece of work you have already started',
      'Do a deep-focus study session with a five-minute stretch halfway',
      'Declutter one cupboard or drawer set completely',
      'Sort your paperwork into keep, act on and recycle',
      'Learn a new skill step by step with a video or course',
    ],
  },
  low: {
    '10': [
      'Drink a glass of water and take three slow breaths',
      'Write down everything on your mind, without sorting it',
      'Answer one easy message with a short reply',
      'Put five things back where they belong',
      'Choose the clothes you will wear tomorrow',
    ],
    '20': [
      'Read a few pages of something you enjoy',
      'Sort the photos on your phone and delete the blurry ones',
      'Water your plants and open a window for fresh air',
      'Make a shopping list for the next few days',
      'Tidy your computer desktop into a few folders',
    ],
    '30': [
      'Do a gentle stretch or go for a slow walk outside',
      'Cook something easy and sit down to eat it',
      'Listen to a podcast while folding laundry',
      'Unsubscribe from e-mails you never read',
      'Review your notes from today and highlight one thing to remember',
    ],
    '60': [
      'Have a calm reset: shower, fresh clothes, a tidy bed',
      'Batch simple chores: dishes, bins and a quick wipe of surfaces',
      'Watch a lesson or talk on a topic you are curious about',
      'Plan next week loosely, with only three must-do items',
      'Prepare snacks and lunches for the next two days',
    ],
  },
};

export function suggestedTasks(energyLevel: EnergyLevel, duration: Duration): readonly string[] {
  return SUGGESTED_TASKS[energyLevel][duration];
}
