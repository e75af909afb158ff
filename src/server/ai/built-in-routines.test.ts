import { beforeAll, describe, expect, it } from 'vitest';
import { ideaStep } from '../../shared/routine-planner/builder';
import { chooseRoutinePlan, routineSteps, routineStepsWith } from './built-in-routines';
import { loadReader } from './reader';
import type { Nlp } from './topic-reading';

let nlp: Nlp;
beforeAll(async () => {
  nlp = await loadReader();
});

const kind = (sentence: string) => chooseRoutinePlan(nlp, sentence).kind;
const titles = (sentence: string) => routineStepsWith(nlp, sentence).map((step) => ideaStep(step)?.title);

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

  it('reads when the sentence says, not only what: after work is an evening, before bed a wind-down', () => {
    expect(kind('evening routine before bed with reading')).toBe('wind down');
    expect(kind('Homework after school')).toBe('study');
    expect(kind('After work wind down')).toBe('wind down');
    expect(kind('Evening after work')).toBe('evening');
    expect(kind('Work out in the morning')).toBe('exercise');
    expect(kind('Bedtime for the kids')).toBe('kids bedtime');
    expect(kind('Work from home morning')).toBe('work from home');
    // What the sentence adds does not change the kind: a morning with yoga is still a morning.
    expect(kind('Morning routine with yoga and coffee')).toBe('morning');
  });

  it('adds what the sentence asks for, leaves out what it does not want, and fits the length it gives', () => {
    expect(titles('Morning routine with yoga and coffee')).toEqual(
      expect.arrayContaining(['Yoga', 'Make coffee']),
    );
    expect(titles('evening routine before bed with reading')).toContain('Read or listen to something quiet');
    expect(titles('morning routine without breakfast')).not.toContain('Breakfast');
    const minutes = routineStepsWith(nlp, 'a 20 minute morning routine').map(
      (step) => ideaStep(step)?.minutes ?? 0,
    );
    expect(minutes.reduce((sum, each) => sum + each, 0)).toBeGreaterThanOrEqual(15);
    expect(minutes.reduce((sum, each) => sum + each, 0)).toBeLessThanOrEqual(25);
    for (const each of minutes) expect(each).toBeGreaterThanOrEqual(1);
  });

  it('gives plausible steps in order, each with minutes the editor can hold', async () => {
    const steps = (await routineSteps('get ready for work by 8:30')).map(ideaStep);
    expect(steps[0]).toEqual({ title: 'Wake up and stretch', minutes: 5 });
    expect(steps.at(-1)).toEqual({ title: 'Shoes and coat on', minutes: 3 });
    expect(steps.map((s) => s?.title)).toContain('Breakfast');
    for (const sentence of ['morning', 'evening', 'study', 'leave', 'wind down', 'something else']) {
      const each = (await routineSteps(sentence)).map(ideaStep);
      expect(each.length).toBeGreaterThanOrEqual(4);
      for (const step of each) {
        expect(step?.title.length).toBeGreaterThan(0);
        expect(step?.minutes).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('is the same for the same sentence', async () => {
    expect(await routineSteps('Evening routine')).toEqual(await routineSteps('Evening routine'));
  });
});
