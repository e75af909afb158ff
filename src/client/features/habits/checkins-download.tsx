import { useState } from 'react';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import type { ApiRequestError } from '../../lib/api';
import { api } from '../../lib/api';
import { downloadFromServer } from '../../lib/server-download';

/** "Download check-ins (CSV)": every check-in of every habit, from the server, saved as a file. */
export function CheckinsDownload() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      await downloadFromServer(api.habits['checkins.csv'].$get(), 'habit-check-ins.csv');
    } catch (err) {
      setError(`Your check-ins could not be downloaded. ${(err as ApiRequestError).message}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-8 space-y-2">
      <Button variant="secondary" busy={busy} busyLabel="Preparing..." onClick={() => void download()}>
        Download check-ins (CSV)
      </Button>
      {error && <Notice tone="error">{error}</Notice>}
    </div>
  );
}
