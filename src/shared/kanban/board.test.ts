import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KanbanSubtask } from './board';
import {
  addStep,
  KANBAN_SUBTASKS_MAX,
  dismissedSteps,
  mergeSuggestedSteps,
  moveStep,
  readSubtasks,
  removeStep,
  renameStep,
  restoreStep,
  stepsAdded,
} from './board';

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
      { text: 'Write what to say (about 3 min)', done: false },
      { text: 'Ask Sam first', done: false, own: true },
    ]);
  });

  it('keeps the person’s own step in its place, and never brings back a suggestion they renamed or deleted', () => {
    const before = ['A', 'B', 'C', 'D', 'E'].map((text) => ({ text: `Step ${text}`, done: false }));
    const edited = [
      before[0]!,
      { text: 'My words for B', done: false, own: true },
      before[3]!,
      before[4]!,
      { text: 'Call the bank', done: false, own: true },
    ];
    const dismissed = dismissedSteps(before, edited);
    expect(dismissed).toEqual(['step b', 'step c']);
    const again = mergeSuggestedSteps(
      edited,
      ['Step A', 'Step B', 'Step C', 'Step D', 'Step E', 'Step F'],
      dismissed,
    );
    expect(again.map((s) => s.text)).toEqual([
      'Step A',
      'My words for B',
      'Step D',
      'Step E',
      'Call the bank',
      'Step F',
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

  it('counts what a suggestion added, not the steps the card held already', () => {
    const before = [step('Find the number (about 5 min)'), step('Ask Sam first', { own: true })];
    const after = [...before, step('Write what to say')];
    expect(stepsAdded(before, after)).toBe(1);
    expect(stepsAdded(after, after)).toBe(0);
  });

  it('reads steps saved before own steps existed as suggested ones', () => {
    expect(readSubtasks(['A step', { text: 'B', done: true }])).toEqual([
      { text: 'A step', done: false },
      { text: 'B', done: true },
    ]);
  });
});

const step = (text: string, extra: Partial<KanbanSubtask> = {}): KanbanSubtask => ({
  text,
  done: false,
  ...extra,
});
const texts = (steps: KanbanSubtask[]) => steps.map((s) => s.text);

describe('people editing their steps', () => {
  it('adds a step of their own at the end, trimmed', () => {
    expect(addStep([step('One')], '  Two  ')).toEqual([step('One'), step('Two', { own: true })]);
  });

  it('renames a step and makes it their own; the same words change nothing', () => {
    const steps = [step('Open it (about 5 min)'), step('Save it', { done: true })];
    expect(renameStep(steps, 0, ' Open the file ')).toEqual([
      step('Open the file', { own: true }),
      step('Save it', { done: true }),
    ]);
    expect(renameStep(steps, 1, ' Save it ')).toBe(steps);
    expect(renameStep(steps, 5, 'Nowhere')).toBe(steps);
  });

  it('moves a step one place, makes the moved step their own, and stops at either end', () => {
    const steps = [step('A'), step('B'), step('C')];
    expect(moveStep(steps, 2, -1)).toEqual([step('A'), step('C', { own: true }), step('B')]);
    expect(moveStep(steps, 0, 1)).toEqual([step('B'), step('A', { own: true }), step('C')]);
    expect(moveStep(steps, 0, -1)).toBe(steps);
    expect(moveStep(steps, 2, 1)).toBe(steps);
  });

  it('moving keeps every step, once, whatever the list and the move', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1 }), { maxLength: KANBAN_SUBTASKS_MAX }),
        fc.nat(KANBAN_SUBTASKS_MAX),
        fc.constantFrom(-1 as const, 1 as const),
        (words, index, by) => {
          const steps = words.map((text) => step(text));
          const moved = moveStep(steps, index, by);
          expect([...texts(moved)].sort()).toEqual([...words].sort());
          const target = index + by;
          if (index < steps.length && target >= 0 && target < steps.length) {
            expect(moved[target]?.text).toBe(words[index]);
            expect(moveStep(moved, target, by === 1 ? -1 : 1).map((s) => s.text)).toEqual(words);
          } else expect(moved).toBe(steps);
        },
      ),
    );
  });

  it('deletes a step, and Undo puts it back where it was, if the card has room', () => {
    const steps = [step('A'), step('B', { done: true }), step('C')];
    const [left, removed] = removeStep(steps, 1);
    expect(texts(left)).toEqual(['A', 'C']);
    expect(removed).toEqual(step('B', { done: true }));
    expect(restoreStep(left, 1, step('B', { done: true }))).toEqual(steps);
    // Steps went meanwhile: it comes back at the end.
    expect(texts(restoreStep([step('A')], 4, step('B')) ?? [])).toEqual(['A', 'B']);
    const full = Array.from({ length: KANBAN_SUBTASKS_MAX }, (_, i) => step(`S${i}`));
    expect(restoreStep(full, 0, step('B'))).toBeNull();
    expect(removeStep(steps, 9)).toEqual([steps, undefined]);
  });
});
