import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress-plugin';
import { prerenderLanding } from './scripts/prerender-plugin';

const root = path.resolve(import.meta.dirname, 'src/client');
const outDir = path.resolve(import.meta.dirname, 'dist/client');

// react-router's package points bundlers at its development build; the app ships its production build, the
// same API without the development-only checks and warnings.
const reactRouterProduction = path.resolve(
  import.meta.dirname,
  'node_modules/react-router/dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  root,
  publicDir: 'public',
  plugins: [react(), tailwindcss(), prerenderLanding({ root, outDir }), precompress({ outDir })],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    outDir,
    emptyOutDir: true,
    // None: a map hands anyone the app's whole source with its comments. The dev server keeps its own.
    sourcemap: false,
    // Read by the server to preload each screen's scripts with its page (src/server/pages/spa-preload.ts).
    manifest: true,
    rolldownOptions: {
      // The app, and the landing page: prerendered HTML with one small script of its own.
      input: { index: path.join(root, 'index.html'), landing: path.join(root, 'landing.html') },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
