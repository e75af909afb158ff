import type { Reading } from './topic-reading';
import { capitalise, says, saysAny, wordCount } from './topic-reading';

// The kinds of topics people put in the middle of a mind map (decision 151), each with subtopics in the topic's
// own words: a trip names its place, a language its name, a science idea its thing. A kind also knows what is
// hard about it, what to do first and what it needs, for the general labels a person may put under it.

export interface TopicKind {
  kind: string;
  /** Whether the topic is of this kind. */
  is(reading: Reading): boolean;
  /** Subtopics in the order they are offered; null where the topic lacks a word the label needs. */
  subtopics(reading: Reading): readonly (string | null)[];
  /** Under "Main challenges", "Risks"... */
  hard: readonly string[];
  /** Under "First steps", "Next actions"... */
  first: readonly string[];
  /** Under "Tools needed", "Resources"... */
  needs: readonly string[];
}

const LEARN = ['learn', 'learning', 'study', 'practise', 'practice', 'get better', 'master'];
/** A language is learned, improved or spoken. */
const LANGUAGE_VERBS = [...LEARN, 'improve', 'speak', 'brush up'];

const LANGUAGES = [
  'spanish',
  'french',
  'german',
  'italian',
  'portuguese',
  'japanese',
  'chinese',
  'mandarin',
  'cantonese',
  'korean',
  'arabic',
  'russian',
  'hindi',
  'urdu',
  'dutch',
  'swedish',
  'norwegian',
  'danish',
  'finnish',
  'polish',
  'greek',
  'turkish',
  'hebrew',
  'welsh',
  'irish',
  'gaelic',
  'latin',
  'english',
  'thai',
  'vietnamese',
  'indonesian',
  'swahili',
  'bengali',
  'punjabi',
  'ukrainian',
  'czech',
  'hungarian',
  'romanian',
  'tagalog',
  'persian',
  'farsi',
  'icelandic',
  'esperanto',
  'sign language',
  'bsl',
  'asl',
];

/** The language a topic names, as a label shows it ("Spanish", "sign language"), or null. */
export function languageOf(reading: Reading): string | null {
  const found = LANGUAGES.find((name) => says(reading, name));
  if (!found) return null;
  if (found === 'bsl' || found === 'asl') return found.toUpperCase();
  return found.includes(' ') ? found : capitalise(found);
}

const the = (reading: Reading) => reading.thing;
const isAre = (reading: Reading) => (reading.plural ? 'are' : 'is');
/** "How volcanoes form", "How a volcano forms". */
const verbFor = (reading: Reading, verb: string) => (reading.plural ? verb : `${verb}s`);

const TRIP = [
  'holiday',
  'vacation',
  'trip',
  'travel',
  'travelling',
  'traveling',
  'journey',
  'getaway',
  'city break',
  'road trip',
  'backpacking',
  'backpack',
  'honeymoon',
  'cruise',
  'interrail',
  'tour',
  'sightseeing',
  'weekend away',
];
const EVENTS = [
  'wedding',
  'married',
  'marriage',
  'bake sale',
  'car boot',
  'fair',
  'fundraiser',
  'raffle',
  'quiz night',
  'concert',
  'conference',
  'meetup',
  'talent show',
  'party',
  'birthday',
  'anniversary',
  'baby shower',
  'bridal shower',
  'hen do',
  'stag do',
  'bbq',
  'barbecue',
  'reunion',
  'graduation',
  'christmas',
  'thanksgiving',
  'celebration',
  'festival',
  'prom',
  'engagement',
  'fete',
  'picnic',
  'leaving do',
  'sleepover',
  'games night',
  'new year',
  'eid',
  'diwali',
  'hanukkah',
  'gathering',
];
/** Events open to the public, run by helpers rather than hosted for guests. */
const PUBLIC_EVENTS = [
  'sale',
  'bake sale',
  'car boot',
  'fair',
  'fete',
  'fundraiser',
  'raffle',
  'quiz night',
  'concert',
  'conference',
  'meetup',
  'workshop',
  'open day',
  'market',
  'talent show',
];
const MEAL = ['dinner', 'lunch', 'meal', 'bbq', 'barbecue', 'picnic', 'brunch', 'feast'];
const HOME_ROOMS = [
  'kitchen',
  'bathroom',
  'bedroom',
  'living room',
  'lounge',
  'garage',
  'loft',
  'attic',
  'shed',
  'hallway',
  'house',
  'flat',
  'home',
  'room',
  'cupboard',
  'wardrobe',
  'office',
  'patio',
  'deck',
  'fence',
  'roof',
  'floor',
  'wall',
  'walls',
  'basement',
  'cellar',
  'spare room',
  'desk',
  'drawers',
];
const SCIENCE_ISSUES = [
  'climate change',
  'global warming',
  'pollution',
  'deforestation',
  'extinction',
  'ocean acidification',
  'overfishing',
  'drought',
  'acid rain',
  'greenhouse effect',
  'habitat loss',
  'antibiotic resistance',
  'plastic waste',
  'biodiversity loss',
  'desertification',
];
const SCIENCE_FORMED = [
  'volcano',
  'earthquake',
  'tsunami',
  'hurricane',
  'tornado',
  'black hole',
  'star',
  'planet',
  'galaxy',
  'rainbow',
  'mountain',
  'fossil',
  'cave',
  'cloud',
  'glacier',
  'comet',
  'asteroid',
  'meteor',
  'crystal',
  'coral reef',
  'island',
  'storm',
  'lightning',
];
const SCIENCE_IDEAS = [
  'photosynthesis',
  'respiration',
  'digestion',
  'evolution',
  'natural selection',
  'gravity',
  'magnetism',
  'electricity',
  'water cycle',
  'rock cycle',
  'carbon cycle',
  'nitrogen cycle',
  'life cycle',
  'erosion',
  'plate tectonics',
  'immune system',
  'nervous system',
  'solar system',
  'circulation',
  'food chain',
  'food web',
  'energy',
  'chemical reaction',
  'states of matter',
  'friction',
  'sound wave',
  'light wave',
  'big bang',
  'relativity',
  'quantum',
  'dna',
  'genetics',
  'inheritance',
  'cell division',
  'mitosis',
  'osmosis',
  'diffusion',
  'vaccine',
  'vaccination',
  'virus',
  'bacteria',
  'atom',
  'molecule',
  'periodic table',
  'universe',
  'tide',
  'season',
  'ecosystem',
  'pollination',
  'germination',
  'magnet',
  'circuit',
  'force',
  'photon',
  'enzyme',
  'protein',
  'cell',
  'heart',
  'brain',
  'lung',
  'skeleton',
  'muscle',
  'neuron',
  'climate',
  'weather',
  'thermodynamics',
  'electromagnetism',
  'radioactivity',
  'nuclear fission',
  'nuclear fusion',
  'acid',
  'photosynthesis',
];
/** Animals people map for school and for fun. */
const ANIMALS = [
  'shark',
  'bee',
  'dolphin',
  'whale',
  'penguin',
  'lion',
  'tiger',
  'elephant',
  'frog',
  'butterfly',
  'ant',
  'spider',
  'octopus',
  'owl',
  'wolf',
  'bear',
  'dinosaur',
  'bird',
  'insect',
  'reptile',
  'mammal',
  'turtle',
  'snake',
  'bat',
  'fox',
  'hedgehog',
  'polar bear',
  'gorilla',
  'monkey',
  'jellyfish',
  'seal',
  'eagle',
  'animal',
];

/** How a word ends when it names a process or a field of science: "osmosis", "geology", "genetics", "magnetism". */
const SCIENCE_ENDING = /(?:osis|esis|ysis|ology|onomy|ics|ism|tion|cycle|system|theory|effect)$/;

const scienceWord = (reading: Reading) =>
  saysAny(reading, SCIENCE_IDEAS) ||
  (reading.verb === null &&
    reading.thing.split(' ').length <= 3 &&
    SCIENCE_ENDING.test(reading.thing.toLowerCase()) &&
    !/^(?:the )?[A-Z]/.test(reading.thing));

const HISTORY_ERA = [
  'ancient',
  'empire',
  'dynasty',
  'civilisation',
  'civilization',
  'tudor',
  'tudors',
  'victorian',
  'victorians',
  'viking',
  'vikings',
  'roman',
  'romans',
  'egyptian',
  'egyptians',
  'greek',
  'greeks',
  'aztec',
  'aztecs',
  'maya',
  'mayans',
  'inca',
  'incas',
  'middle ages',
  'medieval',
  'stone age',
  'bronze age',
  'iron age',
  'anglo-saxons',
  'saxons',
  'normans',
  'mughal',
  'ottoman',
  'pharaoh',
];
const HISTORY_EVENT = [
  'revolution',
  'war',
  'wwi',
  'wwii',
  'ww1',
  'ww2',
  'battle',
  'civil rights',
  'holocaust',
  'reformation',
  'renaissance',
  'crusade',
  'crusades',
  'space race',
  'moon landing',
  'suffrage',
  'suffragettes',
  'independence',
  'partition',
  'slave trade',
  'great fire',
  'plague',
  'black death',
  'invasion',
  'history of',
  'uprising',
  'rebellion',
  'fall of',
];

/** "Should I change jobs", "Whether to move", "X or Y?" */
const DECISION =
  /^(?:should|shall|whether|do i|is it worth|decide|deciding|choose between|choosing between|which|pros and cons)\b/i;

/** The thing without "a" or "the": "Knitting supplies", not "A knitting supplies". */
const bare = (reading: Reading) => reading.thing.replace(/^(?:a|an|the) /i, '');

/** "Causes of the French Revolution", or of the whole topic when it names one ("the Battle of Hastings"). */
function causesOf(reading: Reading): string {
  const named = / of /.test(reading.text) ? reading.text.replace(/^The /, 'the ') : the(reading);
  if (!named) return 'Causes and background';
  const label = `Causes of ${/^the |^[A-Z]/.test(named) ? '' : 'the '}${named}`;
  return wordCount(label) <= 5 ? label : 'Causes and background';
}

/** A kind with the same three lists of general labels as another. */
const kind = (definition: TopicKind) => definition;

export const KINDS: readonly TopicKind[] = [
  kind({
    kind: 'decision',
    is: (r) => DECISION.test(r.text) || r.options !== null,
    subtopics: (r) => {
      if (/^which\b/i.test(r.text)) return ['Options to compare', 'What matters most', 'Costs and money'];
      if (r.options) {
        const [a, b] = r.options;
        const lead = r.verb ? 'Reasons to' : 'Pros of';
        return [`${lead} ${a}`, `${lead} ${b}`, 'Costs and money', 'What matters most'];
      }
      const reasons = r.action ? `Reasons to ${r.action}` : '';
      return [
        reasons && wordCount(reasons) <= 5 ? reasons : 'Reasons for it',
        'Reasons against it',
        'Risks and costs',
        'What matters most',
      ];
    },
    hard: ['Fear of regret', 'Not enough facts', 'Other people’s views'],
    first: ['List the options', 'Write pros and cons', 'Set a date to decide'],
    needs: ['Facts and figures', 'Someone to talk to', 'Time to think'],
  }),
  kind({
    kind: 'life change',
    is: (r) =>
      (!saysAny(r, ['shower', 'party', 'gift', 'gifts', 'names']) &&
        saysAny(r, [
          'retire',
          'retiring',
          'retirement',
          'gap year',
          'baby',
          'pregnancy',
          'parenthood',
          'new parent',
        ])) ||
      (saysAny(r, ['start', 'starting', 'first year']) &&
        saysAny(r, ['university', 'uni', 'college', 'school', 'secondary school', 'nursery']) &&
        !saysAny(r, ['project', 'business', 'club'])),
    subtopics: (r) => {
      if (saysAny(r, ['baby', 'pregnancy', 'parenthood', 'new parent']))
        return ['Baby kit to buy', 'Money and leave', 'Support and help', 'Sleep and routines'];
      if (saysAny(r, ['retire', 'retiring', 'retirement']))
        return ['Money and pension', 'How to spend the days', 'Staying active', 'People to see'];
      if (says(r, 'gap year'))
        return ['Where to go', 'Work or volunteering', 'Money and budget', 'Plans for after'];
      return ['What to bring', 'Getting there', 'Making friends', 'First week plan'];
    },
    hard: ['Big changes at once', 'Money worries', 'Missing the old routine'],
    first: ['List what changes', 'Talk it through with someone', 'Plan the first week'],
    needs: ['A budget', 'People to lean on', 'A simple plan'],
  }),
  kind({
    kind: 'essay',
    is: (r) =>
      saysAny(r, ['essay', 'dissertation', 'assignment', 'coursework', 'research paper', 'thesis']) &&
      !says(r, 'book report'),
    subtopics: () => ['Main argument', 'Evidence and quotes', 'Essay structure', 'Sources to read'],
    hard: ['Finding a clear argument', 'Keeping to the word count', 'Starting to write'],
    first: ['Read the question again', 'List your main points', 'Write a rough plan'],
    needs: ['Notes and sources', 'The marking criteria', 'A quiet hour'],
  }),
  kind({
    kind: 'book report',
    is: (r) =>
      saysAny(r, ['book report', 'book review', 'book club', 'reading list']) ||
      (r.verb === 'read' && r.thing !== ''),
    subtopics: () => [
      'Main characters',
      'Plot summary',
      'Themes and messages',
      'Favourite quotes',
      'Your opinion',
    ],
    hard: ['Remembering the plot', 'Finding the themes', 'Finishing in time'],
    first: ['Read a chapter a day', 'Note key pages', 'List the characters'],
    needs: ['Sticky notes', 'A reading notebook', 'A study guide'],
  }),
  kind({
    kind: 'creative writing',
    is: (r) =>
      saysAny(r, [
        'novel',
        'short story',
        'poem',
        'poetry',
        'screenplay',
        'memoir',
        'comic',
        'fanfic',
        'story',
      ]) ||
      (r.verb === 'write' && says(r, 'book')),
    subtopics: (r) =>
      saysAny(r, ['poem', 'poetry', 'poems'])
        ? ['Images and senses', 'Form and rhyme', 'Feeling to share', 'First lines']
        : ['Main characters', 'Plot outline', 'Setting and world', 'Writing routine', 'First draft'],
    hard: ['Writer’s block', 'The messy middle', 'Finishing a draft'],
    first: ['Write one scene', 'Sketch the main character', 'Set a daily word goal'],
    needs: ['A notebook for ideas', 'A writing app', 'Readers for feedback'],
  }),
  kind({
    kind: 'history of',
    is: (r) => says(r, 'history of') && r.verb === null,
    subtopics: (r) => {
      const subject = /history of (?:the )?(.+)$/i.exec(r.text)?.[1]?.trim() ?? '';
      const words = subject.split(' ').length;
      return [
        words <= 3 ? `Origins of ${subject}` : null,
        words <= 2 ? `Key figures in ${subject}` : null,
        words <= 3 ? `How ${subject} changed` : null,
        'Timeline of events',
        'Key people',
        'Changes over time',
      ];
    },
    hard: ['Sources that disagree', 'Dates to remember', 'Very long periods'],
    first: ['Make a timeline', 'Pick the key people', 'Find two good sources'],
    needs: ['Books and sources', 'A timeline sheet', 'Recordings or pictures'],
  }),
  kind({
    kind: 'history event',
    is: (r) => saysAny(r, HISTORY_EVENT) && r.verb === null,
    subtopics: (r) => [causesOf(r), 'Main events', 'Key people', 'Effects and legacy'],
    hard: ['Sources that disagree', 'Dates to remember', 'Linking causes and effects'],
    first: ['Make a timeline', 'Pick the key people', 'Find two good sources'],
    needs: ['Books and sources', 'A timeline sheet', 'Maps of the time'],
  }),
  kind({
    kind: 'history era',
    is: (r) => saysAny(r, HISTORY_ERA) && r.verb === null,
    subtopics: (r) => [
      r.place || /^ancient [A-Z]/.test(r.thing) ? `Daily life in ${the(r)}` : 'Everyday life',
      'Rulers and leaders',
      'Beliefs and religion',
      'Timeline of events',
      'Buildings and inventions',
    ],
    hard: ['Sources that disagree', 'Dates to remember', 'Very long periods'],
    first: ['Make a timeline', 'Pick the key rulers', 'Find two good sources'],
    needs: ['Books and sources', 'A timeline sheet', 'Maps of the time'],
  }),
  kind({
    kind: 'language',
    is: (r) => {
      const language = languageOf(r);
      if (!language) return false;
      return (
        saysAny(r, [...LANGUAGE_VERBS, 'language', 'lesson', 'fluent', 'course', 'class']) ||
        r.thing.toLowerCase() === language.toLowerCase()
      );
    },
    subtopics: (r) => {
      const language = languageOf(r) ?? '';
      const signed = /sign|BSL|ASL/.test(language);
      return [
        `${language} vocabulary`,
        signed ? 'Fingerspelling alphabet' : `${language} grammar`,
        signed ? 'Signing practice' : 'Speaking practice',
        signed ? 'Classes near you' : 'Listening practice',
        'Lessons and apps',
      ];
    },
    hard: ['Remembering new words', 'Speaking with confidence', 'Keeping it up'],
    first: ['Pick a course or app', 'Learn ten words', 'Set a daily time'],
    needs: ['A course or app', 'A notebook for words', 'Someone to talk with'],
  }),
  kind({
    kind: 'moving abroad',
    is: (r) =>
      (r.verb === 'move' || r.verb === 'relocate' || r.verb === 'emigrate' || says(r, 'moving')) &&
      (r.place !== null || saysAny(r, ['abroad', 'country', 'overseas'])),
    subtopics: (r) => [
      'Visa and paperwork',
      r.place ? `Finding a home in ${r.place}` : 'Finding a home there',
      'Jobs and money',
      'Packing and shipping',
      'Making friends there',
    ],
    hard: ['Paperwork delays', 'Missing home', 'Costs before the first pay'],
    first: ['Check the visa rules', 'Set a moving date', 'Look at areas to live'],
    needs: ['Passport and documents', 'Savings for the move', 'A shipping quote'],
  }),
  kind({
    kind: 'moving out',
    is: (r) =>
      (r.verb === 'move' || says(r, 'moving')) &&
      saysAny(r, ['out', 'parents', 'first flat', 'first home', 'uni', 'university', 'college', 'halls']),
    subtopics: () => [
      'Budget and bills',
      'Finding a flat',
      'Furniture and kitchen things',
      'Cooking for yourself',
      'Packing your things',
    ],
    hard: ['Paying every bill', 'Feeling lonely', 'Doing every chore'],
    first: ['Work out a budget', 'Start looking at flats', 'List what to take'],
    needs: ['A deposit', 'Basic kitchen things', 'A bed and bedding'],
  }),
  kind({
    kind: 'moving house',
    is: (r) =>
      saysAny(r, ['moving', 'relocate', 'relocating', 'house move', 'removals']) ||
      (r.verb === 'move' && saysAny(r, ['house', 'home', 'flat', 'apartment'])),
    subtopics: () => [
      'Packing and boxes',
      'Removals and van',
      'Change of address',
      'Bills and utilities',
      'First night box',
    ],
    hard: ['Packing in time', 'Moving day stress', 'Hidden costs'],
    first: ['Book the removals', 'Start decluttering', 'Collect boxes'],
    needs: ['Boxes and tape', 'A van or movers', 'Labels and markers'],
  }),
  kind({
    kind: 'trip',
    is: (r) =>
      (saysAny(r, TRIP) && !says(r, 'time travel')) ||
      (r.place !== null &&
        saysAny(r, ['weekend', 'week', 'visit', 'visiting', 'days', 'explore', 'go', 'going'])),
    subtopics: (r) => {
      const camping = saysAny(r, ['camping', 'campsite', 'tent', 'caravan']);
      const road = saysAny(r, ['road trip', 'drive', 'driving', 'cycling', 'walking']);
      return [
        'Dates and budget',
        road ? 'Route and stops' : r.place ? `Getting to ${r.place}` : 'Getting there',
        camping ? 'Choosing a campsite' : 'Where to stay',
        r.place ? `Things to see in ${r.place}` : null,
        'Things to see',
        camping ? 'Camping gear' : 'What to pack',
      ];
    },
    hard: ['Costs adding up', 'Language barrier', 'Travel delays'],
    first: ['Pick the dates', 'Set a budget', 'Book the travel'],
    needs: ['Passport and tickets', 'Travel insurance', 'Money and cards'],
  }),
  kind({
    kind: 'event',
    is: (r) =>
      saysAny(r, EVENTS) && !saysAny(r, ['science fair', 'fair trade', 'fairy', 'resolution', 'resolutions']),
    subtopics: (r) => {
      if (says(r, 'anniversary'))
        return ['Gift ideas', 'Dinner or a trip', 'A personal touch', 'Date and booking'];
      if (saysAny(r, ['budget', 'cost', 'costs', 'money', 'afford']))
        return ['Gift budget', 'Food and drink costs', 'Ways to save', 'Tracking spending'];
      if (saysAny(r, ['shopping', 'presents', 'gifts', 'gift']))
        return ['Gift list', 'Budget per person', 'Where to buy', 'Wrapping and cards'];
      if (saysAny(r, PUBLIC_EVENTS))
        return [
          'Date and venue',
          'Volunteers and jobs',
          'Spreading the word',
          'Stalls and supplies',
          'Money and float',
        ];
      if (saysAny(r, ['wedding', 'married', 'marry', 'marriage']))
        return ['Date and venue', 'Guest list', 'Budget and suppliers', 'Food and drink', 'Music and photos'];
      if (saysAny(r, MEAL) || says(r, 'christmas'))
        return ['Guest list', 'Menu and shopping', 'Cooking timetable', 'Table and decorations'];
      const child =
        saysAny(r, ['kids', 'child', 'children', 'son', 'daughter']) || /\b\w+'s\b/i.test(r.lower);
      return [
        'Date and place',
        'Guest list',
        says(r, 'birthday') ? 'Food and cake' : 'Food and drink',
        child ? 'Games and activities' : 'Decorations and music',
        'Invitations to send',
      ];
    },
    hard: ['Staying in budget', 'Guests who cancel', 'Last-minute jobs'],
    first: ['Pick a date', 'Set a budget', 'Write the guest list'],
    needs: ['Invitations to send', 'Decorations and tableware', 'A music playlist'],
  }),
  kind({
    kind: 'digital project',
    is: (r) =>
      saysAny(r, ['website', 'web site', 'app', 'blog', 'portfolio', 'game', 'software', 'newsletter']) &&
      !says(r, 'board game'),
    subtopics: (r) =>
      saysAny(r, ['website', 'web site', 'blog', 'portfolio', 'newsletter'])
        ? ['Pages and content', 'Design and look', 'Hosting and domain', 'Launch and sharing']
        : ['Main features', 'Screens and design', 'Testing and launch', 'Tools to build it'],
    hard: ['Scope growing', 'Bugs and fixes', 'Finding users'],
    first: ['Write the one main goal', 'Sketch the first screen', 'Pick the tools'],
    needs: ['A laptop and editor', 'Hosting or an app store', 'Testers'],
  }),
  kind({
    kind: 'media project',
    is: (r) =>
      saysAny(r, ['podcast', 'youtube', 'channel', 'vlog', 'film', 'short film', 'documentary', 'video']),
    subtopics: (r) =>
      saysAny(r, ['film', 'short film', 'documentary', 'video'])
        ? ['Story and script', 'Filming kit', 'Cast and locations', 'Editing and sharing']
        : ['Episode ideas', 'Recording kit', 'Editing and publishing', 'Finding an audience'],
    hard: ['Posting regularly', 'Editing time', 'Growing an audience'],
    first: ['List ten episode ideas', 'Record a test', 'Pick a name'],
    needs: ['A microphone or camera', 'Editing software', 'A quiet room'],
  }),
  kind({
    kind: 'experiment',
    is: (r) => saysAny(r, ['science fair', 'experiment', 'science project', 'investigation', 'hypothesis']),
    subtopics: () => [
      'Question to test',
      'Experiment and materials',
      'Results and display',
      'Research and sources',
    ],
    hard: ['A fair test', 'Results that surprise', 'Time to repeat it'],
    first: ['Choose the question', 'List the materials', 'Plan the method'],
    needs: ['Materials list', 'A results table', 'Poster board'],
  }),
  kind({
    kind: 'business',
    is: (r) =>
      saysAny(r, [
        'business',
        'startup',
        'start-up',
        'company',
        'side hustle',
        'shop',
        'store',
        'cafe',
        'café',
        'bakery',
        'restaurant',
        'brand',
        'freelance',
        'freelancing',
        'etsy',
        'sell',
        'selling',
        'food truck',
        'franchise',
        'salon',
        'small business',
      ]),
    subtopics: (r) =>
      saysAny(r, ['sell', 'selling', 'online', 'etsy'])
        ? ['Who the customers are', 'Pricing and costs', 'Product photos and shop', 'Packing and shipping']
        : [
            'Who the customers are',
            'Costs and pricing',
            'Marketing and selling',
            'Money to start',
            'Name and brand',
          ],
    hard: ['Finding customers', 'Cash flow', 'Doing it all alone'],
    first: ['Research your customers', 'Work out the costs', 'Write a one-page plan'],
    needs: ['Start-up money', 'A simple website', 'Insurance and registration'],
  }),
  kind({
    kind: 'exam',
    is: (r) =>
      saysAny(r, [
        'exam',
        'exams',
        'revise',
        'revision',
        'gcse',
        'gcses',
        'a-level',
        'a-levels',
        'finals',
        'sats',
      ]) ||
      (says(r, 'test') && !saysAny(r, ['driving', 'drive', 'theory'])),
    subtopics: () => [
      'Topics to revise',
      'Revision timetable',
      'Past papers',
      'Notes and flashcards',
      'Exam day',
    ],
    hard: ['Staying focused', 'Too many topics', 'Exam nerves'],
    first: ['List the topics', 'Make a timetable', 'Try one past paper'],
    needs: ['Past papers', 'Flashcards and notes', 'A quiet place'],
  }),
  kind({
    kind: 'job',
    is: (r) =>
      saysAny(r, [
        'job',
        'jobs',
        'career',
        'cv',
        'resume',
        'interview',
        'promotion',
        'cover letter',
        'internship',
      ]) || saysAny(r, ['apprenticeship', 'apprenticeships', 'job hunt', 'job search', 'graduate scheme']),
    subtopics: (r) => {
      if (says(r, 'first day') || (says(r, 'new job') && !saysAny(r, ['find', 'look', 'apply', 'get'])))
        return ['What to wear', 'Getting there on time', 'Questions to ask', 'Names to remember'];
      if (saysAny(r, ['cv', 'resume']) && saysAny(r, ['write', 'update', 'improve', 'redo']))
        return ['Work history', 'Skills and strengths', 'Layout and length', 'Cover letter'];
      return ['CV and cover letter', 'Where to look', 'Interview practice', 'Skills to show'];
    },
    hard: ['Hearing nothing back', 'Interview nerves', 'Staying motivated'],
    first: ['Update your CV', 'List the roles you want', 'Apply to three jobs'],
    needs: ['An up-to-date CV', 'A cover letter', 'Interview clothes'],
  }),
  kind({
    kind: 'university',
    is: (r) =>
      saysAny(r, ['university', 'uni', 'college', 'ucas', 'degree']) && saysAny(r, ['apply', 'choose', 'go']),
    subtopics: () => [
      'Courses and entry',
      'Personal statement',
      'Money and loans',
      'Open days',
      'Where to live',
    ],
    hard: ['Choosing a course', 'Deadlines', 'Money worries'],
    first: ['List five courses', 'Book an open day', 'Draft your statement'],
    needs: ['Predicted grades', 'A reference', 'A personal statement'],
  }),
  kind({
    kind: 'declutter',
    is: (r) =>
      saysAny(
        r,
        [
          'declutter',
          'decluttering',
          'clear out',
          'spring clean',
          'tidy',
          'clean',
          'organise',
          'organize',
        ].concat(['sort out', 'sort', 'clear']),
      ) &&
      (saysAny(r, HOME_ROOMS) || saysAny(r, ['declutter', 'decluttering', 'spring clean'])),
    subtopics: () => [
      'Keep, donate or bin',
      'One area at a time',
      'Storage ideas',
      'Selling what you can',
      'Trips to the tip',
    ],
    hard: ['Letting things go', 'Losing motivation', 'Mess getting worse first'],
    first: ['Pick one shelf', 'Get three bags', 'Set a timer'],
    needs: ['Bags and boxes', 'Labels', 'Cleaning spray'],
  }),
  kind({
    kind: 'decorating',
    is: (r) =>
      saysAny(r, ['paint', 'painting', 'decorate', 'redecorate', 'decorating', 'wallpaper']) &&
      saysAny(r, HOME_ROOMS),
    subtopics: () => [
      'Colours and paint',
      'Tools and supplies',
      'Prepping the walls',
      'Protecting the floor',
    ],
    hard: ['Choosing a colour', 'Drying times', 'Neat edges'],
    first: ['Pick the colour', 'Clear the room', 'Fill the cracks'],
    needs: ['Brushes and rollers', 'Dust sheets', 'Masking tape'],
  }),
  kind({
    kind: 'renovation',
    is: (r) =>
      saysAny(r, [
        'renovate',
        'renovation',
        'renovating',
        'remodel',
        'refurbish',
        'extension',
        'diy',
        'makeover',
      ]) ||
      (saysAny(r, ['build', 'fix', 'repair', 'redo', 'upgrade', 'new', 'replace']) && saysAny(r, HOME_ROOMS)),
    subtopics: () => [
      'Budget and quotes',
      'Layout and design',
      'Builders and trades',
      'Materials and fittings',
      'Timeline of work',
    ],
    hard: ['Costs growing', 'Living around the work', 'Finding good trades'],
    first: ['Measure the space', 'Get three quotes', 'Pick a style'],
    needs: ['A tape measure', 'Quotes from trades', 'A spare budget'],
  }),
  kind({
    kind: 'garden',
    is: (r) =>
      (saysAny(r, [
        'garden',
        'gardening',
        'allotment',
        'vegetable',
        'vegetables',
        'herb',
        'herbs',
        'greenhouse',
      ]) &&
        !saysAny(r, ['eat', 'eating', 'cook'])) ||
      (r.explains === null &&
        saysAny(r, ['grow', 'growing']) &&
        saysAny(r, ['plant', 'plants', 'flower', 'flowers', 'tomato', 'tomatoes'])),
    subtopics: () => [
      'What to grow',
      'Soil and beds',
      'Seeds and seasons',
      'Tools and watering',
      'Layout and space',
    ],
    hard: ['Slugs and pests', 'Watering in summer', 'Poor soil'],
    first: ['Pick a sunny spot', 'Choose three easy crops', 'Buy seeds'],
    needs: ['A spade and trowel', 'Seeds or plants', 'A watering can'],
  }),
  kind({
    kind: 'sport goal',
    is: (r) =>
      saysAny(r, [
        'marathon',
        'half marathon',
        '5k',
        '10k',
        'triathlon',
        'race',
        'couch to 5k',
        'get fit',
        'ultra',
        'sportive',
        'training for',
      ]),
    subtopics: () => ['Training plan', 'Kit and shoes', 'Food and rest', 'Race day', 'Tracking progress'],
    hard: ['Staying motivated', 'Avoiding injury', 'Finding the time'],
    first: ['Pick a start date', 'Book the race', 'Plan the first week'],
    needs: ['Good shoes', 'A training app', 'A water bottle'],
  }),
  kind({
    kind: 'pet',
    is: (r) =>
      saysAny(r, [
        'dog',
        'puppy',
        'cat',
        'kitten',
        'rabbit',
        'hamster',
        'guinea pig',
        'pet',
        'parrot',
        'budgie',
        'tortoise',
        'lizard',
        'horse',
        'aquarium',
      ]),
    subtopics: (r) => {
      const dog = saysAny(r, ['dog', 'puppy']);
      const choosing =
        r.verb !== null || saysAny(r, ['getting', 'new', 'adopting', 'should', 'puppy', 'kitten']);
      if (!choosing) return ['Food and feeding', 'Vet and health checks', 'Play and exercise', 'Daily care'];
      return [
        dog || saysAny(r, ['cat', 'kitten']) ? 'Choosing a breed' : 'Choosing your pet',
        'Food and supplies',
        'Vet and insurance',
        dog ? 'Training and walks' : 'Daily care',
        'Costs each month',
      ];
    },
    hard: ['Time every day', 'Vet bills', 'Holidays and care'],
    first: ['Check your home suits', 'Visit a rescue', 'Price the supplies'],
    needs: ['Food and bowls', 'A bed', 'Pet insurance'],
  }),
  kind({
    kind: 'buying a home',
    is: (r) =>
      saysAny(r, ['buy', 'buying', 'first home', 'mortgage']) &&
      saysAny(r, ['house', 'home', 'flat', 'property']),
    subtopics: () => [
      'Deposit and mortgage',
      'Areas to live',
      'Viewings and offers',
      'Solicitor and surveys',
    ],
    hard: ['Saving the deposit', 'Losing a house', 'Chains and delays'],
    first: ['Check what you can borrow', 'Pick three areas', 'Book viewings'],
    needs: ['A deposit', 'A mortgage in principle', 'A solicitor'],
  }),
  kind({
    kind: 'buying',
    is: (r) => r.verb === 'buy' || r.verb === 'choose' || says(r, 'buying'),
    subtopics: (r) =>
      saysAny(r, ['car', 'van', 'motorbike'])
        ? ['Budget and running costs', 'Checks and test drives', 'Insurance and tax', 'Comparing models']
        : ['Budget and costs', 'Features you need', 'Where to buy', 'Reviews and returns'],
    hard: ['Too many choices', 'Hidden costs', 'Pushy sellers'],
    first: ['Set a budget', 'List must-haves', 'Compare three options'],
    needs: ['A budget', 'A list of must-haves', 'Reviews you trust'],
  }),
  kind({
    kind: 'sleep',
    is: (r) => saysAny(r, ['sleep', 'sleeping', 'insomnia', 'bedtime', 'go to bed']),
    subtopics: () => [
      'Bedtime routine',
      'Screens before bed',
      'Bedroom comfort',
      'Caffeine and timing',
      'Wake-up time',
    ],
    hard: ['Racing thoughts', 'Late-night scrolling', 'Weekend lie-ins'],
    first: ['Pick a bedtime', 'Charge your phone elsewhere', 'Dim the lights earlier'],
    needs: ['An alarm clock', 'Blackout curtains', 'A wind-down playlist'],
  }),
  kind({
    kind: 'water habit',
    is: (r) => saysAny(r, ['hydrated', 'hydration']) || (says(r, 'water') && saysAny(r, ['drink', 'more'])),
    subtopics: () => ['Water bottle', 'Reminders to drink', 'Tracking glasses', 'Daily goal'],
    hard: ['Forgetting to drink', 'Not feeling thirsty', 'Busy days'],
    first: ['Fill a bottle', 'Set three reminders', 'Drink a glass now'],
    needs: ['A water bottle', 'A tracking app', 'Reminders'],
  }),
  kind({
    kind: 'exercise habit',
    is: (r) =>
      saysAny(r, [
        'exercise',
        'workout',
        'work out',
        'gym',
        'get active',
        'fitness',
        'steps',
        'stretch',
        'yoga',
      ]) ||
      (says(r, 'walk') && saysAny(r, ['daily', 'every', 'more'])),
    subtopics: () => [
      'Weekly workout plan',
      'When to exercise',
      'Tracking progress',
      'Kit to start',
      'Starting small',
    ],
    hard: ['Low energy days', 'Finding the time', 'Sore muscles'],
    first: ['Pick two days', 'Lay out your kit', 'Try ten minutes'],
    needs: ['Comfortable shoes', 'A water bottle', 'A simple plan'],
  }),
  kind({
    kind: 'food habit',
    is: (r) =>
      saysAny(r, [
        'eat',
        'eating',
        'diet',
        'healthier',
        'healthy eating',
        'meal prep',
        'snack',
        'snacks',
        'sugar',
      ]),
    subtopics: () => ['Meal plan', 'Shopping list', 'Healthy snacks', 'Cooking at home'],
    hard: ['Cravings', 'Busy evenings', 'Eating out'],
    first: ['Plan three meals', 'Write a shopping list', 'Stock easy snacks'],
    needs: ['Food containers', 'A few simple recipes', 'A shopping list'],
  }),
  kind({
    kind: 'quitting',
    is: (r) =>
      saysAny(r, [
        'quit',
        'quitting',
        'stop smoking',
        'smoking',
        'vaping',
        'vape',
        'cut down',
        'drink less',
      ]) ||
      (says(r, 'stop') && r.verb === 'stop'),
    subtopics: () => [
      'Triggers and cravings',
      'Support and help',
      'Tracking the days',
      'Things to do instead',
    ],
    hard: ['Strong cravings', 'Stressful days', 'Being around others who do it'],
    first: ['Pick a quit date', 'Tell someone', 'Remove the triggers'],
    needs: ['A support line', 'A tracking app', 'Things to keep your hands busy'],
  }),
  kind({
    kind: 'mindfulness',
    is: (r) => saysAny(r, ['meditate', 'meditation', 'mindfulness', 'mindful', 'gratitude', 'screen time']),
    subtopics: (r) =>
      says(r, 'screen time')
        ? ['App time limits', 'Phone-free times', 'Things to do instead', 'Tracking screen time']
        : ['Quiet place', 'Short daily sessions', 'Guided sessions', 'Breathing exercises'],
    hard: ['A busy mind', 'Remembering to do it', 'Finding quiet'],
    first: ['Try two minutes today', 'Pick a time', 'Find a quiet spot'],
    needs: ['A quiet corner', 'A timer', 'A guided app'],
  }),
  kind({
    kind: 'habit',
    is: (r) =>
      saysAny(r, [
        'habit',
        'habits',
        'every day',
        'daily',
        'each day',
        'more often',
        'resolution',
        'resolutions',
      ]),
    subtopics: () => ['Small daily goal', 'Cues and reminders', 'Tracking progress', 'Rewards that help'],
    hard: ['Missed days', 'Losing interest', 'Busy weeks'],
    first: ['Start very small', 'Pick a cue', 'Set a reminder'],
    needs: ['A habit tracker', 'Reminders', 'A friend to check in'],
  }),
  kind({
    kind: 'music',
    is: (r) =>
      saysAny(r, [
        'guitar',
        'piano',
        'drums',
        'violin',
        'ukulele',
        'bass',
        'singing',
        'sing',
        'cello',
        'flute',
        'saxophone',
        'trumpet',
        'keyboard',
        'harp',
        'clarinet',
        'instrument',
      ]),
    subtopics: (r) => {
      const named = ['guitar', 'piano', 'drum', 'violin', 'ukulele', 'bass', 'cello', 'flute', 'saxophone']
        .concat(['trumpet', 'keyboard', 'harp', 'clarinet', 'singing'])
        .find((name) => says(r, name));
      const chords = saysAny(r, ['guitar', 'piano', 'ukulele', 'keyboard']);
      return [
        named ? `${capitalise(named)} lessons` : 'Lessons or teacher',
        'Daily practice',
        'Songs to learn',
        chords ? 'Chords and scales' : 'Scales and technique',
        'Gear and tuning',
      ];
    },
    hard: ['Sore fingers', 'Slow progress', 'Finding practice time'],
    first: ['Learn one song', 'Practise ten minutes', 'Book a lesson'],
    needs: ['The instrument', 'A tuner', 'Songbooks or apps'],
  }),
  kind({
    kind: 'coding',
    is: (r) =>
      saysAny(r, [
        'code',
        'coding',
        'programming',
        'python',
        'javascript',
        'java',
        'html',
        'css',
        'web development',
      ]),
    subtopics: () => ['Pick a language', 'Courses and tutorials', 'Small practice projects', 'Coding tools'],
    hard: ['Confusing errors', 'Too many choices', 'Staying consistent'],
    first: ['Install an editor', 'Do one tutorial', 'Build a tiny project'],
    needs: ['A code editor', 'A beginner course', 'A project idea'],
  }),
  kind({
    kind: 'driving',
    is: (r) => saysAny(r, ['drive', 'driving', 'driving test', 'theory test', 'licence', 'license']),
    subtopics: () => ['Driving lessons', 'Theory test', 'Practice drives', 'Costs and licence'],
    hard: ['Nerves on the road', 'Cost of lessons', 'Test waiting times'],
    first: ['Apply for a licence', 'Book a first lesson', 'Start theory practice'],
    needs: ['A provisional licence', 'An instructor', 'A theory app'],
  }),
  kind({
    kind: 'speaking',
    is: (r) => saysAny(r, ['public speaking', 'speech', 'presentation', 'talk', 'toast', 'pitch']),
    subtopics: () => [
      'Main message',
      'Structure and opening',
      'Practice out loud',
      'Handling nerves',
      'Voice and body language',
    ],
    hard: ['Nerves', 'Losing your place', 'Running over time'],
    first: ['Write the main message', 'Outline three points', 'Practise once aloud'],
    needs: ['Notes or cards', 'A timer', 'A friendly audience'],
  }),
  kind({
    kind: 'hobby',
    is: (r) => saysAny(r, [...HOBBIES.map(([name]) => name), 'hobby', 'hobbies']),
    subtopics: (r) => {
      const found = HOBBIES.find(([name]) => says(r, name));
      const supplies = found?.[1] ?? (bare(r) ? `${capitalise(bare(r))} supplies` : null);
      return [
        supplies,
        'Beginner techniques',
        'A first project',
        'Clubs and classes',
        'Ideas and inspiration',
      ];
    },
    hard: ['Slow progress', 'Cost of supplies', 'Finding time'],
    first: ['Buy a starter kit', 'Follow one tutorial', 'Pick a first project'],
    needs: ['A starter kit', 'A tutorial', 'A space to work'],
  }),
  kind({
    kind: 'person',
    is: (r) => r.person !== null && r.verb === null && r.person.split(' ').length <= 3,
    subtopics: (r) => {
      const fits = (label: string, short: string) => (wordCount(label) <= 5 ? label : short);
      return [
        fits(`Early life of ${r.person}`, 'Early life'),
        fits(`What ${r.person} is known for`, 'What they are known for'),
        fits(`Legacy of ${r.person}`, 'Legacy today'),
        'Timeline of their life',
      ];
    },
    hard: ['Sources that disagree', 'Telling fact from legend', 'Dates to remember'],
    first: ['Read a short biography', 'Make a timeline', 'Note three big moments'],
    needs: ['A good biography', 'Photos and letters', 'A timeline sheet'],
  }),
  kind({
    kind: 'science issue',
    is: (r) => saysAny(r, SCIENCE_ISSUES),
    subtopics: (r) => [
      `Causes of ${the(r)}`,
      `Effects of ${the(r)}`,
      'Effects on people and nature',
      'Possible solutions',
      'What you can do',
    ],
    hard: ['Mixed-up facts', 'Feeling overwhelmed', 'Big numbers'],
    first: ['Find one trusted source', 'List the main causes', 'Note three effects'],
    needs: ['Trusted sources', 'Graphs and data', 'A glossary'],
  }),
  kind({
    kind: 'animal',
    is: (r) => saysAny(r, ANIMALS) && r.verb === null && r.thing.split(' ').length <= 3,
    subtopics: (r) => [
      `Where ${the(r)} ${r.plural ? 'live' : 'lives'}`,
      `What ${the(r)} ${r.plural ? 'eat' : 'eats'}`,
      r.plural ? `Life cycle of ${bare(r)}` : 'Life cycle',
      r.plural ? `Types of ${bare(r)}` : 'Different types',
      'Amazing facts',
    ],
    hard: ['Threats they face', 'Hard words', 'Telling types apart'],
    first: ['Find a good nature guide', 'Watch a documentary', 'Draw one and label it'],
    needs: ['A nature guide', 'Photos and videos', 'A labelled diagram'],
  }),
  kind({
    kind: 'science thing',
    is: (r) => saysAny(r, SCIENCE_FORMED) && r.verb === null,
    subtopics: (r) => [
      `What ${the(r)} ${isAre(r)}`,
      `How ${the(r)} ${verbFor(r, 'form')}`,
      r.plural ? `Types of ${the(r)}` : 'Different types',
      r.plural ? `Famous ${the(r)}` : 'Famous examples',
    ],
    hard: ['Hard words', 'Big numbers', 'Things we cannot see'],
    first: ['Draw a diagram', 'Learn the key words', 'Find one example'],
    needs: ['A labelled diagram', 'A glossary', 'Videos or models'],
  }),
  kind({
    kind: 'science idea',
    is: (r) => scienceWord(r) || r.explains !== null,
    subtopics: (r) => [
      `What ${the(r)} ${isAre(r)}`,
      `How ${the(r)} ${r.explains ?? (r.plural ? 'work' : 'works')}`,
      /cycle|sis$|tion$/.test(the(r)) ? `Stages of ${the(r)}` : null,
      `${capitalise(the(r))} in everyday life`,
      'Key words to know',
    ],
    hard: ['Hard words', 'Invisible steps', 'Mixing it up with similar ideas'],
    first: ['Draw a diagram', 'Learn the key words', 'Explain it to a friend'],
    needs: ['A labelled diagram', 'A glossary', 'Videos or models'],
  }),
  kind({
    kind: 'money',
    is: (r) =>
      saysAny(r, [
        'save money',
        'saving',
        'savings',
        'budget',
        'debt',
        'money',
        'finances',
        'pension',
        'spending',
      ]) ||
      saysAny(r, [
        'pay off',
        'credit card',
        'loan',
        'loans',
        'overdraft',
        'bills',
        'deposit',
        'save for',
        'tax',
      ]),
    subtopics: () => [
      'Income and spending',
      'Savings goal',
      'Cutting costs',
      'Debts to pay off',
      'Tracking money',
    ],
    hard: ['Surprise bills', 'Impulse buys', 'Irregular income'],
    first: ['List your income', 'Check last month’s spending', 'Pick one saving goal'],
    needs: ['Bank statements', 'A budget app', 'A savings account'],
  }),
  kind({
    kind: 'cooking',
    is: (r) =>
      saysAny(r, [
        'cook',
        'cooking',
        'recipe',
        'recipes',
        'bake',
        'baking',
        'cake',
        'bread',
        'dinner',
        'meal',
      ]),
    subtopics: () => ['Ingredients to buy', 'Recipe steps', 'Kitchen equipment', 'Timing and prep'],
    hard: ['Timing it all', 'Missing ingredients', 'Washing up'],
    first: ['Pick the recipe', 'Check the cupboards', 'Write a shopping list'],
    needs: ['The ingredients', 'Pans and trays', 'A timer'],
  }),
  kind({
    kind: 'friends',
    is: (r) => saysAny(r, ['friends', 'friend', 'meet people', 'social life', 'lonely', 'networking']),
    subtopics: () => [
      'Places to meet people',
      'Clubs and groups',
      'Starting conversations',
      'Keeping in touch',
    ],
    hard: ['Feeling shy', 'Making the first move', 'Busy schedules'],
    first: ['Join one group', 'Message an old friend', 'Say yes to one invite'],
    needs: ['A club or class', 'Free evenings', 'A few openers'],
  }),
  kind({
    kind: 'volunteering',
    is: (r) => saysAny(r, ['volunteer', 'volunteering', 'charity', 'fundraiser', 'fundraising']),
    subtopics: () => ['Causes you care about', 'Where to volunteer', 'Time you can give', 'Skills to offer'],
    hard: ['Finding the time', 'Checks and forms', 'Too many choices'],
    first: ['List causes you care about', 'Contact one charity', 'Book a taster day'],
    needs: ['Free hours each week', 'References', 'A background check'],
  }),
  kind({
    kind: 'project',
    is: (r) =>
      saysAny(r, [
        'project',
        'build',
        'make',
        'create',
        'design',
        'launch',
        'set up',
        'organise',
        'organize',
      ]) && r.thing !== '',
    subtopics: () => ['Goal and scope', 'Tasks and deadlines', 'Materials and tools', 'People to involve'],
    hard: ['Scope growing', 'Missed deadlines', 'Waiting on others'],
    first: ['Write the goal', 'List the tasks', 'Set the first deadline'],
    needs: ['Shopping list of materials', 'Tools to borrow', 'Safety gear'],
  }),
  kind({
    kind: 'skill',
    is: (r) => (saysAny(r, LEARN) && r.thing !== '') || saysAny(r, SKILLS),
    subtopics: () => ['Lessons or courses', 'Practice plan', 'Small first goal', 'Tracking progress'],
    hard: ['Slow progress', 'Finding time to practise', 'Losing motivation'],
    first: ['Find a beginner course', 'Practise ten minutes', 'Set a first goal'],
    needs: ['A course or teacher', 'Practice time', 'A notebook'],
  }),
];

/** Skills people name without "learn". */
const SKILLS = [
  'touch typing',
  'typing',
  'time management',
  'first aid',
  'negotiation',
  'mental maths',
  'speed reading',
  'juggling',
  'martial arts',
  'self defence',
  'self-defence',
  'karate',
  'boxing',
  'sign reading',
  'learning to',
];

/** Hobbies and what a beginner buys first. */
const HOBBIES: readonly [name: string, supplies: string][] = [
  ['knitting', 'Yarn and needles'],
  ['knit', 'Yarn and needles'],
  ['sew', 'Machine and fabric'],
  ['draw', 'Pencils and paper'],
  ['crochet', 'Yarn and hooks'],
  ['sewing', 'Machine and fabric'],
  ['embroidery', 'Thread and hoops'],
  ['photography', 'Camera and lenses'],
  ['painting', 'Paints and brushes'],
  ['drawing', 'Pencils and paper'],
  ['sketching', 'Pencils and paper'],
  ['pottery', 'Clay and tools'],
  ['woodwork', 'Wood and tools'],
  ['woodworking', 'Wood and tools'],
  ['fishing', 'Rods and tackle'],
  ['birdwatching', 'Binoculars and guides'],
  ['chess', 'Board and clock'],
  ['climbing', 'Shoes and chalk'],
  ['bouldering', 'Shoes and chalk'],
  ['hiking', 'Boots and maps'],
  ['cycling', 'Bike and helmet'],
  ['surfing', 'Board and wetsuit'],
  ['skateboarding', 'Board and pads'],
  ['journaling', 'Notebook and pens'],
  ['calligraphy', 'Pens and ink'],
  ['origami', 'Paper to fold'],
  ['baking', 'Baking equipment'],
  ['camping', 'Tent and sleeping bag'],
  ['running', 'Shoes and kit'],
  ['swimming', 'Swimwear and goggles'],
  ['dancing', 'Shoes and classes'],
  ['dance', 'Shoes and classes'],
  ['board games', 'Games to start with'],
  ['gaming', 'Console or PC'],
  ['lego', 'Sets and bricks'],
  ['model making', 'Kits and glue'],
  ['scrapbooking', 'Paper and glue'],
  ['writing', 'Notebook and pens'],
  ['magic tricks', 'Cards and props'],
];
