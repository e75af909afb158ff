// What the server sends: whether the landing page reads without scripts, and how each kind of answer is
// compressed.
import { features, heroContent } from '../src/client/features/landing/content';
import { faqEntries } from '../src/client/features/landing/faq-content';

/** Every text of the landing page that its HTML (before any script) is missing. */
export async function landingTextMissing(baseUrl: string): Promise<string[]> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const decoded = html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');
  const wanted = [
    heroContent.title,
    heroContent.subline,
    ...features.flatMap((f) => [f.title, f.description, ...(f.items ?? [])]),
    ...faqEntries.flatMap((e) => [e.question, e.answer]),
  ];
  return wanted.filter((text) => !decoded.includes(text));
}

export interface Encoded {
  what: string;
  path: string;
  encoding: string;
  bytes: number;
  plainBytes: number;
}

async function encodedAs(baseUrl: string, what: string, path: string, cookie?: string): Promise<Encoded> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  // Node's fetch would decompress: ask with a raw request for the sizes on the wire.
  const { request } = await import('node:http');
  const raw = (accept: string) =>
    new Promise<{ encoding: string; bytes: number }>((resolve, reject) => {
      const req = request(
        `${baseUrl}${path}`,
        { headers: { ...headers, 'accept-encoding': accept } },
        (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () =>
            resolve({ encoding: String(res.headers['content-encoding'] ?? 'none'), bytes }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
  const sent = await raw('gzip, deflate, br');
  const plain = await raw('identity');
  return { what, path, encoding: sent.encoding, bytes: sent.bytes, plainBytes: plain.bytes };
}

export async function compressionOf(baseUrl: string, cookie: string): Promise<Encoded[]> {
  const page = await (await fetch(`${baseUrl}/settings`, { headers: { cookie } })).text();
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(page)?.[1];
  const style = /<link rel="stylesheet" crossorigin href="([^"]+)"/.exec(page)?.[1];
  if (!script || !style) throw new Error('The app page names no script or stylesheet.');
  return Promise.all([
    encodedAs(baseUrl, 'app script', script),
    encodedAs(baseUrl, 'stylesheet', style),
    encodedAs(baseUrl, 'landing page', '/'),
    encodedAs(baseUrl, 'app page', '/settings', cookie),
    encodedAs(baseUrl, 'API: session', '/api/auth/get-session', cookie),
    encodedAs(baseUrl, 'API: settings', '/api/settings', cookie),
    encodedAs(baseUrl, 'API: data export', '/api/account/export', cookie),
  ]);
}
