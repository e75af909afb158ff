import { describe, expect, it } from 'vitest';
import {
  endStep,
  finishWords,
  moreTime,
  readPlayState,
  startPlay,
  stepRemainingMs,
  stepTotalMs,
  stopPlay,
} from './play';

const MIN = 60_000;
const routine = {
  id: 'r1',
  name: 'Morning',
  steps: [
    { id: 'a', title: 'Wake up', minutes: 5, icon: null, note: '' },
    { id: 'b', title: 'Stretch', minutes: null, icon: null, note: '' },
    { id: 'c', title: 'Shower', minutes: 10, icon: null, note: '' },
  ],
};
const T0 = Date.parse('2026-03-29T07:30:00Z');

describe('play mode on a fake clock', () => {
  it('counts down from the end time, right after a long sleep', () => {
    const play = startPlay(routine, T0);
    expect(stepRemainingMs(play, T0)).toBe(5 * MIN);
    expect(stepRemainingMs(play, T0 + 90_000)).toBe(3.5 * MIN);
    // The laptop slept for an hour: the step's time is simply up, never below zero.
    expect(stepRemainingMs(play, T0 + 60 * MIN)).toBe(0);
  });

  it('survives a reload: the state read back from storage tells the same time', () => {
    const play = moreTime(startPlay(routine, T0), T0 + MIN);
    const reloaded = readPlayState(JSON.parse(JSON.stringify(play)));
    expect(reloaded).toEqual(play);
    expect(stepRemainingMs(reloaded!, T0 + 2 * MIN)).toBe(8 * MIN);
    expect(readPlayState({ routineId: 'r1' })).toBeUndefined();
    expect(readPlayState('nonsense')).toBeUndefined();
  });

  it('adds 5 minutes from the end, or from now once the time is up', () => {
    const play = startPlay(routine, T0);
    const early = moreTime(play, T0 + MIN);
    expect(stepRemainingMs(early, T0 + MIN)).toBe(9 * MIN);
    expect(stepTotalMs(early)).toBe(10 * MIN);
    const late = moreTime(play, T0 + 7 * MIN);
    expect(stepRemainingMs(late, T0 + 7 * MIN)).toBe(5 * MIN);
  });

  it('keeps what each step became and how long it really took, and has no clock for an untimed step', () => {
    let play = startPlay(routine, T0);
    play = endStep(play, 'done', T0 + 7 * MIN);
    expect(play.index).toBe(1);
    expect(stepRemainingMs(play, T0 + 8 * MIN)).toBeNull();
    play = endStep(play, 'skipped', T0 + 7 * MIN + 4_400);
    expect(stepRemainingMs(play, T0 + 8 * MIN)).toBe(9 * MIN + 4_400);
    play = endStep(play, 'done', T0 + 20 * MIN);
    expect(play.finishedAt).toBe(T0 + 20 * MIN);
    expect(play.results).toEqual([
      { stepId: 'a', title: 'Wake up', plannedMinutes: 5, state: 'done', seconds: 420 },
      { stepId: 'b', title: 'Stretch', plannedMinutes: null, state: 'skipped', seconds: 4 },
      { stepId: 'c', title: 'Shower', plannedMinutes: 10, state: 'done', seconds: 776 },
    ]);
    expect(finishWords(play)).toBe('You did 2 of 3 steps.');
    expect(endStep(play, 'done', T0 + 30 * MIN)).toBe(play);
  });

  it('says the end calmly, whether all, some or none were done', () => {
    let all = startPlay(routine, T0);
    routine.steps.forEach(() => (all = endStep(all, 'done', T0)));
    expect(finishWords(all)).toBe('You did all 3 steps.');
    const stopped = stopPlay(endStep(startPlay(routine, T0), 'done', T0 + MIN), T0 + 2 * MIN);
    expect(stopped.finishedAt).toBe(T0 + 2 * MIN);
    expect(finishWords(stopped)).toBe('You did 1 of 3 steps.');
    expect(finishWords(stopPlay(startPlay(routine, T0), T0))).toBe('You did 0 of 3 steps.');
  });
});
