import { Copy, Download } from 'lucide-react';
import { useState } from 'react';
import type { BionicSegment } from '../../../shared/bionic';
import { Button } from '../../components/button';
import { downloadFile } from '../../lib/download';
import { clipboardHtml, downloadableHtml } from './export-html';

interface Props {
  segments: readonly BionicSegment[];
  text: string;
  onMessage(message: { tone: 'success' | 'error'; text: string }): void;
}

const COPY_REFUSED =
  'NeuroNest was not allowed to copy to your clipboard. Select the text and press Ctrl+C (⌘+C on a Mac) instead.';

/** Copy the result formatted or plain, or keep it as an HTML file. */
export function OutputActions({ segments, text, onMessage }: Props) {
  const [saving, setSaving] = useState(false);

  const copyFormatted = async () => {
    try {
      if (typeof ClipboardItem !== 'function') throw new Error('no rich clipboard');
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([clipboardHtml(segments)], { type: 'text/html' }),
          'text/plain': new Blob([text], { type: 'text/plain' }),
        }),
      ]);
      onMessage({ tone: 'success', text: 'Copied with its formatting. Paste it into your document.' });
    } catch {
      onMessage({ tone: 'error', text: COPY_REFUSED });
    }
  };

  const copyPlain = async () => {
    try {
      await navigator.clipboard.writeText(text);
      onMessage({ tone: 'success', text: 'Copied as plain text.' });
    } catch {
      onMessage({ tone: 'error', text: COPY_REFUSED });
    }
  };

  const download = async () => {
    setSaving(true);
    try {
      downloadFile(await downloadableHtml(segments), 'converted-text.html', 'text/html;charset=utf-8');
      onMessage({ tone: 'success', text: 'Saved as converted-text.html in your downloads.' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="secondary" onClick={copyFormatted}>
        <Copy aria-hidden="true" className="size-5" />
        Copy formatted
      </Button>
      <Button variant="secondary" onClick={copyPlain}>
        <Copy aria-hidden="true" className="size-5" />
        Copy plain text
      </Button>
      <Button variant="secondary" onClick={download} busy={saving} busyLabel="Preparing...">
        <Download aria-hidden="true" className="size-5" />
        Download HTML
      </Button>
    </div>
  );
}
