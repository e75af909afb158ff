import { Dialog } from 'radix-ui';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import type { ApiRequestError } from '../../lib/api';
import { api } from '../../lib/api';
import { downloadFromServer } from '../../lib/server-download';
import { OwnerCheck, passwordToSend } from './owner-check';
import { dialogClasses } from '../../components/dialog-classes';

const PASSWORD_ID = 'download-data-password';
const PASSWORD_ERRORS = new Set(['password_needed', 'wrong_password']);
const FILE_NAME = 'neuronest-my-data.json';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  children: ReactNode;
}

/** "Download my data" asks for the current password first: a stolen session must not take everything. */
export function DownloadDataDialog({ open, onOpenChange, children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogClasses.overlay} />
        <Dialog.Content className={dialogClasses.content('wide')}>
          <Dialog.Title className={dialogClasses.title}>Download your data</Dialog.Title>
          <Dialog.Description className="mt-2">
            One JSON file with everything NeuroNest stores for you. To keep it safe, we first check that it is
            you.
          </Dialog.Description>
          {/* Mounted only while open, so the typed password and any error start fresh each time. */}
          {open && <DownloadForm onDone={() => onOpenChange(false)} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type Problem = { code: string; message: string } | null;

function DownloadForm({ onDone }: { onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await downloadFromServer(
        api.account.export.$post({ json: { currentPassword: passwordToSend(password) } }),
        FILE_NAME,
      );
      onDone();
    } catch (err) {
      const { code, message } = err as ApiRequestError;
      setProblem({ code, message });
      if (PASSWORD_ERRORS.has(code)) document.getElementById(PASSWORD_ID)?.focus();
    } finally {
      setBusy(false);
    }
  }

  const passwordError = problem && PASSWORD_ERRORS.has(problem.code) ? problem.message : undefined;
  return (
    <form noValidate className="mt-6 space-y-6" onSubmit={submit}>
      <OwnerCheck
        id={PASSWORD_ID}
        value={password}
        error={passwordError}
        onChange={(value) => {
          setPassword(value);
          setProblem(null);
        }}
      />
      {problem && !passwordError && <Notice tone="error">{problem.message}</Notice>}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" busy={busy} busyLabel="Preparing your file...">
          Download
        </Button>
      </div>
    </form>
  );
}
