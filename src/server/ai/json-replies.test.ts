import { describe, expect, it } from 'vitest';
import { jsonIn, readBreakdown, readCards, readExplanation, readSteps, readTopics } from './json-replies';

describe('jsonIn', () => {
  it('reads JSON alone, or in a Markdown code fence', () => {
    expect(jsonIn('{"topics":["A"]}')).toEqual({ topics: ['A'] });
    expect(jsonIn('```json\n{"topics":["A"]}\n```')).toEqual({ topics: ['A'] });
    expect(jsonIn('```\n{"topics":["A"]}\n```\n')).toEqual({ topics: ['A'] });
  });

  it('gives undefined for prose or JSON cut short', () => {
    expect(jsonIn('1. Light energy\n2. Leaves')).toBeUndefined();
    expect(jsonIn('{"topics": ["Light')).toBeUndefined();
  });
});

describe('readSteps', () => {
  const step = (text: string, low: number, high: number) => ({ text, low, high });

  it('writes each step with its range, or one number when both ends agree', () => {
    const steps = [step('Open the file', 10, 20), step('Write a line', 5, 5)];
    expect(readSteps({ steps }, 3)).toEqual([
      'Open the file (about 10–20 min)',
      'Write a line (about 5 min)',
    ]);
  });

  it('puts the ends in order, rounds them and keeps them from 1 to 600 minutes', () => {
    const steps = [step('Sort papers', 30, 10), step('Paint the house', 7.6, 5000), step('Blink', 0, 2)];
    expect(readSteps({ steps }, 5)).toEqual([
      'Sort papers (about 10–30 min)',
      'Paint the house (about 8–600 min)',
      'Blink (about 2 min)',
    ]);
  });

  it('keeps the words of a step without sensible minutes, and drops a step without words', () => {
    const steps = [step('Stack the papers.', 0, -3), step('   ', 5, 5)];
    expect(readSteps({ steps }, 3)).toEqual(['Stack the papers']);
  });

  it('drops a time the model also wrote into the words', () => {
    expect(readSteps({ steps: [step('Make tea (about 3 min)', 3, 5)] }, 3)).toEqual([
      'Make tea (about 3–5 min)',
    ]);
  });

  it('keeps the first `count` steps', () => {
    const steps = ['A', 'B', 'C', 'D'].map((text) => step(text, 1, 1));
    expect(readSteps({ steps }, 2)).toEqual(['A (about 1 min)', 'B (about 1 min)']);
  });

  it('gives null for another shape', () => {
    expect(readSteps({ items: [] }, 3)).toBeNull();
    expect(readSteps({ steps: [{ text: 'A', minutes: 5 }] }, 3)).toBeNull();
    expect(readSteps(null, 3)).toBeNull();
  });
});

describe('readBreakdown', () => {
  it('cuts the title to 50 characters and the description to 150', () => {
    const breakdown = readBreakdown(
      {
        title: 'T'.repeat(60),
        description: 'D'.repeat(200),
        subtasks: [{ text: 'Bin it', low: 2, high: 4 }],
      },
      3,
    );
    expect(breakdown).toEqual({
      title: 'T'.repeat(50),
      description: 'D'.repeat(150),
      subtasks: ['Bin it (about 2–4 min)'],
    });
  });

  it('gives null for another shape', () => {
    expect(readBreakdown({ title: 'T', subtasks: [] }, 3)).toBeNull();
  });
});

describe('readTopics, readCards and readExplanation', () => {
  it('keep topics of at most five words, three at most', () => {
    const topics = ['Light energy', 'A very long sentence that is not a topic', 'Leaves', 'Roots', 'Sugar'];
    expect(readTopics({ topics })).toEqual(['Light energy', 'Leaves', 'Roots']);
    expect(readTopics({ topic: 'Light' })).toBeNull();
  });

  it('keep basic cards with both sides and cloze cards that hide a part', () => {
    const cards = [
      { kind: 'basic', front: ' What is  osmosis? ', back: 'Water moving' },
      { kind: 'basic', front: 'No answer', back: '' },
      { kind: 'cloze', front: 'Osmosis moves {{c1::water}}.', back: 'ignored' },
      { kind: 'cloze', front: 'Nothing hidden', back: '' },
    ];
    expect(readCards({ cards })).toEqual([
      { kind: 'basic', front: 'What is osmosis?', back: 'Water moving' },
      { kind: 'cloze', front: 'Osmosis moves {{c1::water}}.', back: '' },
    ]);
    expect(readCards({ cards: [{ kind: 'image', front: 'x', back: 'y' }] })).toBeNull();
  });

  it('keep the explanation under parseExplanation rules', () => {
    const sentences = ['Osmosis is water moving.', 'x'.repeat(300), 'It goes through a wall.'];
    expect(readExplanation({ sentences })).toEqual(['Osmosis is water moving.', 'It goes through a wall.']);
    expect(readExplanation({ lines: [] })).toBeNull();
  });
});
