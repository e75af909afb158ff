import { useState } from 'react';
import { calendarFileName } from '../../../shared/routine-planner/calendar';
import type { Routine } from '../../../shared/routine-planner/routines';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import type { ApiRequestError } from '../../lib/api';
import { api } from '../../lib/api';
import { downloadFromServer } from '../../lib/server-download';

/**
 * Saves a calendar file the server writes (decision 091): one routine's, or every scheduled routine's. The
 * failure is said next to the button, in the server's words.
 */
export function useCalendarDownload(routine?: Pick<Routine, 'id' | 'name'>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      await downloadFromServer(
        routine
          ? api.routines[':id']['calendar.ics'].$get({ param: { id: routine.id } })
          : api.routines['calendar.ics'].$get(),
        routine ? calendarFileName(routine.name) : 'routines.ics',
      );
    } catch (err) {
      setError(`The calendar file could not be made. ${(err as ApiRequestError).message}`);
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
