// The routine builder's evaluation set (decision 151): sentences as people type them into "Help me build a
// routine", each with the kind of routine it is, the steps a right answer holds (each a list of word starts, one
// of which a step must hold) and must not hold, and a sensible range for the whole routine's minutes.

export type RoutineKind =
  | 'morning'
  | 'work'
  | 'school'
  | 'work from home'
  | 'study'
  | 'exercise'
  | 'tidy'
  | 'leave'
  | 'evening'
  | 'wind down'
  | 'kids bedtime';

export interface RoutineItem {
  id: string;
  sentence: string;
  kind: RoutineKind;
  /** Steps that must appear: for each, the starts of words one step holds. */
  must?: readonly (readonly string[])[];
  /** Word starts no step may hold. */
  mustNot?: readonly string[];
  /** The whole routine's minutes, at least and at most. */
  total: readonly [min: number, max: number];
}

export const ROUTINE_SET: readonly RoutineItem[] = [
  {
    id: 'bed-reading',
    sentence: 'evening routine before bed with reading',
    kind: 'wind down',
    must: [['read']],
    mustNot: ['dinner', 'keys'],
    total: [15, 60],
  },
  {
    id: 'school-morning',
    sentence: 'morning routine for school',
    kind: 'school',
    must: [['breakfast'], ['bag']],
    total: [20, 75],
  },
  {
    id: 'work-ready',
    sentence: 'get ready for work',
    kind: 'work',
    must: [['keys', 'bag'], ['dress']],
    mustNot: ['pyjama'],
    total: [20, 90],
  },
  {
    id: 'wind-down',
    sentence: 'wind down',
    kind: 'wind down',
    mustNot: ['breakfast', 'dinner'],
    total: [10, 60],
  },
  {
    id: 'study-session',
    sentence: 'study session',
    kind: 'study',
    must: [['break'], ['study', 'focus']],
    total: [20, 90],
  },
  {
    id: 'work-out-morning',
    sentence: 'Work out in the morning',
    kind: 'exercise',
    must: [['warm'], ['stretch']],
    mustNot: ['keys', 'commute', 'lunch'],
    total: [20, 90],
  },
  {
    id: 'homework-after-school',
    sentence: 'Homework after school',
    kind: 'study',
    mustNot: ['shoes', 'coat', 'wake'],
    total: [20, 90],
  },
  {
    id: 'after-work-wind-down',
    sentence: 'After work wind down',
    kind: 'wind down',
    mustNot: ['keys', 'commute', 'pack your bag'],
    total: [10, 60],
  },
  { id: 'twenty-minutes', sentence: 'a 20 minute morning routine', kind: 'morning', total: [15, 25] },
  {
    id: 'no-breakfast',
    sentence: 'morning routine without breakfast',
    kind: 'morning',
    mustNot: ['breakfast'],
    total: [10, 60],
  },
  {
    id: 'kids-bedtime',
    sentence: 'Bedtime for the kids',
    kind: 'kids bedtime',
    must: [['story', 'book'], ['teeth']],
    total: [20, 75],
  },
  {
    id: 'work-from-home',
    sentence: 'Work from home morning',
    kind: 'work from home',
    must: [['desk', 'plan']],
    mustNot: ['keys', 'coat', 'commute'],
    total: [20, 90],
  },
  {
    id: 'sunday-reset',
    sentence: 'Sunday reset',
    kind: 'tidy',
    must: [['laundry', 'dishes', 'surface', 'tidy', 'clean']],
    total: [15, 120],
  },
  {
    id: 'evening-bath-journal',
    sentence: 'Evening after work with a bath and journaling',
    kind: 'evening',
    must: [['bath'], ['journal']],
    mustNot: ['keys', 'commute'],
    total: [30, 180],
  },
  {
    id: 'morning-yoga-coffee',
    sentence: 'Morning routine with yoga and coffee',
    kind: 'morning',
    must: [['yoga'], ['coffee']],
    mustNot: ['sports clothes'],
    total: [20, 90],
  },
  {
    id: 'gym',
    sentence: 'Get ready for the gym',
    kind: 'exercise',
    must: [['water'], ['warm', 'stretch']],
    total: [20, 90],
  },
  {
    id: 'leave-on-time',
    sentence: 'Leave the house on time',
    kind: 'leave',
    must: [['keys'], ['lock', 'door']],
    total: [5, 30],
  },
  {
    id: 'half-hour-tea',
    sentence: 'wind down in half an hour with tea',
    kind: 'wind down',
    must: [['tea']],
    total: [25, 35],
  },
  {
    id: 'meds-dog',
    sentence: 'Morning routine with meds and a walk with the dog',
    kind: 'morning',
    must: [['medication', 'meds'], ['dog']],
    mustNot: ['sports clothes'],
    total: [30, 120],
  },
  { id: 'revision', sentence: 'Revision before my exams', kind: 'study', must: [['break']], total: [20, 90] },
  { id: 'quick-tidy', sentence: 'Quick tidy of the flat', kind: 'tidy', total: [10, 90] },
  {
    id: 'night-shift',
    sentence: 'Night shift wind down',
    kind: 'wind down',
    mustNot: ['breakfast', 'commute', 'keys'],
    total: [10, 60],
  },
  {
    id: 'slow-sunday',
    sentence: 'A slow Sunday morning',
    kind: 'morning',
    mustNot: ['keys'],
    total: [15, 90],
  },
  {
    id: 'morning-run',
    sentence: 'Morning run',
    kind: 'exercise',
    must: [['warm', 'stretch']],
    total: [20, 90],
  },
  {
    id: 'kids-school',
    sentence: 'Get the kids ready for school',
    kind: 'school',
    must: [['bag'], ['breakfast']],
    total: [20, 90],
  },
  { id: 'evening', sentence: 'Evening routine', kind: 'evening', must: [['dinner']], total: [30, 180] },
  {
    id: 'bedtime-meditation',
    sentence: 'bedtime routine with meditation',
    kind: 'wind down',
    must: [['meditat', 'breathe']],
    total: [15, 60],
  },
  {
    id: 'appointment',
    sentence: 'Get out of the door for an appointment',
    kind: 'leave',
    must: [['keys']],
    total: [5, 30],
  },
  { id: 'study-45', sentence: 'Study for 45 minutes', kind: 'study', total: [40, 50] },
];
