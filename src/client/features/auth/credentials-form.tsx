import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES, authErrorMessage } from '../../../shared/auth-messages';
import { passwordStrength } from '../../../shared/password';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { NewPasswordInput, PasswordInput } from '../../components/password-input';
import { authClient } from '../../lib/auth-client';
import { loadScreenAt } from '../../lib/screen-loaders';
import { refreshSession, setDestinationAfterSignIn } from '../../lib/session';
import { sendMagicLink } from './magic-link';

interface Props {
  mode: 'sign-in' | 'sign-up';
  onForgotPassword(): void;
  onMagicLinkSent(email: string): void;
}

type Feedback = { tone: 'error' | 'success'; text: string } | null;

/** E-mail and password, for signing in or creating an account, with the magic-link option when signing in. */
export function CredentialsForm({ mode, onForgotPassword, onMagicLinkSent }: Props) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<'password' | 'magic' | null>(null);
  // The server's answer, which stays until the user changes what it was about.
  const [feedback, setFeedback] = useState<Feedback>(null);
  // Set by a submit with an empty field; the message is worked out from the fields, so it goes when they are filled.
  const [checkFilled, setCheckFilled] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const signingUp = mode === 'sign-up';
  const strength = passwordStrength(password);
  const missing = checkFilled && (!email.trim() || !password);
  const shown: Feedback = missing ? { tone: 'error', text: AUTH_MESSAGES.missingCredentials } : feedback;

  function edit(setter: (value: string) => void, value: string) {
    setter(value);
    if (feedback?.tone === 'error') setFeedback(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFeedback(null);
    if (!email.trim() || !password) {
      setCheckFilled(true);
      // Straight to the first field still empty, where the person has to type next.
      const form = event.currentTarget as HTMLFormElement;
      const first = !email.trim() ? form.elements.namedItem('email') : passwordRef.current;
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    if (signingUp && !strength.strongEnough) {
      // The message and the checks still to pass are under the field and read with it.
      passwordRef.current?.focus();
      return;
    }
    setBusy('password');
    const destination = signingUp ? '/onboarding' : '/dashboard';
    setDestinationAfterSignIn(destination);
    // The next screen's code comes while the server checks the password, so no blank step follows.
    const nextScreen = loadScreenAt(destination);
    try {
      const result = signingUp
        ? await authClient.signUp.email({
            email: email.trim(),
            password,
            name: '',
            callbackURL: '/auth/callback',
          })
        : await authClient.signIn.email({ email: email.trim(), password });
      if (result.error) {
        setDestinationAfterSignIn(null);
        return setFeedback({ tone: 'error', text: authErrorMessage(result.error) });
      }
      if (signingUp && !result.data.token) {
        setFeedback({
          tone: 'success',
          text: `Your account is ready. We sent a confirmation link to ${email.trim()}. Please open it, then sign in.`,
        });
        return;
      }
      // Moving on before the app knows the new session would meet the signed-in guard, which sends a
      // signed-out person to sign in: the "Welcome Back" form would flash before the next screen.
      await Promise.all([refreshSession(), nextScreen]);
      await navigate(destination, { replace: true });
    } catch {
      setDestinationAfterSignIn(null);
      setFeedback({ tone: 'error', text: AUTH_MESSAGES.unexpected });
    } finally {
      setBusy(null);
    }
  }

  async function requestMagicLink() {
    if (busy) return;
    setFeedback(null);
    if (!email.trim()) return setFeedback({ tone: 'error', text: AUTH_MESSAGES.emailRequired });
    setBusy('magic');
    try {
      const { error } = await sendMagicLink(email.trim());
      if (error) {
        const text = error.status === 429 ? authErrorMessage(error) : AUTH_MESSAGES.magicLinkFailed;
        return setFeedback({ tone: 'error', text });
      }
      onMagicLinkSent(email.trim());
    } catch {
      setFeedback({ tone: 'error', text: AUTH_MESSAGES.magicLinkFailed });
    } finally {
      setBusy(null);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {shown && <Notice tone={shown.tone}>{shown.text}</Notice>}
      <Field
        label="E-mail"
        type="email"
        name="email"
        autoComplete={signingUp ? 'email' : 'username'}
        required
        value={email}
        onChange={(e) => edit(setEmail, e.target.value)}
      />
      {signingUp ? (
        <NewPasswordInput
          ref={passwordRef}
          label="Password"
          name="password"
          required
          minLength={8}
          password={password}
          onChange={(e) => edit(setPassword, e.target.value)}
        />
      ) : (
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          minLength={8}
          value={password}
          onChange={(e) => edit(setPassword, e.target.value)}
        />
      )}
      <Button
        type="submit"
        busy={busy === 'password'}
        busyLabel={signingUp ? 'Creating account...' : 'Signing in...'}
      >
        {signingUp ? 'Create Account' : 'Sign In'}
      </Button>
      {!signingUp && (
        <div className="flex flex-col gap-2 border-t border-line pt-5">
          <p className="text-muted">No password? We can e-mail you a link that signs you in.</p>
          <Button
            variant="secondary"
            busy={busy === 'magic'}
            busyLabel="Sending link..."
            onClick={requestMagicLink}
          >
            E-mail me a magic link
          </Button>
          <Button variant="ghost" className="self-start underline" onClick={onForgotPassword}>
            Forgot your password?
          </Button>
        </div>
      )}
    </form>
  );
}
