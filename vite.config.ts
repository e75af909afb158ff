import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appManifest } from './scripts/app-manifest';
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

/**
 * What every tool screen's header needs before it draws: the header, its reading text, the lazy part below it and
 * the wait for the header's paint, and its back arrow. One chunk, not seven files fetched six at a time over HTTP/1.1
 * before the screen's first paint (decision 113). A module the header comes to need must be named here:
 * e2e/first-paint.test.ts fails when a tool screen's first scripts hold any other chunk.
 */
const TOOL_HEADER =
  /src[\\/]client[\\/](components[\\/](tool-page-header|tool-screen|reading-text|bold-segments|slash-breaks)|lib[\\/](lazy-part|after-paint))\.tsx?$|src[\\/]shared[\\/](bionic|load-once)\.ts$|lucide-react[\\/].*[\\/]arrow-left\.m?js$/;

/** What the app's first script imports and the screens import too (decision 103). */
const SHARED_AT_START =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack|lucide-react)[\\/]|src[\\/]client[\\/]lib[\\/](session|first-data|offline[\\/])|src[\\/]shared[\\/]first-data/;

export default defineConfig(({ command }) => ({
  root,
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    prerenderLanding({ root, outDir }),
    // The install manifest and the service worker (decision 090). The app registers the worker itself, once
    // its first screen has settled (src/client/app/service-worker.ts, decision 136), so no page's first load grows.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: appManifest,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      workbox: {
        // The app shell, every screen's script and style, the fonts and icons: what a signed-in screen
        // needs to open without a connection. The landing page and the PDF reader's large worker are left
        // to the network.
        globPatterns: ['**/*.{js,css,svg,png,woff2}', 'index.html'],
        // Imports and exports of files load when used, and are kept then (below), not before.
        globIgnores: [
          '**/pdf.worker*',
          '**/read-pdf-*',
          '**/export-pdf-*',
          '**/export-xlsx-*',
          // mammoth, the .docx reader, is built as lib-*.js.
          '**/lib-*',
          // The language library of the parts-of-speech marks (decision 165): kept once a mark is first on.
          '**/parts-of-speech-????????.js',
          '**/workbox-*',
        ],
        // A page from the server carries the person's own data and is never cached; without a
        // connection, a navigation gets the bare app shell from the cache instead.
        navigateFallback: null,
        // Nor does `/` mean the kept shell: the landing page comes from the server, signed in or not.
        directoryIndex: '',
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: 'index.html' } },
          },
          {
            // A built file's name changes with its content, so a kept copy is always right.
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 60 } },
          },
        ],
        cleanupOutdatedCaches: true,
        // Push and notification presses for reminders (src/client/public/reminder-worker.js, decision 104).
        importScripts: ['reminder-worker.js'],
      },
    }),
    precompress({ outDir }),
  ],
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
    // No modulepreload polyfill: a browser without the feature (Safari before 17) still loads every module, only
    // without the head start, and the other browsers would download the polyfill for nothing (decision 103).
    // A lazy screen's import keeps only its stylesheets: the list of every script it needs cost the first script
    // 2.8 KB (gzip), and the service worker keeps every screen's scripts after the first visit (decision 105).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      // The app, and the landing page: prerendered HTML with one small script of its own.
      input: { index: path.join(root, 'index.html'), landing: path.join(root, 'landing.html') },
      // The libraries and the session code that the first script and the screens share go in one chunk, not
      // one chunk each: every app page needs all of them, and each extra file costs its own compression and
      // import lists (decision 103).
      output: {
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'], test: SHARED_AT_START },
            { name: 'tool-header', test: TOOL_HEADER, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
