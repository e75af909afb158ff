import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import type { ApiRequestError } from '../../lib/api';
import { api, unwrap } from '../../lib/api';
import { authClient } from '../../lib/auth-client';

type State = { step: 'ask' } | { step: 'done' } | { step: 'failed'; message: string };

/**
 * Where the notice sent to an old address after a change of address lands. Opening the link changes
 * nothing by itself (mail scanners open links); the button puts the old address back.
 */
export default function UndoEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ step: 'ask' });
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await unwrap(api.account['undo-email-change'].$post({ json: { token } }));
      // Every session of the account has ended; this browser forgets its copy too.
      await authClient.signOut().catch(() => undefined);
      setState({ step: 'done' });
    } catch (err) {
      setState({ step: 'failed', message: (err as ApiRequestError).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <title>Undo the change of e-mail · NeuroNest</title>
      <div className="flex flex-col gap-5 rounded-xl border border-line bg-surface p-6 @sm:p-8">
        <h1 className="text-2xl font-bold">Undo the change of e-mail</h1>
        {state.step === 'done' ? (
          <>
            <Notice tone="success">
              Your old address is back on your account, and every device is signed out.
            </Notice>
            <p>
              If you did not make the change, someone may know your password. Sign in with a sign-in link, or
              choose a new password with &ldquo;Forgot password?&rdquo;.
            </p>
            <Link to="/auth" className="font-medium underline">
              Go to sign-in
            </Link>
          </>
        ) : (
          <form noValidate className="flex flex-col gap-5" onSubmit={submit}>
            <p>
              This puts your old e-mail address back on your NeuroNest account and signs out every device,
              including whoever made the change.
            </p>
            {state.step === 'failed' && <Notice tone="error">{state.message}</Notice>}
            <Button type="submit" busy={busy} busyLabel="Putting it back...">
              Put my old address back
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}
