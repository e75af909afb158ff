// Writes the landing page's HTML at build time (decision 020): the built landing.html gets the page drawn
// by the same React components the app uses, so it paints before any script and reads without one.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { createServer } from 'vite';

const MARK = '<!--prerendered-->';

export function prerenderLanding({ root, outDir }: { root: string; outDir: string }): Plugin {
  return {
    name: 'neuronest:prerender-landing',
    apply: 'build',
    async closeBundle() {
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const module = (await server.ssrLoadModule('/app/prerender-landing.tsx')) as {
          prerenderLanding: () => { title: string; body: string };
        };
        const { title, body } = module.prerenderLanding();
        const file = path.join(outDir, 'landing.html');
        const template = await readFile(file, 'utf8');
        if (!template.includes(MARK)) throw new Error('landing.html has no place for the prerendered page.');
        const html = template.replace(MARK, body).replace(/<title>.*?<\/title>/, `<title>${title}</title>`);
        await writeFile(file, html);
      } finally {
        await server.close();
      }
    },
  };
}
