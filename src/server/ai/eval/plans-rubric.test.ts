import { describe, expect, it } from 'vitest';
import type { TaskEstimate } from '../../../shared/estimate';
import type { Assistant } from '../assistant';
import { AssistantError } from '../assistant';
import { passRate } from './eval-kind';
import { EVAL_KINDS } from './index';
import {
  avoidedStems,
  awkwardQuote,
  estimatesEval,
  hasStem,
  judgeEstimate,
  judgePlans,
  makeEstimatesEval,
  makePlansEval,
  plansEval,
  stepProblems,
  stepText,
} from './plans';
import type { PlanArea, PlanItem } from './plans-set';
import { KIND_GIVEAWAYS, PLANS_SET } from './plans-set';

// The rubric only: hand-written answers, good and bad, through a tiny assistant. The built-in engine's pass rate
// is its author's test.

const signal = new AbortController().signal;

interface Answer {
  /** Steps by step size. */
  steps?: Partial<Record<number, string[]>>;
  estimate?: TaskEstimate | null;
}

/** An assistant that answers from a map keyed by title, and throws for anything it was not given. */
function fakeAssistant(answers: Map<string, Answer>): Assistant {
  const refuse = () => Promise.reject(new AssistantError('not asked in these tests'));
  const answerFor = (title: string) => {
    const answer = answers.get(title);
    if (!answer) throw new AssistantError(`no answer written for "${title}"`);
    return answer;
  };
  return {
    source: 'model',
    async todoSteps(title, stepSize) {
      const steps = answerFor(title).steps?.[stepSize];
      if (!steps) throw new AssistantError(`no size ${stepSize} steps for "${title}"`);
      return steps;
    },
    async estimate(title) {
      const { estimate } = answerFor(title);
      if (estimate === undefined) throw new AssistantError(`no estimate for "${title}"`);
      return estimate;
    },
    breakdown: refuse,
    mindMapTopics: refuse,
    routineSteps: refuse,
    studyCards: refuse,
    explainCard: refuse,
  };
}

const itemTitled = (title: string): PlanItem => {
  const item = PLANS_SET.find((candidate) => candidate.title === title);
  if (!item) throw new Error(`no item titled "${title}"`);
  return item;
};

/** The failures of each title's plans, by title. */
async function planFailures(answers: Map<string, Answer>): Promise<Map<string, string[]>> {
  const outcomes = await makePlansEval([...answers.keys()].map(itemTitled)).run(
    fakeAssistant(answers),
    signal,
  );
  return new Map(outcomes.map((outcome) => [outcome.input, outcome.failures]));
}

async function estimateFailures(title: string, estimate: TaskEstimate | null): Promise<string[]> {
  const answers = new Map([[title, { estimate }]]);
  const [outcome] = await makeEstimatesEval([itemTitled(title)]).run(fakeAssistant(answers), signal);
  return outcome?.failures ?? ['no outcome'];
}

const range = (low: number, high: number, note: string | null = null): TaskEstimate => ({
  low,
  high,
  basis: 'kind',
  note,
});

const TAP = 'Fix the leaking kitchen tap';
const PASSPORT = 'Renew my passport';
const TAX = 'Do my tax return';

/** Today's cleaning plan, given for the tap. */
const CLEANING_STEPS = {
  3: [
    'Pick up five things that are out of place and put them where they live (about 5 min)',
    'Set a 10-minute timer and clear one area only (about 10 min)',
    'Done check: one clear surface you can see. Stop there or carry on (about 2 min)',
  ],
  1: [
    'Decide where to start: one corner or one surface (about 2 min)',
    'Clear the rubbish and stray things, then clean the main surfaces (about 30 min)',
    'Put the last things away and take a moment to see what you did (about 10 min)',
  ],
};

/** Today's bill plan, given for the passport and the tax return. */
const BILL_STEPS = {
  3: [
    'Find the bill, letter or login and note the amount or deadline (about 5 min)',
    'Set a 10-minute timer and pay, send or fill it in (about 10 min)',
    'Done check: the confirmation is saved where you can find it (about 2 min)',
  ],
  1: [
    'Gather every letter, bill and login (about 10 min)',
    'Do the payment or the form in one timed block (about 25 min)',
    'Save the confirmation and put the next due date in your calendar (about 5 min)',
  ],
};

/** Plans a capable person would write. */
const GOOD_STEPS: Record<string, Answer['steps']> = {
  [TAP]: {
    3: [
      "Look up the tap's model and watch one short repair video (about 10 min)",
      'Get a spanner, a cloth and a spare washer ready (about 10 min)',
      'Close the valve under the sink and open the tap to drain it (about 5 min)',
    ],
    1: [
      'Turn off the water under the sink and find where the drip comes from (about 15 min)',
      'Take the tap apart and replace the worn washer or cartridge (about 10–20 min)',
      'Turn the water back on and check the tap no longer drips (about 10 min)',
    ],
  },
  [PASSPORT]: {
    3: [
      'Find your current passport and put it on the desk (about 3 min)',
      'Open the official renewal page and read what you need (about 10 min)',
      'Fill in the first section of the form (about 15 min)',
    ],
    1: [
      'Check the expiry date and open the renewal page on GOV.UK (about 5 min)',
      'Take a digital photo against a plain wall, or get one at a photo booth (about 20 min)',
      'Fill in the online form, pay the fee and note the reference number (about 30 min)',
    ],
  },
  [TAX]: {
    3: [
      'Put every tax paper you have in one pile on the desk (about 10 min)',
      "Log in to your tax account and open this year's return (about 10 min)",
      'Enter your income from the P60 in the first section (about 20 min)',
    ],
    1: [
      'Gather your P60, payslips, receipts and login details (about 30 min)',
      'Fill in the return one section at a time, with a break between (about 90 min)',
      'Check the totals, submit it and save the confirmation (about 20 min)',
    ],
  },
};

describe('the plans set', () => {
  const AREAS: PlanArea[] = ['home', 'admin', 'work', 'study', 'health', 'social', 'repair'];

  it('holds at least 160 real titles, at least 18 in every area and about ten vague ones', () => {
    expect(PLANS_SET.length).toBeGreaterThanOrEqual(160);
    for (const area of AREAS)
      expect(PLANS_SET.filter((item) => item.area === area).length).toBeGreaterThanOrEqual(18);
    const vague = PLANS_SET.filter((item) => item.area === 'vague');
    expect(vague.length).toBeGreaterThanOrEqual(8);
    expect(vague.length).toBeLessThanOrEqual(12);
    expect(new Set(PLANS_SET.map((item) => item.id)).size).toBe(PLANS_SET.length);
    expect(new Set(PLANS_SET.map((item) => item.title.toLowerCase())).size).toBe(PLANS_SET.length);
  });

  it.each(PLANS_SET.map((item) => [item.id, item] as const))('%s is a fair item', (_id, item) => {
    if (item.area === 'vague') {
      expect(item.mention).toEqual([]);
      expect(item.minutes).toBeNull();
    } else {
      expect(item.mention.length).toBeGreaterThanOrEqual(1);
      expect(item.mention.length).toBeLessThanOrEqual(3);
    }
    for (const stem of [...item.mention.flat(), ...item.avoid]) {
      expect(stem).toBe(stem.toLowerCase().trim());
      expect(stem).not.toBe('');
    }
    // No needed stem holds a wrong one ('billing' and 'bill'), and the title's own words are never the wrong kind.
    const mentioned = item.mention.flat();
    for (const stem of item.avoid) {
      expect(mentioned.filter((wanted) => hasStem(wanted, stem))).toEqual([]);
      expect(hasStem(item.title, stem)).toBe(false);
    }
    if (item.minutes) {
      const [low, high] = item.minutes;
      expect(low).toBeGreaterThan(0);
      expect(high).toBeGreaterThan(low);
    }
  });

  it('keeps the failures it was written for', () => {
    expect(itemTitled(TAP).avoid).toEqual(
      expect.arrayContaining(['put them where they live', 'clear one area']),
    );
    expect(itemTitled(PASSPORT).avoid).toEqual(expect.arrayContaining(['bill', 'amount']));
    expect(itemTitled(TAX).avoid).toContain('bill');
    expect(itemTitled(TAX).minutes).toEqual([120, 480]);
  });

  it('is listed for the report, plans before estimates, one run per item', () => {
    expect(EVAL_KINDS.slice(0, 2)).toEqual([plansEval, estimatesEval]);
    expect(plansEval.kind).toBe('plans');
    expect(estimatesEval.kind).toBe('estimates');
    expect(plansEval.size).toBe(PLANS_SET.length);
    expect(estimatesEval.size).toBe(PLANS_SET.length);
  });
});

describe('the plans rubric', () => {
  it('fails the cleaning steps for a leaking tap', async () => {
    const failures = (await planFailures(new Map([[TAP, { steps: CLEANING_STEPS }]]))).get(TAP) ?? [];
    expect(failures).toEqual(
      expect.arrayContaining([
        expect.stringContaining('"put them where they live"'),
        expect.stringContaining('"clear one area"'),
        expect.stringContaining('no step mentions any of: spare, replacement'),
      ]),
    );
  });

  it('fails the bill steps for a passport and a tax return', async () => {
    const failures = await planFailures(
      new Map([
        [PASSPORT, { steps: BILL_STEPS }],
        [TAX, { steps: BILL_STEPS }],
      ]),
    );
    expect(failures.get(PASSPORT)).toEqual(
      expect.arrayContaining([expect.stringContaining('("bill")'), expect.stringContaining('("amount")')]),
    );
    expect(failures.get(TAX)).toEqual(expect.arrayContaining([expect.stringContaining('("bill")')]));
  });

  it('passes a good plan a person wrote for each of them', async () => {
    const answers = new Map(Object.entries(GOOD_STEPS).map(([title, steps]) => [title, { steps }]));
    const failures = await planFailures(answers);
    expect(failures).toEqual(
      new Map([
        [TAP, []],
        [PASSPORT, []],
        [TAX, []],
      ]),
    );
  });

  it('passes good plans a person wrote in every area', async () => {
    const plans: Record<string, Answer['steps']> = {
      'clean the oven': {
        3: [
          'Take the racks out and put them in the sink to soak',
          'Spread bicarb paste over the inside and leave it',
          'Wipe the glass door with a damp cloth',
        ],
        1: [
          'Take out the racks and soak them in hot soapy water',
          'Coat the inside with oven cleaner and leave it as the label says',
          'Scrub, wipe it all down and put the racks back',
        ],
      },
      'book flights to Lisbon': {
        3: [
          'Check your calendar and pick the dates that work',
          'Compare prices for those dates on two airline websites',
          'Book the cheapest sensible flight and save the confirmation email',
        ],
        1: [
          'Decide your dates and a budget',
          'Search the flights and compare the times and prices',
          'Book, pay and save the tickets where you can find them',
        ],
      },
      'Write the quarterly report': {
        3: [
          "Open last quarter's report and copy its headings",
          'Put this quarter’s key numbers under each heading',
          'Write two plain sentences for the first section',
        ],
        1: [
          'Gather the figures and notes for each section',
          'Write the whole draft in one sitting with a break',
          'Read it through, fix the numbers and send it to your manager',
        ],
      },
      'revise chem ch 4': {
        3: [
          'Open your notes for chapter 4 and list its key ideas',
          'Make five flashcards for the ideas you find hardest',
          'Test yourself on the cards until you get each one right',
        ],
        1: [
          'Read the chapter summary and mark what you do not know',
          'Work through the hardest topic with the textbook questions',
          'Do a past paper question on chapter 4 and mark it',
        ],
      },
      'call GP re test results': {
        3: [
          'Find the surgery number in your phone',
          'Write down the questions you want to ask about the results',
          'Call when the lines open and note what they say',
        ],
        1: [
          'Check the surgery opening hours and have a pen ready',
          'List your questions on one page',
          'Ring the GP, ask about the results and write down the answers',
        ],
      },
      'text mum back': {
        3: ['Open her message and read it once', 'Type a short reply to her question', 'Send it'],
        1: ['Open the chat with Mum', 'Write two lines back', 'Read it once and send'],
      },
      'assemble the IKEA wardrobe': {
        3: [
          'Open the boxes and lay out the panels',
          'Count the screws and dowels against the instructions',
          'Do steps 1 to 3 of the booklet',
        ],
        1: [
          'Clear floor space and check every part against the manual',
          'Build the frame with a friend, following each step',
          'Hang the doors and fix the wardrobe to the wall with the strap',
        ],
      },
    };
    const failures = await planFailures(
      new Map(Object.entries(plans).map(([title, steps]) => [title, { steps }])),
    );
    expect(failures).toEqual(new Map(Object.keys(plans).map((title) => [title, []])));
  });

  it('fails a plan in general words for every title that has a kind', () => {
    // Steps that would fit any task say nothing about this one: every item asks for words of its own.
    const anyTask = [
      [
        'Write one line: what does finished look like?',
        'Set a 10-minute timer and work only on the first part',
        'Done check: compare with your line, then tick it off or plan the next block',
      ],
      [
        'Gather everything in one place',
        'Do the main part in one go, with music on',
        'Check it against your note, put things back and tick it off',
      ],
    ];
    const passed = PLANS_SET.filter(
      (item) => item.area !== 'vague' && judgePlans(item, anyTask).length === 0,
    );
    expect(passed.map((item) => item.id)).toEqual([]);
    const vague = PLANS_SET.filter((item) => item.area === 'vague');
    expect(vague.filter((item) => judgePlans(item, anyTask).length > 0).map((item) => item.id)).toEqual([]);
  });

  it('fails a step that quotes a broken piece of the title', async () => {
    const steps = {
      ...GOOD_STEPS[TAX],
      3: [
        'Gather every letter and login for do my tax return for (about 10 min)',
        ...(GOOD_STEPS[TAX]?.[3] ?? []).slice(1),
      ],
    };
    const failures = (await planFailures(new Map([[TAX, { steps }]]))).get(TAX) ?? [];
    expect(failures).toEqual([expect.stringContaining('quotes a broken piece of the title: "for do my"')]);

    expect(awkwardQuote('Find the papers for my tax return for', 'do my tax return for friday')).toBe(
      'my tax return for',
    );
    expect(awkwardQuote('Put my tax for and the receipts in one pile', 'sort my tax for April')).toBe(
      'my tax for',
    );
    expect(awkwardQuote('Set a reminder for take meds', 'take meds')).toBe('for take meds');
    expect(
      awkwardQuote('Find the bill, letter or login for life out and note the amount', 'sort life out'),
    ).toBe('for life out');
    expect(
      awkwardQuote(
        'Write a note for the shop to sort the delivery of the new sofa',
        'Ask the shop to sort the delivery of the new sofa',
      ),
    ).toBe('the shop to sort the delivery of the new sofa');
  });

  it('does not take natural sentences for broken quotes', () => {
    expect(awkwardQuote('Walk the dog to the car', 'Take the dog to the vet')).toBeNull();
    expect(awkwardQuote('Put the bins out by the door', 'Take the bins out')).toBeNull();
    expect(awkwardQuote('Take the washing out of the machine', 'hang the washing out')).toBeNull();
    expect(
      awkwardQuote("Open Sam's email about the party", "Reply to Sam's email about the rota"),
    ).toBeNull();
    expect(awkwardQuote('Gather the papers for my tax return', TAX)).toBeNull();
    expect(awkwardQuote('Go for a walk instead if it rains', 'go for a run')).toBeNull();
    expect(awkwardQuote('Find time to take meds with breakfast', 'take meds')).toBeNull();
    expect(awkwardQuote('Gather the papers for the tax return', 'tax return!!')).toBeNull();
  });

  it('fails steps that are not plain sentences', () => {
    const title = 'clean the oven';
    expect(stepProblems('', title)).toEqual(['an empty step']);
    expect(stepProblems('spray the oven and leave it', title)).toEqual(['starts lower-case']);
    expect(stepProblems('Spray the {thing} and leave it', title)).toEqual(['leftover template marks']);
    expect(stepProblems('Spray the [ oven] and leave it', title)).toEqual(['leftover template marks']);
    expect(stepProblems('Spray the the oven and leave it', title)).toEqual(['doubled word "the the"']);
    expect(stepProblems('Put on your your gloves', title)).toEqual(['doubled word "your your"']);
    expect(stepProblems(`Spray the oven ${'and wipe it '.repeat(12)}`.trim(), title)).toEqual([
      'longer than 140 characters',
    ]);
    expect(stepProblems('Spray the oven door and racks with cleaner', title)).toEqual([]);
  });

  it('fails too few steps, a repeated step, and an assistant that gives nothing', async () => {
    const steps = {
      3: [
        'Turn off the water and look for the leak (about 5 min)',
        'Turn off the water and look for the leak',
      ],
      1: GOOD_STEPS[TAP]?.[1] ?? [],
    };
    const failures = (await planFailures(new Map([[TAP, { steps }]]))).get(TAP) ?? [];
    expect(failures).toEqual([
      'size 3: 2 steps, fewer than 3',
      'size 3: the same step twice: "Turn off the water and look for the leak"',
    ]);

    const silent = (await planFailures(new Map([[TAP, { steps: { 3: GOOD_STEPS[TAP]?.[3] ?? [] } }]]))).get(
      TAP,
    );
    expect(silent).toEqual(expect.arrayContaining([expect.stringMatching(/^size 1: no answer/)]));
  });

  it('matches each mention group against both plans together', async () => {
    // The size 3 plan alone names no test; the size 1 plan does, so the item passes.
    const steps = GOOD_STEPS[TAP] ?? {};
    expect((steps[3] ?? []).some((step) => /test|check|turn the water/i.test(step))).toBe(false);
    expect((await planFailures(new Map([[TAP, { steps }]]))).get(TAP)).toEqual([]);
  });

  it('wants general steps for a vague title, in its own words or none', async () => {
    const title = 'stuff for Tuesday';
    const general = {
      3: [
        'Write down everything that Tuesday holds (about 5 min)',
        'Circle the one thing that must happen first (about 2 min)',
        'Do the first small part of it now (about 10 min)',
      ],
      1: [
        'List all the stuff for Tuesday on one page (about 10 min)',
        'Pick what matters most and put a time next to it (about 5 min)',
        'Get the first item ready tonight (about 15 min)',
      ],
    };
    const withBill = {
      ...general,
      1: ['Find the bill and note the amount (about 5 min)', ...general[1].slice(1)],
    };
    const withRecipe = {
      ...general,
      3: ['Choose a recipe for Tuesday (about 5 min)', ...general[3].slice(1)],
    };
    expect((await planFailures(new Map([[title, { steps: general }]]))).get(title)).toEqual([]);
    expect((await planFailures(new Map([[title, { steps: withBill }]]))).get(title)).toEqual(
      expect.arrayContaining([expect.stringContaining('("bill")'), expect.stringContaining('("amount")')]),
    );
    expect((await planFailures(new Map([[title, { steps: withRecipe }]]))).get(title)).toEqual([
      expect.stringContaining('("recipe")'),
    ]);
    expect(Object.values(KIND_GIVEAWAYS).flat()).toContain('recipe');
    // The title's own words are the person's, so a vague "recipe stuff" may hear "recipe" back.
    const ownWords: PlanItem = {
      id: 'x',
      title: 'recipe stuff',
      area: 'vague',
      mention: [],
      avoid: [],
      minutes: null,
    };
    expect(avoidedStems(ownWords)).not.toContain('recipe');
    expect(avoidedStems(ownWords)).toContain('bill');
    expect(avoidedStems(itemTitled(TAP))).toEqual(itemTitled(TAP).avoid);
  });

  it('reads a step without its estimate, a single number or a range', () => {
    expect(stepText('Open the file (about 5 min)')).toBe('Open the file');
    expect(stepText('Open the file (about 10–20 min)')).toBe('Open the file');
    expect(stepText('Open the file (about 10-20 min)')).toBe('Open the file');
    expect(stepText('Read pages 10–20 of the chapter')).toBe('Read pages 10–20 of the chapter');
  });

  it('matches a stem at the start of a word only', () => {
    expect(hasStem('Rinse the Recycling', 'recycl')).toBe(true);
    expect(hasStem('Turn the water back on', 'turn the water')).toBe(true);
    expect(hasStem('Get a spare O-ring', 'o ring')).toBe(true);
    expect(hasStem('Find the billing page', 'bill')).toBe(true);
    expect(hasStem('Check the tax rebill', 'bill')).toBe(false);
    expect(hasStem('Pay the fee', 'amount')).toBe(false);
  });
});

describe('the estimates rubric', () => {
  it('fails 14 minutes for a tax return, and passes an honest range', async () => {
    expect(await estimateFailures(TAX, range(10, 14))).toEqual([
      'too short: at most 14 min, when it takes at least 120',
    ]);
    expect(await estimateFailures(TAX, range(14, 14))).toEqual([
      'a single number, not a range: 14–14 min (kind)',
      'too short: at most 14 min, when it takes at least 120',
    ]);
    expect(await estimateFailures(TAX, range(120, 300, 'often in two sittings'))).toEqual([]);
  });

  it('fails a point estimate even when the number is fair', async () => {
    expect(await estimateFailures(TAP, range(60, 60))).toEqual([
      'a single number, not a range: 60–60 min (kind)',
    ]);
    expect(await estimateFailures(TAP, range(90, 45))).toEqual([
      'a single number, not a range: 90–45 min (kind)',
    ]);
  });

  it('fails a range far too long, none where one is possible, and a broken one', async () => {
    expect(await estimateFailures('text mum back', range(30, 60))).toEqual([
      'far too long: at least 30 min, when it takes at most 15',
    ]);
    expect(await estimateFailures(PASSPORT, null)).toEqual(['no estimate where one is possible']);
    expect(await estimateFailures(PASSPORT, range(0, 60))).toEqual(['not a usable range: 0–60 min (kind)']);
    expect(await estimateFailures(PASSPORT, range(Number.NaN, 60))).toEqual([
      'not a usable range: NaN–60 min (kind)',
    ]);
  });

  it('passes ranges that overlap the honest one, for the tap and the passport', async () => {
    expect(await estimateFailures(TAP, range(45, 120))).toEqual([]);
    expect(await estimateFailures(TAP, range(15, 40))).toEqual([]);
    expect(await estimateFailures(PASSPORT, range(20, 60, 'plus a photo'))).toEqual([]);
  });

  it('wants no number for a vague title or an open-ended one', async () => {
    expect(await estimateFailures('sort life out', null)).toEqual([]);
    expect(await estimateFailures('learn Spanish', null)).toEqual([]);
    expect(await estimateFailures('the thing with Dave', range(15, 60))).toEqual([
      'a number where none is honest: 15–60 min (kind)',
    ]);
    expect(judgeEstimate(itemTitled('learn Spanish'), range(600, 6000))).toHaveLength(1);
  });

  it('judges every item once, counts an error as a failure and stops on abort', async () => {
    const items = PLANS_SET.slice(0, 3);
    const answers = new Map<string, Answer>(items.map((item) => [item.title, { estimate: null }]));
    answers.delete(items[2]?.title ?? '');
    const outcomes = await makeEstimatesEval(items).run(fakeAssistant(answers), signal);
    expect(outcomes.map((outcome) => outcome.id)).toEqual(items.map((item) => item.id));
    expect(outcomes[2]?.failures).toEqual([expect.stringMatching(/^no answer/)]);
    expect(passRate(outcomes)).toBe(0);

    const controller = new AbortController();
    controller.abort();
    const aborting: Assistant = {
      ...fakeAssistant(answers),
      estimate: () => Promise.reject(new DOMException('aborted', 'AbortError')),
    };
    await expect(makeEstimatesEval(items).run(aborting, controller.signal)).rejects.toThrow('aborted');
  });
});
