/**
 * The text an answer was made from (`c.json`, `c.html`, `c.text`), read without turning it into a stream.
 *
 * Behind Node, `@hono/node-server` puts a light `Response` in place of the platform's: one made from a string
 * keeps the string and its status and headers, and writes them straight to the socket. Reading its body
 * (`res.body`, `res.arrayBuffer()`) makes the full platform answer first, its body a stream that is then read
 * back: about a sixth of the server's CPU on a list read such as `/api/study` (decision 127). This reads the
 * kept string instead. It is the adapter's own record, not a public API, so it is checked before use: a kept
 * entry of another shape, or an answer made otherwise, gives null, and the caller reads the body the usual
 * way. A test (`answer-text.test.ts`) runs the real adapter and fails if the record moves.
 */
export function answerText(res: Response): string | null {
  for (const key of Object.getOwnPropertySymbols(res)) {
    if (key.description !== 'cache') continue;
    const kept: unknown = (res as unknown as Record<symbol, unknown>)[key];
    if (Array.isArray(kept) && typeof kept[1] === 'string') return kept[1];
  }
  return null;
}
