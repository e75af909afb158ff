/** One card of 'Latest News & Resources' (docs/product.md#dashboard): a page of a reputable organisation, opened in a new tab. */
export interface NewsResource {
  id: string;
  title: string;
  source: string;
  url: string;
  description: string;
  tag: string;
}

/**
 * The curated list the dashboard chooses from. Only long-lived guidance pages of charities and public health
 * services, never news articles that date or move; check the links when this list is edited.
 */
export const NEWS_RESOURCES = {
  adhdTeens: {
    id: 'adhd-teens',
    title: 'ADHD in children and young people',
    source: 'NHS',
    url: 'https://www.nhs.uk/conditions/adhd-children-teenagers/',
    description: 'How ADHD can affect school and study, and the help young people can ask for.',
    tag: 'Study strategies for teens',
  },
  adhdCareer: {
    id: 'adhd-career',
    title: 'Workplace issues',
    source: 'CHADD',
    url: 'https://chadd.org/for-adults/workplace-issues/',
    description: 'Choosing work that suits you, asking for adjustments and staying organised on the job.',
    tag: 'Career success',
  },
  adhdTimeManagement: {
    id: 'adhd-time-management',
    title: 'Time management and ADHD: day planners',
    source: 'CHADD',
    url: 'https://chadd.org/for-adults/time-management-planner/',
    description: 'Make time visible with a planner you check a few times a day.',
    tag: 'Time management',
  },
  autismWomen: {
    id: 'autism-women',
    title: 'Autistic women and girls',
    source: 'National Autistic Society',
    url: 'https://www.autism.org.uk/advice-and-guidance/what-is-autism/autistic-women-and-girls',
    description: 'Why autism in women and girls is often missed, and what can help.',
    tag: 'Autism in women',
  },
  autismSocial: {
    id: 'autism-social',
    title: 'Communication',
    source: 'National Autistic Society',
    url: 'https://www.autism.org.uk/advice-and-guidance/topics/communication',
    description: 'Guidance on conversation, social situations and the tools that make them easier.',
    tag: 'Social skills',
  },
  autismWorkplace: {
    id: 'autism-workplace',
    title: 'Employment',
    source: 'National Autistic Society',
    url: 'https://www.autism.org.uk/advice-and-guidance/topics/employment',
    description: 'Finding work, telling an employer and the reasonable adjustments you can ask for.',
    tag: 'Workplace strategies',
  },
  dyslexiaDigitalTools: {
    id: 'dyslexia-digital-tools',
    title: 'Assistive technology: what it is and how it works',
    source: 'Understood.org',
    url: 'https://www.understood.org/en/articles/assistive-technology-what-it-is-and-how-it-works',
    description: 'Text-to-speech, audiobooks and other digital tools that take the strain out of reading.',
    tag: 'Digital tools',
  },
  dyslexiaWriting: {
    id: 'dyslexia-writing',
    title: 'Dyslexia friendly style guide',
    source: 'British Dyslexia Association',
    url: 'https://www.bdadyslexia.org.uk/advice/employers/creating-a-dyslexia-friendly-workplace/dyslexia-friendly-style-guide',
    description: 'Clear layout and wording for documents and e-mails at work.',
    tag: 'Professional writing',
  },
  dyslexiaAdults: {
    id: 'dyslexia-adults',
    title: 'Advice for dyslexic adults',
    source: 'British Dyslexia Association',
    url: 'https://www.bdadyslexia.org.uk/advice/adults',
    description: 'Reading strategies, assessments and support for adults with dyslexia.',
    tag: 'Reading techniques',
  },
  wellnessYoung: {
    id: 'wellness-young',
    title: 'Information for young people',
    source: 'Mind',
    url: 'https://www.mind.org.uk/for-young-people/',
    description: 'Looking after your mental health, and where to find support when things feel hard.',
    tag: 'Mental health',
  },
  wellnessWorkLife: {
    id: 'wellness-work-life',
    title: 'Work-life balance',
    source: 'Mental Health Foundation',
    url: 'https://www.mentalhealth.org.uk/explore-mental-health/a-z-topics/work-life-balance',
    description: 'Small, practical ways to keep work from taking over the rest of your life.',
    tag: 'Work-life balance',
  },
  wellnessMindfulness: {
    id: 'wellness-mindfulness',
    title: 'Mindfulness',
    source: 'NHS',
    url: 'https://www.nhs.uk/mental-health/self-help/tips-and-support/mindfulness/',
    description: 'Paying attention to the present moment to feel calmer and think more clearly.',
    tag: 'Mindfulness & cognitive health',
  },
} as const satisfies Record<string, NewsResource>;
