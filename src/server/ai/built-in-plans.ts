/**
 * What the built-in engine knows: for each kind of task, the words that name it, the verbs whose object its
 * steps can name, and a plan at three sizes. Each step carries its own rough minutes, so a quick phone call never
 * reads "about 45 min" because the dial was set to big steps.
 *
 * A step's text may hold `[ for {thing}]`: the bracketed part appears only when the task's object was found
 * cleanly ("the dentist" in "Ring the dentist"), so no step quotes a broken piece of the title. `{minutes}` is
 * the length of a short timed block.
 */
export interface PlanStep {
  text: string;
  minutes: number;
}

export interface Plan {
  kind: string;
  /** Words that name this kind of task, wherever they stand in the title. */
  words: readonly string[];
  /** Leading verbs whose object the steps can name ("Call" in "Call the dentist"). */
  verbs: readonly string[];
  /** Three big steps (sizes 1 and 2). */
  big: readonly [PlanStep, PlanStep, PlanStep];
  /** A first small step, a timed block and the done check (size 3). */
  medium: readonly [PlanStep, PlanStep, PlanStep];
  /** Tiny first steps (sizes 4 and 5), then the done check. */
  tiny: readonly [PlanStep, PlanStep, PlanStep, PlanStep];
  done: PlanStep;
  /** A board card's description: at most 150 characters once filled in. */
  description: string;
}

const step = (text: string, minutes: number): PlanStep => ({ text, minutes });

const message: Plan = {
  kind: 'message',
  words: ['email', 'e-mail', 'emails', 'reply', 'respond', 'message', 'messages', 'text', 'inbox', 'dm'],
  verbs: ['reply', 'answer', 'respond', 'email', 'e-mail', 'text', 'message'],
  big: [
    step('Open the message and note what it asks of you', 5),
    step('Write a short reply: the answer, the next step, a thank you', 10),
    step('Read it once, send it and archive the message', 3),
  ],
  medium: [
    step('Open the message and mark what it asks of you', 3),
    step('Write three short sentences: the answer, the next step, a thank you', 5),
    step('Done check: read it once and press send', 2),
  ],
  tiny: [
    step('Open your inbox or messages and find it', 2),
    step('Read it once, slowly', 2),
    step('Write the first sentence of your reply', 3),
    step('Add one sentence with the next step', 3),
  ],
  done: step('Done check: read it once and press send', 2),
  description: 'Read it once, write a short reply (the answer, the next step, thanks) and send it.',
};

const writing: Plan = {
  kind: 'writing',
  words: [
    'write',
    'draft',
    'essay',
    'report',
    'letter',
    'blog',
    'article',
    'cv',
    'resume',
    'thesis',
    'paper',
    'post',
    'proposal',
    'notes',
    'summary',
    'story',
    'speech',
    'presentation',
    'slides',
    'dissertation',
  ],
  verbs: ['write', 'draft', 'finish', 'edit', 'start', 'prepare', 'update', 'redo'],
  big: [
    step('Gather your notes and outline[ {thing}] in a few bullet points', 15),
    step('Write the whole first draft in one timed block, no fixing yet', 45),
    step('Read it through, fix what trips you up, then send or save it', 20),
  ],
  medium: [
    step('Open a blank page and jot three bullet points[ for {thing}]', 5),
    step('Set a {minutes}-minute timer and write a rough version, no fixing yet', 10),
    step('Done check: read it out loud once and fix only what trips you up', 10),
  ],
  tiny: [
    step('Open a blank page and give it a name', 2),
    step('Write three rough bullet points of what it must say', 5),
    step('Turn the first bullet into two plain sentences', 5),
    step('Write the next bullet the same way, without fixing anything', 5),
  ],
  done: step('Done check: read it out loud once and fix only what trips you up', 5),
  description:
    'Get a rough version[ of {thing}] down first, then improve it. Short timed blocks; no fixing while drafting.',
};

const call: Plan = {
  kind: 'call',
  words: [
    'call',
    'phone',
    'ring',
    'appointment',
    'book',
    'booking',
    'dentist',
    'doctor',
    'doctors',
    'gp',
    'vet',
    'optician',
    'hairdresser',
    'haircut',
    'contact',
    'meeting',
  ],
  verbs: ['call', 'phone', 'ring', 'book', 'contact', 'schedule', 'arrange'],
  big: [
    step('Find the number or booking page[ for {thing}]', 5),
    step('Write down what you need to ask and two times that suit you', 5),
    step('Call or book, then put the date in your calendar', 15),
  ],
  medium: [
    step('Find the number or booking page[ for {thing}]', 5),
    step('Write down what you need to say in two lines', 3),
    step('Done check: the call is made or the booking is in your calendar', 10),
  ],
  tiny: [
    step('Find the number or booking page[ for {thing}]', 3),
    step('Write down the one thing you need to ask', 2),
    step('Check your calendar for two times that suit you', 2),
    step('Read your first sentence once, out loud', 1),
  ],
  done: step('Done check: the call is made or the booking is in your calendar', 10),
  description: 'Find the number[ for {thing}], write down what to say, then call or book and note the date.',
};

const chores: Plan = {
  kind: 'chores',
  words: [
    'dishes',
    'washing-up',
    'laundry',
    'washing',
    'recycling',
    'bins',
    'bin',
    'rubbish',
    'trash',
    'garbage',
    'ironing',
    'plants',
    'sheets',
    'bed',
    'dishwasher',
    'chores',
  ],
  verbs: ['wash', 'take', 'put', 'empty', 'water', 'iron', 'hang', 'fold', 'change', 'load', 'unload', 'do'],
  big: [
    step('Gather everything[ for {thing}] in one place', 5),
    step('Do the main part in one go, with music on', 20),
    step('Put things back and tick it off', 5),
  ],
  medium: [
    step('Gather everything[ for {thing}] in one place', 5),
    step('Set a {minutes}-minute timer and do as much as fits', 10),
    step('Done check: the main part is done. The rest can wait', 2),
  ],
  tiny: [
    step('Put on one song and go to where it happens', 1),
    step('Gather everything[ for {thing}] in one place', 3),
    step('Do the first five minutes only', 5),
    step('Put one thing back where it lives', 2),
  ],
  done: step('Done check: the main part is done. The rest can wait', 2),
  description: 'Gather everything[ for {thing}], do the main part in one go, and let the rest wait.',
};

const cleaning: Plan = {
  kind: 'cleaning',
  words: [
    'clean',
    'tidy',
    'vacuum',
    'hoover',
    'declutter',
    'organise',
    'organize',
    'mop',
    'dust',
    'room',
    'bedroom',
    'kitchen',
    'bathroom',
    'desk',
    'wardrobe',
    'cupboard',
    'garage',
    'fridge',
    'oven',
    'flat',
    'house',
  ],
  verbs: ['clean', 'tidy', 'vacuum', 'hoover', 'declutter', 'organise', 'organize', 'mop', 'dust', 'clear'],
  big: [
    step('Decide where to start[ with {thing}]: one corner or one surface', 2),
    step('Clear the rubbish and stray things, then clean the main surfaces', 30),
    step('Put the last things away and take a moment to see what you did', 10),
  ],
  medium: [
    step('Pick up five things that are out of place and put them where they live', 5),
    step('Set a {minutes}-minute timer and clear one area only', 10),
    step('Done check: one clear surface you can see. Stop there or carry on', 2),
  ],
  tiny: [
    step('Put on one song and pick up five things that are out of place', 3),
    step('Bin anything that is clearly rubbish', 3),
    step('Put things that live elsewhere into one basket', 5),
    step('Clear and wipe one small surface', 5),
  ],
  done: step('Done check: one clear surface you can see. Stop there or carry on', 2),
  description:
    'Clear[ {thing}] one small area at a time. Rubbish first, then things that live elsewhere, then surfaces.',
};

const study: Plan = {
  kind: 'study',
  words: [
    'study',
    'learn',
    'read',
    'revise',
    'revision',
    'homework',
    'exam',
    'exams',
    'course',
    'practice',
    'practise',
    'research',
    'chapter',
    'lecture',
    'assignment',
    'test',
    'quiz',
    'module',
  ],
  verbs: ['study', 'learn', 'read', 'revise', 'research', 'practise', 'practice', 'review', 'finish', 'do'],
  big: [
    step('Skim[ {thing}] and mark the parts that matter most', 15),
    step('Work through the main part in one focused block with a short break', 45),
    step('Test yourself: write down what you remember, then check', 15),
  ],
  medium: [
    step('Open the material[ for {thing}] and read only the headings', 5),
    step('Set a {minutes}-minute timer and work on the first part only', 10),
    step('Done check: explain one idea from it out loud in one sentence', 3),
  ],
  tiny: [
    step('Put the material[ for {thing}] on the desk and open it', 2),
    step('Read only the headings or the first page', 3),
    step('Write down one question you want answered', 2),
    step('Read until you can answer it, then write the answer in your words', 10),
  ],
  done: step('Done check: explain one idea from it out loud in one sentence', 3),
  description:
    'Work through[ {thing}] in short focused blocks. Start with the headings, ask one question, test yourself at the end.',
};

const money: Plan = {
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
    'passport',
    'licence',
    'license',
    'council',
    'application',
    'claim',
    'subscription',
    'pension',
    'benefits',
  ],
  verbs: ['pay', 'file', 'fill', 'renew', 'apply', 'submit', 'claim', 'cancel', 'sort'],
  big: [
    step('Gather every letter, bill and login[ for {thing}]', 10),
    step('Do the payment or the form in one timed block', 25),
    step('Save the confirmation and put the next due date in your calendar', 5),
  ],
  medium: [
    step('Find the bill, letter or login[ for {thing}] and note the amount or deadline', 5),
    step('Set a {minutes}-minute timer and pay, send or fill it in', 10),
    step('Done check: the confirmation is saved where you can find it', 2),
  ],
  tiny: [
    step('Find the bill, letter or login[ for {thing}]', 3),
    step('Write down the amount and the due date', 2),
    step('Open your bank app or the payment page', 2),
    step('Pay or fill it in, and keep the confirmation', 5),
  ],
  done: step('Done check: the confirmation is saved where you can find it', 2),
  description:
    'Find the papers[ for {thing}], do it in one sitting, and keep the confirmation where you will find it.',
};

const shopping: Plan = {
  kind: 'shopping',
  words: ['buy', 'shop', 'shopping', 'groceries', 'grocery', 'order', 'supermarket', 'gift', 'present'],
  verbs: ['buy', 'order', 'get', 'shop', 'pick'],
  big: [
    step('Write the full list[ for {thing}] and check what you already have', 10),
    step('Go to the shop or website with the list and buy only that', 40),
    step('Put everything away and cross off the list', 10),
  ],
  medium: [
    step('Write a short list[ for {thing}], one item per line', 3),
    step('Spend {minutes} minutes checking what you have and picking the shop', 10),
    step('Done check: everything on the list is crossed off', 2),
  ],
  tiny: [
    step('Write a list[ for {thing}], one item per line', 3),
    step('Check the cupboard and cross off what you already have', 3),
    step('Pick the shop or website', 2),
    step('Put the list and your bag by the door', 1),
  ],
  done: step('Done check: everything on the list is crossed off', 2),
  description: 'Make one list[ for {thing}], check what you have, and buy only what is on it.',
};

const cooking: Plan = {
  kind: 'cooking',
  words: ['cook', 'bake', 'dinner', 'lunch', 'breakfast', 'meal', 'meals', 'recipe', 'food', 'prep', 'cake'],
  verbs: ['cook', 'make', 'bake', 'prep', 'prepare'],
  big: [
    step('Choose the recipe[ for {thing}] and check the ingredients', 10),
    step('Prepare and cook it in one go, tidying as you wait', 40),
    step('Serve it, then put leftovers away and soak the pans', 10),
  ],
  medium: [
    step('Pick one simple recipe[ for {thing}] and check the ingredients', 5),
    step('Set a {minutes}-minute timer and do all the chopping and measuring', 10),
    step('Done check: the food is ready and the hob is off', 2),
  ],
  tiny: [
    step('Pick one simple recipe[ for {thing}]', 3),
    step('Check you have the ingredients and note what is missing', 3),
    step('Clear a space and put out the pan and tools', 2),
    step('Prepare the first ingredient', 5),
  ],
  done: step('Done check: the food is ready and the hob is off', 2),
  description:
    'One simple recipe[ for {thing}]: ingredients out first, then cook, tidying while things simmer.',
};

const movement: Plan = {
  kind: 'movement',
  words: [
    'exercise',
    'run',
    'jog',
    'walk',
    'gym',
    'workout',
    'stretch',
    'stretches',
    'yoga',
    'swim',
    'cycle',
    'training',
    'pilates',
  ],
  verbs: ['go', 'do', 'try'],
  big: [
    step('Get changed and ready[ for {thing}]', 10),
    step('Do the main session at a pace that feels fine today', 30),
    step('Cool down, drink water and note how you feel', 10),
  ],
  medium: [
    step('Put on your shoes or workout clothes', 3),
    step('Move for {minutes} minutes at an easy pace', 10),
    step('Done check: you moved today. Note how you feel', 1),
  ],
  tiny: [
    step('Put on your shoes or workout clothes', 2),
    step('Fill a water bottle', 1),
    step('Start with two minutes of easy movement', 2),
    step('Do the first part at an easy pace', 5),
  ],
  done: step('Done check: you moved today. Note how you feel', 1),
  description: 'Get ready[ for {thing}], start easy, and count any movement as a win.',
};

/** Every kind but the general one, in the order a word shared by two of them is settled. */
export const PLANS: readonly Plan[] = [
  message,
  writing,
  call,
  chores,
  cleaning,
  study,
  money,
  shopping,
  cooking,
  movement,
];

/** Any other task: the same shape in general words. */
export const GENERAL_PLAN: Plan = {
  kind: 'general',
  words: [],
  verbs: [
    'fix',
    'finish',
    'plan',
    'sort',
    'check',
    'organise',
    'organize',
    'prepare',
    'start',
    'update',
    'change',
    'move',
    'find',
    'get',
    'make',
    'set',
    'look',
    'think',
    'decide',
    'choose',
    'pack',
    'return',
    'renew',
    'install',
    'repair',
    'plant',
    'collect',
  ],
  big: [
    step('Write what finished looks like[ for {thing}] and what you need', 5),
    step('Do the main work in one focused block with a short break', 30),
    step('Check it against your note and wrap it up', 10),
  ],
  medium: [
    step('Write one line: what does finished look like[ for {thing}]?', 3),
    step('Set a {minutes}-minute timer and work only on the first part', 10),
    step('Done check: compare with your line, then tick it off or plan the next block', 2),
  ],
  tiny: [
    step('Write one line: what does finished look like[ for {thing}]?', 2),
    step('Gather what you need to start and put it in front of you', 3),
    step('Do the very first action, however small', 2),
    step('Keep going until a {minutes}-minute timer rings', 10),
  ],
  done: step('Done check: compare with your line, then tick it off or plan the next block', 2),
  description:
    'Start[ {thing}] with one small action, work in short timed blocks, and stop when it matches what finished looks like.',
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
