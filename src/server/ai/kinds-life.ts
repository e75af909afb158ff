// Specific kinds of task: health, people, and fixing things (plan-shape.ts). They come
// before the broad kinds, so a tie between a specific kind and a broad one goes to the specific one.
import type { Plan } from './plan-shape';
import { step } from './plan-shape';

/** A verb or two before each name: "call mum", "ring my dad", "phone your gran". */
const pairs = (verbs: readonly string[], names: readonly string[]): string[] =>
  verbs.flatMap((verb) => names.flatMap((name) => [`${verb} ${name}`, `${verb} my ${name}`]));

/** "fix the tap", "mend my zip", "replace a bulb": a fixing verb before the thing it fixes. */
const fixing = (things: readonly string[]): string[] =>
  ['fix', 'mend', 'repair', 'replace', 'change', 'sort'].flatMap((verb) =>
    ['', 'the ', 'my ', 'a ', 'our '].flatMap((det) => things.map((thing) => `${verb} ${det}${thing}`)),
  );

/** "book a blood test", "get my flu jab": a booking verb before the appointment. */
const booking = (things: readonly string[]): string[] =>
  ['book', 'get', 'have', 'make', 'arrange', 'schedule', 'rebook'].flatMap((verb) =>
    ['', 'a ', 'an ', 'my ', 'the ', 'in '].flatMap((det) => things.map((thing) => `${verb} ${det}${thing}`)),
  );

/** "buy a present", "send the card": a verb before the thing, with or without a word between. */
const before = (verbs: readonly string[], things: readonly string[]): string[] =>
  verbs.flatMap((verb) =>
    ['', 'a ', 'the ', 'my ', 'some ', 'her ', 'his '].flatMap((det) =>
      things.map((thing) => `${verb} ${det}${thing}`),
    ),
  );

/** Family and friends as people name them in a title. */
const PEOPLE = [
  'mum',
  'mom',
  'mam',
  'mother',
  'dad',
  'father',
  'parents',
  'gran',
  'granny',
  'grandma',
  'grandad',
  'grandpa',
  'grandparents',
  'nan',
  'nana',
  'nanna',
  'sister',
  'brother',
  'sis',
  'bro',
  'aunt',
  'auntie',
  'uncle',
  'cousin',
  'friend',
  'best friend',
  'a friend',
  'friends',
  'bestie',
  'family',
  'son',
  'daughter',
  'kids',
  'in-laws',
  'neighbour',
  'neighbor',
  'neighbours',
];

const water: Plan = {
  kind: 'drink-water',
  words: ['hydration', 'hydrate', 'hydrated', 'dehydrated'],
  phrases: [
    'more water',
    'drink water',
    'drinking water',
    'glass of water',
    'glasses of water',
    'water bottle',
    'water intake',
    'stay hydrated',
    'keep hydrated',
    'litres of water',
    'liters of water',
    'drink more',
  ],
  verbs: ['drink', 'hydrate'],
  big: [
    step('Fill a water bottle or jug and put it on your desk, where you can see it', 3),
    step('Set a reminder every hour, and have a glass with each meal', 3),
    step('Refill the bottle each time it is empty, and note how many you drank today', 2),
  ],
  medium: [
    step('Fill a glass or bottle with water and put it by your hand', 2),
    step('Sip from it while you work, and set a {minutes}-minute reminder to refill it', 10),
    step('Done check: you drank one full glass and refilled the bottle', 1),
  ],
  tiny: [
    step('Find a bottle or glass you like', 1),
    step('Fill it with water', 1),
    step('Drink a few sips now', 1),
    step('Set an alarm on your phone for the next glass', 1),
  ],
  done: step('Done check: you drank one full glass and refilled the bottle', 1),
  description:
    'Keep a filled bottle in sight, drink a glass with each meal, and let an hourly reminder prompt a refill.',
};

const bedtime: Plan = {
  kind: 'bedtime',
  words: ['bedtime', 'sleep', 'sleeping', 'insomnia', 'bedtimes', 'scrolling', 'doomscrolling'],
  phrases: [
    'to bed',
    'bed before',
    'in bed',
    'sleep earlier',
    'sleep before',

    'go to bed',
    'in bed by',
    'bed by',
    'bed on time',
    'bed early',
    'bed earlier',
    'early night',
    'sleep routine',
    'sleep schedule',
    'bedtime routine',
    'night routine',
    'evening routine',
    'wind down',
    'lights out',
  ],
  verbs: ['sleep'],
  big: [
    step('Set a wind-down alarm on your phone an hour before the time you want to be in bed', 3),
    step('When it rings, put screens away, dim the lights, brush your teeth and get into pyjamas', 30),
    step('Get into bed and read or listen to something calm until you feel sleepy', 20),
  ],
  medium: [
    step('Set an alarm for your wind-down time, an hour before bed', 2),
    step('When it rings, spend {minutes} minutes on teeth, pyjamas and dimming the lights', 10),
    step('Done check: the phone is charging away from the bed and you are lying down', 2),
  ],
  tiny: [
    step('Set a wind-down alarm on your phone', 1),
    step('Put your phone on charge outside the bedroom', 1),
    step('Brush your teeth and change into pyjamas', 5),
    step('Turn off the big light and get into bed', 2),
  ],
  done: step('Done check: the phone is charging away from the bed and you are lying down', 1),
  description:
    'An alarm an hour before bed starts the wind-down: screens away, teeth, pyjamas, low light, then bed.',
  minutes: [15, 60],
  note: 'the wind-down starts an hour before',
};

const meditation: Plan = {
  kind: 'meditation',
  words: ['meditate', 'meditation', 'mindfulness', 'mindful', 'headspace', 'breathwork', 'breathing'],
  phrases: ['body scan', 'breathing exercise', 'breathing exercises', 'deep breaths'],
  verbs: ['meditate', 'breathe'],
  strongVerbs: ['meditate', 'breathe'],
  big: [
    step('Pick a quiet spot and a chair or cushion, and open a guided app or set a timer', 3),
    step('Sit comfortably, close your eyes and follow your breath; when your mind wanders, come back', 10),
    step('Open your eyes slowly, notice how your body feels, and note the session down', 2),
  ],
  medium: [
    step('Sit in a quiet spot and set a timer, or start a guided meditation app', 2),
    step('For {minutes} minutes, breathe slowly and notice each breath in and out', 10),
    step('Done check: the timer rang and you noticed how you feel now', 1),
  ],
  tiny: [
    step('Put your phone on do not disturb', 1),
    step('Sit down somewhere quiet, feet on the floor', 1),
    step('Close your eyes and take three slow breaths', 1),
    step('Start a short guided session or a timer', 5),
  ],
  done: step('Done check: the timer rang and you noticed how you feel now', 1),
  description:
    'A quiet spot, a timer or guided app, and slow breaths: wandering is normal, and coming back is the practice.',
  minutes: [10, 25],
};

const stretching: Plan = {
  kind: 'stretching',
  words: ['stretch', 'stretches', 'stretching', 'mobility', 'posture'],
  phrases: [
    'my back',
    'back pain',
    'sore back',
    'bad back',
    'neck pain',
    'stiff neck',
    'physio exercises',
    'back exercises',
    'rehab exercises',
    'foam roll',
    'foam roller',
  ],
  verbs: ['stretch'],
  strongVerbs: ['stretch'],
  big: [
    step('Put a mat or towel on the floor and find your physio sheet or a short stretch video', 5),
    step(
      'Do each stretch slowly, hold it for about 30 seconds while you breathe, and repeat on each side',
      15,
    ),
    step('Finish lying flat for a minute, then note which stretches felt good and which hurt', 3),
  ],
  medium: [
    step('Lay a mat or towel on the floor and pick three gentle stretches', 2),
    step('For {minutes} minutes, hold each one for 30 seconds and breathe slowly', 10),
    step('Done check: each stretch was done on both sides, gently, without sharp pain', 1),
  ],
  tiny: [
    step('Put a mat or towel on the floor', 1),
    step('Lie on your back and take three slow breaths', 1),
    step('Hug your knees to your chest and hold for 30 seconds', 1),
    step('Do one more gentle stretch, like child’s pose or cat-cow', 2),
  ],
  done: step('Done check: each stretch was done on both sides, gently, without sharp pain', 1),
  description:
    'A mat on the floor, a few gentle stretches held for 30 seconds each with slow breaths, and stop if it hurts.',
  minutes: [10, 25],
};

const moodJournal: Plan = {
  kind: 'mood-journal',
  words: ['journal', 'journaling', 'journalling', 'mood', 'gratitude', 'feelings'],
  phrases: [
    'mood journal',
    'mood diary',
    'mood tracker',
    'track my mood',
    'gratitude journal',
    'gratitude list',
    'journal entry',
    'thought diary',
    'feelings journal',
  ],
  verbs: ['journal'],
  big: [
    step('Get your journal and a pen, or open the mood app, somewhere comfy', 2),
    step('Rate your mood from 1 to 10 and write a few lines on what happened and how you feel', 10),
    step('Note one thing that helped today, then put the notebook back by your bed', 3),
  ],
  medium: [
    step('Open your journal or mood app to today’s page', 1),
    step('For {minutes} minutes, write how you feel and what happened, no need to be neat', 10),
    step('Done check: today has a mood score and at least one line', 1),
  ],
  tiny: [
    step('Find your journal and a pen, or open the app', 1),
    step('Write today’s date at the top of the page', 1),
    step('Give your mood a score from 1 to 10', 1),
    step('Write one sentence about why', 2),
  ],
  done: step('Done check: today has a mood score and at least one line', 1),
  description:
    'Open the journal or app, score your mood, and write a few honest lines on the day and what helped.',
  minutes: [5, 20],
};

const walk: Plan = {
  kind: 'walk',
  words: ['walk', 'walks', 'stroll', 'pedometer'],
  phrases: [
    'take a walk',
    'walk round the block',
    'walk around the block',
    'short walk',

    'go for a walk',
    'daily walk',
    'lunchtime walk',
    'evening walk',
    'morning walk',
    '10k steps',
    '000 steps',
    '10000 steps',
    'my steps',
    'steps a day',
    'steps today',
    'step count',
    'step goal',
    'get my steps',
  ],
  verbs: ['walk', 'stroll'],
  big: [
    step('Put on comfy shoes, charge your phone or watch, and pick a route or a loop', 5),
    step('Walk the route at an easy pace, with a podcast or music if it helps', 45),
    step('Check your step count, drink some water and note how you feel', 3),
  ],
  medium: [
    step('Put on your shoes and pick a loop from your door', 3),
    step('Walk for {minutes} minutes out, then turn round and walk back', 20),
    step('Done check: you are home and your steps are counted', 1),
  ],
  tiny: [
    step('Put on your shoes and coat', 2),
    step('Pick a podcast or playlist', 1),
    step('Step out of the door', 1),
    step('Walk to the end of the street and decide which way to loop', 5),
  ],
  done: step('Done check: you are home and your steps are counted', 1),
  description:
    'Shoes on, a loop from the door, an easy pace: add the stairs, a lunch walk or an errand on foot for more steps.',
  minutes: [20, 90],
  note: 'split over the day if that is easier',
};

const screening: Plan = {
  kind: 'screening',
  words: [
    'smear',
    'screening',
    'mammogram',
    'checkup',
    'check-up',
    'jab',
    'jabs',
    'vaccine',
    'vaccination',
    'booster',
    'bloods',
    'x-ray',
    'ultrasound',
    'hygienist',
    'optician',
    'opticians',
    'physio',
    'physiotherapy',
    'vaccinations',
    'vaccines',
  ],
  phrases: [
    'covid booster',
    'flu booster',
    'covid vaccine',
    'flu vaccine',
    'booster jab',
    'eyes tested',
    'eyes checked',
    'teeth checked',
    'hearing checked',
    'asthma review',
    'medication review',
    'meds review',
    'diabetes review',
    'book vaccinations',
    'get vaccinations',

    ...booking([
      'smear test',
      'blood test',
      'blood tests',
      'eye test',
      'sight test',
      'hearing test',
      'check-up',
      'checkup',
      'check up',
      'dental check-up',
      'dentist check-up',
      'flu jab',
      'covid jab',
      'booster',
      'vaccine',
      'jab',
      'mammogram',
      'scan',
      'x-ray',
      'physio',
    ]),
    'smear test',
    'blood test',
    'blood tests',
    'eye test',
    'sight test',
    'hearing test',
    'cervical screening',
    'health check',
    'dental check',
    'dentist check',
    'check up',
    'flu jab',
    'covid jab',
    'blood pressure',
  ],
  verbs: [],
  big: [
    step('Find the invite letter, NHS app or surgery website, and note any symptoms or questions', 10),
    step('Book online or call the surgery or clinic at opening time, and pick a slot that suits you', 15),
    step('Put the appointment in your calendar with a reminder, and note what to bring or wear', 5),
  ],
  medium: [
    step('Find the letter, app or number for the surgery or clinic', 3),
    step('Book online or call, and take the first slot that suits you', 10),
    step('Done check: the date and time are in your calendar with a reminder', 2),
  ],
  tiny: [
    step('Open the NHS app, the clinic website or the invite letter', 2),
    step('Write down the reason and any question you have', 2),
    step('Look at your calendar for two times that suit you', 2),
    step('Press book, or dial the number', 2),
  ],
  done: step('Done check: the date and time are in your calendar with a reminder', 2),
  description:
    'Find the letter or app, book online or by phone with your questions noted, and put the slot in your calendar.',
  minutes: [10, 30],
  note: 'plus waiting time on the phone',
};

const pillOrganiser: Plan = {
  kind: 'pill-organiser',
  words: ['organiser', 'organizer', 'dosette', 'pillbox', 'pillboxes'],
  phrases: [
    'meds for the week',
    'pills for the week',
    'tablets for the week',
    'medication for the week',

    'pill organiser',
    'pill organizer',
    'pill box',
    'pill boxes',
    'dosette box',
    'weekly pills',
    'meds box',
    'medication box',
    'tablet box',
  ],
  verbs: ['restock'],
  big: [
    step('Put the empty organiser, every packet of tablets and your medication list on a table', 3),
    step(
      'Fill one day’s compartments at a time, morning and evening, checking each dose against the list',
      10,
    ),
    step('Check the week once more, close the lids and note any packet that is running low', 3),
  ],
  medium: [
    step('Put the organiser, the tablet packets and your list on the table', 3),
    step('For {minutes} minutes, fill each day’s slot in turn, one medicine at a time', 10),
    step('Done check: every day of the week is filled and the low packets are noted', 2),
  ],
  tiny: [
    step('Find the pill organiser and empty any old tablets', 2),
    step('Put each blister packet in a row on the table', 2),
    step('Fill Monday’s slot, checking the dose on the label', 2),
    step('Do the same for Tuesday', 2),
  ],
  done: step('Done check: every day of the week is filled and the low packets are noted', 2),
  description:
    'Lay out the organiser, the packets and your list, fill one day at a time, and note which tablets to reorder.',
  minutes: [10, 20],
};

const repeatPrescription: Plan = {
  kind: 'repeat-prescription',
  words: ['refill', 'refills'],
  phrases: [
    'repeat prescription',
    'repeat prescriptions',
    'order prescription',
    'order my prescription',
    'prescription refill',
    'refill prescription',
    'more meds',
    'order meds',
    'order my meds',
    'order more meds',
    'order medication',
    'order my medication',
  ],
  verbs: ['request', 'refill', 'reorder'],
  big: [
    step('Open the NHS app, the surgery website or find the repeat slip, and log in', 5),
    step('Tick the items you need, choose your pharmacy and send the request', 5),
    step('Note the date it should be ready and set a reminder to collect it', 2),
  ],
  medium: [
    step('Open the app or surgery page and log in, or find the repeat slip', 3),
    step('Select each medicine you are running low on and submit the order', 5),
    step('Done check: the request is sent and the collection date is in your calendar', 2),
  ],
  tiny: [
    step('Check how many days of each medicine are left', 2),
    step('Open the NHS app or your pharmacy app', 1),
    step('Find the repeat prescriptions page', 1),
    step('Tick the first item you need', 1),
  ],
  done: step('Done check: the request is sent and the collection date is in your calendar', 2),
  description:
    'Log in to the app or surgery page, tick the medicines you need, send it, and set a reminder to collect.',
  minutes: [5, 20],
  note: 'order when a week is left',
};

const collectPrescription: Plan = {
  kind: 'collect-prescription',
  words: ['prescription', 'prescriptions', 'pharmacy', 'chemist', 'chemists', 'pharmacist'],
  phrases: [
    'pick up prescription',
    'pick up my prescription',
    'pick up the prescription',
    'pick up meds',
    'pick up my meds',
    'collect prescription',
    'collect my prescription',
    'collect my meds',
    'from the pharmacy',
    'from the chemist',
  ],
  verbs: [],
  big: [
    step('Check the pharmacy app or text that it is ready, and the opening hours', 3),
    step('Take your bag, bank card and exemption card, and walk or drive to the pharmacy', 25),
    step('Collect it, check your name and the medicines, and put them where you keep them', 5),
  ],
  medium: [
    step('Check it is ready and when the pharmacy is open', 3),
    step('Go to the pharmacy with your card and exemption card, and collect it', 20),
    step('Done check: the medicines are home and put away', 2),
  ],
  tiny: [
    step('Check the text or app that says it is ready', 1),
    step('Look up the pharmacy’s opening hours', 1),
    step('Put your exemption card or bank card in your bag', 1),
    step('Put your shoes on and head out', 2),
  ],
  done: step('Done check: the medicines are home and put away', 1),
  description:
    'Check it is ready and when the pharmacy is open, take your cards, collect it and put it away at home.',
  minutes: [15, 45],
};

const nails: Plan = {
  kind: 'nails',
  words: ['toenails', 'toenail', 'fingernails', 'fingernail', 'manicure', 'pedicure', 'clippers'],
  phrases: [
    'cut my nails',
    'cut nails',
    'cut the nails',
    'trim my nails',
    'clip my nails',
    'file my nails',
    'nail clippers',
  ],
  verbs: ['clip', 'trim', 'file'],
  big: [
    step('Get the nail clippers, a file and a towel, and sit somewhere with good light', 3),
    step('Soften the nails in a warm bath or shower, then cut them straight across, one at a time', 10),
    step('File any sharp edges, and shake the clippings from the towel into the bin', 3),
  ],
  medium: [
    step('Lay a towel on the floor and get the clippers and a file', 2),
    step('Cut each nail straight across, a little at a time, for {minutes} minutes', 10),
    step('Done check: every nail is short and smooth, and the clippings are in the bin', 1),
  ],
  tiny: [
    step('Find the nail clippers and a file', 2),
    step('Sit down with a towel under your feet or hands', 1),
    step('Cut the first nail straight across', 1),
    step('Do the next one', 1),
  ],
  done: step('Done check: every nail is short and smooth, and the clippings are in the bin', 1),
  description:
    'Clippers, file and a towel: soften in warm water, cut straight across, file the edges, and bin the clippings.',
  minutes: [5, 20],
};

/** Washing oneself: a shower, a bath, hair. "Clean the shower" is the bathroom's, by its phrases. */
const washSelf: Plan = {
  kind: 'wash-self',
  words: ['shower'],
  phrases: [
    'take a shower',
    'have a shower',
    'quick shower',
    'get a shower',
    'jump in the shower',
    'take a bath',
    'have a bath',
    'run a bath',
    'run me a bath',
    'wash my hair',
    'wash hair',
    'wash your hair',
    'have a wash',
    'get washed',
  ],
  verbs: ['shower', 'bathe', 'wash'],
  strongVerbs: ['shower', 'bathe'],
  big: [
    step('Put a towel and clean clothes where you will reach them', 2),
    step('Wash in the shower or bath: hair first if it needs it, then the rest of you', 10),
    step('Dry off, get dressed and hang the towel up to dry', 8),
  ],
  medium: [
    step('Put a towel and clean clothes by the bathroom door', 1),
    step('Set a {minutes}-minute timer and wash, hair first if it needs it', 10),
    step('Done check: washed, dry and dressed', 1),
  ],
  tiny: [
    step('Walk to the bathroom with a towel', 1),
    step('Turn the water on and let it warm up', 1),
    step('Step in and wash your hair, then your body', 8),
    step('Dry off and put on clean clothes', 5),
  ],
  done: step('Done check: washed, dry and dressed', 1),
  description: 'Towel and clean clothes ready, wash hair first if it needs it, then dry off and get dressed.',
  minutes: [10, 30],
};

const teeth: Plan = {
  kind: 'teeth',
  words: ['teeth', 'tooth', 'toothbrush', 'toothpaste', 'floss', 'flossing', 'mouthwash'],
  phrases: ['brush teeth', 'brush my teeth', 'brush your teeth', 'clean my teeth', 'floss my teeth'],
  verbs: ['brush', 'floss'],
  big: [
    step('Put a pea of toothpaste on your brush and run the tap', 1),
    step('Brush for two minutes, outside, inside and the tops of every tooth', 2),
    step('Floss or use a small brush between the teeth, then rinse', 2),
  ],
  medium: [
    step('Put toothpaste on your brush', 1),
    step('Brush for two minutes, a quarter of your mouth at a time', 2),
    step('Done check: brushed, and the brush is back in its cup', 1),
  ],
  tiny: [
    step('Go to the sink', 1),
    step('Put toothpaste on the brush', 1),
    step('Brush the top teeth', 1),
    step('Brush the bottom teeth, then rinse', 1),
  ],
  done: step('Done check: brushed, and the brush is back in its cup', 1),
  description: 'Toothpaste on the brush, two minutes round every tooth, then floss and rinse.',
  minutes: [3, 6],
};

const getDressed: Plan = {
  kind: 'get-dressed',
  words: ['outfit'],
  phrases: [
    'get dressed',
    'getting dressed',
    'get changed',
    'choose an outfit',
    'pick an outfit',
    'choose my clothes',
    'pick my clothes',
    'lay out my clothes',
    'lay out clothes',
    'clothes for tomorrow',
  ],
  verbs: ['dress'],
  big: [
    step('Check the weather and what today holds', 1),
    step('Choose every piece of clothing for it and lay them out together', 3),
    step('Put them on, then shoes, and look once in the mirror', 5),
  ],
  medium: [
    step('Check the weather on your phone', 1),
    step('Take out one top, one bottom, socks and underwear, and lay them on the bed', 3),
    step('Done check: dressed, with shoes by the door', 1),
  ],
  tiny: [
    step('Open the wardrobe or drawer', 1),
    step('Take out the first clean top you like', 1),
    step('Take out something for your legs, socks and underwear', 1),
    step('Put them on, one piece at a time', 4),
  ],
  done: step('Done check: dressed, with shoes by the door', 1),
  description: 'Weather first, then a whole outfit laid out together, then on, with shoes by the door.',
  minutes: [5, 15],
};

/** Shaving, skincare and make-up: looking after skin and face at the mirror. */
const grooming: Plan = {
  kind: 'grooming',
  words: [
    'shave',
    'shaving',
    'razor',
    'skincare',
    'moisturiser',
    'moisturizer',
    'sunscreen',
    'make-up',
    'makeup',
    'eyebrows',
  ],
  phrases: [
    'have a shave',
    'shave my legs',
    'shave my face',
    'do my make-up',
    'do my makeup',
    'put on make-up',
    'put on makeup',
    'skincare routine',
    'do my skincare',
    'pluck my eyebrows',
    'cut my hair',
    'trim my hair',
    'trim my beard',
    'dye my hair',
    'do my hair',
  ],
  verbs: ['shave', 'moisturise', 'moisturize', 'pluck'],
  strongVerbs: ['shave'],
  big: [
    step('Put what you need by the mirror, in the order you use it', 2),
    step('Do each step in that order, one part at a time', 10),
    step('Put the things back and wipe the sink', 2),
  ],
  medium: [
    step('Put what you need by the mirror', 1),
    step('Set a {minutes}-minute timer and do each step in order', 10),
    step('Done check: done, and the things are back in their place', 1),
  ],
  tiny: [
    step('Stand at the mirror', 1),
    step('Wet or wash what you will work on', 1),
    step('Do the first step', 3),
    step('Do the next step', 3),
  ],
  done: step('Done check: done, and the things are back in their place', 1),
  description:
    'Things by the mirror in the order you use them, face washed first, then each step, then tidy the sink.',
  minutes: [5, 20],
};

/** Eating a meal that is already decided: not cooking a recipe. */
const eatMeal: Plan = {
  kind: 'eat-meal',
  words: ['breakfast', 'snack'],
  phrases: [
    'eat breakfast',
    'have breakfast',
    'eat lunch',
    'have lunch',
    'eat dinner',
    'have dinner',
    'eat something',
    'have a snack',
    'eat a proper meal',
    'eat a meal',
    'have a meal',
  ],
  verbs: ['eat'],
  strongVerbs: ['eat'],
  big: [
    step('Choose something quick you already have, and a glass of water', 2),
    step('Make it and sit down to eat it, away from the screen if you can', 15),
    step('Put the plate and glass in the sink or the dishwasher', 2),
  ],
  medium: [
    step('Open the fridge or cupboard and choose one thing to eat', 2),
    step('Make it and sit down for {minutes} minutes to eat it', 10),
    step('Done check: you have eaten, and the plate is in the sink', 1),
  ],
  tiny: [
    step('Go to the kitchen', 1),
    step('Pour a glass of water', 1),
    step('Take out one thing you can eat now', 1),
    step('Sit down and eat it', 10),
  ],
  done: step('Done check: you have eaten, and the plate is in the sink', 1),
  description: 'Something quick you already have, sat down away from the screen, then the plate in the sink.',
  minutes: [10, 30],
};

/** Collecting or dropping off a person: the kids from school, someone from the station. */
const pickUp: Plan = {
  kind: 'pick-up',
  words: ['school-run'],
  phrases: [
    'pick up the kids',
    'pick up kids',
    'pick the kids up',
    'pick up the children',
    'pick the children up',
    'collect the kids',
    'collect the children',
    'drop the kids off',
    'drop off the kids',
    'drop the kids at',
    'school run',
    'pick up my son',
    'pick up my daughter',
    'collect my son',
    'collect my daughter',
    'pick up from school',
    'pick up from the station',
    'pick up from the airport',
  ],
  verbs: ['collect', 'pick', 'drop'],
  who: ['kids', 'kid', 'children', 'child', 'son', 'daughter'],
  big: [
    step('Check the time you must be there and set an alarm for when to leave', 2),
    step('Get your keys, phone, wallet and anything they need, and set off', 5),
    step('Meet them, and on the way home ask about their day', 20),
  ],
  medium: [
    step('Set an alarm for ten minutes before you need to leave', 1),
    step('Put on shoes and coat, and get keys, phone and wallet', 3),
    step('Done check: you are on your way, on time', 1),
  ],
  tiny: [
    step('Look up when you must be there', 1),
    step('Set an alarm for when to leave', 1),
    step('Put your keys and phone by the door', 1),
    step('When it rings, put on your shoes and go', 2),
  ],
  done: step('Done check: you are on your way, on time', 1),
  description: 'The time to be there, an alarm for when to leave, keys and phone by the door, then go.',
  minutes: [15, 60],
  note: 'more with traffic or a long way',
};

/** Checking in online for a flight that is booked. */
const flightCheckIn: Plan = {
  kind: 'flight-check-in',
  words: ['boarding'],
  phrases: [
    'check in for my flight',
    'check in for the flight',
    'check in for our flight',
    'check in online',
    'online check in',
    'online check-in',
    'flight check in',
    'flight check-in',
    'boarding pass',
    'boarding passes',
  ],
  verbs: ['check-in'],
  big: [
    step('Find the booking email with the booking reference and your passport', 3),
    step("Check in on the airline's app or website: names, passport details, seats", 10),
    step('Save the boarding pass to your phone and note the time to be at the airport', 2),
  ],
  medium: [
    step('Find the booking email with the reference', 2),
    step("Check in on the airline's app or website, one traveller at a time", 10),
    step('Done check: the boarding pass is saved on your phone', 1),
  ],
  tiny: [
    step('Search your email for the airline', 1),
    step('Open the booking and press check in', 1),
    step('Type the passport details it asks for', 5),
    step('Save the boarding pass to your phone', 1),
  ],
  done: step('Done check: the boarding pass is saved on your phone', 1),
  description:
    "Booking reference and passport, the airline's app or site, then the boarding pass saved on your phone.",
  minutes: [10, 25],
};

const therapyHomework: Plan = {
  kind: 'therapy-homework',
  words: ['therapy', 'therapist', 'cbt', 'dbt', 'counselling', 'counseling', 'counsellor'],
  phrases: [
    'therapy worksheet',
    'cbt worksheet',
    'therapy worksheets',

    'therapy homework',
    'thought record',
    'cbt homework',
    'therapy session',
    'therapy exercise',
    'exposure exercise',
  ],
  verbs: [],
  big: [
    step('Find the worksheet or the note from your last session, and read what you agreed to try', 5),
    step('Sit somewhere quiet and fill it in honestly, one question at a time', 20),
    step('Write down one thing you noticed and one question to take to your next session', 5),
  ],
  medium: [
    step('Find the worksheet or note from your therapist', 2),
    step('For {minutes} minutes, answer the first questions, however roughly', 10),
    step('Done check: part of it is filled in and one thing to bring to the session is noted', 2),
  ],
  tiny: [
    step('Find the worksheet or session note', 2),
    step('Read the first question only', 1),
    step('Write one honest line in answer', 3),
    step('Note one feeling or thought that came up', 2),
  ],
  done: step('Done check: part of it is filled in and one thing to bring to the session is noted', 1),
  description:
    'Find what you agreed to try, fill it in one question at a time, and note what to bring to the next session.',
  minutes: [15, 45],
};

const phoneFamily: Plan = {
  kind: 'phone-family',
  words: ['facetime'],
  phrases: [
    ...pairs(['video call with', 'call with', 'phone call with'], PEOPLE),
    'phone home',
    'call home',
    'ring home',

    ...pairs(['call', 'ring', 'phone', 'facetime', 'video call', 'skype'], PEOPLE),
    'catch up call',
    'catch-up call',
    'phone call with',
    'call with mum',
    'call with dad',
  ],
  verbs: ['facetime'],
  big: [
    step('Pick a time that suits you both, and note two or three things to ask or tell them', 5),
    step('Find their number, make the call and chat: their news, your news, any birthday wishes', 30),
    step('After the call, note anything you promised and put the next call in your calendar', 3),
  ],
  medium: [
    step('Write down two things to ask them and one bit of news to tell', 3),
    step('Call them and chat for about {minutes} minutes, or as long as feels good', 15),
    step('Done check: you talked, and anything you promised is noted', 2),
  ],
  tiny: [
    step('Find a quiet, comfy spot', 1),
    step('Write one question to ask them', 1),
    step('Open their contact on your phone', 1),
    step('Press call and say hello', 1),
  ],
  done: step('Done check: you talked, and anything you promised is noted', 1),
  description:
    'Note a couple of things to ask or tell, call at a good time, chat, and write down anything you promised.',
  minutes: [10, 45],
};

const birthdayCard: Plan = {
  kind: 'card',
  words: ['greetings'],
  phrases: [
    ...before(['send', 'post', 'write', 'sign'], ['card', 'cards']),
    ...before(
      ['send', 'post', 'write', 'sign', 'buy', 'get', 'pick'],
      ['birthday card', 'anniversary card', 'get well card', 'leaving card'],
    ),
    'a birthday card',
    'birthday card',
    'birthday cards',
    'write a card',
    'write the card',
    'sign the card',
    'sign a card',
    'send a card',
    'card for',
    'anniversary card',
    'get well card',
    'get well soon card',
    'sympathy card',
    'condolence card',
    'leaving card',
    'wedding card',
    'new baby card',
    'engagement card',
    'valentine card',
    'valentines card',
    'good luck card',
    'retirement card',
    'mothers day card',
    'fathers day card',
  ],
  verbs: [],
  big: [
    step('Get the card, a pen, an envelope and a stamp, and check the date it needs to arrive', 10),
    step('Write a warm message: a wish, a memory or a line about them, then sign it', 10),
    step('Write the address on the envelope, add the stamp and post it or hand it over', 10),
  ],
  medium: [
    step('Put the card, a pen and the envelope on the table', 2),
    step('For {minutes} minutes, write two or three warm lines and sign your name', 5),
    step('Done check: the card is in a stamped, addressed envelope ready to post', 2),
  ],
  tiny: [
    step('Find the card and a pen that works', 2),
    step('Write "Dear" and their name', 1),
    step('Write one line you would say to them in person', 3),
    step('Sign it and put it in the envelope', 1),
  ],
  done: step('Done check: the card is in a stamped, addressed envelope ready to post', 1),
  description:
    'Card, pen, envelope and stamp: write a warm line or memory, sign it, and post it in time to arrive.',
  minutes: [5, 25],
  note: 'post it a few days early',
};

const christmasCards: Plan = {
  kind: 'christmas-cards',
  words: [],
  phrases: [
    'christmas cards',
    'xmas cards',
    'holiday cards',
    'christmas card list',
    'christmas card',
    'xmas card',
    'eid cards',
    'diwali cards',
    'new year cards',
  ],
  verbs: [],
  big: [
    step('Write the list of people and find each address; check the last posting dates', 20),
    step('Write and sign the cards in batches, a short message in each, and address the envelopes', 60),
    step('Stamp them, post them together, and tick off each name on the list', 20),
  ],
  medium: [
    step('Write the list of names and put the cards, pens and stamps on the table', 10),
    step('For {minutes} minutes, write and sign cards, addressing each envelope as you go', 15),
    step('Done check: the first batch is stamped, and the names are ticked off', 2),
  ],
  tiny: [
    step('Put the box of cards, a pen and the stamps on the table', 2),
    step('Write the names of five people on a list', 3),
    step('Write and sign the first card', 3),
    step('Address its envelope and add a stamp', 2),
  ],
  done: step('Done check: the first batch is stamped, and the names are ticked off', 1),
  description:
    'List the names and addresses, write and sign the cards in batches, then stamp and post them before the last posting day.',
  minutes: [60, 180],
  note: 'often over two or three evenings',
};

const thankYou: Plan = {
  kind: 'thank-you',
  words: ['thank-you', 'thankyou', 'thanks'],
  phrases: [
    'thank you',
    'thank you note',
    'thank you notes',
    'thank-you note',
    'thank you card',
    'thank you cards',
    'thank you letter',
    'say thanks',
  ],
  verbs: ['thank'],
  strongVerbs: ['thank'],
  big: [
    step('Get a card or notepaper, a pen, an envelope and their address', 5),
    step(
      'Write a few lines: thank them for the gift or help, say how you use it or what it meant, then sign',
      10,
    ),
    step('Address and stamp the envelope, and post it or give it to them', 10),
  ],
  medium: [
    step('Put the notecard, a pen and the envelope in front of you', 2),
    step('Write two or three lines of thanks that mention the gift or what they did', 5),
    step('Done check: the note is signed, in its envelope and ready to post', 2),
  ],
  tiny: [
    step('Find a card or some notepaper and a pen', 2),
    step('Write "Dear" and their name', 1),
    step('Write one sentence thanking them for the present or their help', 3),
    step('Sign it and put it in the envelope', 1),
  ],
  done: step('Done check: the note is signed, in its envelope and ready to post', 1),
  description:
    'Card, pen and address: thank them for the gift or help in a few warm lines, sign it and post it.',
  minutes: [10, 30],
};

const gift: Plan = {
  kind: 'gift',
  words: ['gift', 'gifts', 'present', 'presents', 'voucher', 'hamper', 'pressie', 'prezzie'],
  phrases: [
    ...before(
      ['buy', 'get', 'order', 'find', 'choose', 'pick', 'wrap', 'send', 'sort'],
      ['present', 'presents', 'gift', 'gifts'],
    ),
    'birthday present',
    'birthday presents',
    'birthday gift',
    'christmas present',
    'christmas presents',
    'christmas shopping',
    'wedding gift',
    'wedding present',
    'leaving present',
    'anniversary present',
    'anniversary gift',
  ],
  verbs: ['wrap'],
  big: [
    step('Write three gift ideas from what they like or have mentioned, and a budget', 15),
    step('Choose one, buy or order it online, and check it will arrive before the day', 20),
    step('Wrap it with a card, or send it straight to their address', 15),
  ],
  medium: [
    step('Write down three things they like and the most you want to spend', 5),
    step('For {minutes} minutes, look at gift ideas and pick one to buy or order', 15),
    step('Done check: the present is bought and will arrive in time, or is wrapped', 2),
  ],
  tiny: [
    step('Write down their hobbies and interests', 2),
    step('Write the most you want to spend', 1),
    step('Look at one shop or website for an idea', 5),
    step('Save the one you like best to your basket', 2),
  ],
  done: step('Done check: the present is bought and will arrive in time, or is wrapped', 1),
  description:
    'Note what they like and a budget, choose and order one gift, and check it arrives in time with a card.',
  minutes: [30, 90],
  note: 'order a week ahead for delivery',
};

const secretSanta: Plan = {
  kind: 'secret-santa',
  words: ['santa', 'whip-round', 'whipround'],
  phrases: [
    'secret santa',
    'kris kindle',
    'white elephant',
    'gift exchange',
    'group gift',
    'group present',
    'whip round',
    'chip in',
    'pool money',
  ],
  verbs: [],
  big: [
    step('Write the list of people, agree the budget limit and the date gifts are swapped', 10),
    step('Draw names with a free app or from a hat, and send each person who they have', 15),
    step('Message the group with the budget, the date and where, and set a reminder to buy yours', 5),
  ],
  medium: [
    step('Write the names of everyone taking part', 3),
    step('Set the price limit and the date, then draw names in an app or a hat', 10),
    step('Done check: everyone has been told who they have, the budget and the date', 2),
  ],
  tiny: [
    step('Write the names of everyone in the group', 2),
    step('Pick a budget, for example ten pounds', 1),
    step('Choose the swap date', 1),
    step('Open a secret santa app or put the names in a hat', 3),
  ],
  done: step('Done check: everyone has been told who they have, the budget and the date', 1),
  description:
    'List everyone, set a price limit and date, draw names in an app or hat, and message the group.',
  minutes: [15, 45],
};

const catchUp: Plan = {
  kind: 'catch-up',
  words: ['coffee', 'brunch', 'drinks', 'pint', 'mate', 'mates', 'friend', 'friends'],
  phrases: [
    'lunch with',
    'brunch with',
    'coffee with',
    'drinks with',
    'dinner with',
    'pint with',
    'night out with',
    'night out',

    'catch up',
    'catch-up',
    'meet up',
    'meet-up',
    'hang out',
    'for coffee',
    'for a coffee',
    'for a drink',
    'for drinks',
    'for a pint',
    'see friends',
    'see a friend',
    'see my friend',
    'see my friends',
  ],
  verbs: ['catch', 'meet'],
  strongVerbs: ['meet'],
  big: [
    step('Message them to arrange a day, a time and a place, and put it in your calendar', 10),
    step('On the day, check the route, take your keys, wallet and phone, and leave in good time', 30),
    step('Meet up and chat: ask about their news and share yours', 60),
  ],
  medium: [
    step('Text them two days and a time that suit you, and a cafe or place to meet', 3),
    step('When it is confirmed, put it in your calendar with a reminder to leave', 2),
    step('Done check: the day, time and place are agreed and in your calendar', 1),
  ],
  tiny: [
    step('Open your calendar and find two free times', 2),
    step('Open your chat with them', 1),
    step('Write: "Fancy a catch-up? I’m free…" with the two times', 2),
    step('Send it', 1),
  ],
  done: step('Done check: the day, time and place are agreed and in your calendar', 1),
  description:
    'Agree a day, time and place by message, note when to leave, then meet and catch up on each other’s news.',
  minutes: [45, 150],
};

const apology: Plan = {
  kind: 'apology',
  words: ['apology', 'apologies', 'sorry'],
  phrases: ['say sorry', 'make up with', 'make amends', 'patch things up', 'make it up to', 'clear the air'],
  verbs: ['apologise', 'apologize'],
  strongVerbs: ['apologise', 'apologize'],
  big: [
    step('Think about what happened and write down what you are sorry for, in your own words', 10),
    step('Choose how to say it: a message, a call or in person, and when', 5),
    step('Say sorry plainly, own your part, and listen to what they say back', 20),
  ],
  medium: [
    step('Write one line on what happened and what you are sorry for', 5),
    step('Write the message or the words you want to say, without excuses', 10),
    step('Done check: you have sent it or said it, or a time to talk is agreed', 2),
  ],
  tiny: [
    step('Take a slow breath and think of what happened', 2),
    step('Write "I’m sorry that I…" and finish the sentence', 3),
    step('Add one line on what you will do differently', 2),
    step('Send it as a text, or ask when you can talk', 2),
  ],
  done: step('Done check: you have sent it or said it, or a time to talk is agreed', 1),
  description:
    'Write what you are sorry for in your own words, choose a message, call or meeting, and say it plainly.',
  minutes: [10, 45],
};

const bookClub: Plan = {
  kind: 'book-club',
  words: [],
  phrases: ['book club', 'book group', 'reading group', 'books club'],
  verbs: [],
  big: [
    step('Finish or skim the book, and note two thoughts or questions to bring', 60),
    step('Check where and when it is, then pack the book and leave in time', 15),
    step('Go, join in the chat, and note the next book and date', 90),
  ],
  medium: [
    step('Check the time and place, and how much of the book is left', 2),
    step('Read or skim for {minutes} minutes, and jot one question or thought', 20),
    step('Done check: your notes are in the book and you know when to leave', 1),
  ],
  tiny: [
    step('Check the group chat for the time and place', 1),
    step('Find the book and a pen', 1),
    step('Read the last chapter, or skim its first page', 10),
    step('Write one thought or question on a sticky note', 2),
  ],
  done: step('Done check: your notes are in the book and you know when to leave', 1),
  description:
    'Read or skim the book, jot a couple of thoughts, check where it is and leave in time, then enjoy the chat.',
  minutes: [60, 180],
};

const club: Plan = {
  kind: 'club',
  words: [
    'club',
    'clubs',
    'choir',
    'parkrun',
    'meetup',
    'volunteering',
    'volunteer',
    'orchestra',
    'scouts',
    'brownies',
  ],
  phrases: [
    ...[
      'pottery',
      'art',
      'dance',
      'evening',
      'night',
      'cooking',
      'craft',
      'drawing',
      'salsa',
      'knitting',
      'sewing',
      'climbing',
      'swimming',
    ].map((what) => `${what} class`),

    'running club',
    'walking group',
    'knitting group',
    'support group',
    'sports club',
    'social club',
    'local group',
  ],
  verbs: ['join', 'volunteer'],
  big: [
    step('Find the club’s website or social page: when and where it meets, and how to join', 15),
    step('Sign up online or message the organiser to say you are coming to a first session', 10),
    step('Pack your kit, turn up a few minutes early, and say hello to the organiser', 60),
  ],
  medium: [
    step('Open the club’s website and find the next session’s time and place', 5),
    step('Sign up, or send the organiser a short message to say you would like to come', 5),
    step('Done check: the first session is in your calendar and your kit is ready', 2),
  ],
  tiny: [
    step('Search for the club’s website or page', 2),
    step('Find when the next session is', 2),
    step('Put the date in your calendar', 1),
    step('Send one message or fill in the sign-up form', 5),
  ],
  done: step('Done check: the first session is in your calendar and your kit is ready', 1),
  description:
    'Find when and where it meets, sign up or message the organiser, then get your kit ready and go.',
  minutes: [30, 120],
};

const rsvp: Plan = {
  kind: 'rsvp',
  words: ['rsvp', 'invitation', 'invitations', 'invite', 'invites'],
  phrases: [
    ...before(
      ['reply to', 'respond to', 'answer'],
      ['invite', 'invitation', 'wedding invite', 'party invite', 'wedding invitation'],
    ),

    'rsvp for',
    'rsvp to',

    'wedding invite',
    'wedding invitation',
    'party invite',
    'party invitation',
    'reply to the invite',
  ],
  verbs: ['rsvp', 'accept', 'decline'],
  strongVerbs: ['rsvp', 'accept', 'decline'],
  big: [
    step('Find the invitation, and check the date, the RSVP deadline and any meal or plus-one choices', 5),
    step('Check your calendar and decide yes or no, and your meal or dietary needs', 5),
    step('Reply by the card, website link or message, and put the date in your calendar', 5),
  ],
  medium: [
    step('Open the invitation and check the date and how to reply', 2),
    step('Decide yes or no, then fill in the reply form or send the message', 5),
    step('Done check: your reply is sent and the date is in your calendar', 1),
  ],
  tiny: [
    step('Find the invitation or its link', 2),
    step('Check your calendar for that date', 1),
    step('Decide yes or no', 1),
    step('Send your reply', 2),
  ],
  done: step('Done check: your reply is sent and the date is in your calendar', 1),
  description:
    'Check the date and deadline on the invitation, decide yes or no and any meal choice, then reply and note the date.',
  minutes: [5, 20],
};

const invite: Plan = {
  kind: 'invite',
  words: ['playdate', 'playdates', 'sleepover'],
  phrases: [
    'play date',
    'have people over',
    'have friends over',
    'round for dinner',
    'over for dinner',
    'ask friends over',
  ],
  verbs: ['invite'],
  strongVerbs: ['invite'],
  big: [
    step('Pick two possible days and a time, and write down who to ask', 5),
    step('Send the invite in a message or the group chat, with the day, time and place', 10),
    step('Confirm with those who say yes and put it in your calendar', 5),
  ],
  medium: [
    step('Open your calendar and pick a day and time that are free', 2),
    step('Text the people or the other parent with the day, time and where', 5),
    step('Done check: the invite is sent and the date is in your calendar', 1),
  ],
  tiny: [
    step('Open your calendar and find a free day', 1),
    step('Write down who to ask', 2),
    step('Write a short message with the day and time', 2),
    step('Send it', 1),
  ],
  done: step('Done check: the invite is sent and the date is in your calendar', 1),
  description: 'Pick a day, time and who to ask, send the invite by message, then confirm and note the date.',
  minutes: [10, 30],
};

const hostNight: Plan = {
  kind: 'host-night',
  words: ['hosting'],
  phrases: [
    'games night',
    'game night',
    'board game night',
    'board games night',
    'movie night',
    'film night',
    'quiz night',
    'dinner party',
    'pizza night',
    'poker night',
    'card night',
  ],
  verbs: ['host', 'throw'],
  big: [
    step('Pick a date and time, and invite a few friends in a group message', 15),
    step('Choose the games, film or food, and buy snacks and drinks', 45),
    step('On the day, set up the table and space, and get the games or screen ready', 30),
  ],
  medium: [
    step('Pick a date and write down who to invite', 5),
    step('Send the invite to the group and list the snacks, drinks and games you need', 10),
    step('Done check: the invite is sent and the shopping list is written', 2),
  ],
  tiny: [
    step('Open your calendar and pick a free evening', 2),
    step('Write down four people to invite', 2),
    step('Send them a message with the date', 2),
    step('Write a list of snacks and games', 3),
  ],
  done: step('Done check: the invite is sent and the shopping list is written', 1),
  description:
    'Pick a date and invite people, choose the games or film and snacks, then set up the space on the day.',
  minutes: [60, 180],
  note: 'plus the evening itself',
};

const visit: Plan = {
  kind: 'visit',
  words: [],
  phrases: [
    ...pairs(['visit', 'see', 'go and see', 'go see', 'pop in on', 'drop in on'], PEOPLE),
    'visit friends',
    'visit family',
  ],
  verbs: [],
  big: [
    step('Agree a day and time with them, and check how you will get there', 10),
    step('Pack what you are taking, like a small gift, snacks or something to share, and leave in time', 20),
    step('Enjoy the visit, and message them after to say thanks', 120),
  ],
  medium: [
    step('Message them to agree a day and time', 3),
    step('Check the route and how long the journey takes, and set a reminder to leave', 5),
    step('Done check: the visit is agreed and in your calendar with a time to leave', 1),
  ],
  tiny: [
    step('Open your chat with them', 1),
    step('Suggest a day and time', 2),
    step('Check the route or train times', 3),
    step('Put the visit in your calendar', 1),
  ],
  done: step('Done check: the visit is agreed and in your calendar with a time to leave', 1),
  description: 'Agree a day and time, check the journey, take something small, and leave in good time.',
  minutes: [90, 300],
  note: 'including the journey',
};

const supportFriend: Plan = {
  kind: 'support-friend',
  words: ['condolences'],
  phrases: [
    'check in on',
    ...pairs(['check on', 'check in on', 'check in with', 'look in on'], PEOPLE),

    'care package',
    'cheer up',
    'be there for',
    'support a friend',
    'support my friend',
  ],
  verbs: ['support', 'comfort', 'cheer'],
  big: [
    step('Think what might help them most right now: a message, a call, a visit or a practical favour', 5),
    step('Send a kind message saying you are thinking of them, and offer one specific thing', 10),
    step('Put a reminder in your calendar to check in again in a few days', 2),
  ],
  medium: [
    step('Write down one practical thing you could offer them', 2),
    step('Write and send a short, warm message, with no need for them to reply', 5),
    step('Done check: the message is sent and a reminder to check in again is set', 1),
  ],
  tiny: [
    step('Open your chat with them', 1),
    step('Write "Thinking of you" and one kind line', 2),
    step('Offer one thing, like dropping round food', 2),
    step('Send it', 1),
  ],
  done: step('Done check: the message is sent and a reminder to check in again is set', 1),
  description: 'Send a warm message, offer one practical thing, and set a reminder to check in again.',
  minutes: [10, 45],
};

const puncture: Plan = {
  kind: 'bike-puncture',
  words: ['puncture', 'punctures', 'inner tube', 'innertube'],
  phrases: [
    ...fixing(['puncture', 'bike tyre', 'bike tire', 'tyre', 'tire', 'flat']),
    'flat tyre',
    'flat tire',
    'bike tyre',
    'bike tire',
    'inner tube',
    'bike puncture',
    'flat on my bike',
    ...['tyre', 'tire', 'puncture', 'flat', 'tube'].flatMap((part) => [
      `${part} on bike`,
      `${part} on my bike`,
      `${part} on the bike`,
    ]),
    'tyre is flat',
    'tire is flat',
  ],
  verbs: [],
  big: [
    step('Take the wheel off, lever the tyre off with tyre levers and pull out the inner tube', 15),
    step(
      'Pump a little air in, find the hole (listen, or look for bubbles in a bowl of water), then patch it',
      20,
    ),
    step('Check the tyre for thorns, refit the tube and tyre, pump it to pressure and test ride', 15),
  ],
  medium: [
    step('Get the repair kit or a spare tube, tyre levers and a pump', 3),
    step('For {minutes} minutes: wheel off, tyre off with the levers, tube out and find the hole', 15),
    step('Done check: the tube is patched or replaced, pumped up and holding air', 5),
  ],
  tiny: [
    step('Turn the bike upside down or hang it up', 2),
    step('Find the tyre levers, patch kit and pump', 3),
    step('Let out any air left and open the wheel’s quick release or nuts', 3),
    step('Slide one tyre lever under the edge of the tyre', 2),
  ],
  done: step('Done check: the tube is patched or replaced, pumped up and holding air', 3),
  description:
    'Tyre off with levers, find the hole with water bubbles, patch or swap the tube, then pump up and test.',
  minutes: [30, 90],
  note: 'quicker with a spare tube',
};

const bike: Plan = {
  kind: 'bike',
  words: ['bike', 'bikes', 'bicycle', 'derailleur', 'gears', 'spokes', 'saddle'],
  phrases: [
    ...fixing(['bike', 'bicycle', 'bike brakes', 'brakes', 'chain', 'bike chain', 'gears', 'bike gears']),
    'bike chain',
    'bike brakes',
    'bike gears',
    'bike service',
    'bike light',
    'bike lights',
  ],
  verbs: [],
  big: [
    step(
      'Spin the wheels, pedal and squeeze the brakes to find the problem: brakes, chain, gears or tyre',
      10,
    ),
    step('Find a short video guide, get the tools (Allen keys, pump, chain oil), and make the fix', 40),
    step('Test ride it slowly; if it is still wrong, book it into a bike shop', 15),
  ],
  medium: [
    step('Check the tyres, brakes, chain and gears and note what is wrong', 5),
    step('For {minutes} minutes, follow a guide for that one fix with the right tool', 20),
    step('Done check: a test ride feels right, or the bike shop is booked', 5),
  ],
  tiny: [
    step('Put the bike where you have space and light', 2),
    step('Squeeze each brake and spin each wheel', 2),
    step('Note the one thing that feels or sounds wrong', 1),
    step('Get out the Allen keys, pump or chain oil for it', 3),
  ],
  done: step('Done check: a test ride feels right, or the bike shop is booked', 2),
  description:
    'Find the fault (brakes, chain, gears or tyre), fix it with a guide and the right tool, then test ride it.',
  minutes: [30, 120],
  note: 'or a day or two at the bike shop',
};

const unblockDrain: Plan = {
  kind: 'unblock-drain',
  words: ['plughole', 'blockage', 'clogged', 'unblocker', 'sink', 'basin', 'drain', 'drains'],
  phrases: [
    'blocked sink',
    'sink is blocked',
    'slow drain',
    'draining slowly',
    'blocked drain',
    'blocked shower',
    'blocked bath',
    'shower drain',
    'bath drain',
    'plug hole',
    'clogged drain',
    'clogged sink',
  ],
  verbs: ['unblock', 'unclog', 'declog', 'plunge'],
  strongVerbs: ['unblock', 'unclog', 'declog'],
  big: [
    step('Take out the plug or drain cover and pull out any hair or gunk, wearing gloves', 10),
    step(
      'Plunge it, or use bicarb, vinegar and hot water; if it stays slow, clean out the U-bend trap over a bucket',
      30,
    ),
    step('Run the hot tap for a minute to test that it drains freely', 5),
  ],
  medium: [
    step('Put on gloves and remove the plug or cover, clearing any hair you can reach', 5),
    step('Plunge firmly for {minutes} minutes, or use bicarb, vinegar and hot water', 15),
    step('Done check: the water drains away quickly when you run the tap', 2),
  ],
  tiny: [
    step('Put on rubber gloves', 1),
    step('Lift out the plug or the drain cover', 2),
    step('Pull out any hair or gunk you can see', 3),
    step('Run the hot tap and watch if it drains', 2),
  ],
  done: step('Done check: the water drains away quickly when you run the tap', 1),
  description:
    'Clear the hair from the plughole, plunge or use bicarb and hot water, clean the trap if needed, and test it drains.',
  minutes: [15, 60],
};

const unblockToilet: Plan = {
  kind: 'unblock-toilet',
  words: [],
  phrases: [
    ...before(['unblock', 'unclog', 'plunge', 'clear'], ['toilet', 'loo', 'wc', 'toilets']),

    'blocked toilet',
    'toilet blocked',
    'toilet is blocked',
    'blocked loo',
    'clogged toilet',
    'toilet won’t flush',
    "toilet won't flush",
    'toilet wont flush',
  ],
  verbs: ['unblock', 'unclog', 'plunge'],
  strongVerbs: ['unblock', 'unclog', 'plunge'],
  big: [
    step('Put on gloves, lay old towels down, and wait if the bowl’s water level is high', 5),
    step(
      'Squeeze in washing-up liquid and hot (not boiling) water, then plunge firmly with a toilet plunger',
      20,
    ),
    step('Flush to test, then clean and disinfect the plunger and the floor around it', 10),
  ],
  medium: [
    step('Put on gloves, get the plunger and lay towels round the toilet', 3),
    step('Plunge with firm, steady pushes for {minutes} minutes, with a rest halfway', 10),
    step('Done check: it flushes normally, and the plunger is washed', 3),
  ],
  tiny: [
    step('Do not flush again for now', 1),
    step('Put on rubber gloves', 1),
    step('Get the plunger and some old towels', 2),
    step('Pour a good squeeze of washing-up liquid into the bowl', 1),
  ],
  done: step('Done check: it flushes normally, and the plunger is washed', 2),
  description:
    'Gloves and towels down, washing-up liquid and hot water, plunge firmly, then flush to test and disinfect.',
  minutes: [15, 60],
  note: 'call a plumber if it will not clear',
};

const radiator: Plan = {
  kind: 'bleed-radiator',
  words: ['radiator', 'radiators', 'rad', 'rads'],
  phrases: [
    'radiator not',
    'radiators not',
    'radiator is not',
    'radiators are not',
    'cold radiators',

    ...fixing(['radiator', 'radiators']),
    'radiator key',
    'bleed key',
    'cold radiator',
    'radiator is cold',
    'radiators are cold',
    'cold at the top',
  ],
  verbs: ['bleed'],
  strongVerbs: ['bleed'],
  big: [
    step('Turn the heating off and let the radiators cool, and find a radiator key and a cloth', 20),
    step(
      'At each radiator, hold the cloth under the valve and turn the key until the air hisses out and water drips',
      20,
    ),
    step('Close each valve tightly, then check the boiler pressure gauge and top it up if it is low', 10),
  ],
  medium: [
    step('Turn off the heating and find the radiator key and an old towel', 3),
    step('Bleed each radiator in turn: open the valve until water drips, then close it', 15),
    step('Done check: the valves are tight, and the boiler pressure is back near 1.5 bar', 3),
  ],
  tiny: [
    step('Turn the heating off at the thermostat', 1),
    step('Find the radiator key (a hardware shop sells them)', 3),
    step('Put an old cloth under the first radiator’s valve', 1),
    step('Turn the key a quarter turn and listen for the air', 2),
  ],
  done: step('Done check: the valves are tight, and the boiler pressure is back near 1.5 bar', 2),
  description:
    'Heating off, radiator key and cloth: let the air hiss out until water drips, close the valve, check the boiler pressure.',
  minutes: [20, 60],
};

const tripSwitch: Plan = {
  kind: 'trip-switch',
  words: ['fusebox', 'breaker', 'breakers', 'rcd', 'tripped', 'electrics', 'tripping'],
  phrases: [
    'keeps tripping',
    'keep tripping',
    'tripping out',

    ...fixing(['trip switch', 'fuse box', 'electrics', 'power']),
    'trip switch',
    'trip switches',
    'fuse box',
    'consumer unit',
    'circuit breaker',
    'power cut',
    'power went',
    'electrics tripped',
    'lights went out',
    'power keeps tripping',
  ],
  verbs: [],
  big: [
    step('Unplug or switch off the appliances on the circuit that went off, like the kettle or toaster', 5),
    step('Open the fuse box (consumer unit), find the switch that is down and push it back up', 5),
    step(
      'Plug things back in one by one; the one that trips it again is the culprit, or call an electrician',
      20,
    ),
  ],
  medium: [
    step('Switch off and unplug appliances on the part of the house without power', 5),
    step('At the fuse box, push the tripped switch or RCD back up', 3),
    step('Done check: the power stays on as you plug things back in one at a time', 10),
  ],
  tiny: [
    step('Find a torch or your phone light', 1),
    step('Go to the fuse box and open its cover', 2),
    step('Look for the one switch that is pointing down', 1),
    step('Unplug the kettle and anything that was on when it tripped', 2),
  ],
  done: step('Done check: the power stays on as you plug things back in one at a time', 5),
  description:
    'Unplug the appliances, push the tripped switch in the fuse box back up, and plug things in one by one to find the fault.',
  minutes: [5, 45],
  note: 'call an electrician if it keeps tripping',
};

const wallPatch: Plan = {
  kind: 'wall-patch',
  words: [
    'filler',
    'polyfilla',
    'spackle',
    'plaster',
    'plasterboard',
    'drywall',
    'crack',
    'cracks',
    'hole',
    'holes',
    'dent',
  ],
  phrases: [
    ...fixing(['hole', 'holes', 'crack', 'cracks', 'wall', 'plaster']),
    'hole in the wall',
    'holes in the wall',
    'crack in the wall',
    'cracks in the wall',
    'screw holes',
    'nail holes',
    'patch the wall',
    'fill the holes',
    'fill the hole',
    'fill the cracks',
    'fill in the holes',
  ],
  verbs: ['patch', 'plaster'],
  big: [
    step('Scrape away loose bits and dust from the hole or crack, and cover the floor', 10),
    step(
      'Press filler in with a filling knife, a little proud of the wall (mesh patch for big holes), and let it dry',
      20,
    ),
    step('Sand it smooth once dry, wipe off the dust and touch up with paint', 30),
  ],
  medium: [
    step('Brush out the dust and loose edges, and get the filler and knife', 5),
    step('Fill the hole in thin layers, smoothing with the knife, for {minutes} minutes', 15),
    step('Done check: the filler is smooth, drying, and the time to sand is noted', 2),
  ],
  tiny: [
    step('Find the filler and a filling knife or old card', 3),
    step('Put a sheet or newspaper under the hole', 2),
    step('Brush the dust out of the hole', 2),
    step('Press in the first bit of filler', 5),
  ],
  done: step('Done check: the filler is smooth, drying, and the time to sand is noted', 1),
  description:
    'Clean out the hole, press in filler with a knife, let it dry, then sand it smooth and touch up the paint.',
  minutes: [30, 120],
  note: 'plus drying time before sanding',
};

const smokeAlarm: Plan = {
  kind: 'smoke-alarm',
  words: [],
  phrases: [
    ...fixing(['alarm', 'alarm battery']),
    'smoke alarm',
    'smoke alarms',
    'smoke detector',
    'smoke detectors',
    'fire alarm',
    'co alarm',
    'carbon monoxide',
    'alarm battery',
    'alarm is beeping',
    'alarm keeps beeping',
    'alarm chirping',
    'alarm beeping',
  ],
  verbs: [],
  big: [
    step('Check the alarm’s model for the battery type (often 9V or AA), and get a new one', 10),
    step('Stand on a steady step or ladder, twist the alarm off its base and swap the battery', 5),
    step('Fit it back on and press the test button until it beeps loudly', 2),
  ],
  medium: [
    step('Get the right battery and a steady step or chair', 3),
    step('Twist the alarm off, remove the old battery and fit the new one', 5),
    step('Done check: the test button gives a loud beep and the alarm is back on its base', 1),
  ],
  tiny: [
    step('Find a new battery of the right type', 2),
    step('Put a steady step stool under the alarm', 1),
    step('Twist the alarm off its base', 1),
    step('Open the cover and take out the old battery', 1),
  ],
  done: step('Done check: the test button gives a loud beep and the alarm is back on its base', 1),
  description:
    'Right battery, steady step: twist the alarm off, swap the battery, fit it back and press test until it beeps.',
  minutes: [5, 20],
};

const zip: Plan = {
  kind: 'zip',
  words: ['zip', 'zips', 'zipper', 'zippers'],
  phrases: [...fixing(['zip', 'zipper', 'zips']), 'stuck zip', 'broken zip', 'zip is stuck', 'zip is broken'],
  verbs: ['unstick'],
  big: [
    step('Look at the zip: is the slider stuck, are teeth missing, or has the slider come off the track?', 5),
    step('Rub pencil graphite, soap or wax on stuck teeth, or squeeze a loose slider gently with pliers', 15),
    step(
      'Zip it up and down a few times to test; if teeth are missing, take it to a tailor for a new zip',
      5,
    ),
  ],
  medium: [
    step('Lay the coat flat and look closely at the slider and teeth', 3),
    step('Rub soap or pencil on the teeth and work the slider gently for {minutes} minutes', 10),
    step('Done check: the zip runs up and down smoothly, or a tailor is booked', 2),
  ],
  tiny: [
    step('Lay the coat or bag flat on a table', 1),
    step('Find a pencil, a bar of soap or a candle', 2),
    step('Rub it along the teeth near the slider', 2),
    step('Wiggle the slider gently, a little at a time', 3),
  ],
  done: step('Done check: the zip runs up and down smoothly, or a tailor is booked', 1),
  description:
    'Find why the zip sticks, ease the teeth with soap or pencil or squeeze the slider, test it, or take it to a tailor.',
  minutes: [10, 45],
};

const sewing: Plan = {
  kind: 'sewing',
  words: ['button', 'buttons', 'hem', 'hems', 'seam', 'seams', 'sewing', 'tear', 'rip', 'darn', 'stitch'],
  phrases: [
    ...fixing(['button', 'hem', 'seam', 'tear', 'rip', 'jeans', 'trousers', 'sleeve', 'pocket']),
    'sewing kit',
    'hole in my',
    'hole in the',
    'fallen hem',
    'button back on',
    'sew on',
    'take up',
  ],
  verbs: ['sew', 'stitch', 'darn', 'hem'],
  strongVerbs: ['sew', 'stitch', 'darn', 'hem'],
  big: [
    step('Get a needle, a matching thread and the button or fabric, and sit in good light', 5),
    step('Thread the needle, knot the end, and stitch through the holes or along the tear several times', 15),
    step('Wrap the thread round under the button or finish the seam, knot it at the back, trim and test', 5),
  ],
  medium: [
    step('Thread the needle with a matching colour and tie a knot at the end', 3),
    step('Sew through the button holes or along the tear for {minutes} minutes', 10),
    step('Done check: it is knotted at the back, trimmed, and holds when you tug it', 1),
  ],
  tiny: [
    step('Find the sewing kit and the button or piece of clothing', 2),
    step('Cut a long piece of thread', 1),
    step('Thread the needle and knot the end', 2),
    step('Push the needle up through the fabric where the first stitch goes', 1),
  ],
  done: step('Done check: it is knotted at the back, trimmed, and holds when you tug it', 1),
  description:
    'Needle and matching thread: stitch through the holes or along the tear, knot it at the back, trim and tug to test.',
  minutes: [10, 30],
};

const hinge: Plan = {
  kind: 'door-hinge',
  words: ['hinge', 'hinges', 'wardrobe door'],
  phrases: [
    'squeaky hinge',
    'squeaky hinges',
    'creaky hinge',
    'creaky hinges',
    'squeaking door',
    'squeaky door',
    'creaky door',
    'door squeaking',
    'creaking door',
    'squeaky cupboard',
    'creaky cupboard',
    'squeaky gate',
    'hanging off',

    ...fixing([
      'door',
      'hinge',
      'hinges',
      'door hinge',
      'door hinges',
      'the hinges',
      'the hinge',
      'cupboard door',
      'wardrobe door',
      'cupboard',
      'squeak',
    ]),
    'squeaky door',
    'creaky door',
    'door squeaks',
    'door creaks',
    'loose door',
    'cupboard door',
    'kitchen door',
    'door hinge',
    'door won’t close',
    "door won't close",
    'door wont close',
    'door is loose',
  ],
  verbs: ['oil', 'tighten', 'reattach', 'rehang'],
  big: [
    step('Open and close the door slowly to find which hinge squeaks, sticks or is loose', 5),
    step(
      'Tighten loose hinge screws (a matchstick and glue in a worn hole), or put oil or WD-40 on a squeaky hinge pin',
      15,
    ),
    step('Wipe off extra oil, then open and close it ten times to check it swings quietly and lines up', 5),
  ],
  medium: [
    step('Swing the door and look at each hinge to find the loose screw or the squeak', 3),
    step('Tighten the screws with a screwdriver, or oil the hinge pin and work the door', 10),
    step('Done check: the door opens and closes smoothly, quietly and in line', 2),
  ],
  tiny: [
    step('Open the door wide and look at the hinges', 1),
    step('Find a screwdriver that fits the hinge screws', 2),
    step('Tighten any loose screw you can see', 2),
    step('Put a drop of oil or WD-40 on the top of the hinge', 1),
  ],
  done: step('Done check: the door opens and closes smoothly, quietly and in line', 1),
  description:
    'Find the loose or squeaky hinge, tighten the screws or oil the pin, wipe off the extra and test the swing.',
  minutes: [10, 30],
};

/** Appliances that break down and get an engineer. */
const APPLIANCES = [
  'washing machine',
  'tumble dryer',
  'dryer',
  'boiler',
  'fridge',
  'freezer',
  'fridge freezer',
  'oven',
  'cooker',
  'dishwasher',
  'microwave',
  'hob',
  'extractor fan',
  'shower pump',
  'heating',
  'hot water',
];

const appliance: Plan = {
  kind: 'appliance-repair',
  words: [
    'engineer',
    'warranty',
    'guarantee',
    'technician',
    'repairman',
    'boiler',
    'appliance',
    'appliances',
  ],
  phrases: [
    'boiler service',
    'service the boiler',
    'boiler pressure',

    ...APPLIANCES.flatMap((name) => [
      `${name} fixed`,
      `${name} not`,
      `${name} is not`,
      `${name} is leaking`,
      `${name} won’t`,
      `${name} won't`,
      `${name} wont`,
      `${name} keeps`,
      `${name} stopped`,
      `${name} repaired`,
      `${name} broken`,
      `${name} broke`,
      `${name} not working`,
      `${name} is broken`,
      `${name} repair`,
      `${name} engineer`,
      `${name} leaking`,
      `${name} error`,
    ]),
    ...APPLIANCES.flatMap((name) => [`fix the ${name}`, `fix ${name}`, `repair the ${name}`]),
    'not cooling',
    'not heating',
    'not spinning',
    'not turning on',
    'won’t turn on',
    "won't turn on",
    'wont turn on',
    'won’t start',
    "won't start",
    'wont start',
    'stopped working',
    'making a noise',
    'no heating',
    'broken washing machine',
    'broken fridge',
    'broken oven',
    'broken boiler',
    'no hot water',
    'error code',
    'gas safe',
    'engineer for',
    'engineer to',
    'repair for',
  ],
  verbs: [],
  big: [
    step('Write down the fault, any error code, and the make and model from the label; check the manual', 10),
    step(
      'Try the safe checks (power, filter, reset); if it is still wrong, call the maker, warranty or an engineer',
      30,
    ),
    step('Book the repair slot, note the quote and price, and put the date in your calendar', 10),
  ],
  medium: [
    step('Find the model number and write down the fault and any error code', 5),
    step('Look up the code in the manual, or call the warranty line or an engineer for a quote', 15),
    step('Done check: it works again, or the engineer’s date is booked and in your calendar', 2),
  ],
  tiny: [
    step('Find the model label on the appliance and take a photo of it', 2),
    step('Write down what it does wrong and any error code', 2),
    step('Find the manual or the warranty papers', 3),
    step('Search the error code with the model number', 3),
  ],
  done: step('Done check: it works again, or the engineer’s date is booked and in your calendar', 2),
  description:
    'Note the fault, error code and model, try the manual’s checks, then call the warranty or an engineer and book a slot.',
  minutes: [20, 90],
  note: 'plus the wait for the engineer',
};

const notDraining: Plan = {
  kind: 'not-draining',
  words: [],
  phrases: [
    ...['dishwasher', 'washing machine', 'bath', 'shower', 'sink'].flatMap((name) => [
      `${name} not draining`,
      `${name} not emptying`,
      `${name} is not draining`,
    ]),
    'not draining',
    'won’t drain',
    "won't drain",
    'wont drain',
    'standing water',
    'not emptying',
    'water in the bottom',
    'full of water',
    'not draining properly',
  ],
  verbs: [],
  big: [
    step('Turn it off, lay towels and a tray or bowl down, and bail or drain out the standing water', 15),
    step(
      'Take out and rinse the filter at the base, clear food or fluff from the sump, and check the hose for kinks',
      25,
    ),
    step(
      'Run a short rinse cycle to test it drains; if not, look up the error in the manual or call an engineer',
      20,
    ),
  ],
  medium: [
    step('Switch it off, put towels down and scoop out the water into a bowl', 10),
    step('Remove the filter, clean off the debris under the tap with a brush, and refit it', 15),
    step('Done check: a short rinse cycle drains fully, or an engineer is booked', 5),
  ],
  tiny: [
    step('Switch it off at the wall', 1),
    step('Put old towels and a shallow tray in front of it', 2),
    step('Scoop out the standing water with a cup', 5),
    step('Find the filter at the bottom and twist it out', 2),
  ],
  done: step('Done check: a short rinse cycle drains fully, or an engineer is booked', 3),
  description:
    'Towels down, bail out the water, clean the filter and check the hose, then test with a short rinse cycle.',
  minutes: [30, 120],
};

const drip: Plan = {
  kind: 'dripping-tap',
  words: ['tap', 'taps', 'faucet', 'faucets', 'drip', 'dripping', 'drips', 'showerhead'],
  phrases: [
    'leaky shower head',
    'leaking shower head',
    'dripping shower head',
    'shower head dripping',
    ...['leaking', 'leaky', 'dripping'].flatMap((how) =>
      ['kitchen', 'bathroom', 'bath', 'sink', 'basin', 'mixer', 'outside'].map(
        (where) => `${how} ${where} tap`,
      ),
    ),

    'tap leaking',
    'tap is leaking',
    'shower leaking',
    'shower head leaking',
    'faucet leaking',
    'leaking faucet',
    'leaky faucet',
    'tap keeps dripping',

    ...fixing(['tap', 'taps', 'kitchen tap', 'bathroom tap', 'faucet', 'shower', 'shower head', 'drip']),
    'dripping tap',
    'leaking tap',
    'leaky tap',
    'dripping shower',
    'leaking shower',
    'leaky shower',
    'shower dripping',
    'tap dripping',
    'tap is dripping',
    'mixer tap',
  ],
  verbs: [],
  big: [
    step(
      'Find the cause: watch where it drips, then turn off the water at the valve under the sink or the stopcock',
      15,
    ),
    step('Take it apart, find the worn washer, cartridge or seal, and get the part or tool you need', 45),
    step(
      'Fit the new part, turn the water on slowly and test it works; call a plumber if it still drips',
      30,
    ),
  ],
  medium: [
    step('Watch where the water drips from and find the isolation valve or stopcock', 5),
    step(
      'Turn the water off, then undo the tap handle or shower head and look at the washer or cartridge',
      15,
    ),
    step('Done check: you know which spare part to buy, or a plumber is booked', 2),
  ],
  tiny: [
    step('Put a cup under the drip and watch where it comes from', 2),
    step('Find the valve under the sink or the stopcock', 3),
    step('Take a photo of the tap or shower head', 1),
    step('Search the make and model for the right washer or cartridge', 5),
  ],
  done: step('Done check: you know which spare part to buy, or a plumber is booked', 2),
  description:
    'Find the leak, turn the water off, replace the worn washer, cartridge or seal, then turn the water on and test.',
  minutes: [30, 180],
  note: 'longer if a part has to be ordered',
};

/** Things that go on a wall with a drill and plugs. */
const WALL_THINGS = [
  'floating shelf',
  'floating shelves',
  'photo frame',
  'photo frames',
  'artwork',
  'prints',

  'shelf',
  'shelves',
  'picture',
  'pictures',
  'mirror',
  'frame',
  'frames',
  'photos',
  'curtain pole',
  'curtain rail',
  'tv',
  'hooks',
  'coat hooks',
  'clock',
  'bracket',
  'brackets',
  'blind',
  'blinds',
];

const wallMount: Plan = {
  kind: 'wall-mount',
  words: [
    'shelf',
    'shelves',
    'mirror',
    'rawlplug',
    'rawlplugs',
    'plugs',
    'stud',
    'bracket',
    'brackets',
    'floating',
  ],
  phrases: [
    ...['put up', 'hang', 'mount', 'fit', 'drill'].flatMap((verb) =>
      WALL_THINGS.flatMap((thing) => [
        `${verb} ${thing}`,
        `${verb} a ${thing}`,
        `${verb} the ${thing}`,
        `${verb} my ${thing}`,
        `${verb} some ${thing}`,
      ]),
    ),
    'shelf up',
    'shelves up',
    'pictures up',
    'picture up',
    'mirror up',
    'curtain pole',
    'curtain poles',
    'curtain rail',
    'stud detector',
    'spirit level',
    'wall plugs',
    'picture hooks',
  ],
  verbs: ['mount', 'drill'],
  big: [
    step(
      'Hold it up to choose the height, mark the holes in pencil with a spirit level, and check for pipes and cables',
      15,
    ),
    step(
      'Drill the holes, push in wall plugs (or fixings for plasterboard), and screw the brackets tight',
      30,
    ),
    step('Check it is level and firm before putting the weight on, then clear the dust', 10),
  ],
  medium: [
    step('Mark the height and holes in pencil, using a spirit level', 5),
    step('Scan for pipes and cables with a detector, then drill and plug the first hole', 15),
    step('Done check: the brackets are screwed in, level and firm', 2),
  ],
  tiny: [
    step('Find the drill, bits, wall plugs, screws and a pencil', 5),
    step('Hold it against the wall at the height you want', 2),
    step('Mark the first hole with a pencil', 1),
    step('Check the spot with a detector for pipes and cables', 2),
  ],
  done: step('Done check: the brackets are screwed in, level and firm', 2),
  description:
    'Mark the holes with a level, check for pipes and cables, drill and plug, screw it up and check it is level and firm.',
  minutes: [30, 120],
};

const reseal: Plan = {
  kind: 'reseal',
  words: ['sealant', 'silicone', 'mastic', 'caulk', 'caulking', 'reseal', 'resealing'],
  phrases: [
    ...before(
      ['reseal', 're-seal', 'seal'],
      ['bath', 'shower', 'sink', 'kitchen sink', 'shower tray', 'worktop'],
    ),

    ...fixing(['seal', 'bath seal', 'sealant', 'silicone']),
    ...before(
      ['redo', 'replace', 'remove', 'strip', 'renew'],
      ['silicone', 'sealant', 'seal', 'mastic', 'old silicone', 'old sealant'],
    ),
    'bath seal',
    'shower seal',
    'sink seal',
    'around the bath',
    'round the bath',
    'around the shower',
    'old sealant',
    'mouldy sealant',
    'mouldy silicone',
  ],
  verbs: ['reseal', 're-seal', 'caulk'],
  strongVerbs: ['reseal', 're-seal', 'caulk'],
  big: [
    step(
      'Cut and scrape off the old sealant with a knife or scraper, then clean with spirit and let it dry',
      45,
    ),
    step(
      'Fill the bath with water, run masking tape along both edges, and apply a steady bead with the sealant gun',
      30,
    ),
    step('Smooth the bead with a wet finger, peel off the tape, and leave it to cure for 24 hours', 15),
  ],
  medium: [
    step('Score along the old sealant with a knife and pull off a first strip', 5),
    step('Scrape and clean the joint for {minutes} minutes, then let it dry fully', 20),
    step('Done check: the old sealant is gone and the joint is clean and dry', 2),
  ],
  tiny: [
    step('Find a sharp knife or sealant scraper', 2),
    step('Cut along one edge of the old sealant', 3),
    step('Peel off the first strip', 3),
    step('Check you have a tube of bathroom silicone and a gun', 2),
  ],
  done: step('Done check: the old sealant is gone and the joint is clean and dry', 1),
  description:
    'Scrape off the old sealant, clean and dry the joint, tape the edges, apply a smooth bead, and let it cure.',
  minutes: [60, 180],
  note: 'plus 24 hours before the shower is used',
};

const lightBulb: Plan = {
  kind: 'light-bulb',
  words: ['bulb', 'bulbs', 'lightbulb', 'lightbulbs'],
  phrases: [
    ...fixing(['bulb', 'bulbs', 'lightbulb', 'light bulb', 'light', 'lamp']),
    'light bulb',
    'light bulbs',
    'bulb has gone',
    'bulb blew',
    'bulb is out',
    'light is out',
    'light has gone',
  ],
  verbs: [],
  big: [
    step('Check the old bulb’s fitting (bayonet or screw), size and watts, and get a matching spare', 10),
    step('Switch off at the wall, let the bulb cool, and stand on a steady step or stool', 5),
    step('Twist out the old bulb, fit the new one, switch on to test, and recycle the old bulb', 5),
  ],
  medium: [
    step('Switch the light off and let the bulb cool', 3),
    step('Take out the old bulb and check its fitting and type against the spare', 5),
    step('Done check: the new bulb is fitted, switched on, and works', 1),
  ],
  tiny: [
    step('Turn the light switch off', 1),
    step('Get a steady step or chair', 1),
    step('Twist the old bulb out gently', 1),
    step('Check the fitting type printed on it', 1),
  ],
  done: step('Done check: the new bulb is fitted, switched on, and works', 1),
  description:
    'Match the fitting and type, switch off and let it cool, then swap the bulb from a steady step and test it.',
  minutes: [5, 30],
  note: 'longer if you need to buy a bulb',
};

const plugFuse: Plan = {
  kind: 'plug-fuse',
  words: ['fuse', 'fuses'],
  phrases: [
    ...fixing(['fuse', 'plug']),
    'plug fuse',
    'fuse in the plug',
    'blown fuse',
    'fuse has blown',
    'fuse blown',
    'change the fuse',
    'new plug',
  ],
  verbs: [],
  big: [
    step(
      'Unplug the appliance and check the fuse rating it needs (often 3A or 13A) on its label or manual',
      5,
    ),
    step(
      'Open the plug’s fuse holder with a small screwdriver and swap in a new fuse of the same rating',
      10,
    ),
    step(
      'Close the plug, plug in and test; if the new fuse blows too, stop and get the appliance checked',
      5,
    ),
  ],
  medium: [
    step('Unplug it and find a spare fuse of the right rating', 3),
    step('Prise out the fuse holder with a screwdriver and fit the new fuse', 5),
    step('Done check: the plug is closed up and the appliance works', 1),
  ],
  tiny: [
    step('Unplug the appliance', 1),
    step('Find a small flat screwdriver', 1),
    step('Look at the old fuse for its rating', 1),
    step('Find a spare fuse with the same number', 2),
  ],
  done: step('Done check: the plug is closed up and the appliance works', 1),
  description:
    'Unplug it, swap the plug’s fuse for one of the same rating, then test; a fuse that blows again needs a repair.',
  minutes: [10, 30],
};

const phoneScreen: Plan = {
  kind: 'phone-screen',
  words: [],
  phrases: [
    ...fixing(['screen', 'phone screen', 'cracked screen']),
    'phone screen',
    'cracked screen',
    'smashed screen',
    'broken screen',
    'screen repair',
    'screen replacement',
    'cracked phone',
    'smashed phone',
    'broken phone',
    'phone repair',
    'phone fixed',
    'screen fixed',
    'screen repaired',
    'screen replaced',
    'phone repaired',
  ],
  verbs: [],
  big: [
    step('Back up your phone, take a photo of the damage and note the model', 15),
    step(
      'Check your insurance or warranty, then compare quotes from the maker and a repair shop and book one',
      20,
    ),
    step('Drop it off or post it, collect it on the date, and test the screen before you leave', 60),
  ],
  medium: [
    step('Back up your photos and data, and note the phone’s model', 10),
    step('Check your insurance or warranty, and get a quote for the screen repair', 15),
    step('Done check: the repair is booked, with the date in your calendar', 2),
  ],
  tiny: [
    step('Put a strip of clear tape over sharp cracks', 2),
    step('Start a backup of your phone', 2),
    step('Find the model in your settings', 1),
    step('Check whether your insurance or warranty covers the screen', 5),
  ],
  done: step('Done check: the repair is booked, with the date in your calendar', 2),
  description:
    'Back up, check your insurance or warranty, compare repair quotes, book it, and test the new screen on collection.',
  minutes: [30, 120],
  note: 'plus the time the shop keeps it',
};

/** In the order a tie between two of them is settled: the narrower kind first. */
export const LIFE_KINDS: readonly Plan[] = [
  water,
  bedtime,
  meditation,
  stretching,
  moodJournal,
  walk,
  pillOrganiser,
  repeatPrescription,
  collectPrescription,
  screening,
  therapyHomework,
  eatMeal,
  pickUp,
  flightCheckIn,
  washSelf,
  teeth,
  getDressed,
  grooming,
  nails,
  phoneFamily,
  christmasCards,
  thankYou,
  birthdayCard,
  secretSanta,
  gift,
  apology,
  bookClub,
  club,
  rsvp,
  hostNight,
  invite,
  visit,
  catchUp,
  supportFriend,
  puncture,
  bike,
  notDraining,
  unblockDrain,
  unblockToilet,
  radiator,
  tripSwitch,
  wallPatch,
  smokeAlarm,
  zip,
  sewing,
  hinge,
  drip,
  appliance,
  wallMount,
  reseal,
  lightBulb,
  plugFuse,
  phoneScreen,
];
