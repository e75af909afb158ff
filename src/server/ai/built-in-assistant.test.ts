import { describe, expect, it } from 'vitest';
import { splitEstimate } from '../../shared/ai-parse';
import { builtInAssistant, choosePlan, estimateTask, planSteps, thingOf } from './built-in-assistant';

const signal = new AbortController().signal;

/** Real task titles, as people type them, and the kind of plan each should get. */
const TITLES: [title: string, kind: string][] = [
  ['Write the quarterly report', 'report'],
  ['finish essay intro', 'essay'],
  ['Draft my CV', 'writing'],
  ['prepare slides for monday', 'presentation'],
  ["Reply to Sam's email", 'message'],
  ['answer emails', 'inbox-clear'],
  ['text mum back', 'message'],
  ['Ring the dentist', 'call'],
  ['find the contact details for a dentist', 'health'],
  ['Book a GP appointment', 'health'],
  ['call the bank about the card', 'call'],
  ['Take out the recycling', 'recycling'],
  ['do the dishes', 'dishes'],
  ['laundry', 'laundry'],
  ['Water the plants', 'plants-water'],
  ['change the bed sheets', 'bedding'],
  ['tidy my bedroom', 'tidying'],
  ['Clean the bathroom', 'bathroom'],
  ['declutter desk', 'tidying'],
  ['Revise for the biology exam', 'exam-revision'],
  ['read chapter 3', 'set-text'],
  ['homework', 'homework'],
  ['Pay council tax', 'pay-bill'],
  ['renew passport', 'passport-id'],
  ['sort out car insurance', 'insurance-quote'],
  ['fill in the housing benefit form', 'official-form'],
  ['Buy groceries', 'food-shop'],
  ['order a birthday present for Mum', 'gift'],
  ['Make dinner', 'cook-meal'],
  ['bake a cake for the weekend', 'baking'],
  ['Go to the gym', 'movement'],
  ['go for a run', 'movement'],
  ['yoga', 'movement'],
  ['Think about holidays', 'travel'],
  ['fix the bike', 'bike'],
  ['Plan the weekend', 'general'],
  ['pack for the trip', 'packing'],
  ['find a plumber', 'tradesperson'],
  ['get quotes for a new boiler', 'tradesperson'],
  ['order a new phone case', 'shopping'],
  ['wash the car', 'car-care'],
  ['update my CV', 'cv'],
  ['plan dinner', 'cooking'],
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
    expect(planSteps('Ring the dentist', 3)[0]).toBe('Find the number for the dentist (about 3 min)');
    // A short object with no word saying which one reads with "the"; a name, a person or a plural as written.
    expect(planSteps('mend gate latch', 1)[0]).toMatch(/^Look at the gate latch closely/);
    expect(planSteps('Ring the bank', 3)[0]).toBe('Find the number for the bank (about 3 min)');
    expect(planSteps('Take out the recycling', 3)[0]).toBe(
      'Gather all the recycling into one place by the door (about 3 min)',
    );
  });

  it('leaves the object out when the title gives none that reads well', () => {
    // "find" is not a verb whose object a call's steps can take: the general words read better.
    expect(thingOf('find the number for a plumber', choosePlan('ring'))).toBeNull();
    expect(planSteps('find the contact details for a dentist', 1)[1]).toBe(
      'Call or book online with your notes in front of you (about 20 min)',
    );
    // An object that holds a clause of its own, or ends on a particle, reads badly inside a step.
    expect(thingOf('email landlord about the boiler and the rent', choosePlan('email'))).toBeNull();
    expect(thingOf('text Alex happy birthday', choosePlan('text'))).toBeNull();
    expect(thingOf('learn to knit', choosePlan('learn'))).toBeNull();
    expect(planSteps('sort life out', 3)[0]).toBe(
      'Write one line: what does finished look like for life? (about 3 min)',
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
      for (const value of minutes('Ring the dentist', size)) expect(value).toBeLessThanOrEqual(15);
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
      'Find the bill for council tax, pay online or by transfer with its reference, and keep the confirmation.',
    );
    for (const [title] of TITLES) {
      const { description } = await builtInAssistant.breakdown({ title, description: '' }, 3, signal);
      expect(description.length).toBeLessThanOrEqual(150);
      expect(description).not.toMatch(/["{}[\]]|\s{2}/);
    }
  });

  it('plans the issue’s examples by what the task means', () => {
    const tap = planSteps('Fix the leaking kitchen tap', 1).join(' ');
    expect(tap).toMatch(/cause/);
    expect(tap).toMatch(/part or tool/);
    expect(tap).toMatch(/test it works/);
    expect(tap).not.toMatch(/where they live|clear one area/);
    for (const title of ['Renew my passport', 'Do my tax return']) {
      const steps = [1, 3, 5].flatMap((size) => planSteps(title, size)).join(' ');
      expect(steps).not.toMatch(/\bbill\b|amount/);
    }
    expect(planSteps('Renew my passport', 1)[0]).toBe(
      'Find your current passport and check the official gov website for what you need (about 10 min)',
    );
  });
});

describe('the built-in estimate', () => {
  it('gives a range from the kind and size of the task, never one point', () => {
    expect(estimateTask('Do my tax return')).toEqual({
      low: 90,
      high: 480,
      basis: 'kind',
      note: 'often over two or three sittings',
    });
    expect(estimateTask('text mum back')).toEqual({ low: 5, high: 20, basis: 'kind', note: null });
    const room = estimateTask('Clean the bathroom');
    const house = estimateTask('Clean the whole house');
    expect(room && house && house.high > room.high && house.low > room.low).toBe(true);
    for (const [title] of TITLES) {
      const estimate = estimateTask(title);
      if (estimate) expect(estimate.high).toBeGreaterThan(estimate.low);
    }
  });

  it('says there is no basis rather than invent a number for a task of no known kind', async () => {
    expect(estimateTask('sort life out')).toBeNull();
    expect(estimateTask('the thing with Dave')).toBeNull();
    expect(await builtInAssistant.estimate('Plan the weekend', signal)).toBeNull();
  });
});
