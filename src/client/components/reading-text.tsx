import { readingSegments } from '../../shared/bionic';
import { useReadingMode } from '../lib/settings';
import { BoldSegments } from './bold-segments';
import { SlashBreaks } from './slash-breaks';

/**
 * Reading text: shown in the user's reading mode (Normal, Bold Start or Bionic Reading) and followed by the
 * reading ruler and line highlight.
 */
export function ReadingText({ text, className }: { text: string; className?: string }) {
  const mode = useReadingMode();
  return (
    <span data-reading-surface="" className={className}>
      {mode === 'normal' ? (
        <SlashBreaks text={text} />
      ) : (
        <BoldSegments segments={readingSegments(text, mode)} text={text} />
      )}
    </span>
  );
}
