// Plans for life at home and around it: chores, cleaning, shopping, cooking and movement (plan-shape.ts).
import type { Plan } from './plan-shape';
import { step } from './plan-shape';

export const chores: Plan = {
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

export const cleaning: Plan = {
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

export const shopping: Plan = {
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

export const cooking: Plan = {
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

export const movement: Plan = {
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
