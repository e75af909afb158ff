import { describe, expect, it } from 'vitest';
import {
  sayTaskTook,
  TOOK_TIMES_KEPT,
  addTask,
  advanceSeries,
  chooseBlockCount,
  chooseDuration,
  chooseOwnLengths,
  chooseRhythm,
  currentStep,
  nextStep,
  planDone,
  planReady,
  planTimerKind,
  restartSeries,
  suggestionDuration,
  currentTask,
  defaultTaskMinutes,
  fitSentence,
  setTaskMinutes,
  chooseEnergy,
  chooseTimeframe,
  DURATIONS,
  EMPTY_PLAN,
  ENERGY_LEVELS,
  minutesLeftToDo,
  planTimerMs,
  removeTask,
  setTaskDone,
  timeBoxPlanSchema,
} from './plan';
import { countdownAnnouncement, formatClock, secondsShown, spokenDuration } from './timer';
import { suggestedTasks } from './suggestions';

const planned = chooseDuration(chooseTimeframe(chooseEnergy(EMPTY_PLAN, 'low'), 'short'), '20');

describe('time-box plan', () => {
  it('offers five different suggestions for each energy and duration, and different ones for high and low', () => {
    for (const duration of DURATIONS) {
      for (const energy of ENERGY_LEVELS) {
        const list = suggestedTasks(energy, duration);
        expect(list).toHaveLength(5);
        expect(new Set(list).size).toBe(5);
      }
      const high = new Set(suggestedTasks('high', duration));
      expect(suggestedTasks('low', duration).some((task) => high.has(task))).toBe(false);
    }
  });

  it('clears a duration that does not fit a newly chosen timeframe, and keeps one that does', () => {
    expect(chooseTimeframe(planned, 'several').duration).toBeUndefined();
    expect(chooseTimeframe(planned, 'long').duration).toBe('60');
    expect(chooseTimeframe(planned, 'short').duration).toBe('20');
    expect(chooseEnergy(planned, 'high')).toMatchObject({
      energyLevel: 'high',
      timeframe: 'short',
      duration: '20',
    });
  });

  it('times a block by the chosen duration, or 25 minutes without one', () => {
    expect(planTimerMs(planned)).toBe(20 * 60_000);
    expect(planTimerMs(EMPTY_PLAN)).toBe(25 * 60_000);
  });

  it('adds a task only with trimmed text and a chosen duration', () => {
    expect(addTask(EMPTY_PLAN, 'Read', 'a')).toEqual({
      ok: false,
      message: 'Please choose a duration first.',
    });
    expect(addTask(planned, '   ', 'a')).toEqual({ ok: false, message: 'Please write what the task is.' });
    const added = addTask(planned, '  Read a chapter ', 'a');
    expect(added.ok && added.plan.addedTasks).toEqual([
      { id: 'a', text: 'Read a chapter', duration: 20, done: false },
    ]);
  });

  it('ticks tasks done, removes them, and counts the minutes still to do', () => {
    let plan = planned;
    for (const [id, text] of [
      ['a', 'Walk'],
      ['b', 'Read'],
    ] as const) {
      const result = addTask(plan, text, id);
      if (result.ok) plan = result.plan;
    }
    expect(minutesLeftToDo(plan)).toBe(40);
    plan = setTaskDone(plan, 'a', true);
    expect(plan.addedTasks.map((task) => task.done)).toEqual([true, false]);
    expect(minutesLeftToDo(plan)).toBe(20);
    plan = removeTask(plan, 'b');
    expect(plan.addedTasks.map((task) => task.text)).toEqual(['Walk']);
    expect(timeBoxPlanSchema.parse(plan)).toEqual(plan);
  });

  it('fills in an empty task list, no timer and sound on for what is not saved yet', () => {
    expect(timeBoxPlanSchema.safeParse(undefined).data).toEqual(EMPTY_PLAN);
    expect(
      timeBoxPlanSchema.safeParse({ energyLevel: 'high', timeframe: 'long', duration: '60' }).data,
    ).toEqual({
      energyLevel: 'high',
      timeframe: 'long',
      duration: '60',
      addedTasks: [],
      timer: null,
      soundOn: true,
      tookTimes: [],
    });
  });
});

describe('time-box clock words', () => {
  it('shows whole seconds rounded up, as mm:ss', () => {
    expect(formatClock(secondsShown(600_000))).toBe('10:00');
    expect(formatClock(secondsShown(599_001))).toBe('10:00');
    expect(formatClock(secondsShown(599_000))).toBe('09:59');
    expect(formatClock(secondsShown(3_600_000))).toBe('60:00');
    expect(formatClock(secondsShown(-5))).toBe('00:00');
  });

  it('speaks the time left at sensible moments only', () => {
    const spoken = Array.from({ length: 1201 }, (_, s) => countdownAnnouncement(s)).filter(Boolean);
    expect(spoken).toEqual([
      '10 seconds left',
      '30 seconds left',
      '1 minute left',
      '2 minutes left',
      '3 minutes left',
      '4 minutes left',
      '5 minutes left',
      '10 minutes left',
      '15 minutes left',
      '20 minutes left',
    ]);
    expect(spokenDuration(570)).toBe('9 minutes 30 seconds');
    expect(spokenDuration(1)).toBe('1 second');
  });
});

describe('tasks with their own lengths', () => {
  const hour = chooseDuration(chooseTimeframe(chooseEnergy(EMPTY_PLAN, 'high'), 'long'), '60');
  const add = (plan: typeof hour, text: string, id: string, minutes?: number) => {
    const result = addTask(plan, text, id, minutes);
    if (!result.ok) throw new Error(result.message);
    return result.plan;
  };

  it('says plainly when three tasks in a one-hour block add up to three hours', () => {
    let plan = hour;
    for (const [i, text] of ['Reply to Sam', 'Draft the plan', 'Tidy the desk'].entries())
      plan = add(plan, text, `t${i}`);
    expect(minutesLeftToDo(plan)).toBe(180);
    expect(fitSentence(plan)).toBe(
      'That is 120 minutes more than your 60-minute block. You could make some tasks shorter, or keep some for the next block.',
    );
  });

  it('starts a new task at what is left of the block, and lets each length change', () => {
    let plan = add(hour, 'Reply to Sam', 'a', 10);
    expect(defaultTaskMinutes(plan)).toBe(45);
    plan = add(plan, 'Draft the plan', 'b');
    expect(plan.addedTasks.map((task) => task.duration)).toEqual([10, 45]);
    expect(fitSentence(plan)).toBe('That fits your 60-minute block, with 5 minutes to spare.');
    plan = setTaskMinutes(plan, 'b', 50);
    expect(plan.addedTasks[1]?.duration).toBe(45);
    plan = setTaskMinutes(plan, 'b', 30);
    expect(fitSentence(plan)).toBe('That fits your 60-minute block, with 20 minutes to spare.');
    expect(addTask(plan, 'Odd', 'c', 7)).toEqual({
      ok: false,
      message: 'Please choose one of the listed lengths.',
    });
  });

  it('keeps plans saved with the block-length tasks of before, and refuses unlisted lengths', () => {
    expect(
      timeBoxPlanSchema.safeParse({
        ...hour,
        addedTasks: [{ id: 'x', text: 'Old', duration: 60, done: false }],
      }).success,
    ).toBe(true);
    expect(
      timeBoxPlanSchema.safeParse({
        ...hour,
        addedTasks: [{ id: 'x', text: 'Odd', duration: 7, done: false }],
      }).success,
    ).toBe(false);
  });

  it('points a focus block at the first task not done', () => {
    let plan = add(add(hour, 'First', 'a', 10), 'Second', 'b', 10);
    expect(currentTask(plan)?.text).toBe('First');
    plan = setTaskDone(plan, 'a', true);
    expect(currentTask(plan)?.text).toBe('Second');
    expect(currentTask(setTaskDone(plan, 'b', true))).toBeUndefined();
  });
});

describe('a long timeframe', () => {
  it('is one hour as soon as it is chosen, with no question left to answer', () => {
    const long = chooseTimeframe(chooseEnergy(EMPTY_PLAN, 'high'), 'long');
    expect(long.duration).toBe('60');
    expect(planReady(long)).toBe(true);
    expect(planTimerMs(long)).toBe(60 * 60_000);
    // A plan saved while the hour was a question of its own, and never answered, gets its answer.
    expect(timeBoxPlanSchema.parse({ energyLevel: 'high', timeframe: 'long' }).duration).toBe('60');
    // Back to short, the hour does not fit and is chosen again.
    expect(chooseTimeframe(long, 'short').duration).toBeUndefined();
  });
});

describe('several blocks in a row', () => {
  const several = chooseTimeframe(chooseEnergy(EMPTY_PLAN, 'high'), 'several');
  const fourOfFifty = chooseBlockCount(chooseRhythm(several, '50-10'), 4);

  it('plans blocks with breaks between them from a usual rhythm, up to four hours', () => {
    expect(several.duration).toBeUndefined();
    expect(planReady(several)).toBe(false);
    const rhythm = chooseRhythm(several, '50-10');
    expect(rhythm.series).toEqual({ rhythm: '50-10', focusMinutes: 50, breakMinutes: 10, step: 0 });
    expect(planReady(rhythm)).toBe(false);
    expect(planReady(fourOfFifty)).toBe(true);
    expect(fourOfFifty.series?.count).toBe(4);
    expect(chooseBlockCount(rhythm, 5)).toBe(rhythm);
    expect(planTimerMs(fourOfFifty)).toBe(50 * 60_000);
    expect(planTimerKind(fourOfFifty)).toBe('focus');
    expect(timeBoxPlanSchema.parse(fourOfFifty)).toEqual(fourOfFifty);
  });

  it('moves from a block to its break and on to the next block, and is done after the last', () => {
    let plan = fourOfFifty;
    expect(currentStep(plan)).toEqual({ kind: 'focus', minutes: 50, block: 1, index: 0 });
    expect(nextStep(plan)).toEqual({ kind: 'break', minutes: 10, block: 1, index: 1 });
    plan = advanceSeries(plan);
    expect(planTimerKind(plan)).toBe('break');
    expect(planTimerMs(plan)).toBe(10 * 60_000);
    expect(nextStep(plan)).toEqual({ kind: 'focus', minutes: 50, block: 2, index: 2 });
    for (let i = 0; i < 5; i += 1) plan = advanceSeries(plan);
    expect(currentStep(plan)).toEqual({ kind: 'focus', minutes: 50, block: 4, index: 6 });
    expect(nextStep(plan)).toBeUndefined();
    expect(planDone(plan)).toBe(false);
    plan = advanceSeries(plan);
    expect(planDone(plan)).toBe(true);
    expect(currentStep(plan)).toBeUndefined();
    expect(advanceSeries(plan)).toEqual(plan);
    // Done, the timer stands at the first block, to start again.
    expect(planTimerMs(plan)).toBe(50 * 60_000);
    expect(planTimerKind(plan)).toBe('focus');
    expect(timeBoxPlanSchema.parse(plan)).toEqual(plan);
    expect(currentStep(restartSeries(plan))?.index).toBe(0);
  });

  it('keeps the count and the step while they still fit new lengths, and asks again when not', () => {
    const atBreak = advanceSeries(advanceSeries(advanceSeries(fourOfFifty)));
    const own = chooseOwnLengths(chooseRhythm(atBreak, 'own'), 45, 15);
    expect(own.series).toEqual({ rhythm: 'own', focusMinutes: 45, breakMinutes: 15, count: 4, step: 3 });
    expect(chooseRhythm(atBreak, 'own').series).toMatchObject({ focusMinutes: 50, breakMinutes: 10 });
    expect(chooseOwnLengths(own, 47, 15)).toBe(own);
    const ninety = chooseRhythm(atBreak, '90-15');
    expect(ninety.series).toEqual({ rhythm: '90-15', focusMinutes: 90, breakMinutes: 15, step: 0 });
    expect(planReady(ninety)).toBe(false);
    // Fewer blocks than were run: the plan is done.
    expect(planDone(chooseBlockCount(advanceSeries(advanceSeries(atBreak)), 2))).toBe(true);
    // One block again: the series goes.
    expect(chooseTimeframe(atBreak, 'short').series).toBeUndefined();
  });

  it('fits the tasks into all the blocks together, each new one at most a block long', () => {
    expect(defaultTaskMinutes(fourOfFifty)).toBe(45);
    const add = (plan: typeof fourOfFifty, text: string, id: string, minutes: number) => {
      const result = addTask(plan, text, id, minutes);
      if (!result.ok) throw new Error(result.message);
      return result.plan;
    };
    let plan = add(fourOfFifty, 'Write the report', 'a', 90);
    expect(fitSentence(plan)).toBe('That fits your 4 blocks of 50 minutes, with 110 minutes to spare.');
    plan = add(plan, 'Answer e-mails', 'b', 90);
    expect(defaultTaskMinutes(plan)).toBe(20);
    plan = add(plan, 'Tidy up', 'c', 20);
    expect(fitSentence(plan)).toBe('That fills your 4 blocks of 50 minutes.');
    plan = add(plan, 'Plan tomorrow', 'd', 15);
    expect(fitSentence(plan)).toBe(
      'That is 15 minutes more than your 4 blocks of 50 minutes. You could make some tasks shorter, or keep some for another time.',
    );
    expect(addTask(chooseRhythm(several, '25-5'), 'Walk', 'x')).toEqual({
      ok: false,
      message: 'Please choose a duration first.',
    });
  });

  it('offers the ideas of the listed length nearest the blocks', () => {
    expect(suggestionDuration(chooseBlockCount(chooseRhythm(several, '25-5'), 3))).toBe('20');
    expect(suggestionDuration(fourOfFifty)).toBe('60');
    expect(
      suggestionDuration(chooseBlockCount(chooseOwnLengths(chooseRhythm(several, 'own'), 15, 5), 2)),
    ).toBe('10');
    expect(suggestionDuration(chooseRhythm(several, '25-5'))).toBeUndefined();
    expect(suggestionDuration(planned)).toBe('20');
  });

  it('refuses a series that does not fit its rules', () => {
    const series = { rhythm: '50-10', focusMinutes: 50, breakMinutes: 10, count: 4, step: 0 };
    const base = { energyLevel: 'high', timeframe: 'several', addedTasks: [] };
    const issue = (plan: unknown) => timeBoxPlanSchema.safeParse(plan).error?.issues[0];
    expect(issue({ ...base, series })).toBeUndefined();
    expect(issue({ ...base, series: { ...series, count: 5 } })).toMatchObject({
      path: ['series', 'count'],
      message: 'That is more than 4 hours. Please choose at most 4 blocks.',
    });
    expect(issue({ ...base, series: { ...series, step: 8 } })?.path).toEqual(['series', 'step']);
    expect(issue({ ...base, series: { ...series, focusMinutes: 45 } })?.path).toEqual([
      'series',
      'focusMinutes',
    ]);
    expect(issue({ ...base, series: { ...series, rhythm: 'own', focusMinutes: 35 } })?.message).toBe(
      'Please choose one of the listed block lengths.',
    );
    expect(issue({ ...base, timeframe: 'long', series })?.message).toBe(
      'Please choose several blocks first.',
    );
    expect(issue({ ...base, duration: '30' })?.path).toEqual(['duration']);
    // A running break of a 90-minute rhythm's length and a 90-minute block are kept.
    expect(
      issue({
        ...base,
        timer: { status: 'paused', kind: 'focus', durationMs: 5_400_000, remainingMs: 60_000 },
      }),
    ).toBeUndefined();
  });
});

describe('what a done time-box task took (decision 182)', () => {
  const at = new Date('2026-12-03T10:00:00.000Z');
  const plan = {
    ...EMPTY_PLAN,
    addedTasks: [
      { id: 'a', text: 'Reply to the emails from work', duration: 20, done: true },
      { id: 'b', text: 'Water the plants', duration: 10, done: false },
    ],
  };

  it('keeps the answer on the task and first among the times, replacing the task’s earlier answer', () => {
    const once = sayTaskTook(plan, 'a', 30, at);
    expect(once.addedTasks[0]).toMatchObject({ tookMinutes: 30 });
    expect(once.tookTimes).toEqual([
      { taskId: 'a', text: 'Reply to the emails from work', minutes: 30, at: at.toISOString() },
    ]);
    const again = sayTaskTook(once, 'a', 15, at);
    expect(again.tookTimes.map((time) => time.minutes)).toEqual([15]);
  });

  it('asks nothing of a task not done or not there, and takes no length a day cannot hold', () => {
    expect(sayTaskTook(plan, 'b', 30, at)).toBe(plan);
    expect(sayTaskTook(plan, 'gone', 30, at)).toBe(plan);
    expect(sayTaskTook(plan, 'a', 0, at)).toBe(plan);
    expect(sayTaskTook(plan, 'a', 24 * 60 + 1, at)).toBe(plan);
  });

  it('drops the oldest time past the kept number, and the plan still passes its schema', () => {
    const full = {
      ...plan,
      tookTimes: Array.from({ length: TOOK_TIMES_KEPT }, (_, i) => ({
        taskId: `old${i}`,
        text: 'Walk the dog',
        minutes: 20,
        at: at.toISOString(),
      })),
    };
    const said = sayTaskTook(full, 'a', 45, at);
    expect(said.tookTimes).toHaveLength(TOOK_TIMES_KEPT);
    expect(said.tookTimes[0]?.taskId).toBe('a');
    expect(said.tookTimes.at(-1)?.taskId).toBe(`old${TOOK_TIMES_KEPT - 2}`);
    expect(timeBoxPlanSchema.safeParse(said).success).toBe(true);
  });
});
