import { describe, expect, it } from 'vitest';
import { KANBAN_SUBTASKS_MAX, mergeSuggestedSteps, readSubtasks } from './kanban';

describe('suggested steps merged with a card', () => {
  it('keeps done steps and the person’s own steps, and replaces the open suggested ones', () => {
    const merged = mergeSuggestedSteps(
      [
        { text: 'Find the number (about 5 min)', done: true },
        { text: 'Old open suggestion (about 10 min)', done: false },
        { text: 'Ask Sam first', done: false, own: true },
      ],
      ['Find the number (about 3 min)', 'Write what to say (about 3 min)'],
    );
    expect(merged).toEqual([
      { text: 'Find the number (about 5 min)', done: true },
      { text: 'Ask Sam first', done: false, own: true },
      { text: 'Write what to say (about 3 min)', done: false },
    ]);
  });

  it('adds no step twice, whatever its estimate, case or spacing', () => {
    const merged = mergeSuggestedSteps(
      [{ text: 'Open  the file', done: true }],
      ['open the file (about 5 min)', 'Save it', 'save it (about 2 min)'],
    );
    expect(merged.map((step) => step.text)).toEqual(['Open  the file', 'Save it']);
  });

  it('never holds more steps than a card can', () => {
    const own = Array.from({ length: KANBAN_SUBTASKS_MAX }, (_, i) => ({
      text: `Mine ${i}`,
      done: false,
      own: true,
    }));
    expect(mergeSuggestedSteps(own, ['One more'])).toHaveLength(KANBAN_SUBTASKS_MAX);
    expect(mergeSuggestedSteps(own, ['One more']).at(-1)?.text).toBe(`Mine ${KANBAN_SUBTASKS_MAX - 1}`);
  });

  it('reads steps saved before own steps existed as suggested ones', () => {
    expect(readSubtasks(['A step', { text: 'B', done: true }])).toEqual([
      { text: 'A step', done: false },
      { text: 'B', done: true },
    ]);
  });
});
