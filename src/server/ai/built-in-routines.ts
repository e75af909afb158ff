import { withEstimate } from '../../shared/ai-parse';

// The built-in engine's routines (decision 093): steps for the kind of routine the sentence names, found by
// its words, in the order a day usually has them. The first kind whose words the sentence uses wins, so
// "get ready for work" is the work morning, not any morning.

interface RoutinePlan {
  kind: string;
  /** Words or phrases that name this kind of routine. */
  words: string[];
  steps: [title: string, minutes: number][];
}

const PLANS: RoutinePlan[] = [
  {
    kind: 'work',
    words: ['work', 'office', 'job', 'shift', 'commute'],
    steps: [
      ['Wake up and stretch', 5],
      ['Wash or shower', 10],
      ['Get dressed', 10],
      ['Breakfast', 15],
      ['Pack your bag and lunch', 5],
      ['Keys, phone, wallet', 2],
      ['Shoes and coat on', 3],
    ],
  },
  {
    kind: 'school',
    words: ['school', 'college', 'class', 'lecture', 'uni', 'university'],
    steps: [
      ['Wake up slowly', 5],
      ['Wash', 5],
      ['Get dressed', 10],
      ['Breakfast', 15],
      ['Check the bag for today', 5],
      ['Shoes and coat on', 3],
    ],
  },
  {
    kind: 'study',
    words: ['study', 'studying', 'homework', 'revise', 'revision', 'exam', 'exams', 'learn', 'essay'],
    steps: [
      ['Clear the desk', 5],
      ['Water and a snack', 3],
      ['Phone on silent, out of reach', 1],
      ['Choose one topic', 2],
      ['Focused study', 25],
      ['Short break', 5],
      ['Note where you stopped', 3],
    ],
  },
  {
    kind: 'exercise',
    words: ['gym', 'exercise', 'workout', 'run', 'running', 'walk', 'yoga', 'swim'],
    steps: [
      ['Fill a water bottle', 2],
      ['Change into sports clothes', 5],
      ['Warm up', 5],
      ['Exercise', 30],
      ['Stretch', 5],
      ['Shower', 10],
    ],
  },
  {
    kind: 'tidy',
    words: ['clean', 'cleaning', 'tidy', 'chores', 'housework', 'laundry'],
    steps: [
      ['Put on some music', 1],
      ['Clear the surfaces', 10],
      ['Wash the dishes', 10],
      ['Start a load of laundry', 5],
      ['Take out the rubbish', 3],
      ['Quick sweep of the floor', 10],
    ],
  },
  {
    kind: 'leave',
    words: ['leave', 'leaving', 'go out', 'going out', 'appointment', 'door'],
    steps: [
      ['Check the weather', 2],
      ['Shoes and coat on', 5],
      ['Keys, phone, wallet', 2],
      ['Bag packed', 3],
      ['Lock the door', 1],
    ],
  },
  {
    kind: 'wind down',
    words: ['wind down', 'bed', 'bedtime', 'sleep', 'night', 'relax'],
    steps: [
      ['Screens off', 2],
      ['Brush teeth', 3],
      ['Wash your face', 3],
      ['Pyjamas on', 3],
      ['Dim the lights', 1],
      ['Read or listen to something quiet', 15],
    ],
  },
  {
    kind: 'evening',
    words: ['evening', 'dinner', 'after work', 'after school', 'tonight'],
    steps: [
      ['Put your things away', 5],
      ['Make dinner', 30],
      ['Wash up', 10],
      ['Lay out clothes for tomorrow', 5],
      ['Pack the bag for tomorrow', 5],
      ['Free time', 30],
    ],
  },
  {
    kind: 'morning',
    words: ['morning', 'wake', 'waking', 'get up', 'breakfast', 'ready'],
    steps: [
      ['Wake up slowly', 5],
      ['Drink a glass of water', 2],
      ['Wash or shower', 10],
      ['Get dressed', 10],
      ['Breakfast', 15],
    ],
  },
];

const GENERAL: RoutinePlan = {
  kind: 'general',
  words: [],
  steps: [
    ['Get what you need in one place', 5],
    ['Start with the smallest part', 10],
    ['Keep going with the next part', 15],
    ['Short break', 5],
    ['Tidy up and finish', 5],
  ],
};

/** Whether `text` holds `phrase` as whole words. */
const says = (text: string, phrase: string) => new RegExp(`\\b${phrase.replace(/ /g, '\\s+')}\\b`).test(text);

/** The kind of routine the sentence names, or the general one. */
export function chooseRoutinePlan(sentence: string): RoutinePlan {
  const text = sentence.toLowerCase();
  return PLANS.find((plan) => plan.words.some((word) => says(text, word))) ?? GENERAL;
}

/** The steps in the assistant's one form, "Shower (about 10 min)". */
export function routineSteps(sentence: string): string[] {
  return chooseRoutinePlan(sentence).steps.map(([title, minutes]) => withEstimate(title, minutes));
}
