import { Fragment } from 'react';
import { readingSegments } from '../../shared/bionic';
import { useSettings } from '../lib/settings';

/**
 * Reading text: shown in the user's reading mode (Normal, Bold Start or Bionic Reading) and followed by the
 * reading ruler and line highlight. Screen readers always get the words whole.
 */
export function ReadingText({ text, className }: { text: string; className?: string }) {
  const { data } = useSettings();
  const mode = data?.fontStyle ?? 'normal';
  return (
    <span data-reading-surface="" className={className}>
      {mode === 'normal' ? (
        text
      ) : (
        <>
          <span aria-hidden="true">
            {readingSegments(text, mode).map((segment, index) => (
              <Fragment key={index}>
                {segment.bold && <b className="font-bold">{segment.bold}</b>}
                {segment.rest}
              </Fragment>
            ))}
          </span>
          <span className="sr-only">{text}</span>
        </>
      )}
    </span>
  );
}
