import { z } from 'zod';
import { sanitizeBionicHtml } from './sanitize';

/** Converts text to bionic-reading HTML. Resolves null when there is no result, so the browser keeps its own. */
export interface BionicReader {
  convert(text: string): Promise<string | null>;
}

/** The offline implementation: no service, the browser's local transform stands. */
export const offlineBionicReader: BionicReader = { convert: async () => null };

const MAX_RESPONSE_CHARS = 200_000;
const jsonReply = z.object({ content: z.string() });

export class BionicUnavailableError extends Error {}

/**
 * The reading service of docs/product.md#calls: a multipart POST of {content, fixation, saccade, response}, answered with
 * HTML or with JSON holding it in `content`. Whatever it sends is sanitised before anyone sees it.
 */
export function createHttpBionicReader(url: string, { timeoutMs = 3000 } = {}): BionicReader {
  return {
    async convert(text) {
      const form = new FormData();
      form.set('content', text);
      form.set('fixation', '1');
      form.set('saccade', '10');
      form.set('response', 'html');
      const res = await fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) throw new BionicUnavailableError(`the reading service answered ${res.status}`);
      const body = await res.text();
      if (body.length > MAX_RESPONSE_CHARS) throw new BionicUnavailableError('the reply is too large');
      const isJson = (res.headers.get('content-type') ?? '').includes('json');
      const html = isJson ? jsonReply.parse(JSON.parse(body)).content : body;
      const safe = sanitizeBionicHtml(html);
      return safe === '' ? null : safe;
    },
  };
}
