import { Undo2, Upload } from 'lucide-react';
import type { ChangeEvent, FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { ExportFile, RestoreMode, RestoreResult } from '../../../shared/restore';
import type { RestoreCounts } from '../../../shared/restore-choices';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { ApiRequestError, FALLBACK } from '../../lib/api';
import { OwnerCheck, passwordToSend } from './owner-check';
import { RestoreCountList } from './restore-count-list';
import { useRestoreActions, useRestoreUndo } from './use-restore';

const FILE_ID = 'restore-file';
const PASSWORD_ID = 'restore-password';
const PASSWORD_ERRORS = new Set(['password_needed', 'wrong_password']);

type Chosen = { file: ExportFile; raw: Record<string, unknown>; counts: RestoreCounts; name: string };

/** The schema library loads with the first file chosen, not with Settings (decision 056). */
const loadRules = () => import('../../../shared/restore');

/**
 * "Bring back my data" (decision 153): a file from "Download my data" is read here first, and what it holds is
 * shown; nothing is sent until the person chooses to add it or to replace their data, and gives their password.
 */
export function RestoreDataSection() {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<{ result: RestoreResult; undone: boolean } | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const undo = useRestoreUndo();
  const actions = useRestoreActions();
  const [undoing, setUndoing] = useState(false);
  const [undoProblem, setUndoProblem] = useState<string | null>(null);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    setChosen(null);
    setProblem(null);
    setResult(null);
    if (!picked) return;
    const { readExport, RESTORE_MAX_BYTES, RESTORE_MESSAGES } = await loadRules();
    // A file too large is refused before its text is read.
    if (picked.size > RESTORE_MAX_BYTES) {
      setProblem(RESTORE_MESSAGES.tooLarge);
      return;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(await picked.text());
    } catch {
      setProblem(RESTORE_MESSAGES.notJson);
      return;
    }
    const read = readExport(raw);
    if (!read.ok) {
      setProblem(read.message);
      return;
    }
    setChosen({
      file: read.file,
      raw: raw as Record<string, unknown>,
      counts: read.counts,
      name: picked.name,
    });
  }

  async function undoReplace() {
    setUndoing(true);
    setUndoProblem(null);
    try {
      setResult({ result: await actions.undo(), undone: true });
    } catch (error) {
      setUndoProblem(error instanceof ApiRequestError ? error.message : FALLBACK);
    } finally {
      setUndoing(false);
    }
  }

  return (
    <div className="space-y-4">
      <p id="restore-data-help" className="text-muted">
        Choose a file that &ldquo;Download my data&rdquo; made, on this server or another. You will see what
        it holds before anything changes.
      </p>
      <div>
        <label htmlFor={FILE_ID} className="block font-medium">
          File to bring back
        </label>
        <input
          id={FILE_ID}
          type="file"
          accept=".json,application/json"
          aria-describedby="restore-data-help"
          onChange={(event) => void choose(event)}
          className="mt-2 block min-h-11 w-full rounded-lg border border-line bg-surface p-2 file:mr-3 file:min-h-8 file:rounded-md file:border-0 file:bg-primary-soft file:px-3 file:font-medium"
        />
      </div>
      {problem && <Notice tone="error">{problem}</Notice>}
      {chosen && (
        <RestoreForm
          key={chosen.name}
          chosen={chosen}
          restore={actions.restore}
          onDone={(done) => {
            setChosen(null);
            setResult({ result: done, undone: false });
          }}
        />
      )}
      {result && (
        <div ref={resultRef} tabIndex={-1} className="space-y-3 outline-none">
          <Notice tone="success">
            {result.undone ? (
              <p>Your data from before the replace is back.</p>
            ) : (
              <>
                <p>Your data is back. Brought back:</p>
                <RestoreCountList counts={result.result.restored} />
              </>
            )}
          </Notice>
          {result.result.notes.length > 0 && (
            <Notice tone="info">
              <ul className="list-disc space-y-1 pl-5">
                {result.result.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </Notice>
          )}
        </div>
      )}
      {undo.data?.available && !result?.undone && (
        <div className="space-y-2">
          <p className="text-muted">The data you had before the last replace is kept until you sign out.</p>
          <Button
            variant="secondary"
            busy={undoing}
            busyLabel="Putting it back..."
            onClick={() => void undoReplace()}
          >
            <Undo2 aria-hidden="true" className="size-5" />
            Undo the replace
          </Button>
          {undoProblem && <Notice tone="error">{undoProblem}</Notice>}
        </div>
      )}
    </div>
  );
}

interface FormProps {
  chosen: Chosen;
  restore: (
    file: Record<string, unknown>,
    mode: RestoreMode,
    password: string | undefined,
  ) => Promise<RestoreResult>;
  onDone: (result: RestoreResult) => void;
}

function RestoreForm({ chosen, restore, onDone }: FormProps) {
  const [mode, setMode] = useState<RestoreMode>('add');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ code: string; message: string } | null>(null);
  const summaryRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => summaryRef.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      onDone(await restore(chosen.raw, mode, passwordToSend(password)));
    } catch (error) {
      const found =
        error instanceof ApiRequestError
          ? { code: error.code, message: error.message }
          : { code: 'unknown', message: FALLBACK };
      setProblem(found);
      if (PASSWORD_ERRORS.has(found.code)) document.getElementById(PASSWORD_ID)?.focus();
      setBusy(false);
    }
  }

  const passwordError = problem && PASSWORD_ERRORS.has(problem.code) ? problem.message : undefined;
  const made = new Date(chosen.file.exportedAt).toLocaleDateString('en-GB', { dateStyle: 'long' });
  return (
    <form noValidate className="space-y-5 rounded-lg border border-line p-4" onSubmit={submit}>
      <div>
        <h3 ref={summaryRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          This file holds
        </h3>
        <p className="text-muted">Made on {made}.</p>
        <RestoreCountList counts={chosen.counts} />
      </div>
      <fieldset className="space-y-2">
        <legend className="font-medium">How should it come back?</legend>
        {(
          [
            [
              'add',
              'Add it to what is here',
              'Everything you have now stays; the file’s data is added beside it.',
            ],
            [
              'replace',
              'Replace what is here',
              'Your tools’ data now is taken away and the file’s comes in its place. What you had is kept for Undo until you sign out.',
            ],
          ] as const
        ).map(([value, label, description]) => (
          <div key={value} className="flex min-h-11 items-start gap-3 rounded-lg p-2">
            <input
              id={`restore-mode-${value}`}
              type="radio"
              name="restore-mode"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
              aria-describedby={`restore-mode-${value}-help`}
              className="mt-1 size-5 shrink-0"
            />
            <div>
              <label htmlFor={`restore-mode-${value}`} className="block cursor-pointer font-medium">
                {label}
              </label>
              <p id={`restore-mode-${value}-help`} className="text-muted">
                {description}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
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
      <Button type="submit" busy={busy} busyLabel="Bringing your data back...">
        <Upload aria-hidden="true" className="size-5" />
        Bring back my data
      </Button>
    </form>
  );
}
