import { describe, expect, it } from 'vitest';
import {
  listItems,
  normaliseStep,
  parseMindMapTopics,
  parseTaskBreakdown,
  parseTodoSuggestions,
  splitEstimate,
  withEstimate,
} from './ai-parse';
import { isSensitive, withoutSensitive } from './sensitive-topics';

describe('todo suggestions from a reply', () => {
  it('strips numbering of every kind and keeps the first three', () => {
    const reply = '1. Open the file\n2) Read the first page\n(3) Write one note\n4. Save it';
    expect(parseTodoSuggestions(reply)).toEqual(['Open the file', 'Read the first page', 'Write one note']);
  });

  it('ignores blank lines, bullets and bold marks', () => {
    const reply = '\n\n- **Fill** the sink\n\n* Wash the cups\n\n• Dry them  \n';
    expect(parseTodoSuggestions(reply)).toEqual(['Fill the sink', 'Wash the cups', 'Dry them']);
  });

  it('drops a greeting and a sign-off around a numbered list', () => {
    const reply =
      'Sure! Here are three steps:\n1. Put on shoes\n2. Walk to the door\n3. Step outside\nGood luck!';
    expect(parseTodoSuggestions(reply)).toEqual(['Put on shoes', 'Walk to the door', 'Step outside']);
  });

  it('drops an introduction line even without numbering', () => {
    expect(parseTodoSuggestions('Here are some ideas:\nOpen mail\nReply to Sam')).toEqual([
      'Open mail',
      'Reply to Sam',
    ]);
  });

  it('gives fewer than three when the reply has fewer, and none for an empty reply', () => {
    expect(parseTodoSuggestions('Just start with the first email.')).toEqual([
      'Just start with the first email.',
    ]);
    expect(parseTodoSuggestions('   \n\n')).toEqual([]);
  });

  it('keeps as many as asked for', () => {
    expect(parseTodoSuggestions('a\nb\nc\nd\ne\nf', 5)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('reads "Step 1:" labels and quotes', () => {
    expect(listItems('Step 1: "Open it"\nStep 2: Close it')).toEqual(['Open it', 'Close it']);
  });
});

describe('board breakdown from a reply', () => {
  it('splits on the bar into title, description and three subtasks', () => {
    expect(
      parseTaskBreakdown(
        'Tidy desk | Clear the desk so work feels lighter | Bin the rubbish | Stack papers | Wipe it',
      ),
    ).toEqual({
      title: 'Tidy desk',
      description: 'Clear the desk so work feels lighter',
      subtasks: ['Bin the rubbish', 'Stack papers', 'Wipe it'],
    });
  });

  it('finds the bar line among extra text and removes labels', () => {
    const reply =
      'Here you go:\n\nTitle: Tidy desk | Description: Clear it | Subtask 1: Bin | Subtask 2: Stack | Subtask 3: Wipe\nEnjoy!';
    expect(parseTaskBreakdown(reply)).toEqual({
      title: 'Tidy desk',
      description: 'Clear it',
      subtasks: ['Bin', 'Stack', 'Wipe'],
    });
  });

  it('reads a reply with missing bars line by line', () => {
    const reply = 'Title: Tidy desk\nDescription: Clear it\n1. Bin\n2. Stack\n3. Wipe\n4. Admire';
    expect(parseTaskBreakdown(reply)).toEqual({
      title: 'Tidy desk',
      description: 'Clear it',
      subtasks: ['Bin', 'Stack', 'Wipe'],
    });
  });

  it('keeps fewer subtasks when fewer come, and gives null when none come', () => {
    expect(parseTaskBreakdown('Tidy | Clear it | Bin')?.subtasks).toEqual(['Bin']);
    expect(parseTaskBreakdown('Tidy | Clear it')).toBeNull();
    expect(parseTaskBreakdown('I cannot help with that.')).toBeNull();
    expect(parseTaskBreakdown('')).toBeNull();
  });

  it('cuts the title to 50 and the description to 150 characters', () => {
    const result = parseTaskBreakdown(`${'T'.repeat(80)} | ${'D'.repeat(300)} | a | b | c`);
    expect(result?.title).toHaveLength(50);
    expect(result?.description).toHaveLength(150);
  });

  it('takes as many subtasks as asked for', () => {
    expect(parseTaskBreakdown('T | D | a | b | c | d | e | f', 5)?.subtasks).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
  });
});

describe('mind-map topics from a reply', () => {
  it('keeps three short topics from lines or one comma list', () => {
    expect(parseMindMapTopics('1. Light energy\n2. Chlorophyll role\n3. Glucose making\n4. Extra')).toEqual([
      'Light energy',
      'Chlorophyll role',
      'Glucose making',
    ]);
    expect(parseMindMapTopics('Light energy, Chlorophyll role, Glucose making.')).toEqual([
      'Light energy',
      'Chlorophyll role',
      'Glucose making',
    ]);
  });

  it('drops sentences that are not topics', () => {
    expect(
      parseMindMapTopics(
        'Here are some subtopics:\n- Water cycle\n- This is a long sentence about something else',
      ),
    ).toEqual(['Water cycle']);
  });
});

describe('time estimates', () => {
  it('splits a step from its estimate in the forms models write, ranges too', () => {
    const step = (minutes: number | null, upper = minutes) => ({ text: 'Open the file', minutes, upper });
    expect(splitEstimate('Open the file (about 5 min)')).toEqual(step(5));
    expect(splitEstimate('Open the file - 10 minutes')).toEqual(step(10));
    expect(splitEstimate('Open the file (~15 mins).')).toEqual(step(15));
    expect(splitEstimate('Open the file [5-10 min]')).toEqual(step(5, 10));
    expect(splitEstimate('Open the file (about 10–20 min)')).toEqual(step(10, 20));
    expect(splitEstimate('Open the file')).toEqual(step(null));
  });

  it('gives every step one stored form, a range kept whole, with the fallback when none was given', () => {
    expect(normaliseStep('Open the file', 10)).toBe('Open the file (about 10 min)');
    expect(normaliseStep('Open the file (roughly 3 minutes)', 10)).toBe('Open the file (about 3 min)');
    expect(normaliseStep('Open the file (10-20 min)', 10)).toBe('Open the file (about 10–20 min)');
    expect(withEstimate('Open the file', 10, 20)).toBe('Open the file (about 10–20 min)');
    expect(withEstimate('Open the file', 10, 10)).toBe('Open the file (about 10 min)');
  });
});

describe('sensitive topics', () => {
  it('matches the docs/product.md phrases anywhere, in any case and spacing', () => {
    expect(isSensitive('Give me MEDICAL ADVICE please')).toBe(true);
    expect(isSensitive('thoughts on hate\n  speech')).toBe(true);
    expect(isSensitive('Plan a birthday party')).toBe(false);
  });

  it('drops only the matching suggestions', () => {
    expect(withoutSensitive(['Read a book', 'Share political views', 'Go outside'])).toEqual([
      'Read a book',
      'Go outside',
    ]);
  });
});
