import type { TopicKind } from './topic-kinds';
import { languageOf } from './topic-kinds';
import type { Reading } from './topic-reading';
import { capitalise, says, saysAny } from './topic-reading';

// The subtopics of a subtopic (decision 151): "Getting there" under a trip to Portugal is flights and trains to
// Portugal; "Main challenges" under moving house is what is hard about moving. A facet is what a subtopic's
// words say it is about; its own subtopics are read in the central topic's setting (its kind, its place).

export interface Setting {
  /** The central topic, read. */
  root: Reading;
  /** The central topic's kind, or null when it is of none the engine knows. */
  kind: TopicKind | null;
  /** The subtopic itself, read. */
  topic: Reading;
}

interface Facet {
  facet: string;
  /** Words or phrases of the subtopic that name the facet. */
  words: readonly string[];
  /** A pattern of the subtopic's whole words that names the facet too ("What volcanoes are"). */
  pattern?: RegExp;
  /** Whether the facet can be meant here: "stay" is a reason only in a decision. */
  when?(setting: Setting): boolean;
  /** Its subtopics in this setting, in order; null where a word is missing. */
  children(setting: Setting): readonly (string | null)[];
}

const kindIs = (setting: Setting, ...names: string[]) =>
  names.some((name) => setting.kind?.kind.startsWith(name));
const placeOf = (setting: Setting) => setting.topic.place ?? setting.root.place;

/** Short facts for the science ideas people map most, by what a subtopic asks. */
const SCIENCE: Record<string, { how: string[]; types?: string[] }> = {
  photosynthesis: {
    how: ['Sunlight and chlorophyll', 'Water and carbon dioxide', 'Glucose and oxygen made'],
  },
  'water cycle': { how: ['Evaporation from the sea', 'Condensation into clouds', 'Rain and collection'] },
  volcano: {
    how: ['Magma under the crust', 'Pressure building up', 'Lava and ash erupting'],
    types: ['Shield volcanoes', 'Composite volcanoes', 'Cinder cones'],
  },
  'black hole': {
    how: ['A collapsing star', 'Gravity that traps light', 'The event horizon'],
    types: ['Stellar black holes', 'Supermassive black holes', 'Tiny primordial ones'],
  },
  gravity: { how: ['Mass pulls on mass', 'Weight and falling', 'Orbits of planets'] },
  evolution: { how: ['Variation in a species', 'Natural selection', 'Change over generations'] },
  'climate change': { how: ['Greenhouse gases', 'Trapped heat', 'Rising temperatures'] },
  earthquake: { how: ['Moving tectonic plates', 'Stress on faults', 'Seismic waves'] },
  respiration: { how: ['Glucose and oxygen in', 'Energy released', 'Carbon dioxide out'] },
  electricity: { how: ['Electrons moving', 'Circuits and current', 'Voltage and resistance'] },
};
const scienceFacts = (setting: Setting) =>
  Object.entries(SCIENCE).find(([name]) => says(setting.root, name) || says(setting.topic, name))?.[1];

/** The central topic's main thing, for labels such as "Photosynthesis step by step". */
const rootThing = (setting: Setting) => capitalise(setting.root.thing || setting.root.text);

const FACETS: readonly Facet[] = [
  {
    facet: 'reasons to stay',
    words: ['reasons to stay', 'stay', 'staying', 'keep', 'current', 'status quo'],
    when: (s) => kindIs(s, 'decision'),
    children: (s) =>
      saysAny(s.root, ['job', 'jobs', 'work', 'career', 'role'])
        ? ['Team and colleagues', 'Job security', 'Pay and benefits']
        : ['What works now', 'Less disruption', 'Costs you know'],
  },
  {
    facet: 'reasons for',
    words: ['reasons to', 'reasons for', 'pros', 'benefits', 'upsides', 'why change'],
    when: (s) => kindIs(s, 'decision'),
    children: (s) =>
      saysAny(s.root, ['job', 'jobs', 'work', 'career', 'role'])
        ? ['Better pay', 'New skills to learn', 'A fresh start']
        : ['Best possible outcome', 'New chances', 'What you would gain'],
  },
  {
    facet: 'reasons against',
    words: ['cons', 'reasons against', 'downsides', 'against'],
    when: (s) => kindIs(s, 'decision'),
    children: () => ['What you would lose', 'Worst case', 'Money at risk'],
  },
  {
    facet: 'definition',
    words: ['what it is', 'definition', 'meaning', 'what is', 'explained'],
    pattern: /^what (?!to |you )[\p{L}\p{N}' -]+ (?:is|are)$/u,
    children: (s) => [`${rootThing(s)} in one sentence`, 'Key words to know', 'A simple diagram'],
  },
  {
    facet: 'why it matters',
    words: ['why it matters', 'importance', 'purpose', 'why bother', 'matters'],
    children: () => ['Who it helps', 'Your own reasons', 'What you hope for'],
  },
  {
    facet: 'steps',
    words: ['steps to', 'steps', 'step by step'],
    when: (s) => !says(s.topic, 'first steps') && !says(s.topic, 'next steps'),
    children: () => ['First small step', 'What done looks like', 'Who can help'],
  },
  {
    facet: 'examples',
    words: ['examples', 'example', 'famous examples', 'case studies'],
    children: () => ['Simple examples', 'Unusual examples', 'Examples to collect'],
  },
  {
    facet: 'questions',
    words: ['questions', 'question', 'unknowns', 'open questions'],
    children: () => ['What you want to know', 'Who might know', 'Where to look it up'],
  },
  {
    facet: 'goal',
    words: ['goal', 'goals', 'scope', 'aim', 'aims', 'vision', 'objective'],
    children: () => ['What done looks like', 'What is in and out', 'How to measure it'],
  },
  {
    facet: 'types',
    words: ['types', 'kinds', 'different types', 'categories'],
    children: (s) =>
      scienceFacts(s)?.types ?? ['Main types compared', 'Famous examples', 'How to tell them apart'],
  },
  {
    facet: 'everyday',
    words: ['everyday life', 'in everyday life', 'real life', 'uses', 'in real life'],
    when: (s) => kindIs(s, 'science'),
    children: () => ['At home', 'In nature', 'In technology'],
  },
  {
    facet: 'key words',
    words: ['key words', 'keywords', 'vocabulary to know', 'terms', 'glossary'],
    when: (s) => !kindIs(s, 'language'),
    children: () => ['Word list', 'Meanings in your words', 'Flashcards to make'],
  },
  {
    facet: 'daily life',
    words: ['daily life', 'everyday life'],
    when: (s) => kindIs(s, 'history'),
    children: () => ['Homes and food', 'Work and jobs', 'Children and school'],
  },
  {
    facet: 'beliefs',
    words: ['beliefs', 'belief', 'religion', 'gods', 'faith'],
    children: () => ['Main beliefs', 'Festivals and rituals', 'Places of worship'],
  },
  {
    facet: 'known for',
    words: ['known for', 'famous for', 'achievements', 'works'],
    when: (s) => kindIs(s, 'person', 'history'),
    children: () => ['Most famous works', 'Big achievements', 'Why people remember them'],
  },
  {
    facet: 'early life',
    words: ['early life', 'childhood', 'biography'],
    children: () => ['Family and childhood', 'School and training', 'First big step'],
  },
  {
    facet: 'paperwork',
    words: ['visa', 'visas', 'paperwork', 'documents', 'forms', 'permits', 'passport'],
    children: () => ['Visa types', 'Documents to gather', 'Application deadlines'],
  },
  {
    facet: 'home hunting',
    words: [
      'finding a home',
      'finding a flat',
      'where to live',
      'areas to live',
      'housing',
      'rent',
      'flat hunting',
    ],
    children: () => ['Areas to live', 'Renting or buying', 'Viewings and checks'],
  },
  {
    facet: 'jobs',
    words: ['jobs', 'job', 'career', 'employment'],
    when: (s) => !kindIs(s, 'job', 'decision', 'renovation'),
    children: () => ['Job search sites', 'Work rights', 'A local CV'],
  },
  {
    facet: 'lessons',
    words: ['lessons', 'lesson', 'teacher', 'tutor', 'classes', 'courses'],
    children: () => ['Finding a teacher', 'Online or in person', 'Cost per lesson'],
  },
  {
    facet: 'songs',
    words: ['songs', 'song', 'pieces', 'repertoire'],
    children: () => ['Easy first songs', 'Songs you love', 'Learning by ear'],
  },
  {
    facet: 'topics',
    words: ['topics', 'syllabus', 'topics to revise', 'subjects'],
    children: () => ['Topic checklist', 'Weakest topics first', 'Topics by exam'],
  },
  {
    facet: 'past papers',
    words: ['past papers', 'practice papers', 'mock', 'mocks'],
    children: () => ['Where to find them', 'Timed practice', 'Marking your answers'],
  },
  {
    facet: 'breed',
    words: ['breed', 'breeds', 'choosing your pet'],
    children: () => ['Size and energy', 'Breeds that suit you', 'Rescue or breeder'],
  },
  {
    facet: 'vet',
    words: ['vet', 'vets', 'health checks', 'insurance'],
    children: (s) =>
      kindIs(s, 'pet')
        ? ['Finding a vet', 'Jabs and check-ups', 'Pet insurance']
        : ['Quotes to compare', 'What it covers', 'Renewal date'],
  },
  {
    facet: 'colours',
    words: ['colour', 'colours', 'color', 'colors', 'paint'],
    when: (s) => kindIs(s, 'decorating', 'renovation'),
    children: () => ['Colour samples', 'Finish and sheen', 'How much paint'],
  },
  {
    facet: 'prep',
    words: ['prep', 'prepping', 'preparation', 'walls'],
    when: (s) => kindIs(s, 'decorating', 'renovation'),
    children: () => ['Filling cracks', 'Sanding and cleaning', 'Masking edges'],
  },
  {
    facet: 'techniques',
    words: ['techniques', 'technique', 'skills', 'basics', 'stitches'],
    children: () => ['First technique to learn', 'Practice pieces', 'Video tutorials'],
  },
  {
    facet: 'first project',
    words: ['first project', 'a first project', 'project ideas'],
    children: () => ['Easy beginner project', 'Pattern or plan', 'Finishing it'],
  },
  {
    facet: 'marketing',
    words: ['marketing', 'advertising', 'promotion', 'social media', 'selling', 'spreading the word'],
    children: () => ['Social media posts', 'Local adverts', 'Word of mouth'],
  },
  {
    facet: 'hard',
    words: ['challenge', 'challenges', 'problem', 'problems', 'risk', 'risks', 'obstacle', 'obstacles']
      .concat([
        'difficulty',
        'difficulties',
        'mistake',
        'mistakes',
        'worry',
        'worries',
        'barrier',
        'barriers',
      ])
      .concat(['pitfall', 'pitfalls', 'hard part', 'hard parts']),
    children: (s) =>
      s.kind?.hard ?? [`Hardest part of ${s.root.thing}`, 'What could go wrong', 'Who could help'],
  },
  {
    facet: 'first',
    words: [
      'first steps',
      'next steps',
      'next actions',
      'next action',
      'getting started',
      'to do',
      'action plan',
    ].concat(['actions', 'where to start', 'first step', 'start', 'how to start', 'plan of action']),
    children: (s) => s.kind?.first ?? ['Write down the goal', 'Pick a first task', 'Set a date'],
  },
  {
    facet: 'needs',
    words: [
      'tools',
      'tools needed',
      'equipment',
      'resources',
      'supplies',
      'materials',
      'what you need',
      'gear',
    ].concat(['kit', 'things needed', 'things to buy', 'helpful resources']),
    children: (s) => s.kind?.needs ?? ['Things to buy', 'Things to borrow', 'Where to find them'],
  },
  {
    facet: 'travel',
    words: [
      'getting there',
      'getting to',
      'travel',
      'transport',
      'flights',
      'flight',
      'journey',
      'getting around',
    ],
    children: (s) => {
      const place = placeOf(s);
      return place
        ? [`Flights to ${place}`, 'Trains and buses', `Car hire in ${place}`, 'Airport transfers']
        : ['Flights or trains', 'Booking tickets', 'Getting around', 'Airport transfers'];
    },
  },
  {
    facet: 'stay',
    words: ['where to stay', 'accommodation', 'hotel', 'hotels', 'airbnb', 'hostel', 'lodging', 'campsite'],
    children: () => ['Hotels or apartments', 'Best areas to stay', 'Booking and prices', 'Reviews to check'],
  },
  {
    facet: 'see',
    words: [
      'things to see',
      'things to do',
      'sights',
      'sightseeing',
      'activities',
      'places to visit',
      'attractions',
    ],
    children: (s) => {
      const place = placeOf(s);
      return [
        place ? `Top sights in ${place}` : 'Top sights',
        'Day trips',
        'Local food to try',
        'Free things to do',
      ];
    },
  },
  {
    facet: 'packing',
    words: ['pack', 'packing', 'what to pack', 'luggage', 'boxes', 'suitcase'],
    children: (s) =>
      kindIs(s, 'moving')
        ? ['Boxes and tape', 'Labels by room', 'First night box', 'Wrapping fragile things']
        : ['Clothes for the weather', 'Documents and tickets', 'Chargers and adapters', 'Toiletries bag'],
  },
  {
    facet: 'money',
    words: [
      'budget',
      'cost',
      'costs',
      'money',
      'price',
      'prices',
      'funding',
      'finances',
      'spending',
      'savings',
    ],
    children: (s) => {
      if (kindIs(s, 'trip')) return ['Travel costs', 'Spending money', 'Ways to save'];
      if (kindIs(s, 'event')) return ['Cost per guest', 'Deposits and payments', 'Ways to save'];
      if (kindIs(s, 'renovation', 'decorating', 'garden'))
        return ['Quotes to compare', 'Materials and labour', 'Contingency fund'];
      if (kindIs(s, 'business')) return ['Start-up costs', 'Pricing your products', 'Funding options'];
      if (kindIs(s, 'moving')) return ['Removal costs', 'Deposit and first rent', 'Bills to set up'];
      return ['Total to spend', 'Biggest costs', 'Ways to save'];
    },
  },
  {
    facet: 'dates',
    words: [
      'date',
      'dates',
      'when',
      'timing',
      'schedule',
      'timeline',
      'deadline',
      'deadlines',
      'time needed',
    ].concat(['timetable']),
    children: (s) => {
      if (kindIs(s, 'exam')) return ['Exam dates', 'Weekly revision slots', 'Breaks and rest days'];
      if (kindIs(s, 'trip')) return ['Best time to go', 'How many days', 'Booking deadlines'];
      if (kindIs(s, 'event')) return ['Choosing the date', 'Save the date cards', 'Booking deadlines'];
      return ['Key dates', 'Weekly schedule', 'Final deadline'];
    },
  },
  {
    facet: 'guests',
    words: ['guest', 'guests', 'guest list', 'invite', 'invites', 'invitations', 'rsvp', 'rsvps'],
    children: () => ['Family and friends', 'Invitations and RSVPs', 'Seating plan', 'Plus-ones'],
  },
  {
    facet: 'venue',
    words: ['venue', 'location', 'place'],
    when: (s) => kindIs(s, 'event'),
    children: () => ['Venues to visit', 'Capacity and cost', 'Booking the venue'],
  },
  {
    facet: 'food',
    words: ['food', 'drink', 'drinks', 'menu', 'catering', 'cake', 'snacks', 'meal', 'meals'],
    children: (s) =>
      kindIs(s, 'sport', 'exercise')
        ? ['Meals on training days', 'Rest days', 'Sleep and recovery']
        : [
            'Menu ideas',
            'Dietary needs',
            says(s.root, 'birthday') ? 'Cake and snacks' : 'Drinks to serve',
            'Shopping list',
          ],
  },
  {
    facet: 'decorations',
    words: ['decorations', 'decor', 'theme', 'music', 'entertainment', 'games'],
    when: (s) => kindIs(s, 'event'),
    children: () => ['Theme and colours', 'Decorations to make', 'Music playlist'],
  },
  {
    facet: 'vocabulary',
    words: ['vocabulary', 'words', 'phrases'],
    children: (s) => {
      const language = languageOf(s.root);
      return [
        language ? `Everyday ${language} phrases` : 'Everyday phrases',
        'Flashcard app',
        'New words each day',
      ];
    },
  },
  {
    facet: 'grammar',
    words: ['grammar', 'tenses', 'verbs'],
    children: () => ['Verb tenses', 'Sentence order', 'Grammar exercises'],
  },
  {
    facet: 'speaking',
    words: ['speaking', 'conversation', 'listening', 'pronunciation'],
    children: () => ['Conversation partners', 'Speaking out loud', 'Podcasts and shows'],
  },
  {
    facet: 'causes',
    words: ['causes', 'cause', 'why', 'background', 'origins', 'reasons'],
    children: (s) =>
      kindIs(s, 'science')
        ? ['Human causes', 'Natural causes', 'Biggest sources']
        : ['Political causes', 'Social and economic causes', 'Ideas of the time'],
  },
  {
    facet: 'effects',
    words: ['effects', 'effect', 'results', 'consequences', 'legacy', 'impact', 'impacts'],
    children: (s) =>
      kindIs(s, 'science')
        ? ['Effects on people', 'Effects on nature', 'Effects in the future']
        : ['Short-term effects', 'Long-term effects', 'Legacy today'],
  },
  {
    facet: 'events',
    words: ['events', 'main events', 'key events', 'battles', 'turning points'],
    children: () => ['Timeline of events', 'Turning points', 'How it ended'],
  },
  {
    facet: 'leaders',
    words: ['leaders', 'rulers', 'key people', 'people involved', 'figures', 'people'],
    children: (s) =>
      kindIs(s, 'history')
        ? ['Most famous rulers', 'How they ruled', 'Ordinary people']
        : ['Who decides', 'Who helps', 'Who to tell'],
  },
  {
    facet: 'how',
    words: ['how it works', 'how', 'process', 'stages', 'mechanism'],
    children: (s) =>
      scienceFacts(s)?.how ?? [`${rootThing(s)} step by step`, 'What goes in', 'What comes out'],
  },
  {
    facet: 'characters',
    words: ['characters', 'character'],
    children: () => ['Main character', 'Supporting characters', 'How they change'],
  },
  {
    facet: 'plot',
    words: ['plot', 'storyline', 'story'],
    children: () => ['Beginning and setup', 'Turning points', 'The ending'],
  },
  {
    facet: 'themes',
    words: ['themes', 'theme', 'messages'],
    children: () => ['Main themes', 'Symbols and images', 'Quotes that show them'],
  },
  {
    facet: 'argument',
    words: ['argument', 'thesis', 'main argument'],
    children: () => ['One-line thesis', 'Three main points', 'Counter-arguments'],
  },
  {
    facet: 'evidence',
    words: ['evidence', 'quotes', 'quotations', 'sources'],
    children: () => ['Quotes to use', 'Where to find them', 'Explaining each quote'],
  },
  {
    facet: 'structure',
    words: ['structure', 'outline', 'essay plan', 'introduction', 'conclusion'],
    children: () => ['Opening paragraph', 'Main paragraphs', 'Closing paragraph'],
  },
  {
    facet: 'customers',
    words: ['customers', 'customer', 'market', 'audience', 'users'],
    children: () => ['Who they are', 'What they need', 'Where to reach them'],
  },
  {
    facet: 'practice',
    words: ['practice', 'practise', 'training', 'exercises', 'drills'],
    children: () => ['Daily practice time', 'Practice exercises', 'Tracking progress'],
  },
  {
    facet: 'removals',
    words: ['removals', 'van', 'movers', 'removal'],
    children: () => ['Quotes from movers', 'Booking the van', 'Moving day plan'],
  },
  {
    facet: 'address',
    words: ['address', 'change of address'],
    children: () => ['Bank and employer', 'Doctor and dentist', 'Post redirection'],
  },
  {
    facet: 'design',
    words: ['design', 'layout', 'look', 'style'],
    children: () => ['Style and colours', 'Layout sketch', 'Ideas to copy'],
  },
];

/** The facet a subtopic's words name first, as its own subtopics in this setting; null when none. */
export function facetChildren(setting: Setting): readonly (string | null)[] | null {
  for (const facet of FACETS) {
    const named = saysAny(setting.topic, facet.words) || (facet.pattern?.test(setting.topic.lower) ?? false);
    if (named && (facet.when?.(setting) ?? true)) return facet.children(setting);
  }
  return null;
}
