// The reading aids that the onboarding answers suggest (decision 173), without schemas: the onboarding screen
// reads it.
import type { Condition } from './profile-choices';
import type { Settings } from './settings-choices';

type SuggestedAid = 'syllables' | 'wordMeanings' | 'offerSummary';

/** The aids a condition suggests, each with what it is called when the person is told. */
const SUGGESTIONS: Partial<Record<Condition, SuggestedAid[]>> = {
  // Long words parted into syllables, and a plain meaning a press away: help with decoding and vocabulary.
  Dyslexia: ['syllables', 'wordMeanings'],
  // A long text's few sentences that carry the most, at its top: help with getting started and staying on it.
  ADHD: ['offerSummary'],
};

const NAMES: Record<SuggestedAid, string> = {
  syllables: 'syllables in long words',
  wordMeanings: 'word meanings',
  offerSummary: 'a summary and a plainer version',
};

export type AidsUpdate = Partial<Pick<Settings, SuggestedAid>>;

/**
 * The reading aids to turn on when onboarding ends with these conditions: only aids that are off now, and never
 * one turned off. `names` says what they are, in the order of the settings. Nothing for the other conditions.
 */
export function suggestedAids(
  conditions: readonly Condition[],
  current: Pick<Settings, SuggestedAid>,
): { update: AidsUpdate; names: string[] } {
  const wanted = new Set(conditions.flatMap((condition) => SUGGESTIONS[condition] ?? []));
  const update: AidsUpdate = {};
  const names: string[] = [];
  if (wanted.has('syllables') && current.syllables === 'off') {
    update.syllables = 'long';
    names.push(NAMES.syllables);
  }
  for (const aid of ['offerSummary', 'wordMeanings'] as const) {
    if (wanted.has(aid) && !current[aid]) {
      update[aid] = true;
      names.push(NAMES[aid]);
    }
  }
  return { update, names };
}

/** "a, b and c". */
export function listed(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
