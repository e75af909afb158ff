export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export const faqEntries: readonly FaqEntry[] = [
  {
    id: 'what',
    question: 'What is NeuroNest, and who is it for?',
    answer:
      'NeuroNest is a web app with small, calm tools for everyday life. It is made for people with ADHD, autism, dyslexia, dyscalculia and dysgraphia. Anyone who finds focus, reading or planning hard is welcome.',
  },
  {
    id: 'how',
    question: 'How can NeuroNest help me?',
    answer:
      'It gives you simple tools for focus, reading and planning. You can time-box your work, keep a todo list, use a task board, convert text for easier reading, make mind maps, do a breathing exercise and plan a budget. You choose what to use, and when.',
  },
  {
    id: 'privacy',
    question: 'Is my data private?',
    answer:
      'Yes. Your data is encrypted in transit. We never sell it or share it. To show the weather on your dashboard, only the name of your town is sent to a weather service. You can download or delete your data at any time in Settings.',
  },
  {
    id: 'devices',
    question: 'Can I use NeuroNest on more than one device?',
    answer: 'Yes. Sign in with the same e-mail address on each device. Your settings follow you.',
  },
  {
    id: 'cost',
    question: 'Is NeuroNest free?',
    answer: 'NeuroNest is in Beta. It is free to use while it is in Beta.',
  },
  {
    id: 'professional-support',
    question: 'Does NeuroNest replace professional support?',
    answer:
      'No. NeuroNest is a set of everyday tools. It is not medical advice. If you need support, please talk to a doctor, therapist or other professional you trust.',
  },
];
