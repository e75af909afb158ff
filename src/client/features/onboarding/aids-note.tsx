import type { Condition } from '../../../shared/profile';
import { listed, suggestedAids } from '../../../shared/suggested-aids';
import { useSettings } from '../../lib/settings';

/**
 * Said when it happens: the reading aids that Complete will turn on for the conditions chosen (decision 173),
 * and where to change them. Nothing when the answers suggest none, or they are on already.
 */
export function AidsNote({ selected }: { selected: readonly Condition[] }) {
  const settings = useSettings().data;
  if (!settings) return null;
  const { names } = suggestedAids(selected, settings);
  if (names.length === 0) return null;
  return (
    <section aria-labelledby="aids-note-title" className="rounded-lg border border-line bg-primary-soft p-4">
      <h2 id="aids-note-title" className="font-semibold">
        Reading aids from your answers
      </h2>
      <p className="mt-2">
        Complete turns on {listed(names)} wherever you read text in NeuroNest. You can turn each one off, or
        choose others, at any time in Settings, under Accessibility, Reading Aids.
      </p>
    </section>
  );
}
