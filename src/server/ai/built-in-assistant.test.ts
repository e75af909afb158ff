import { describe, expect, it } from 'vitest';
import { splitEstimate } from '../../shared/ai-parse';
import { builtInAssistant, choosePlan, planSteps, thingOf, topicAngles } from './built-in-assistant';

const signal = new AbortController().signal;

describe('the built-in planner', () => {
  it('recognises the kind of task by its words', () => {
    expect(choosePlan('Write the quarterly report').kind).toBe('writing');
    expect(choosePlan('tidy my bedroom').kind).toBe('cleaning');
    expect(choosePlan('Ring the dentist').kind).toBe('call');
    expect(choosePlan('Revise for the biology exam').kind).toBe('study');
    expect(choosePlan('Pay council tax').kind).toBe('money');
    expect(choosePlan('Think about holidays').kind).toBe('general');
  });

  it('uses the task without its leading verb, shortened when long', () => {
    const writing = choosePlan('Write the report');
    expect(thingOf('Write the report', writing)).toBe('"the report"');
    expect(thingOf('Report', writing)).toBe('"Report"');
    expect(thingOf(`Write ${'very '.repeat(30)}long`, writing).length).toBeLessThanOrEqual(62);
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

  it('gives an empty-free, estimate-free step text the server then times', async () => {
    const steps = await builtInAssistant.todoSteps('Buy groceries', 3, signal);
    for (const step of steps) {
      expect(step.trim()).not.toBe('');
      expect(splitEstimate(step).minutes).toBeNull();
    }
  });

  it('gives three different mind-map topics of two or three words, the same each time', () => {
    for (const topic of ['Volcanoes', 'The French Revolution', 'my garden plan', '🌱']) {
      const topics = topicAngles(topic);
      expect(topics).toHaveLength(3);
      expect(new Set(topics).size).toBe(3);
      for (const t of topics) expect(t.split(' ').length).toBeGreaterThanOrEqual(2);
      for (const t of topics) expect(t.split(' ').length).toBeLessThanOrEqual(3);
      expect(topicAngles(topic)).toEqual(topics);
    }
  });
});
