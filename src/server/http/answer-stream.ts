import { pipeline, Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Encoding } from './compression';

/** A compressing stream with the settings `compress` uses for whole answers. */
function encoder(encoding: Encoding) {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 2 } })
    : createGzip({ level: 6 });
}

/**
 * An answer made as it is sent, from text handed over piece by piece, compressed as it goes when the request
 * takes an encoding (decision 139). The next piece is asked for only when the client has taken the last, so a
 * slow download never piles up in memory, and zlib compresses on libuv's worker threads rather than this one.
 * A failure while making the text ends the answer broken (the download fails), never cut short but well formed;
 * a client that goes away stops the making of the text. `onEnd` is called once the answer is over, whichever way
 * it ended: sent whole, broken by a failure, or cancelled by a client that went away.
 */
export function streamedAnswer(
  text: AsyncIterable<string>,
  encoding: Encoding | null,
  onError: (error: unknown) => void,
  onEnd: () => void = () => undefined,
): ReadableStream<Uint8Array> {
  const source = Readable.from(
    (async function* bytes() {
      for await (const piece of text) yield Buffer.from(piece);
    })(),
    { objectMode: false },
  );
  const sent: Readable = encoding ? pipeline(source, encoder(encoding), () => undefined) : source;
  const pieces = sent[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { value, done } = await pieces.next();
          if (done) {
            controller.close();
            onEnd();
          } else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
        } catch (error) {
          onError(error);
          onEnd();
          throw error;
        }
      },
      async cancel() {
        onEnd();
        await pieces.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}
