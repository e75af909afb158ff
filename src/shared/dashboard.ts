import type { NewsResource } from './news-resources';
import { NEWS_RESOURCES } from './news-resources';
import type { Condition, Profile } from './profile-choices';
import { isTimeZone } from './clock-time';
import { CONDITIONS } from './profile-choices';
import type { FontStyle, Settings } from './settings';

type ProfileFacts = Pick<Profile, 'age' | 'gender' | 'conditions'>;

/** docs/product.md#dashboard: 'Good morning' before 12, 'Good afternoon' before 18, otherwise 'Good evening'. */
export function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** The profile's full name, else the part of the e-mail before the at-sign, else 'User'. */
export function displayName(fullName: string | null | undefined, email: string | null | undefined): string {
  const name = fullName?.trim();
  if (name) return name;
  const local = email?.split('@')[0]?.trim();
  return local || 'User';
}

/** 'a', 'a and b', 'a, b and c'. */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** In running text the conditions read as words ('ADHD and dyslexia'); 'Other' is 'other conditions'. */
const CONDITION_WORDS: Record<Condition, string> = {
  ADHD: 'ADHD',
  Autism: 'autism',
  Dyslexia: 'dyslexia',
  Dyscalculia: 'dyscalculia',
  Dysgraphia: 'dysgraphia',
  Other: 'other conditions',
};

function conditionList(conditions: readonly Condition[]): string {
  return joinList(conditions.map((c) => CONDITION_WORDS[c]));
}

/** Ages read aloud with a vowel sound first (8, 11, 18, 80–89) take 'an'. */
function article(age: number): 'a' | 'an' {
  return age === 8 || age === 11 || age === 18 || (age >= 80 && age <= 89) ? 'an' : 'a';
}

/** Who the person is, in everyday words for their age; 'Other' and 'Prefer not to say' give 'person'. */
function personWord(gender: NonNullable<Profile['gender']>, age: number): string {
  const stage = age < 13 ? 0 : age < 18 ? 1 : 2;
  if (gender === 'male') return ['boy', 'young man', 'man'][stage] ?? 'man';
  if (gender === 'female') return ['girl', 'young woman', 'woman'][stage] ?? 'woman';
  if (gender === 'non-binary') return 'non-binary person';
  return 'person';
}

/**
 * The personalised sentence of docs/product.md#dashboard in natural grammar (decision 026): the full sentence when age,
 * gender and conditions are all set, the shorter one when only conditions are, and nothing without conditions.
 */
export function personalSentence({ age, gender, conditions }: ProfileFacts): string | null {
  if (conditions.length === 0) return null;
  const list = conditionList(conditions);
  if (age !== null && gender !== null) {
    return `As ${article(age)} ${age}-year-old ${personWord(gender, age)} living with ${list}, you will find news, tips and tools here chosen to support you.`;
  }
  return `We've customized your experience to support you with ${list}.`;
}

/**
 * 'Latest News & Resources' (docs/product.md#dashboard), one card per rule that applies, shown only to users with at least
 * one condition. An unknown age falls to each rule's 'otherwise' card and gets no wellness card.
 */
export function newsFor({ age, gender, conditions }: ProfileFacts): NewsResource[] {
  if (conditions.length === 0) return [];
  const r = NEWS_RESOURCES;
  const known = age !== null;
  const cards: NewsResource[] = [];
  if (conditions.includes('ADHD')) {
    if (known && age < 18) cards.push(r.adhdTeens);
    else if (known && age < 30) cards.push(r.adhdCareer);
    else cards.push(r.adhdTimeManagement);
  }
  if (conditions.includes('Autism')) {
    if (gender === 'female') cards.push(r.autismWomen);
    else if (known && age < 25) cards.push(r.autismSocial);
    else cards.push(r.autismWorkplace);
  }
  if (conditions.includes('Dyslexia')) {
    if (known && age < 20) cards.push(r.dyslexiaDigitalTools);
    else if (known && age < 40) cards.push(r.dyslexiaWriting);
    else cards.push(r.dyslexiaAdults);
  }
  if (known && age > 0) {
    if (age < 25) cards.push(r.wellnessYoung);
    else if (age < 40) cards.push(r.wellnessWorkLife);
    else cards.push(r.wellnessMindfulness);
  }
  return cards;
}

/** A 'Daily Tips & Advice' card; toolId is an id of the tool registry. */
export interface DailyTip {
  id: string;
  condition: Condition;
  title: string;
  text: string;
  toolId: string;
}

/**
 * docs/product.md#dashboard names the ADHD, Dyslexia and Autism tips. Dyscalculia and Dysgraphia get one too, because a tool
 * answers each of them directly (the budget sums, planning writing as a map); 'Other' gets none.
 */
export const DAILY_TIPS: readonly DailyTip[] = [
  {
    id: 'focus',
    condition: 'ADHD',
    title: 'Focus tip',
    text: 'Break a big task into short, timed blocks. The Time Box tool suggests blocks that fit your energy today.',
    toolId: 'time-box',
  },
  {
    id: 'reading',
    condition: 'Dyslexia',
    title: 'Reading tip',
    text: 'Paste long text into the Text Converter and read it in the OpenDyslexic font, with more space between lines.',
    toolId: 'text-converter',
  },
  {
    id: 'sensory',
    condition: 'Autism',
    title: 'Sensory tip',
    text: 'Plan short, quiet breaks before you feel overloaded. A few minutes of guided breathing helps you reset.',
    toolId: 'meditation',
  },
  {
    id: 'numbers',
    condition: 'Dyscalculia',
    title: 'Money tip',
    text: 'Let the Budget Calculator do the sums: enter your income once and it splits it into needs, wants and savings.',
    toolId: 'budget',
  },
  {
    id: 'writing',
    condition: 'Dysgraphia',
    title: 'Writing tip',
    text: 'Before writing sentences, lay out your ideas as short topics on a mind map, then write one topic at a time.',
    toolId: 'mind-map',
  },
];

/** The tips for the user's conditions, in the order of the condition list. */
export function tipsFor(conditions: readonly Condition[]): DailyTip[] {
  return CONDITIONS.flatMap((condition) =>
    conditions.includes(condition) ? DAILY_TIPS.filter((tip) => tip.condition === condition) : [],
  );
}

/** The profile's time zone when it is a real one; undefined means the browser's own zone. */
export function resolveTimeZone(zone: string | null | undefined): string | undefined {
  const trimmed = zone?.trim();
  return trimmed && isTimeZone(trimmed) ? trimmed : undefined;
}

/**
 * The reading mode of the dashboard's texts. docs/product.md#dashboard shows them in bionic style to people with ADHD; that
 * stays the default until the person picks a reading mode in Settings, and then their choice wins, 'Normal'
 * included (decision 028).
 */
export function dashboardReadingMode(
  settings: Pick<Settings, 'fontStyle' | 'readingModeChosen'>,
  conditions: readonly Condition[],
): FontStyle {
  if (!settings.readingModeChosen && conditions.includes('ADHD')) return 'bionic';
  return settings.fontStyle;
}
