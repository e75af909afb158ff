import { describe, expect, it } from 'vitest';
import type { StudyCard } from '../../../shared/study-buddy/study';
import { answer, newSchedule, readyCounts } from '../../../shared/study-buddy/schedule';
import { readySentence, readyWords } from './ready-words';

const made = new Date('2026-12-02T09:00:00Z');
const cardWith = (schedule = newSchedule(made), suspended = false) =>
  ({ suspended, schedule }) as Pick<StudyCard, 'suspended' | 'schedule'>;

describe('what a deck has ready', () => {
  it('counts never-answered cards as new, whatever their due time, and answered ones as due once it comes', () => {
    const before = new Date(made.getTime() - 60_000);
    const answered = answer(newSchedule(made), 3, made).schedule;
    const cards = [cardWith(), cardWith(), cardWith(undefined, true), cardWith(answered)];
    expect(readyCounts(cards, before)).toEqual({ due: 0, fresh: 2 });
    expect(readyCounts(cards, new Date(answered.due))).toEqual({ due: 1, fresh: 2 });
  });

  it('says it in words, with nothing said of a kind there is none of', () => {
    expect(readyWords({ due: 0, fresh: 5 })).toBe('5 new');
    expect(readyWords({ due: 2, fresh: 5 }, ' · ')).toBe('2 due · 5 new');
    expect(readyWords({ due: 3, fresh: 0 })).toBe('3 due');
    expect(readyWords({ due: 0, fresh: 0 })).toBe('0 due');
    expect(readySentence({ due: 0, fresh: 5 })).toBe(
      '5 cards are ready to study. Choose a short session; you can stop anytime.',
    );
    expect(readySentence({ due: 1, fresh: 1 })).toBe(
      '2 cards are ready to study: 1 due and 1 new. Choose a short session; you can stop anytime.',
    );
    expect(readySentence({ due: 0, fresh: 0 })).toMatch(/^Nothing is due in this deck right now/);
  });
});
