import { Fragment } from 'react';
import type { BionicSegment } from '../../shared/bionic';
import { SlashBreaks } from './slash-breaks';

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
            {/* A slash that ends the piece before still lets a web address wrap here. */}
            {index > 0 && afterSlash(segments[index - 1]) && <wbr />}
            {segment.bold && (
              <b className="font-bold">
                <SlashBreaks text={segment.bold} />
              </b>
            )}
            <SlashBreaks text={segment.rest} />
          </Fragment>
        ))}
      </span>
      <span className="sr-only">{text}</span>
    </>
  );
}

const afterSlash = (segment: BionicSegment | undefined) =>
  !!segment && (segment.rest || segment.bold).endsWith('/');
