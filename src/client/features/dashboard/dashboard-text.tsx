import { useMemo } from 'react';
import { bionicWords, readingSegments } from '../../../shared/bionic';
import { BoldSegments } from '../../components/bold-segments';
import { segmentsFromHtml } from './bionic-html';
import { useDashboardReading } from './dashboard-reading';

/**
 * A dashboard text in the dashboard's reading mode. It is reading text: the reading ruler and the line
 * highlight follow it. In bionic mode the reading service's result replaces the local transform once it
 * has come, if it says the same words.
 */
export function DashboardText({ text, className }: { text: string; className?: string }) {
  const { mode, serviceHtml } = useDashboardReading();
  const html = mode === 'bionic' ? serviceHtml.get(text) : undefined;
  const segments = useMemo(() => {
    if (mode === 'normal') return null;
    if (mode === 'bionic') return (html ? segmentsFromHtml(html, text) : null) ?? bionicWords(text);
    return readingSegments(text, mode);
  }, [html, mode, text]);
  return (
    <span data-reading-surface="" className={className}>
      {segments ? <BoldSegments segments={segments} text={text} className="font-normal" /> : text}
    </span>
  );
}
