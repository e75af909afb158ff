import { clockTime, hourIn } from './clock-time';
import { describe, expect, it } from 'vitest';
import {
  DAILY_TIPS,
  displayName,
  greeting,
  joinList,
  newsFor,
  dashboardReadingMode,
  personalSentence,
  resolveTimeZone,
  tipsFor,
} from './dashboard';
import { NEWS_RESOURCES } from './news-resources';
import type { Condition, Gender } from './profile';
import { CONDITIONS } from './profile';

const facts = (age: number | null, conditions: Condition[], gender: Gender | null = null) => ({
  age,
  gender,
  conditions,
});
const newsIds = (age: number | null, conditions: Condition[], gender: Gender | null = null) =>
  newsFor(facts(age, conditions, gender)).map((card) => card.id);

describe('greeting', () => {
  it.each([
    [0, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [17, 'Good afternoon'],
    [18, 'Good evening'],
    [23, 'Good evening'],
  ])('at %i:00 says %s', (hour, text) => {
    expect(greeting(hour)).toBe(text);
  });
});

describe('displayName', () => {
  it('prefers the profile name, trimmed', () => {
    expect(displayName('  Alice Moss ', 'alice@example.com')).toBe('Alice Moss');
  });
  it('falls back to the part of the e-mail before the at-sign', () => {
    expect(displayName(null, 'sam.reed@example.com')).toBe('sam.reed');
    expect(displayName('   ', 'sam@example.com')).toBe('sam');
  });
  it("says 'User' when there is neither", () => {
    expect(displayName(null, null)).toBe('User');
    expect(displayName(undefined, '@example.com')).toBe('User');
    expect(displayName('', '')).toBe('User');
  });
});

describe('joinList', () => {
  it.each([
    [[], ''],
    [['ADHD'], 'ADHD'],
    [['ADHD', 'Dyslexia'], 'ADHD and Dyslexia'],
    [['ADHD', 'Autism', 'Dyslexia'], 'ADHD, Autism and Dyslexia'],
  ])('joins %j as %j', (items, text) => {
    expect(joinList(items)).toBe(text);
  });
});

describe('personalSentence', () => {
  it('uses the full sentence when age, gender and conditions are set', () => {
    expect(personalSentence(facts(34, ['ADHD', 'Dyslexia'], 'female'))).toBe(
      'As a 34-year-old woman living with ADHD and dyslexia, you will find news, tips and tools here chosen to support you.',
    );
    expect(personalSentence(facts(25, ['ADHD', 'Autism', 'Dyscalculia'], 'non-binary'))).toBe(
      'As a 25-year-old non-binary person living with ADHD, autism and dyscalculia, you will find news, tips and tools here chosen to support you.',
    );
  });

  it("reads 'an' before ages said with a vowel sound", () => {
    expect(personalSentence(facts(18, ['Autism'], 'male'))).toBe(
      'As an 18-year-old man living with autism, you will find news, tips and tools here chosen to support you.',
    );
    expect(personalSentence(facts(8, ['Autism'], 'male'))).toMatch(/^As an 8-year-old /);
    expect(personalSentence(facts(11, ['Autism'], 'male'))).toMatch(/^As an 11-year-old /);
    expect(personalSentence(facts(83, ['Autism'], 'male'))).toMatch(/^As an 83-year-old /);
    expect(personalSentence(facts(80, ['Autism'], 'male'))).toMatch(/^As an 80-year-old /);
    expect(personalSentence(facts(90, ['Autism'], 'male'))).toMatch(/^As a 90-year-old /);
  });

  it("leaves out 'other' and 'prefer not to say' rather than printing them", () => {
    expect(personalSentence(facts(40, ['Dyslexia'], 'prefer-not-to-say'))).toBe(
      'As a 40-year-old person living with dyslexia, you will find news, tips and tools here chosen to support you.',
    );
    expect(personalSentence(facts(40, ['Dyslexia'], 'other'))).toBe(
      'As a 40-year-old person living with dyslexia, you will find news, tips and tools here chosen to support you.',
    );
  });

  it("names the 'Other' condition as other conditions", () => {
    expect(personalSentence(facts(null, ['ADHD', 'Other']))).toBe(
      "We've customized your experience to support you with ADHD and other conditions.",
    );
  });

  it('uses the short sentence when age or gender is missing', () => {
    expect(personalSentence(facts(null, ['ADHD'], 'male'))).toBe(
      "We've customized your experience to support you with ADHD.",
    );
    expect(personalSentence(facts(30, ['Autism', 'Dyslexia']))).toBe(
      "We've customized your experience to support you with autism and dyslexia.",
    );
  });

  it('names young people for their age', () => {
    expect(personalSentence(facts(16, ['ADHD'], 'female'))).toMatch(/^As a 16-year-old young woman living/);
    expect(personalSentence(facts(10, ['ADHD'], 'male'))).toMatch(/^As a 10-year-old boy living/);
  });

  it('never trails off', () => {
    for (const gender of ['male', 'female', 'non-binary', 'other', 'prefer-not-to-say'] as const) {
      expect(personalSentence(facts(30, ['ADHD', 'Other'], gender))).toMatch(/[^.]\.$/);
    }
  });

  it('says nothing without conditions', () => {
    expect(personalSentence(facts(30, [], 'female'))).toBeNull();
  });
});

describe('newsFor', () => {
  it('shows nothing to a user without conditions, whatever the age', () => {
    expect(newsFor(facts(30, [], 'female'))).toEqual([]);
  });

  it.each([
    [17, 'adhd-teens'],
    [18, 'adhd-career'],
    [29, 'adhd-career'],
    [30, 'adhd-time-management'],
    [null, 'adhd-time-management'],
  ])('ADHD at age %s gets %s', (age, id) => {
    expect(newsIds(age, ['ADHD'])[0]).toBe(id);
  });

  it.each([
    [24, 'male', 'autism-social'],
    [25, 'male', 'autism-workplace'],
    [24, null, 'autism-social'],
    [25, 'non-binary', 'autism-workplace'],
    [null, 'male', 'autism-workplace'],
    [16, 'female', 'autism-women'],
    [24, 'female', 'autism-women'],
    [25, 'female', 'autism-women'],
    [null, 'female', 'autism-women'],
  ] as const)('Autism at age %s, gender %s, gets %s', (age, gender, id) => {
    expect(newsIds(age, ['Autism'], gender)[0]).toBe(id);
  });

  it.each([
    [19, 'dyslexia-digital-tools'],
    [20, 'dyslexia-writing'],
    [39, 'dyslexia-writing'],
    [40, 'dyslexia-adults'],
    [null, 'dyslexia-adults'],
  ])('Dyslexia at age %s gets %s', (age, id) => {
    expect(newsIds(age, ['Dyslexia'])[0]).toBe(id);
  });

  it.each([
    [1, 'wellness-young'],
    [24, 'wellness-young'],
    [25, 'wellness-work-life'],
    [39, 'wellness-work-life'],
    [40, 'wellness-mindfulness'],
    [120, 'wellness-mindfulness'],
  ])('any age above 0 (%i) also gets the wellness card %s', (age, id) => {
    expect(newsIds(age, ['Dyscalculia'])).toEqual([id]);
  });

  it('gives no wellness card when the age is not known', () => {
    expect(newsIds(null, ['Other'])).toEqual([]);
    expect(newsIds(null, ['ADHD'])).toEqual(['adhd-time-management']);
  });

  it('gives no wellness card for an age of 0 or less', () => {
    expect(newsIds(0, ['Other'])).toEqual([]);
  });

  it('combines every rule that applies, conditions first and wellness last', () => {
    expect(newsIds(22, ['Dyslexia', 'ADHD', 'Autism'], 'female')).toEqual([
      'adhd-career',
      'autism-women',
      'dyslexia-writing',
      'wellness-young',
    ]);
  });

  it('links only to secure pages of named organisations, each card once', () => {
    const cards = Object.values(NEWS_RESOURCES);
    for (const card of cards) {
      expect(new URL(card.url).protocol).toBe('https:');
      expect(card.title.length).toBeGreaterThan(0);
      expect(card.source.length).toBeGreaterThan(0);
      expect(card.description.length).toBeGreaterThan(0);
      expect(card.tag.length).toBeGreaterThan(0);
    }
    expect(new Set(cards.map((c) => c.url)).size).toBe(cards.length);
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
  });
});

describe('tipsFor', () => {
  it('gives the three tips of docs/product.md#screens with their tools', () => {
    expect(tipsFor(['ADHD', 'Dyslexia', 'Autism']).map((t) => [t.id, t.toolId])).toEqual([
      ['focus', 'time-box'],
      ['sensory', 'meditation'],
      ['reading', 'text-converter'],
    ]);
  });

  it('mentions the OpenDyslexic font in the reading tip and Time Box in the focus tip', () => {
    expect(tipsFor(['Dyslexia'])[0]?.text).toContain('OpenDyslexic');
    expect(tipsFor(['ADHD'])[0]?.text).toContain('Time Box');
  });

  it('adds a money tip for Dyscalculia and a writing tip for Dysgraphia, none for Other', () => {
    expect(tipsFor(['Dyscalculia']).map((t) => t.toolId)).toEqual(['budget']);
    expect(tipsFor(['Dysgraphia']).map((t) => t.toolId)).toEqual(['mind-map']);
    expect(tipsFor(['Other'])).toEqual([]);
    expect(tipsFor([])).toEqual([]);
  });

  it('has a tip for every condition except Other', () => {
    const covered = new Set(DAILY_TIPS.map((t) => t.condition));
    expect(CONDITIONS.filter((c) => !covered.has(c))).toEqual(['Other']);
  });
});

describe('clock', () => {
  const noonUtc = new Date('2026-01-15T12:05:09Z');

  it('shows hh:mm on a 24-hour clock in the given zone', () => {
    expect(clockTime(noonUtc, 'Europe/London')).toBe('12:05');
    expect(clockTime(noonUtc, 'Asia/Tokyo')).toBe('21:05');
    expect(clockTime(new Date('2026-01-15T00:00:00Z'), 'UTC')).toBe('00:00');
    expect(clockTime(new Date('2026-01-15T23:59:59Z'), 'UTC')).toBe('23:59');
  });

  it("shows the browser's own time when no zone is given", () => {
    const evening = new Date(2026, 0, 15, 19, 7, 30);
    expect(clockTime(evening)).toBe('19:07');
    expect(clockTime(new Date(2026, 0, 15, 0, 0, 0))).toBe('00:00');
    expect(hourIn(evening)).toBe(19);
    expect(clockTime(noonUtc, 'Asia/Tokyo')).toBe('21:05');
  });

  it('gives the local hour for the greeting', () => {
    expect(hourIn(noonUtc, 'America/New_York')).toBe(7);
    expect(greeting(hourIn(noonUtc, 'Asia/Tokyo'))).toBe('Good evening');
  });

  it('keeps only real time zones', () => {
    expect(resolveTimeZone(' Europe/London ')).toBe('Europe/London');
    expect(resolveTimeZone('Mars/Base')).toBeUndefined();
    expect(resolveTimeZone('')).toBeUndefined();
    expect(resolveTimeZone(null)).toBeUndefined();
  });
});

describe('dashboardReadingMode', () => {
  it('uses bionic style for ADHD until a reading mode is chosen', () => {
    expect(dashboardReadingMode({ fontStyle: 'normal', readingModeChosen: false }, ['ADHD'])).toBe('bionic');
    expect(dashboardReadingMode({ fontStyle: 'normal', readingModeChosen: false }, ['Autism'])).toBe(
      'normal',
    );
  });

  it("lets the person's own choice win, 'Normal' included", () => {
    expect(dashboardReadingMode({ fontStyle: 'normal', readingModeChosen: true }, ['ADHD'])).toBe('normal');
    expect(dashboardReadingMode({ fontStyle: 'bold-start', readingModeChosen: true }, ['ADHD'])).toBe(
      'bold-start',
    );
    expect(dashboardReadingMode({ fontStyle: 'bionic', readingModeChosen: true }, [])).toBe('bionic');
  });
});
