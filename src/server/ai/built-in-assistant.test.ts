import { describe, expect, it } from 'vitest';
import { splitEstimate } from '../../shared/ai-parse';
import { builtInAssistant, choosePlan, planSteps, thingOf } from './built-in-assistant';

const signal = new AbortController().signal;

/** Real task titles, as people type them, and the kind of plan each should get. */
const TITLES: [title: string, kind: string][] = [
  ['Write the quarterly report', 'writing'],
  ['finish essay intro', 'writing'],
  ['Draft my CV', 'writing'],
  ['prepare slides for monday', 'writing'],
  ["Reply to Sam's email", 'message'],
  ['answer emails', 'message'],
  ['text mum back', 'message'],
  ['Ring the dentist', 'call'],
  ['find the contact details for a dentist', 'call'],
  ['Book a GP appointment', 'call'],
  ['call the bank about the card', 'call'],
  ['Take out the recycling', 'chores'],
  ['do the dishes', 'chores'],
  ['laundry', 'chores'],
  ['Water the plants', 'chores'],
  ['change the bed sheets', 'chores'],
  ['tidy my bedroom', 'cleaning'],
  ['Clean the bathroom', 'cleaning'],
  ['declutter desk', 'cleaning'],
  ['Revise for the biology exam', 'study'],
  ['read chapter 3', 'study'],
  ['homework', 'study'],
  ['Pay council tax', 'money'],
  ['renew passport', 'money'],
  ['sort out car insurance', 'money'],
  ['fill in the housing benefit form', 'money'],
  ['Buy groceries', 'shopping'],
  ['order a birthday present for Mum', 'shopping'],
  ['Make dinner', 'cooking'],
  ['bake a cake for the weekend', 'cooking'],
  ['Go to the gym', 'movement'],
  ['go for a run', 'movement'],
  ['yoga', 'movement'],
  ['Think about holidays', 'general'],
  ['fix the bike', 'general'],
  ['Plan the weekend', 'general'],
  ['pack for the trip', 'general'],
];

const ALL_SIZES = [1, 2, 3, 4, 5] as const;

describe('the built-in planner', () => {
  it.each(TITLES)('recognises the kind of "%s" as %s', (title, kind) => {
    expect(choosePlan(title).kind).toBe(kind);
  });

  it.each(TITLES)('writes steps for "%s" that read as plain sentences at every size', (title) => {
    for (const size of ALL_SIZES) {
      for (const step of planSteps(title, size)) {
        const { text } = splitEstimate(step);
        // No quoted piece of the title, no unfilled template, no doubled or stray spaces.
        expect(text).not.toMatch(/["“”{}[\]]/);
        expect(text).not.toMatch(/\s{2}|\s[,.:?]|^\s|\s$/);
        expect(text).not.toMatch(/\b(for|of|with) (for|of|with|to|out)\b/i);
        expect(text.charAt(0)).toBe(text.charAt(0).toUpperCase());
      }
    }
  });

  it('names the object of the task where it was found, in the person’s own words', () => {
    expect(thingOf('Ring the dentist', choosePlan('Ring the dentist'))).toBe('the dentist');
    expect(thingOf('Take out the recycling', choosePlan('Take out the recycling'))).toBe('the recycling');
    expect(thingOf('Revise for the biology exam', choosePlan('exam'))).toBe('the biology exam');
    expect(thingOf('tidy my bedroom', choosePlan('tidy my bedroom'))).toBe('your bedroom');
    expect(thingOf('Call the dentist tomorrow', choosePlan('dentist'))).toBe('the dentist');
    expect(planSteps('Ring the dentist', 3)[0]).toBe(
      'Find the number or booking page for the dentist (about 5 min)',
    );
    expect(planSteps('Take out the recycling', 3)[0]).toBe(
      'Gather everything for the recycling in one place (about 5 min)',
    );
  });

  it('leaves the object out when the title gives none that reads well', () => {
    // "find" is not a verb whose object a call's steps can take: the general words read better.
    expect(thingOf('find the contact details for a dentist', choosePlan('dentist'))).toBeNull();
    expect(planSteps('find the contact details for a dentist', 3)[0]).toBe(
      'Find the number or booking page (about 5 min)',
    );
    expect(thingOf('Report', choosePlan('Report'))).toBeNull();
    expect(thingOf(`Write ${'very '.repeat(30)}long`, choosePlan('write'))).toBeNull();
  });

  it('gives as many steps as the size asks for, the last a done check from size 3', () => {
    for (const [size, count] of [
      [1, 3],
      [2, 3],
      [3, 3],
      [4, 4],
      [5, 5],
    ] as const) {
      const steps = planSteps('Clean the bathroom', size);
      expect(steps).toHaveLength(count);
      if (size >= 3) expect(steps.at(-1)).toMatch(/^Done check/);
    }
  });

  it('times each step by the kind of task, not by the dial', async () => {
    const minutes = (title: string, size: number) =>
      planSteps(title, size).map((step) => splitEstimate(step).minutes);
    // A call or a reply is quick even with big steps; a report is not.
    for (const size of ALL_SIZES) {
      for (const value of minutes('find the contact details for a dentist', size))
        expect(value).toBeLessThanOrEqual(15);
      for (const value of minutes("Reply to Sam's email", size)) expect(value).toBeLessThanOrEqual(10);
    }
    expect(Math.max(...minutes('Write the quarterly report', 1).map(Number))).toBeGreaterThanOrEqual(30);
    // Tiny steps are short whatever the task.
    for (const [title] of TITLES) {
      for (const value of minutes(title, 5)) expect(value).toBeLessThanOrEqual(10);
    }
    // The engine's own estimates reach the person: every step carries one.
    const steps = await builtInAssistant.todoSteps('Buy groceries', 3, signal);
    for (const step of steps) {
      expect(step.trim()).not.toBe('');
      expect(splitEstimate(step).minutes).toBeGreaterThan(0);
    }
  });

  it('describes a board card in at most 150 characters, naming its object when found', async () => {
    const answer = await builtInAssistant.breakdown({ title: 'Pay council tax', description: '' }, 3, signal);
    expect(answer.description).toBe(
      'Find the papers for council tax, do it in one sitting, and keep the confirmation where you will find it.',
    );
    for (const [title] of TITLES) {
      const { description } = await builtInAssistant.breakdown({ title, description: '' }, 3, signal);
      expect(description.length).toBeLessThanOrEqual(150);
      expect(description).not.toMatch(/["{}[\]]|\s{2}/);
    }
  });
});
