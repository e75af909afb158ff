/**
 * What the built-in engine knows: for each kind of task, the words that name it and a plan at three sizes.
 * `{thing}` is the task without its leading verb ("the report" in "Write the report"); `{minutes}` the time box.
 */
export interface Plan {
  kind: string;
  words: readonly string[];
  /** Three big steps (sizes 1 and 2). */
  big: readonly [string, string, string];
  /** A first tiny step, a time box and the done check (size 3). */
  medium: readonly [string, string, string];
  /** Tiny first steps (sizes 4 and 5), then the done check. */
  tiny: readonly [string, string, string, string];
  done: string;
  /** A board card's description: at most 150 characters once filled in. */
  description: string;
}

export const PLANS: readonly Plan[] = [
  {
    kind: 'writing',
    words: [
      'write',
      'draft',
      'essay',
      'report',
      'email',
      'e-mail',
      'letter',
      'blog',
      'article',
      'cv',
      'resume',
      'thesis',
      'paper',
      'reply',
      'post',
      'proposal',
      'notes',
      'summary',
    ],
    big: [
      'Gather what you need and outline {thing} in a few bullet points',
      'Write the whole first draft of {thing} in one timed block, no fixing yet',
      'Read it through, fix what trips you up, then send or save it',
    ],
    medium: [
      'Open a blank page and jot three bullet points for {thing}',
      'Set a {minutes}-minute timer and write a rough version, no fixing yet',
      'Done check: read it out loud once and fix only what trips you up',
    ],
    tiny: [
      'Open a blank page and name it after {thing}',
      'Write three rough bullet points of what it must say',
      'Turn the first bullet into two plain sentences',
      'Write the next bullet the same way, without fixing anything',
    ],
    done: 'Done check: read it out loud once and fix only what trips you up',
    description:
      'Get a rough version of {thing} down first, then improve it. Short timed blocks; no fixing while drafting.',
  },
  {
    kind: 'cleaning',
    words: [
      'clean',
      'tidy',
      'wash',
      'laundry',
      'dishes',
      'vacuum',
      'hoover',
      'declutter',
      'organise',
      'organize',
      'sort',
      'mop',
      'dust',
      'room',
      'kitchen',
      'bathroom',
      'desk',
    ],
    big: [
      'Clear the rubbish and stray things out of {thing}',
      'Clean the main surfaces and the floor in one timed block',
      'Put the last things away and take a moment to see what you did',
    ],
    medium: [
      'Pick up five things from {thing} and put them where they live',
      'Set a {minutes}-minute timer and clear one area only',
      'Done check: one clear surface you can see. Stop there or carry on',
    ],
    tiny: [
      'Put on one song and pick up five things from {thing}',
      'Bin anything that is clearly rubbish',
      'Put things that live elsewhere into one basket',
      'Clear and wipe one small surface',
    ],
    done: 'Done check: one clear surface you can see. Stop there or carry on',
    description:
      'Clear {thing} one small area at a time. Rubbish first, then things that live elsewhere, then surfaces.',
  },
  {
    kind: 'call',
    words: [
      'call',
      'phone',
      'ring',
      'appointment',
      'book',
      'booking',
      'schedule',
      'dentist',
      'doctor',
      'gp',
      'meeting',
      'contact',
      'text',
      'message',
    ],
    big: [
      'Find the contact details and write a short note of what you need from {thing}',
      'Make the call or booking with your note and calendar in front of you',
      'Put the date in your calendar with a reminder',
    ],
    medium: [
      'Find the number or website for {thing} and write down what you need',
      'Make the call or booking in the next {minutes} minutes, note in hand',
      'Done check: the date, time or answer is written down',
    ],
    tiny: [
      'Find the number or website for {thing}',
      'Write down the one thing you need from it',
      'Open your calendar so dates are in front of you',
      'Make the call and read your note if your mind goes blank',
    ],
    done: 'Done check: the date, time or answer is written down',
    description:
      'Prepare a short note for {thing}, make the call with your calendar open, and write the answer down.',
  },
  {
    kind: 'study',
    words: [
      'study',
      'learn',
      'read',
      'revise',
      'revision',
      'homework',
      'exam',
      'course',
      'practice',
      'practise',
      'research',
      'chapter',
      'lecture',
      'assignment',
      'test',
    ],
    big: [
      'Skim {thing} and mark the parts that matter most',
      'Work through the main part in one focused block with a short break',
      'Test yourself: write down what you remember, then check',
    ],
    medium: [
      'Open the material for {thing} and read only the headings',
      'Set a {minutes}-minute timer and work on the first part only',
      'Done check: explain one idea from it out loud in one sentence',
    ],
    tiny: [
      'Put the material for {thing} on the desk and open it',
      'Read only the headings or the first page',
      'Write down one question you want answered',
      'Read until you can answer it, then write the answer in your words',
    ],
    done: 'Done check: explain one idea from it out loud in one sentence',
    description:
      'Work through {thing} in short focused blocks. Start with the headings, ask one question, test yourself at the end.',
  },
  {
    kind: 'money',
    words: [
      'pay',
      'bill',
      'bills',
      'budget',
      'tax',
      'taxes',
      'invoice',
      'bank',
      'rent',
      'money',
      'refund',
      'insurance',
      'form',
      'forms',
      'paperwork',
    ],
    big: [
      'Gather every letter, bill and login for {thing}',
      'Do the payments or forms in one timed block',
      'File the confirmations and put the next due date in your calendar',
    ],
    medium: [
      'Find the bill, letter or login for {thing} and note the amount',
      'Set a {minutes}-minute timer and pay, send or fill it in',
      'Done check: the confirmation is saved where you can find it',
    ],
    tiny: [
      'Find the bill, letter or login for {thing}',
      'Write down the amount and the due date',
      'Open your bank app or the payment page',
      'Pay or fill it in, and keep the confirmation',
    ],
    done: 'Done check: the confirmation is saved where you can find it',
    description:
      'Find the papers for {thing}, do it in one sitting, and keep the confirmation where you will find it.',
  },
  {
    kind: 'shopping',
    words: ['buy', 'shop', 'shopping', 'groceries', 'grocery', 'order', 'supermarket', 'gift', 'present'],
    big: [
      'Write the full list for {thing} and check what you already have',
      'Go to the shop or website with the list and buy only that',
      'Put everything away and cross off the list',
    ],
    medium: [
      'Write a short list for {thing}, one item per line',
      'Spend {minutes} minutes checking what you have and picking the shop',
      'Done check: everything on the list is crossed off',
    ],
    tiny: [
      'Write a list for {thing}, one item per line',
      'Check the cupboard and cross off what you already have',
      'Pick the shop or website',
      'Put the list and your bag by the door',
    ],
    done: 'Done check: everything on the list is crossed off',
    description: 'Make one list for {thing}, check what you have, and buy only what is on it.',
  },
  {
    kind: 'cooking',
    words: ['cook', 'bake', 'dinner', 'lunch', 'breakfast', 'meal', 'recipe', 'food', 'prep'],
    big: [
      'Choose the recipe for {thing} and check the ingredients',
      'Prepare and cook it in one go, tidying as you wait',
      'Serve it, then put leftovers away and soak the pans',
    ],
    medium: [
      'Pick one simple recipe for {thing} and check the ingredients',
      'Set a {minutes}-minute timer and do all the chopping and measuring',
      'Done check: the food is ready and the hob is off',
    ],
    tiny: [
      'Pick one simple recipe for {thing}',
      'Check you have the ingredients and note what is missing',
      'Clear a space and put out the pan and tools',
      'Prepare the first ingredient',
    ],
    done: 'Done check: the food is ready and the hob is off',
    description:
      'One simple recipe for {thing}: ingredients out first, then cook, tidying while things simmer.',
  },
  {
    kind: 'movement',
    words: [
      'exercise',
      'run',
      'walk',
      'gym',
      'workout',
      'stretch',
      'yoga',
      'swim',
      'cycle',
      'bike',
      'training',
    ],
    big: [
      'Get changed and ready for {thing}',
      'Do the main session at a pace that feels fine today',
      'Cool down, drink water and note how you feel',
    ],
    medium: [
      'Put on your shoes or workout clothes for {thing}',
      'Move for {minutes} minutes at an easy pace',
      'Done check: you moved today. Note how you feel',
    ],
    tiny: [
      'Put on your shoes or workout clothes',
      'Fill a water bottle',
      'Start with two minutes of easy movement',
      'Do the first part of {thing}',
    ],
    done: 'Done check: you moved today. Note how you feel',
    description: 'Get ready for {thing}, start easy, and count any movement as a win.',
  },
];

/** Any other task: the same shape in general words. */
export const GENERAL_PLAN: Plan = {
  kind: 'general',
  words: [],
  big: [
    'Plan {thing}: write what finished looks like and what you need',
    'Do the main work in one focused block with a short break',
    'Check it against your plan and wrap it up',
  ],
  medium: [
    'Write one line: what does finished look like for {thing}?',
    'Set a {minutes}-minute timer and work only on the first part',
    'Done check: compare with your line, then tick it off or plan the next block',
  ],
  tiny: [
    'Write one line: what does finished look like for {thing}?',
    'Gather what you need to start and put it in front of you',
    'Do the very first action, however small',
    'Keep going until a {minutes}-minute timer rings',
  ],
  done: 'Done check: compare with your line, then tick it off or plan the next block',
  description:
    'Start {thing} with one small action, work in short timed blocks, and stop when it matches what finished looks like.',
};

/** Subtopic angles for the mind map, each two or three words. */
export const TOPIC_ANGLES = [
  'Key ideas',
  'First steps',
  'Useful examples',
  'Open questions',
  'Tools needed',
  'Common mistakes',
  'People involved',
  'Time needed',
  'Why it matters',
  'Helpful resources',
  'Next actions',
  'Main challenges',
] as const;
