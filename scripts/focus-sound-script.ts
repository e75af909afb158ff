import path from 'node:path';
import { build } from 'vite';

/**
 * The mixer's sounds (src/client/lib/focus-sound/sources.ts) built as one plain script that sets
 * window.FocusSound, for a blank page to render them with an OfflineAudioContext: the spectrum test and the bench.
 */
export async function focusSoundScript(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: false,
      lib: {
        entry: path.resolve(import.meta.dirname, '../src/client/lib/focus-sound/sources.ts'),
        formats: ['iife'],
        name: 'FocusSound',
      },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result && 'output' in result ? result.output[0] : undefined;
  if (!chunk || !('code' in chunk)) throw new Error('The sounds could not be built for the page.');
  return chunk.code;
}
