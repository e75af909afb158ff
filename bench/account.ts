// A bench visitor's account, made through the real API like any sign-up.
export interface BenchAccount {
  /** The session cookies with a freshly signed cached copy (it is trusted for a minute). */
  cookie(): Promise<string>;
}

const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');

export async function createAccount(baseUrl: string): Promise<BenchAccount> {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'Calm-Nest-2026', name: '' }),
  });
  if (!res.ok) throw new Error(`The bench could not sign up (${res.status}).`);
  const token = cookiesOf(res).filter((c) => c.includes('session_token'));
  const cookie = async () => {
    const session = await fetch(`${baseUrl}/api/auth/get-session?disableCookieCache=true`, {
      headers: { cookie: token.join('; ') },
    });
    return [...token, ...cookiesOf(session).filter((c) => c.includes('session_data'))].join('; ');
  };
  // ADHD in the profile: the dashboard then shows its texts in bionic style and asks the reading service
  // for them, which the bench counts.
  const saved = await fetch(`${baseUrl}/api/profile`, {
    method: 'PATCH',
    headers: { ...headers, cookie: await cookie() },
    body: JSON.stringify({ conditions: ['ADHD'] }),
  });
  if (!saved.ok) throw new Error(`The bench could not save its profile (${saved.status}).`);
  return { cookie };
}
