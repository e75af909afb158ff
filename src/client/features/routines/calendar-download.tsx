import { useState } from 'react';
import { calendarFileName } from '../../../shared/routine-calendar';
import type { Routine } from '../../../shared/routines';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { api } from '../../lib/api';
import { downloadFile } from '../../lib/download';

/**
 * Saves a calendar file the server writes (decision 091): one routine's, or every scheduled routine's. The
 * failure is said next to the button, in the server's words when it gave some.
 */
export function useCalendarDownload(routine?: Pick<Routine, 'id' | 'name'>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const res = routine
        ? await api.routines[':id']['calendar.ics'].$get({ param: { id: routine.id } })
        : await api.routines['calendar.ics'].$get();
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
        throw new Error(body?.error?.message ?? '');
      }
      const name = routine ? calendarFileName(routine.name) : 'routines.ics';
      downloadFile(await res.text(), name, 'text/calendar');
    } catch (err) {
      const said = err instanceof Error && err.message ? ` ${err.message}` : ' Please try again.';
      setError(`The calendar file could not be made.${said}`);
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, download: () => void download() };
}

/** "Download this week": every scheduled routine, as one file to add to a calendar app. */
export function WeekCalendarDownload() {
  const { busy, error, download } = useCalendarDownload();
  return (
    <div className="mt-3 space-y-2">
      <Button variant="secondary" busy={busy} busyLabel="Preparing..." onClick={download}>
        Download this week
      </Button>
      <p className="text-sm text-muted">
        A calendar file with every routine that has a schedule, for your calendar app.
      </p>
      {error && <Notice tone="error">{error}</Notice>}
    </div>
  );
}
