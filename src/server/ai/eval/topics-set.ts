// The mind map's evaluation set (decision 151): topics as people type them in the middle of a map, and subtopics
// asked for under their parent. Each names the words a fitting answer uses: `expect` holds the starts of words
// or phrases ("accommodat" is accommodation), and at least `need` of the three subtopics (two unless said) must
// hold one. Written for the kinds of topics people bring, not for one engine's words.

export interface TopicItem {
  id: string;
  /** The topic whose subtopics are asked for, as the person wrote it. */
  topic: string;
  /** For a subtopic: the topics above it, its parent first, up to the central topic. */
  within?: readonly string[];
  /** The parent's other subtopics, already on the map: an answer must not repeat them. */
  beside?: readonly string[];
  /** The starts of words or phrases a fitting subtopic holds, in lower case. */
  expect: readonly string[];
  /** How many subtopics must hold one of them: 2 unless said. */
  need?: number;
}

const TRIP = ['budget', 'cost', 'money', 'date', 'when', 'getting', 'travel', 'flight', 'train', 'transport'];
const STAY_SEE = ['stay', 'accommodat', 'hotel', 'see', 'sight', 'visit', 'things to do', 'pack', 'itinerar'];
const EVENT = [
  'guest',
  'venue',
  'date',
  'budget',
  'food',
  'drink',
  'cake',
  'invit',
  'decorat',
  'music',
  'theme',
];

export const TOPIC_SET: readonly TopicItem[] = [
  // Trips
  { id: 'trip-portugal', topic: 'Plan a holiday in Portugal', expect: [...TRIP, ...STAY_SEE], need: 3 },
  { id: 'trip-japan', topic: 'Trip to Japan', expect: [...TRIP, ...STAY_SEE], need: 3 },
  { id: 'trip-paris', topic: 'Weekend in Paris', expect: [...TRIP, ...STAY_SEE], need: 3 },
  { id: 'trip-scotland', topic: 'Road trip around Scotland', expect: [...TRIP, ...STAY_SEE, 'route', 'car'] },
  {
    id: 'trip-camping',
    topic: 'Camping holiday',
    expect: [...TRIP, ...STAY_SEE, 'campsite', 'tent', 'gear'],
  },
  // Languages
  {
    id: 'lang-spanish',
    topic: 'Learn Spanish',
    expect: [
      'vocabular',
      'words',
      'grammar',
      'speak',
      'listen',
      'conversation',
      'practi',
      'lesson',
      'course',
    ],
  },
  {
    id: 'lang-japanese',
    topic: 'Improve my Japanese',
    expect: ['vocabular', 'kanji', 'grammar', 'speak', 'listen', 'practi', 'reading', 'writing', 'lesson'],
  },
  {
    id: 'lang-sign',
    topic: 'Learning sign language',
    expect: [
      'sign',
      'alphabet',
      'fingerspell',
      'vocabular',
      'practi',
      'class',
      'course',
      'lesson',
      'grammar',
    ],
  },
  // Science ideas
  {
    id: 'sci-photosynthesis',
    topic: 'Photosynthesis',
    expect: [
      'what',
      'how',
      'light',
      'sun',
      'chlorophyll',
      'leaves',
      'plant',
      'stage',
      'process',
      'works',
      'why',
    ],
  },
  {
    id: 'sci-volcanoes',
    topic: 'Volcanoes',
    expect: ['what', 'how', 'form', 'erupt', 'type', 'famous', 'lava', 'magma', 'where', 'effect'],
  },
  {
    id: 'sci-black-holes',
    topic: 'Black holes',
    expect: ['what', 'how', 'form', 'gravity', 'type', 'famous', 'light', 'event horizon', 'space'],
  },
  {
    id: 'sci-climate',
    topic: 'Climate change',
    expect: ['cause', 'effect', 'impact', 'solution', 'what', 'how', 'carbon', 'emission', 'warming'],
  },
  {
    id: 'sci-water-cycle',
    topic: 'The water cycle',
    expect: ['evaporat', 'condens', 'precipitat', 'rain', 'stage', 'how', 'what', 'cloud', 'collect'],
  },
  // Projects
  {
    id: 'project-website',
    topic: 'Build a website for my band',
    expect: ['page', 'content', 'design', 'host', 'domain', 'goal', 'launch', 'photo', 'music', 'gig'],
  },
  {
    id: 'project-science-fair',
    topic: 'Science fair project',
    expect: [
      'idea',
      'question',
      'experiment',
      'hypothes',
      'material',
      'result',
      'display',
      'poster',
      'method',
    ],
  },
  {
    id: 'project-app',
    topic: 'Make a habit tracking app',
    expect: ['feature', 'design', 'user', 'screen', 'build', 'test', 'launch', 'tool', 'goal', 'data'],
  },
  // Events
  { id: 'event-wedding', topic: 'Wedding', expect: [...EVENT, 'supplier', 'dress', 'photograph'], need: 3 },
  { id: 'event-birthday', topic: 'My 30th birthday party', expect: EVENT, need: 3 },
  { id: 'event-kids-party', topic: "Organise Sam's birthday party", expect: [...EVENT, 'game', 'activit'] },
  {
    id: 'event-christmas',
    topic: 'Christmas dinner for the family',
    expect: [...EVENT, 'menu', 'shop', 'cook'],
  },
  { id: 'event-baby-shower', topic: 'Baby shower', expect: [...EVENT, 'game', 'gift'] },
  // Decisions
  {
    id: 'decide-jobs',
    topic: 'Should I change jobs',
    expect: ['pro', 'con', 'reason', 'stay', 'leav', 'change', 'risk', 'money', 'salary', 'option', 'matter'],
  },
  {
    id: 'decide-city',
    topic: 'Whether to move to Leeds',
    expect: ['pro', 'con', 'reason', 'stay', 'move', 'risk', 'cost', 'money', 'option', 'matter', 'leeds'],
  },
  {
    id: 'decide-uni',
    topic: 'University or apprenticeship?',
    expect: ['pro', 'con', 'reason', 'university', 'apprentice', 'cost', 'money', 'option', 'matter'],
  },
  // Hobbies
  {
    id: 'hobby-knitting',
    topic: 'Knitting',
    expect: [
      'yarn',
      'needle',
      'stitch',
      'pattern',
      'supplies',
      'gear',
      'first project',
      'technique',
      'group',
    ],
  },
  {
    id: 'hobby-photography',
    topic: 'Get into photography',
    expect: [
      'camera',
      'gear',
      'kit',
      'technique',
      'skill',
      'light',
      'composition',
      'practi',
      'class',
      'photo',
    ],
  },
  {
    id: 'hobby-gardening',
    topic: 'Start a vegetable garden',
    expect: [
      'plant',
      'grow',
      'seed',
      'soil',
      'tool',
      'water',
      'season',
      'bed',
      'space',
      'layout',
      'vegetable',
    ],
  },
  // Life moves
  {
    id: 'move-house',
    topic: 'Moving house',
    expect: ['pack', 'box', 'remov', 'van', 'address', 'utilit', 'bills', 'budget', 'declutter', 'new home'],
    need: 3,
  },
  {
    id: 'move-abroad',
    topic: 'Moving to Canada',
    expect: ['visa', 'paperwork', 'job', 'work', 'home', 'housing', 'stay', 'cost', 'money', 'pack', 'ship'],
  },
  {
    id: 'move-out',
    topic: 'Moving out of my parents house',
    expect: ['budget', 'rent', 'bills', 'money', 'find', 'flat', 'home', 'pack', 'furniture', 'cook'],
  },
  // Health habits
  {
    id: 'health-sleep',
    topic: 'Sleep better',
    expect: ['bedtime', 'routine', 'screen', 'bedroom', 'caffeine', 'wind', 'track', 'schedule', 'wake'],
  },
  {
    id: 'health-water',
    topic: 'Drink more water',
    expect: ['bottle', 'remind', 'track', 'goal', 'glass', 'habit', 'routine', 'cue'],
  },
  {
    id: 'health-exercise',
    topic: 'Exercise three times a week',
    expect: ['plan', 'schedule', 'workout', 'exercise', 'track', 'goal', 'kit', 'start', 'time', 'remind'],
  },
  // Books and essays
  {
    id: 'essay-macbeth',
    topic: 'Write an essay on Macbeth',
    expect: [
      'argument',
      'thesis',
      'evidence',
      'quot',
      'structure',
      'introduction',
      'conclusion',
      'plan',
      'theme',
    ],
  },
  {
    id: 'book-mice-men',
    topic: 'Book report on Of Mice and Men',
    expect: ['character', 'plot', 'theme', 'setting', 'quot', 'summary', 'opinion', 'author', 'ending'],
  },
  {
    id: 'book-novel',
    topic: 'Write a fantasy novel',
    expect: ['character', 'plot', 'world', 'setting', 'outline', 'chapter', 'magic', 'story', 'draft'],
  },
  // Business ideas
  {
    id: 'business-bakery',
    topic: 'Start a bakery business',
    expect: ['customer', 'market', 'cost', 'pric', 'money', 'fund', 'marketing', 'premises', 'menu', 'legal'],
  },
  {
    id: 'business-etsy',
    topic: 'Sell handmade candles online',
    expect: [
      'customer',
      'market',
      'cost',
      'pric',
      'shop',
      'photo',
      'ship',
      'marketing',
      'product',
      'platform',
    ],
  },
  // Skills
  {
    id: 'skill-guitar',
    topic: 'Learn to play guitar',
    expect: ['chord', 'song', 'practi', 'lesson', 'guitar', 'tuning', 'strum', 'gear', 'course'],
  },
  {
    id: 'skill-speaking',
    topic: 'Public speaking',
    expect: [
      'practi',
      'nerve',
      'confiden',
      'structure',
      'audience',
      'voice',
      'body language',
      'speech',
      'feedback',
    ],
  },
  {
    id: 'skill-code',
    topic: 'Learn to code',
    expect: ['language', 'course', 'tutorial', 'project', 'practi', 'basic', 'tool', 'python', 'editor'],
  },
  {
    id: 'skill-drive',
    topic: 'Learning to drive',
    expect: ['lesson', 'instructor', 'theory', 'test', 'practi', 'licen', 'car', 'cost'],
  },
  // History
  {
    id: 'history-french-revolution',
    topic: 'The French Revolution',
    expect: ['cause', 'event', 'timeline', 'people', 'leader', 'effect', 'legacy', 'result', 'impact'],
  },
  {
    id: 'history-egypt',
    topic: 'Ancient Egypt',
    expect: [
      'pharaoh',
      'ruler',
      'daily life',
      'pyramid',
      'god',
      'belief',
      'religion',
      'timeline',
      'culture',
      'nile',
    ],
  },
  {
    id: 'history-ww2',
    topic: 'World War II',
    expect: ['cause', 'event', 'battle', 'timeline', 'leader', 'effect', 'result', 'home front', 'end'],
  },
  // Home projects
  {
    id: 'home-kitchen',
    topic: 'Renovate the kitchen',
    expect: [
      'budget',
      'cost',
      'quote',
      'design',
      'layout',
      'builder',
      'trade',
      'material',
      'appliance',
      'timeline',
    ],
  },
  {
    id: 'home-paint',
    topic: 'Paint the bedroom',
    expect: ['colour', 'color', 'paint', 'tool', 'brush', 'prep', 'wall', 'suppl', 'cover'],
  },
  {
    id: 'home-declutter',
    topic: 'Declutter the garage',
    expect: ['keep', 'donat', 'sell', 'bin', 'rubbish', 'storage', 'sort', 'area', 'room', 'tip'],
  },
  // Work and study
  {
    id: 'job-search',
    topic: 'Find a new job',
    expect: [
      'cv',
      'resume',
      'cover letter',
      'interview',
      'appl',
      'skill',
      'where to look',
      'search',
      'network',
    ],
  },
  {
    id: 'exam-revision',
    topic: 'Revise for my biology exam',
    expect: ['topic', 'revision', 'timetable', 'schedule', 'past paper', 'practi', 'notes', 'flashcard'],
  },
  // Sport goal, pet, purchase
  {
    id: 'sport-marathon',
    topic: 'Run a marathon',
    expect: ['training', 'plan', 'schedule', 'gear', 'shoe', 'kit', 'food', 'nutrition', 'rest', 'race day'],
  },
  {
    id: 'pet-dog',
    topic: 'Getting a dog',
    expect: ['breed', 'food', 'supplies', 'vet', 'training', 'walk', 'cost', 'care', 'insurance'],
  },
  {
    id: 'buy-car',
    topic: 'Buy a second-hand car',
    expect: [
      'budget',
      'cost',
      'insurance',
      'test drive',
      'check',
      'compare',
      'model',
      'where to buy',
      'history',
    ],
  },
  // A single unknown word: honest subtopics in its own words, never another kind's.
  { id: 'unknown-word', topic: 'Zorblax', expect: ['zorblax'], need: 3 },
  { id: 'unknown-phrase', topic: 'Grandad’s old stamps', expect: ['stamp'], need: 2 },

  // Subtopics asked for under their parent: about the subtopic, in the parent's setting.
  {
    id: 'child-portugal-getting-there',
    topic: 'Getting there',
    within: ['Plan a holiday in Portugal'],
    beside: ['Dates and budget', 'Where to stay', 'Things to see'],
    expect: ['flight', 'train', 'airport', 'car', 'drive', 'ferry', 'bus', 'ticket', 'route', 'transfer'],
  },
  {
    id: 'child-portugal-stay',
    topic: 'Where to stay',
    within: ['Plan a holiday in Portugal'],
    beside: ['Dates and budget', 'Getting to Portugal', 'Things to see'],
    expect: ['hotel', 'apartment', 'hostel', 'villa', 'area', 'book', 'price', 'cost', 'review', 'location'],
  },
  {
    id: 'child-portugal-old-challenges',
    topic: 'Main challenges',
    within: ['Plan a holiday in Portugal'],
    beside: ['People involved', 'Why it matters'],
    expect: ['cost', 'budget', 'language', 'delay', 'book', 'weather', 'crowd', 'heat', 'time', 'travel'],
  },
  {
    id: 'child-moving-challenges',
    topic: 'Main challenges',
    within: ['Moving house'],
    beside: ['Useful examples', 'Common mistakes'],
    expect: [
      'cost',
      'time',
      'pack',
      'stress',
      'help',
      'deadline',
      'delay',
      'chain',
      'move day',
      'moving day',
    ],
  },
  {
    id: 'child-moving-packing',
    topic: 'Packing and boxes',
    within: ['Moving house'],
    beside: ['Removals and van', 'Change of address'],
    expect: ['box', 'label', 'room', 'fragile', 'tape', 'essential', 'declutter', 'first night', 'wrap'],
  },
  {
    id: 'child-wedding-guests',
    topic: 'Guest list',
    within: ['Wedding'],
    beside: ['Date and venue', 'Food and drink'],
    expect: ['invit', 'rsvp', 'plus', 'seat', 'number', 'family', 'friend', 'table', 'address', 'dietary'],
  },
  {
    id: 'child-party-food',
    topic: 'Food and drink',
    within: ['My 30th birthday party'],
    beside: ['Guest list', 'Date and place'],
    expect: ['menu', 'cake', 'snack', 'drink', 'dietary', 'allerg', 'cater', 'shop', 'budget', 'cook'],
  },
  {
    id: 'child-spanish-vocab',
    topic: 'Vocabulary',
    within: ['Learn Spanish'],
    beside: ['Grammar', 'Speaking practice'],
    expect: ['word', 'phrase', 'flashcard', 'everyday', 'app', 'list', 'review', 'spanish', 'daily'],
  },
  {
    id: 'child-photosynthesis-how',
    topic: 'How it works',
    within: ['Photosynthesis'],
    beside: ['What photosynthesis is'],
    expect: [
      'light',
      'sun',
      'water',
      'carbon',
      'oxygen',
      'glucose',
      'sugar',
      'chlorophyll',
      'leaf',
      'leaves',
    ],
  },
  {
    id: 'child-revolution-causes',
    topic: 'Causes',
    within: ['The French Revolution'],
    beside: ['Main events', 'Effects and legacy'],
    expect: [
      'money',
      'debt',
      'tax',
      'food',
      'bread',
      'king',
      'idea',
      'enlightenment',
      'inequal',
      'social',
      'polit',
    ],
  },
  {
    id: 'child-kitchen-budget',
    topic: 'Budget',
    within: ['Renovate the kitchen'],
    beside: ['Layout and design', 'Builders and trades'],
    expect: ['quote', 'cost', 'spare', 'contingen', 'saving', 'price', 'material', 'labour', 'appliance'],
  },
  {
    id: 'child-lisbon',
    topic: 'Lisbon',
    within: ['Things to see', 'Plan a holiday in Portugal'],
    beside: ['Porto', 'The Algarve'],
    expect: ['see', 'sight', 'stay', 'eat', 'food', 'getting around', 'visit', 'things to do', 'lisbon'],
  },
  {
    id: 'child-next-actions',
    topic: 'Next actions',
    within: ['Start a bakery business'],
    beside: ['Key ideas', 'Tools needed'],
    expect: ['test', 'recipe', 'cost', 'customer', 'plan', 'register', 'price', 'list', 'research', 'market'],
  },
  {
    id: 'child-jobs-stay',
    topic: 'Reasons to stay',
    within: ['Should I change jobs'],
    beside: ['Reasons to change jobs', 'Risks and costs'],
    expect: [
      'team',
      'colleague',
      'secur',
      'pay',
      'salary',
      'known',
      'learn',
      'growth',
      'benefit',
      'commute',
      'stab',
    ],
  },
];
