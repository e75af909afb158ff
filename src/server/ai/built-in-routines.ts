import { withEstimate } from '../../shared/ai-parse';
import { STEP_MINUTES_MAX } from '../../shared/routine-planner/routines';
import { loadReader } from './reader';
import type { Nlp } from './topic-reading';

// The built-in engine's routines (decisions 093 and 151): steps for the kind of routine the sentence names, in
// the order a day usually has them. The sentence is read with compromise: "after work" and "after school" say
// when, not what, so they make an evening; "before bed" makes a wind-down; "work out" is exercise, not work.
// The first kind whose words are left wins, so "get ready for work" is the work morning, not any morning. What
// the sentence adds ("with reading") becomes a step, what it leaves out ("without breakfast") goes, and a
// length it gives ("a 20 minute routine") shares out the minutes.

interface RoutinePlan {
  kind: string;
  /** Words or phrases that name this kind of routine. */
  words: string[];
  steps: [title: string, minutes: number][];
}

const PLANS: RoutinePlan[] = [
  {
    kind: 'kids bedtime',
    words: [],
    steps: [
      ['Bath time', 15],
      ['Pyjamas on', 5],
      ['Brush teeth', 3],
      ['Bedtime story', 15],
      ['Cuddle and lights out', 5],
    ],
  },
  {
    kind: 'work from home',
    words: ['work from home', 'working from home', 'wfh', 'home office', 'remote work'],
    steps: [
      ['Wake up and stretch', 5],
      ['Wash or shower', 10],
      ['Get dressed for the day', 10],
      ['Breakfast', 15],
      ['Set up your desk', 5],
      ['Plan the day', 5],
    ],
  },
  {
    kind: 'wind down',
    words: ['wind down', 'winding down', 'bed', 'bedtime', 'sleep', 'night', 'relax', 'unwind'],
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
    words: [
      'study',
      'studying',
      'homework',
      'revise',
      'revision',
      'exam',
      'exams',
      'learn',
      'essay',
      'focus',
    ],
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
    words: [
      'gym',
      'exercise',
      'workout',
      'work out',
      'working out',
      'run',
      'running',
      'jog',
      'walk',
      'yoga',
      'swim',
    ],
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
    words: ['clean', 'cleaning', 'tidy', 'chores', 'housework', 'laundry', 'reset'],
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
    words: ['morning', 'wake', 'waking', 'get up', 'breakfast', 'ready', 'start the day', 'weekend'],
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

/** Children, named: a bedtime for them is theirs, not the person's own wind-down. */
const CHILDREN = /\b(?:kids?|child|children|toddlers?|baby|son|daughter|little ones?)\b/;
const BEDTIME = /\b(?:bed|bedtime|sleep|night)\b/;
/** When, not what: "after work" is an evening, "before bed" a wind-down. */
const AFTER =
  /\bafter\s+(?:(?:my|the)\s+)?(?:work|school|class|classes|uni|college|the office|a shift|my shift|shift)\b/g;
const BEFORE_BED = /\b(?:before|for)\s+bed\b/;

/** Something a sentence can add to a routine, by the roots of its words. */
interface Extra {
  roots: string[];
  step: [title: string, minutes: number];
}

const EXTRAS: Extra[] = [
  { roots: ['read', 'reading', 'book'], step: ['Read a few pages', 15] },
  { roots: ['journal', 'diary'], step: ['Write in your journal', 10] },
  { roots: ['meditate', 'meditation', 'breathing', 'breathe'], step: ['Breathe slowly or meditate', 10] },
  { roots: ['stretch', 'stretching'], step: ['Stretch', 5] },
  { roots: ['yoga'], step: ['Yoga', 15] },
  { roots: ['shower'], step: ['Shower', 10] },
  { roots: ['bath'], step: ['Bath', 20] },
  { roots: ['tea'], step: ['Make a cup of tea', 5] },
  { roots: ['coffee'], step: ['Make coffee', 5] },
  { roots: ['breakfast'], step: ['Breakfast', 15] },
  { roots: ['dog'], step: ['Walk the dog', 20] },
  { roots: ['skincare'], step: ['Skincare', 5] },
  {
    roots: ['medication', 'meds', 'medicine', 'pills', 'vitamins', 'tablets'],
    step: ['Take your medication', 1],
  },
  { roots: ['plan', 'planning', 'planner', 'list'], step: ['Plan the day ahead', 5] },
  { roots: ['music', 'playlist'], step: ['Put on some music', 1] },
  { roots: ['podcast'], step: ['Listen to a podcast', 15] },
  { roots: ['lunch'], step: ['Pack your lunch', 5] },
  { roots: ['water'], step: ['Drink a glass of water', 2] },
  { roots: ['email', 'emails', 'inbox'], step: ['Check emails', 10] },
];

/** A step already there that does what an extra does ("Read or listen..." for reading). */
const covers = (title: string, extra: Extra) => extra.roots.some((root) => says(title.toLowerCase(), root));

/** What compromise reads in a sentence: each word's root, and the minutes it gives for the whole routine. */
interface RoutineReading {
  /** The sentence in lower case without what it adds or leaves out, and "after work" and the like taken out. */
  text: string;
  /** Whether it says it comes after work or school. */
  afterWork: boolean;
  /** The roots of the words after "with", "and", "plus" or "including": what the person adds. */
  added: Set<string>;
  /** The roots of the words after "without", "no" or "skip": what the person leaves out. */
  left: Set<string>;
  /** The length the sentence gives the routine, in minutes, or null. */
  minutes: number | null;
}

type Term = { text: string; normal: string; root?: string; tags: string[] };

function readRoutine(nlp: Nlp, sentence: string): RoutineReading {
  const lower = sentence.toLowerCase().replace(/\s+/g, ' ').trim();
  const afterWork = new RegExp(AFTER.source).test(lower);
  const doc = nlp(lower);
  doc.compute('root');
  const terms = (doc.json() as { terms: Term[] }[]).flatMap((sentenceTerms) => sentenceTerms.terms);
  const added = new Set<string>();
  const left = new Set<string>();
  const core: string[] = [];
  let mode: 'adds' | 'leaves' | null = null;
  for (const [i, term] of terms.entries()) {
    // "Work out" as one phrasal verb is exercise, not work ("work out the budget" stays work).
    const next = terms[i + 1];
    const phrasal =
      term.tags.includes('PhrasalVerb') && next?.normal === 'out' && next.tags.includes('PhrasalVerb');
    const word = /^work(?:ing)?$/.test(term.normal) && phrasal ? 'workout' : term.normal;
    if (word !== term.normal) {
      core.push(word);
      continue;
    }
    if (/^(?:with|and|plus|including|then|also)$/.test(word)) mode = 'adds';
    else if (/^(?:without|no|skip|skipping|not)$/.test(word)) mode = 'leaves';
    else if (mode && term.tags.includes('Preposition') && word !== 'of') mode = null;
    if (mode) (mode === 'adds' ? added : left).add(term.root ?? word).add(word);
    else core.push(word);
  }
  return {
    // The kind is read from the sentence without what it adds or leaves out: "a morning with yoga" is a morning.
    text: core.join(' ').replace(AFTER, ' '),
    afterWork,
    added,
    left,
    minutes: lengthOf(nlp, lower),
  };
}

/** "a 20 minute routine", "in half an hour", "under an hour": the whole routine's length, or null. */
function lengthOf(nlp: Nlp, lower: string): number | null {
  if (/\bhalf an hour\b/.test(lower)) return 30;
  if (/\b(?:an|one) hour\b/.test(lower)) return 60;
  const match = /(\S+)[\s-]*(?:minutes?|mins?)\b/.exec(lower);
  if (!match) return null;
  const values: unknown = nlp(match[0]).numbers().get();
  const value = Array.isArray(values) ? Number(values[0]) : Number.NaN;
  return Number.isFinite(value) && value >= 5 && value <= 240 ? value : null;
}

/** The kind of routine the reading names, or the general one. */
function planFor(reading: RoutineReading): RoutinePlan {
  const { text } = reading;
  const named = (kind: string) => PLANS.find((plan) => plan.kind === kind)!;
  if (CHILDREN.test(text) && BEDTIME.test(text)) return named('kids bedtime');
  if (BEFORE_BED.test(text) || says(text, 'wind down') || says(text, 'bedtime')) return named('wind down');
  const found = PLANS.find((plan) => plan.words.some((word) => says(text, word)));
  if (reading.afterWork && (!found || found.kind === 'morning')) return named('evening');
  return found ?? GENERAL;
}

/** The plan's steps with what the sentence adds and without what it leaves out, fitted to its length. */
function stepsOf(plan: RoutinePlan, reading: RoutineReading): [title: string, minutes: number][] {
  const saysRoot = (roots: Set<string>, extra: Extra) => extra.roots.some((root) => roots.has(root));
  let steps = plan.steps.filter(
    ([title]) => !EXTRAS.some((extra) => saysRoot(reading.left, extra) && covers(title, extra)),
  );
  if (steps.length === 0) steps = [...plan.steps];
  const added = EXTRAS.filter(
    (extra) => saysRoot(reading.added, extra) && !steps.some(([title]) => covers(title, extra)),
  ).map((extra) => extra.step);
  // Added steps go before the last one: the door, the lights out or the note of where you stopped stays last.
  steps = [...steps.slice(0, -1), ...added, ...steps.slice(-1)];
  if (reading.minutes === null) return steps;
  const total = steps.reduce((sum, [, minutes]) => sum + minutes, 0);
  const share = reading.minutes / total;
  return steps.map(([title, minutes]) => [
    title,
    Math.min(STEP_MINUTES_MAX, Math.max(1, Math.round(minutes * share))),
  ]);
}

/** The kind of routine the sentence names, or the general one. */
export function chooseRoutinePlan(nlp: Nlp, sentence: string): RoutinePlan {
  return planFor(readRoutine(nlp, sentence));
}

/** The steps of the sentence's routine in the assistant's one form, "Shower (about 10 min)". */
export function routineStepsWith(nlp: Nlp, sentence: string): string[] {
  const reading = readRoutine(nlp, sentence);
  return stepsOf(planFor(reading), reading).map(([title, minutes]) => withEstimate(title, minutes));
}

/** The same, once compromise has loaded. */
export async function routineSteps(sentence: string): Promise<string[]> {
  return routineStepsWith(await loadReader(), sentence);
}
