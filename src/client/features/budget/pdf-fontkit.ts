import { create } from 'fontkit';
import type { Font } from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/*
 * fontkit 2 as the PDF library's font engine (decision 175). The library was written against fontkit 1, whose
 * subsets wrote themselves as a stream; fontkit 2's write their bytes at once (`encode`), so each subset is handed
 * over as a stream of one piece. fontkit 1's subset of a CFF font (OpenDyslexic) is one Poppler reports as
 * invalid; fontkit 2's is read cleanly.
 *
 * OpenDyslexic also carries colour layers (COLR, CPAL): fontkit then builds every glyph from its layers, and a
 * subset holds only the empty base glyphs. A PDF draws in one ink, so the font is read without its colour
 * table, and each glyph's own outline is drawn.
 */
export const pdfFontkit: Fontkit = {
  create(bytes) {
    const font = create(bytes as Buffer) as Font & { directory: { tables: Record<string, unknown> } };
    delete font.directory.tables.COLR;
    const createSubset = font.createSubset.bind(font);
    return Object.assign(font, {
      createSubset() {
        const subset = createSubset();
        return Object.assign(subset, { encodeStream: () => streamOfOne(() => subset.encode()) });
      },
    }) as unknown as ReturnType<Fontkit['create']>;
  },
};

type Listener = (data: Uint8Array) => unknown;

/** A stream that gives `bytes()` as its one piece of data, then ends, once its listeners are attached. */
function streamOfOne(bytes: () => Uint8Array) {
  const listeners: Partial<Record<'data' | 'end' | 'error', Listener>> = {};
  const stream = {
    on(event: 'data' | 'end' | 'error', listener: Listener) {
      if (Object.keys(listeners).length === 0)
        queueMicrotask(() => {
          try {
            const data = bytes();
            listeners.data?.(data);
            listeners.end?.(data);
          } catch (error) {
            listeners.error?.(error as Uint8Array);
          }
        });
      listeners[event] = listener;
      return stream;
    },
  };
  return stream;
}
