import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { Loading } from '../../components/loading';
import { Notice } from '../../components/notice';
import { authClient } from '../../lib/auth-client';
import { profileQuery } from '../../lib/profile';
import { ResendLinkForm } from './resend-link-form';

const linkErrors: Record<string, string> = {
  TOKEN_EXPIRED: 'This link has expired.',
  INVALID_TOKEN: 'This link has expired or has already been used.',
  USER_NOT_FOUND: 'We could not find the account for this link.',
};

/** Where e-mailed links land: confirms the result, then goes on to onboarding or the dashboard. */
export default function CallbackPage() {
  const [params] = useSearchParams();
  const error = params.get('error');
  const requested = params.get('flow');
  const message = linkErrors[error ?? ''] ?? linkErrors.INVALID_TOKEN ?? '';
  if (requested === 'change-email') {
    return error ? <EmailChangeProblem message={message} /> : <EmailChanged />;
  }
  const flow = requested === 'magic-link' ? 'magic-link' : 'confirm';
  if (error) return <LinkProblem message={message} flow={flow} />;
  return <Confirmed />;
}

function Confirmed() {
  const navigate = useNavigate();
  const session = authClient.useSession();
  const signedIn = Boolean(session.data);
  const profile = useQuery({ ...profileQuery, enabled: signedIn });

  useEffect(() => {
    if (session.isPending) return;
    if (!signedIn) {
      toast.success('Your e-mail address is confirmed. Please sign in.');
      void navigate('/auth', { replace: true });
      return;
    }
    if (!profile.data && !profile.isError) return;
    toast.success('Your e-mail address is confirmed.');
    const isNew = !profile.data?.updatedAt;
    void navigate(isNew ? '/onboarding' : '/dashboard', { replace: true });
  }, [session.isPending, signedIn, profile.data, profile.isError, navigate]);

  return <Loading />;
}

function LinkProblem({ message, flow }: { message: string; flow: 'magic-link' | 'confirm' }) {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <title>Link not valid · NeuroNest</title>
      <div className="flex flex-col gap-5 rounded-xl border border-line bg-surface p-6 @sm:p-8">
        <h1 className="text-2xl font-bold">
          {flow === 'magic-link' ? 'Sign-in link' : 'Confirm your e-mail'}
        </h1>
        <Notice tone="error">{message}</Notice>
        <p>Enter your e-mail address and we will send you a new link.</p>
        <ResendLinkForm flow={flow} />
      </div>
    </div>
  );
}

/** The link to a new address worked: the account now uses it. Back to Settings, where it was asked for. */
function EmailChanged() {
  const navigate = useNavigate();
  const session = authClient.useSession();
  const signedIn = Boolean(session.data);
  useEffect(() => {
    if (session.isPending) return;
    toast.success(
      signedIn
        ? `Your e-mail address is now ${session.data?.user.email ?? 'changed'}.`
        : 'Your e-mail address is changed. Please sign in with the new one.',
    );
    void navigate(signedIn ? '/settings' : '/auth', { replace: true });
  }, [session.isPending, signedIn, session.data, navigate]);
  return <Loading />;
}

function EmailChangeProblem({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <title>Link not valid · NeuroNest</title>
      <div className="flex flex-col gap-5 rounded-xl border border-line bg-surface p-6 @sm:p-8">
        <h1 className="text-2xl font-bold">Change your e-mail</h1>
        <Notice tone="error">{message}</Notice>
        <p>
          Your e-mail address has not changed. You can ask for a new link in{' '}
          <Link to="/settings" className="font-medium underline">
            Settings
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
