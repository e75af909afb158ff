import { Fragment, useMemo } from 'react';
import type { BionicSegment } from '../../../shared/bionic';
import { bionicWords } from '../../../shared/bionic';
import { segmentsFromHtml } from './bionic-html';
import { useBionicHtml } from './use-bionic-html';

interface Props {
  text: string;
  /** Bionic style on (the user has ADHD); plain text otherwise. */
  enabled: boolean;
  /** Ask the reading service too. Off for text holding personal data, such as the greeting with a name. */
  useService?: boolean;
}

/** Text with the first half of each word bold: the local transform first, the service's result once it comes. */
export function BionicText({ text, enabled, useService = true }: Props) {
  if (!enabled) return text;
  return <BionicSegments text={text} useService={useService} />;
}

function BionicSegments({ text, useService }: { text: string; useService: boolean }) {
  const { data: html } = useBionicHtml(text, useService);
  const segments = useMemo(
    () => (html ? segmentsFromHtml(html, text) : null) ?? bionicWords(text),
    [html, text],
  );
  return (
    // Screen readers get the words whole; the split-up bold version is for the eyes only.
    <>
      <span aria-hidden="true" className="font-normal">
        {segments.map((segment: BionicSegment, index) => (
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
