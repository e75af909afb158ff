import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env';

export const MISDIRECTED_MESSAGE = 'NeuroNest does not answer at this address.';

/** `localhost`, `[::1]` or any 127.x.x.x: names that always mean this computer. */
export function isLoopbackHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

interface HostSettings {
  PUBLIC_URL: string;
  PORT: number;
  ALLOWED_HOSTS: readonly string[];
}

/**
 * The values of the Host header NeuroNest answers: PUBLIC_URL's host, ALLOWED_HOSTS, and, when PUBLIC_URL
 * is a loopback address, the loopback names on its port and on PORT (the development proxy forwards there).
 */
export function allowedHosts({ PUBLIC_URL, PORT, ALLOWED_HOSTS }: HostSettings): Set<string> {
  const url = new URL(PUBLIC_URL);
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  const hosts = new Set<string>(ALLOWED_HOSTS);
  const add = (name: string, port: string) => {
    hosts.add(`${name}:${port}`);
    // Browsers leave the scheme's own port out of Host.
    if (port === defaultPort) hosts.add(name);
  };
  add(url.hostname, url.port || defaultPort);
  if (isLoopbackHostname(url.hostname)) {
    for (const name of LOOPBACK_NAMES) {
      add(name, url.port || defaultPort);
      add(name, String(PORT));
    }
  }
  return hosts;
}

/**
 * Answers only requests addressed to NeuroNest. A page on another site can point its own name at this
 * computer (DNS rebinding); the browser then treats NeuroNest's answers as that site's and lets its
 * scripts read them, cookies aside: the local mailbox, a sign-in link's session, an export. The browser
 * still sends the other site's name in Host, so such a request gets a 421 and nothing else.
 */
export function knownHostOnly(hosts: ReadonlySet<string>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const host = c.req.header('host')?.trim().toLowerCase();
    // A request over a socket always names its host (Node refuses HTTP/1.1 without one); only calls made
    // inside the process, as tests make them, have none.
    if (host === undefined || hosts.has(host)) return next();
    c.header('Cache-Control', 'no-store');
    return c.text(MISDIRECTED_MESSAGE, 421);
  });
}
