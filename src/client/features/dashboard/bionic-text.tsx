import { useMemo } from 'react';
import { bionicWords } from '../../../shared/bionic';
import { BoldSegments } from '../../components/bold-segments';
import { ReadingText } from '../../components/reading-text';
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
  // Without the ADHD style, text follows the reading mode chosen in Settings.
  if (!enabled) return <ReadingText text={text} />;
  return <BionicSegments text={text} useService={useService} />;
}

function BionicSegments({ text, useService }: { text: string; useService: boolean }) {
  const { data: html } = useBionicHtml(text, useService);
  const segments = useMemo(
    () => (html ? segmentsFromHtml(html, text) : null) ?? bionicWords(text),
    [html, text],
  );
  return <BoldSegments segments={segments} text={text} className="font-normal" />;
}
