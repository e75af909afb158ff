import { useMutation } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { api, ApiRequestError, unwrap } from '../../lib/api';
import { authClient } from '../../lib/auth-client';
import { FAREWELL } from '../../lib/farewell';
import { reloadAt } from '../../lib/leave-app';
import { forgetThisDevice } from '../../lib/offline/forget';
import { OwnerCheck, passwordToSend } from './owner-check';
import { useAccount } from './use-account';
import { dialogClasses } from '../../components/dialog-classes';

const FALLBACK_ERROR = 'Your account could not be deleted. Please try again.';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  children: ReactNode;
}

const PASSWORD_ID = 'delete-account-password';
const PASSWORD_ERRORS = new Set(['password_needed', 'wrong_password']);

/** Asks the user to type their e-mail and current password before the account and all its data are deleted for good. */
export function DeleteAccountDialog({ open, onOpenChange, children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogClasses.overlay} />
        <Dialog.Content className={dialogClasses.content('wide')}>
          <Dialog.Title className={dialogClasses.title}>Delete your account?</Dialog.Title>
          <Dialog.Description className="mt-2">
            Your account and everything saved with it (profile, settings, tasks, budgets, mind maps and
            conversions) will be deleted. This cannot be undone.
          </Dialog.Description>
          {/* Mounted only while open, so the typed e-mail and any error start fresh each time. */}
          {open && <ConfirmForm onCancel={() => onOpenChange(false)} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ConfirmForm({ onCancel }: { onCancel: () => void }) {
  const account = useAccount();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const email = account.data?.email ?? '';
  const matches = email !== '' && typed.trim().toLowerCase() === email.toLowerCase();
  const ready = matches && (account.data?.hasPassword === false || password !== '');

  const remove = useMutation({
    mutationFn: (confirmEmail: string) =>
      unwrap<{ deleted: true }>(
        api.account.$delete({ json: { confirmEmail, currentPassword: passwordToSend(password) } }),
      ),
    onError: (error) => {
      if (error instanceof ApiRequestError && PASSWORD_ERRORS.has(error.code)) {
        document.getElementById(PASSWORD_ID)?.focus();
      }
    },
    onSuccess: async () => {
      // The session went with the account, so signing out may fail; when it works it clears this
      // browser's cookie and tells the user's other tabs. The fresh page load then drops every cache.
      await authClient.signOut().catch(() => undefined);
      await forgetThisDevice();
      reloadAt(FAREWELL.path);
    },
  });

  const failure = remove.error;
  const passwordError =
    failure instanceof ApiRequestError && PASSWORD_ERRORS.has(failure.code) ? failure.message : undefined;

  return (
    <form
      noValidate
      className="mt-6 space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && !remove.isPending) remove.mutate(typed.trim());
      }}
    >
      <Field
        label="Type your e-mail address to confirm"
        type="email"
        autoComplete="off"
        spellCheck={false}
        hint={email ? `Your e-mail address is ${email}.` : undefined}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <OwnerCheck
        id={PASSWORD_ID}
        value={password}
        error={passwordError}
        onChange={(value) => {
          setPassword(value);
          remove.reset();
        }}
      />
      {account.isError && (
        <Notice tone="error">
          Your account details could not be loaded. Please close this and try again.
        </Notice>
      )}
      {remove.isError && !passwordError && (
        <Notice tone="error">
          {remove.error instanceof ApiRequestError ? remove.error.message : FALLBACK_ERROR}
        </Notice>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="danger"
          disabled={!ready}
          busy={remove.isPending}
          busyLabel="Deleting..."
        >
          Delete
        </Button>
      </div>
    </form>
  );
}
