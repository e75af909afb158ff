// Fills a bench account with what a person who uses every tool keeps: a list of todos, a board with cards,
// a few conversions, a budget and a mind map, and the planning and study tools (bench/seed-plans.ts). Through
// the real API, like the app itself.
import { TEXT_LIMIT } from '../src/shared/text-converter/conversion';
import { benchMap } from './mind-map';
import { PLANS_TEXT, seedPlans, sender } from './seed-plans';
import { sampleText } from './text-converter';

const WORDS = 'plan call write read tidy book pay send check water plants review notes email draft'.split(
  ' ',
);
const phrase = (i: number, words = 5) =>
  Array.from({ length: words }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]).join(' ');

export const SEEDED = { todos: 20, cards: 15, conversions: 4, budgetRows: 9, mapTopics: 60 };

/** How the note under the table describes the seeded account. */
export const SEEDED_TEXT =
  `${SEEDED.todos} todos (some done, some with suggested steps), ${SEEDED.cards} board cards in the three ` +
  `columns with up to 4 subtasks, ${SEEDED.conversions} conversions of which the newest 3 are kept (the ` +
  `newest 100,000 characters), a budget of ${SEEDED.budgetRows} rows, a mind map of ${SEEDED.mapTopics} topics, ` +
  PLANS_TEXT;

export async function seedToolData(baseUrl: string, cookie: string): Promise<void> {
  const send = sender(baseUrl, cookie);
  for (let i = 0; i < SEEDED.todos; i += 1) {
    await send('POST', '/todos', {
      title: `${phrase(i)} ${i + 1}`,
      completed: i % 4 === 0,
      aiSuggestions: i % 3 === 0 ? [1, 2, 3].map((s) => `${phrase(i + s, 4)} (about ${s * 5} min)`) : [],
    });
  }
  const statuses = ['todo', 'in-progress', 'done'] as const;
  for (let i = 0; i < SEEDED.cards; i += 1) {
    await send('POST', '/kanban', {
      title: `${phrase(i, 3)} ${i + 1}`,
      description: `${phrase(i, 12)}. ${phrase(i + 1, 10)}.`,
      status: statuses[i % statuses.length],
      subtasks: Array.from({ length: i % 5 }, (_, s) => ({ text: phrase(i + s, 3), done: s % 2 === 0 })),
    });
  }
  const article = `${'Short, calm paragraphs are easier to read than one long block of text. '.repeat(12)}\n\n`;
  // The newest is a long article at the converter's limit: the recent list then holds one as people make them.
  for (let i = 0; i < SEEDED.conversions; i += 1) {
    const text = i === SEEDED.conversions - 1 ? sampleText(TEXT_LIMIT) : article.repeat(3 + i);
    await send('POST', '/conversions', { text, mode: i % 2 === 0 ? 'adhd' : 'opendyslexic' });
  }
  const groups = ['needs', 'wants', 'future'] as const;
  await send('PUT', '/budget', {
    currency: 'EUR',
    incomes: { main: 320000, second: 45000, other: 8000 },
    expenses: Array.from({ length: SEEDED.budgetRows }, (_, i) => ({
      group: groups[i % groups.length],
      label: `${phrase(i, 2)}`,
      cents: 2500 + i * 1375,
    })),
  });
  await send('POST', '/projects', {
    title: 'Moving house',
    content: { nodes: benchMap(SEEDED.mapTopics) },
  });
  await seedPlans(send);
}
