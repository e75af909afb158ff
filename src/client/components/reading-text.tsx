import { Suspense, useMemo } from 'react';
import { readingSegments } from '../../shared/bionic';
import { lazyPart } from '../lib/lazy-part';
import { useReadingAids, useReadingMode } from '../lib/settings';
import { BoldSegments } from './bold-segments';
import { SlashBreaks } from './slash-breaks';

/** Reading text with syllables or parts of speech marked: its script comes when an aid is first on (decision 164). */
export const AidedText = lazyPart(() => import('./aided-text').then((module) => module.AidedText));

/**
 * Reading text: shown in the user's reading mode (Normal, Bold Start or Bionic Reading) with the reading aids
 * they chose, and followed by the reading ruler and line highlight.
 */
export function ReadingText({ text, className }: { text: string; className?: string }) {
  const mode = useReadingMode();
  const aids = useReadingAids();
  const segments = useMemo(() => readingSegments(text, mode), [text, mode]);
  if (aids) {
    // Drawn for the eyes; screen readers read the words whole from the copy.
    return (
      <span data-reading-surface="" className={className}>
        <span aria-hidden="true">
          <Suspense fallback={<BoldSegmentsDrawn segments={segments} text={text} />}>
            <AidedText segments={segments} aids={aids} />
          </Suspense>
        </span>
        <span className="sr-only">{text}</span>
      </span>
    );
  }
  return (
    <span data-reading-surface="" className={className}>
      {mode === 'normal' ? <SlashBreaks text={text} /> : <BoldSegments segments={segments} text={text} />}
    </span>
  );
}

/** The text in its reading mode while the aids' script is on its way. */
function BoldSegmentsDrawn({
  segments,
  text,
}: {
  segments: ReturnType<typeof readingSegments>;
  text: string;
}) {
  return segments.length === 1 && !segments[0]?.bold ? (
    <SlashBreaks text={text} />
  ) : (
    segments.map((segment, index) => (
      <span key={index}>
        {segment.bold && <b className="font-bold">{segment.bold}</b>}
        {segment.rest}
      </span>
    ))
  );
}
