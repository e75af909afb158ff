import { busyGate } from '../../http/busy-gate';
import { randomIp, STRONG_PASSWORD, uniqueEmail } from '../../test/users';

/**
 * Visitors sign up two at a time, as people arrive, whatever the test does next all at once: a server turns a
 * burst of sign-ups away for now (decision 139), and only `sign-up-burst.test.ts` sends one.
 */
const signingUp = busyGate(2, Number.POSITIVE_INFINITY);

export interface Answer {
  status: number;
  body: unknown;
  /** How long the server took to answer, in milliseconds. */
  ms: number;
}

/**
 * One person with a browser: their own cookies and their own address (the servers run with TRUST_PROXY, so
 * each visitor has rate-limit counters of their own). Requests go to whichever server instance is named.
 */
export class Visitor {
  readonly ip = randomIp();
  readonly email = uniqueEmail('proof');
  private readonly cookies = new Map<string, string>();

  constructor(public baseUrl: string) {}

  get cookie() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  /** Forgets the signed copy of the session, so the next read asks the database (decision 023). */
  dropCachedSession() {
    for (const name of [...this.cookies.keys()]) if (name.includes('session_data')) this.cookies.delete(name);
  }

  async send(method: string, path: string, body?: unknown, baseUrl = this.baseUrl): Promise<Answer> {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        origin: new URL(baseUrl).origin,
        'x-forwarded-for': this.ip,
        ...(this.cookies.size > 0 ? { cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.setCookie(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: kept as text for the failure message.
    }
    return { status: res.status, body: parsed, ms: performance.now() - started };
  }

  /** Creates the account and keeps its session cookies; throws unless the server answered 200. */
  async signUp(baseUrl = this.baseUrl) {
    const leave = await signingUp.enter();
    const res = await this.send(
      'POST',
      '/api/auth/sign-up/email',
      { email: this.email, password: STRONG_PASSWORD, name: '' },
      baseUrl,
    ).finally(() => leave?.());
    if (res.status !== 200) throw new Error(`Sign-up answered ${res.status}: ${JSON.stringify(res.body)}`);
    return this;
  }

  /** Signs in with the password, as the sign-in form does, with none of its earlier cookies. */
  async signIn(baseUrl = this.baseUrl) {
    this.cookies.clear();
    const res = await this.send(
      'POST',
      '/api/auth/sign-in/email',
      { email: this.email, password: STRONG_PASSWORD },
      baseUrl,
    );
    if (res.status !== 200) throw new Error(`Sign-in answered ${res.status}: ${JSON.stringify(res.body)}`);
    return this;
  }
}
