import { PARTS } from '../lib/reading-aids/marks';
import type { ReadingAidChoices } from '../lib/settings';

/** What each mark under a word means, for the parts of speech that are marked; nothing when none is. */
export function PartsOfSpeechLegend({ aids }: { aids: ReadingAidChoices | null }) {
  const shown = PARTS.filter((part) => aids?.[part.choice]);
  if (shown.length === 0) return null;
  return (
    <div className="text-sm">
      <p className="font-medium">Marked words</p>
      <ul aria-label="Marked words" className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
        {shown.map((part) => (
          <li key={part.part}>
            <span className={part.className}>{part.label}</span>: {part.line}
          </li>
        ))}
      </ul>
    </div>
  );
}
