import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { useMailbox } from '../../lib/mailbox';
import { CredentialsForm } from './credentials-form';
import { ResetRequestForm } from './reset-request-form';

type Mode = 'sign-in' | 'sign-up' | 'reset' | 'magic-link-sent';

const headings: Record<Mode, string> = {
  'sign-in': 'Welcome Back',
  'sign-up': 'Create Account',
  reset: 'Reset Password',
  'magic-link-sent': 'Check your e-mail',
};

export default function AuthPage() {
  const location = useLocation();
  const endedMessage = (location.state as { message?: string } | null)?.message;
  // "Get Started" on the landing page asks for the sign-up form (?mode=sign-up); everything else signs in.
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in');
  const [sentTo, setSentTo] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new mode is a new view: move focus to its heading so screen readers announce it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [mode]);

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <title>{`${headings[mode]} · NeuroNest`}</title>
      <div className="rounded-xl border border-line bg-surface p-6 @sm:p-8">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold">
          {headings[mode]}
        </h1>
        <div className="mt-6 flex flex-col gap-6">
          {endedMessage && mode === 'sign-in' && (
            // Focused on arrival, so a screen reader says why the user is back at sign-in.
            <div data-route-focus="" tabIndex={-1}>
              <Notice tone="info">{endedMessage}</Notice>
            </div>
          )}
          {(mode === 'sign-in' || mode === 'sign-up') && (
            <>
              <CredentialsForm
                key={mode}
                mode={mode}
                onForgotPassword={() => setMode('reset')}
                onMagicLinkSent={(email) => {
                  setSentTo(email);
                  setMode('magic-link-sent');
                }}
              />
              <p className="border-t border-line pt-5">
                {mode === 'sign-in' ? 'New to NeuroNest? ' : 'Already have an account? '}
                <Button
                  variant="ghost"
                  className="font-semibold underline"
                  onClick={() => setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}
                >
                  {mode === 'sign-in' ? 'Create an account' : 'Sign in'}
                </Button>
              </p>
            </>
          )}
          {mode === 'reset' && (
            <>
              <p className="text-muted">
                Enter the e-mail address of your account. We will send you a link to choose a new password.
              </p>
              <ResetRequestForm />
              <BackToSignIn onClick={() => setMode('sign-in')} />
            </>
          )}
          {mode === 'magic-link-sent' && (
            <>
              <Notice tone="success">Magic link sent! Check your e-mail to sign in.</Notice>
              <p className="flex items-start gap-3">
                <MailCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-ink" />
                <span>
                  We sent a sign-in link to <strong>{sentTo}</strong>. It works once, for 15 minutes.
                </span>
              </p>
              <Button variant="secondary" onClick={() => setMode('sign-in')}>
                Try another e-mail address
              </Button>
            </>
          )}
        </div>
      </div>
      <LocalMailboxLine />
    </div>
  );
}

function BackToSignIn({ onClick }: { onClick(): void }) {
  return (
    <Button variant="ghost" className="self-start underline" onClick={onClick}>
      Back to sign in
    </Button>
  );
}

/** Without a mail server, e-mails stay on this computer; say where to find them. */
function LocalMailboxLine() {
  const mailbox = useMailbox();
  if (!mailbox.data) return null;
  return (
    <p className="mt-4 text-muted">
      E-mails from NeuroNest are delivered to the{' '}
      <Link to="/mailbox" className="font-medium text-fg underline">
        local mailbox
      </Link>{' '}
      on this server.
    </p>
  );
}
