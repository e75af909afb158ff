import { describe, expect, it } from 'vitest';
import {
  addTask,
  chooseDuration,
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
} from './time-box';
import { countdownAnnouncement, formatClock, secondsShown, spokenDuration } from './time-box-timer';
import { suggestedTasks } from './time-box-suggestions';

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
    expect(chooseTimeframe(planned, 'long').duration).toBeUndefined();
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
