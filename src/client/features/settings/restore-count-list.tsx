import type { RestoreCounts } from '../../../shared/restore-choices';
import { countText, RESTORED_LISTS } from '../../../shared/restore-choices';

/** Each list that holds something, as a person counts it: "3 tasks", "1 habit". */
export function RestoreCountList({ counts }: { counts: RestoreCounts }) {
  const held = RESTORED_LISTS.filter(({ key }) => counts[key] > 0);
  if (held.length === 0) return <p className="mt-1">No data of the tools.</p>;
  return (
    <ul className="mt-1 list-disc pl-5">
      {held.map(({ key }) => (
        <li key={key}>{countText(key, counts[key])}</li>
      ))}
    </ul>
  );
}
