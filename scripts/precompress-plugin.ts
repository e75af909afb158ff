// Compresses every built text file once, with brotli and gzip at their best levels, so the server sends
// the smaller copy the browser accepts without compressing on each request (decision 022).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** HTML is left out: the server writes the person's look into each page, then compresses it. */
const TEXT = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 256;

export function precompress({ outDir }: { outDir: string }): Plugin {
  return {
    name: 'neuronest:precompress',
    apply: 'build',
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => TEXT.test(file))
          .map(async (file) => {
            const full = path.join(outDir, file);
            const content = await readFile(full);
            if (content.length < MIN_BYTES) return;
            const [br, gzipped] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gz(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < content.length) await writeFile(`${full}.br`, br);
            if (gzipped.length < content.length) await writeFile(`${full}.gz`, gzipped);
          }),
      );
    },
  };
}
