import { describe, expect, it } from 'vitest';
import type { Assistant } from '../assistant';
import { builtInAssistant } from '../built-in-assistant';
import { builtInTopics } from '../built-in-topics';
import { PASS_RATE_TARGET, passRate } from './eval-kind';
import { EVAL_KINDS } from './index';
import { FILLER_LABELS, judgeTopics, topicsEval } from './topics';
import { TOPIC_SET } from './topics-set';

const signal = new AbortController().signal;

/** The old engine's way: labels that fit any topic, chosen by the topic's hash. */
const OLD_ANSWERS: Record<string, string[]> = {
  'Plan a holiday in Portugal': ['People involved', 'Why it matters', 'Main challenges'],
  'Main challenges': ['Next actions', 'Key ideas', 'Tools needed'],
  'Moving house': ['Main challenges', 'Useful examples', 'Common mistakes'],
};
const oldEngine: Assistant = {
  ...builtInAssistant,
  async mindMapTopics(topic) {
    return OLD_ANSWERS[topic] ?? ['Key ideas', 'First steps', 'Open questions'];
  },
};

const item = (id: string) => TOPIC_SET.find((candidate) => candidate.id === id)!;

describe('the mind-map topics evaluation set', () => {
  it('holds at least 40 topics of different kinds and subtopics under their parents, and is in EVAL_KINDS', () => {
    expect(TOPIC_SET.filter((i) => !i.within).length).toBeGreaterThanOrEqual(40);
    expect(TOPIC_SET.filter((i) => i.within).length).toBeGreaterThanOrEqual(10);
    expect(new Set(TOPIC_SET.map((i) => i.id)).size).toBe(TOPIC_SET.length);
    expect(EVAL_KINDS).toContain(topicsEval);
    expect(topicsEval.kind).toBe('topics');
    expect(topicsEval.size).toBe(TOPIC_SET.length);
  });

  it(`is passed by the built-in engine at ${PASS_RATE_TARGET * 100}% or more`, async () => {
    const outcomes = await topicsEval.run(builtInAssistant, signal);
    const failed = outcomes
      .filter((o) => o.failures.length > 0)
      .map((o) => `${o.input}: ${o.answer.join(' / ')} (${o.failures.join('; ')})`);
    expect(passRate(outcomes), failed.join('\n')).toBeGreaterThanOrEqual(PASS_RATE_TARGET);
  });

  it('fails every answer of the old engine, whose labels fit any topic', async () => {
    const outcomes = await topicsEval.run(oldEngine, signal);
    expect(passRate(outcomes)).toBe(0);
    const portugal = judgeTopics(item('trip-portugal'), OLD_ANSWERS['Plan a holiday in Portugal']!);
    expect(portugal).toContain('"People involved" would fit any topic');
    expect(portugal).toContain('0 of the subtopics fit the topic, not 3');
    expect(judgeTopics(item('move-house'), OLD_ANSWERS['Moving house']!).length).toBeGreaterThan(0);
  });

  it('fails broken, repeated, long and already-placed labels', () => {
    const portugal = item('trip-portugal');
    expect(judgeTopics(portugal, ['Dates and budget', 'Getting to', 'Where to stay'])).toContain(
      '"Getting to" ends on a joining word',
    );
    expect(judgeTopics(portugal, ['Dates and budget', 'Dates and budget', 'Where to stay'])).toContain(
      'repeats a subtopic',
    );
    expect(judgeTopics(portugal, ['Dates and budget', 'Where to stay'])).toContain('gave 2 subtopics, not 3');
    expect(
      judgeTopics(portugal, ['Dates and budget', 'Where to stay in the south of Portugal', 'Things to see']),
    ).toContain('"Where to stay in the south of Portugal" has 8 words');
    const child = item('child-portugal-getting-there');
    expect(judgeTopics(child, ['Flights to Portugal', 'Where to stay', 'Car hire'])).toContain(
      '"Where to stay" is already on the map above or beside it',
    );
    expect(judgeTopics(child, ['Flights to Portugal', 'Trains', 'Car hire'], ['Car hire'])).toContain(
      '"Car hire" is already on the map above or beside it',
    );
    expect(FILLER_LABELS).toContain('main challenges');
  });
});

describe('the built-in mind-map topics', () => {
  it('plans a holiday in Portugal in its own words', async () => {
    expect(await builtInTopics('Plan a holiday in Portugal')).toEqual([
      'Dates and budget',
      'Getting to Portugal',
      'Where to stay',
    ]);
    expect(
      await builtInTopics('Getting there', {
        within: ['Plan a holiday in Portugal'],
        beside: ['Dates and budget', 'Where to stay'],
      }),
    ).toEqual(['Flights to Portugal', 'Trains and buses', 'Car hire in Portugal']);
  });

  it('moves house with packing, removals and the change of address, and names what is hard about it', async () => {
    expect(await builtInTopics('Moving house')).toEqual([
      'Packing and boxes',
      'Removals and van',
      'Change of address',
    ]);
    const hard = await builtInTopics('Main challenges', {
      within: ['Moving house'],
      beside: ['Useful examples', 'Common mistakes'],
    });
    expect(hard).toEqual(['Packing in time', 'Moving day stress', 'Hidden costs']);
    // Under another topic the same general label is about that topic.
    const tripHard = await builtInTopics('Main challenges', {
      within: ['Plan a holiday in Portugal'],
      beside: [],
    });
    expect(tripHard).not.toEqual(hard);
    for (const label of [...hard, ...tripHard]) expect(FILLER_LABELS).not.toContain(label.toLowerCase());
  });

  it('never repeats what is above or beside a subtopic', async () => {
    const parent = await builtInTopics('Wedding');
    for (const child of parent) {
      const beside = parent.filter((label) => label !== child);
      const answer = await builtInTopics(child, { within: ['Wedding'], beside });
      expect(answer).toHaveLength(3);
      for (const label of answer) expect([...parent, 'Wedding']).not.toContain(label);
    }
  });

  it('gives a topic of no known kind honest subtopics in its own words, never another kind’s', async () => {
    const answer = await builtInTopics('Zorblax');
    expect(answer).toHaveLength(3);
    for (const label of answer) expect(label.toLowerCase()).toContain('zorblax');
    expect(await builtInTopics('Improve team meetings')).toEqual([
      'Steps to improve team meetings',
      'Help with team meetings',
      'Preparing for team meetings',
    ]);
  });

  it('gives three different labels of two to five words for anything typed, the same each time', async () => {
    for (const topic of [
      '🌱',
      'The',
      'a',
      'Volcanoes',
      'my garden plan',
      `Write ${'very '.repeat(30)}long`,
    ]) {
      const answer = await builtInTopics(topic);
      expect(answer).toHaveLength(3);
      expect(new Set(answer).size).toBe(3);
      for (const label of answer) {
        expect(label.split(' ').length).toBeGreaterThanOrEqual(2);
        expect(label.split(' ').length).toBeLessThanOrEqual(5);
        expect(label.charAt(0)).toBe(label.charAt(0).toUpperCase());
      }
      expect(await builtInTopics(topic)).toEqual(answer);
      // Under a topic of the same kind, there are still three that are not already above it.
      const under = await builtInTopics(topic, { within: [topic], beside: [] });
      expect(under).toHaveLength(3);
      for (const label of under) expect(answer).not.toContain(label);
    }
  });
});
