import { useQueryClient } from '@tanstack/react-query';
import { Mail, Share2 } from 'lucide-react';
import { useState } from 'react';
import type { BudgetValues } from '../../../shared/budget/budget';
import type { Settings } from '../../../shared/settings';
import { budgetSummary } from '../../../shared/budget/words';
import { Button, buttonClass } from '../../components/button';
import { Notice } from '../../components/notice';
import { downloadFile } from '../../lib/download';
import { settingsQuery } from '../../lib/settings';
import { localDate } from './download';
import { FIX_FIRST } from './save-bar';

interface Props {
  values: BudgetValues;
  /** Checks the amounts; when one needs fixing, focuses it and returns false. */
  checkAmounts: () => boolean;
}

type Message = { tone: 'success' | 'error' | 'info'; text: string };

const SUBJECT = 'My monthly budget';

/** Files and sharing, made from the budget as it is on screen (decision 047). */
export function BudgetActions({ values, checkAmounts }: Props) {
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  const summary = budgetSummary(values);
  const queryClient = useQueryClient();

  async function exportFile(kind: 'pdf' | 'xlsx') {
    setMessage(null);
    if (!checkAmounts()) return setMessage({ tone: 'error', text: FIX_FIRST });
    setBusy(kind);
    try {
      // The file libraries load only now, when someone asks for a file.
      if (kind === 'pdf') {
        // In the person's reading font and text size, as the screen shows them (decision 175).
        const settings = queryClient.getQueryData<Settings>(settingsQuery.queryKey);
        const [{ buildBudgetPdf }, fonts] = await Promise.all([
          import('./export-pdf'),
          import('./pdf-fonts').then((module) => module.loadPdfFonts(settings?.fontFamily ?? 'system')),
        ]);
        downloadFile(
          await buildBudgetPdf(values, new Date(), fonts, settings?.textSize),
          `budget-${localDate()}.pdf`,
          'application/pdf',
        );
      } else {
        const { buildBudgetWorkbook } = await import('./export-xlsx');
        downloadFile(
          buildBudgetWorkbook(values, new Date()),
          `budget-${localDate()}.xlsx`,
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        );
      }
      setMessage({ tone: 'success', text: `Your ${kind === 'pdf' ? 'PDF' : 'spreadsheet'} is downloading.` });
    } catch {
      setMessage({ tone: 'error', text: 'The file could not be made. Please try again.' });
    } finally {
      setBusy(null);
    }
  }

  async function share() {
    setMessage(null);
    if (!checkAmounts()) return setMessage({ tone: 'error', text: FIX_FIRST });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: SUBJECT, text: summary });
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          setMessage({ tone: 'error', text: 'Sharing did not work. Please try Share via Email.' });
        }
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(summary);
      setMessage({
        tone: 'info',
        text: 'Sharing is not available in this browser, so the summary was copied. Paste it anywhere.',
      });
    } catch {
      setMessage({ tone: 'error', text: 'The summary could not be copied. Please try Share via Email.' });
    }
  }

  const mailto = `mailto:?subject=${encodeURIComponent(SUBJECT)}&body=${encodeURIComponent(summary)}`;
  return (
    <div className="mt-4 space-y-3 border-t border-line pt-4">
      <div className="grid grid-fill-16 gap-3">
        <Button
          variant="secondary"
          busy={busy === 'pdf'}
          busyLabel="Making PDF..."
          onClick={() => void exportFile('pdf')}
        >
          Export PDF
        </Button>
        <Button
          variant="secondary"
          busy={busy === 'xlsx'}
          busyLabel="Making file..."
          onClick={() => void exportFile('xlsx')}
        >
          Export Excel
        </Button>
        <a
          href={mailto}
          className={buttonClass('secondary', 'px-3')}
          onClick={(event) => {
            if (!checkAmounts()) {
              event.preventDefault();
              setMessage({ tone: 'error', text: FIX_FIRST });
            }
          }}
        >
          <Mail aria-hidden="true" className="size-5 shrink-0" />
          Share via Email
        </a>
        <Button variant="secondary" className="px-3" onClick={() => void share()}>
          <Share2 aria-hidden="true" className="size-5 shrink-0" />
          Share
        </Button>
      </div>
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
    </div>
  );
}
