import { describe, expect, it } from 'vitest';
import { ideaStep } from '../../shared/routine-builder';
import { chooseRoutinePlan, routineSteps } from './built-in-routines';

const kind = (sentence: string) => chooseRoutinePlan(sentence).kind;

describe('the built-in routine steps', () => {
  it('finds the kind of routine by its words', () => {
    expect(kind('get ready for work by 8:30')).toBe('work');
    expect(kind('Morning before the office')).toBe('work');
    expect(kind('A slow Sunday morning')).toBe('morning');
    expect(kind('Wind down for bed')).toBe('wind down');
    expect(kind('winding down at night')).toBe('wind down');
    expect(kind('Evening after dinner')).toBe('evening');
    expect(kind('Study for my exams')).toBe('study');
    expect(kind('Leaving the house for an appointment')).toBe('leave');
    expect(kind('Gym on Tuesdays')).toBe('exercise');
    expect(kind('Tidy the flat on Saturday')).toBe('tidy');
    expect(kind('School run')).toBe('school');
    // Whole words only: "networking" is not work, "bedroom" is not bed.
    expect(kind('Paint the bedroom')).toBe('general');
    expect(kind('Plan the networking event')).toBe('general');
  });

  it('gives plausible steps in order, each with minutes the editor can hold', () => {
    const steps = routineSteps('get ready for work by 8:30').map(ideaStep);
    expect(steps[0]).toEqual({ title: 'Wake up and stretch', minutes: 5 });
    expect(steps.at(-1)).toEqual({ title: 'Shoes and coat on', minutes: 3 });
    expect(steps.map((s) => s?.title)).toContain('Breakfast');
    for (const sentence of ['morning', 'evening', 'study', 'leave', 'wind down', 'something else']) {
      const each = routineSteps(sentence).map(ideaStep);
      expect(each.length).toBeGreaterThanOrEqual(4);
      for (const step of each) {
        expect(step?.title.length).toBeGreaterThan(0);
        expect(step?.minutes).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('is the same for the same sentence', () => {
    expect(routineSteps('Evening routine')).toEqual(routineSteps('Evening routine'));
  });
});
