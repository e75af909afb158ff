import { Fragment } from 'react';
import type { FontStyle } from '../../../shared/settings';
import { readingSegments } from '../../../shared/bionic';

/** A line of text shown in one reading mode, so the choice can be seen before it is made. */
export function ReadingSample({ mode, text }: { mode: FontStyle; text: string }) {
  return (
    <span className="block">
      {readingSegments(text, mode).map((segment, index) => (
        <Fragment key={index}>
          {segment.bold && <b className="font-bold">{segment.bold}</b>}
          {segment.rest}
        </Fragment>
      ))}
    </span>
  );
}
