import { Fragment } from 'react';
import type { BionicSegment } from '../../shared/bionic';

/**
 * Text drawn with bold word starts for the eyes, and read whole by screen readers (a word split into
 * pieces would be read as pieces).
 */
export function BoldSegments({
  segments,
  text,
  className,
}: {
  segments: readonly BionicSegment[];
  text: string;
  /** For the drawn text, e.g. font-normal inside a heading so the bold starts stand out. */
  className?: string;
}) {
  return (
    <>
      <span aria-hidden="true" className={className}>
        {segments.map((segment, index) => (
          <Fragment key={index}>
            {segment.bold && <b className="font-bold">{segment.bold}</b>}
            {segment.rest}
          </Fragment>
        ))}
      </span>
      <span className="sr-only">{text}</span>
    </>
  );
}
