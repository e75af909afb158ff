import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (decision 090): what a browser needs to install NeuroNest and open it like an app,
 * on the dashboard, with shortcuts to the tools people open most. The colours are the default theme's; a
 * manifest cannot follow each person's theme, which the page itself paints at once.
 */
export const appManifest: Partial<ManifestOptions> = {
  id: '/dashboard',
  name: 'NeuroNest',
  short_name: 'NeuroNest',
  description: 'A calm, personal place with small tools for ADHD, autism and dyslexia.',
  lang: 'en',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  theme_color: '#4f46e5',
  background_color: '#faf9f7',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'AI Todo List', short_name: 'Todos', url: '/tools/todo' },
    { name: 'My Day', short_name: 'My Day', url: '/my-day' },
    { name: 'Time Box', short_name: 'Time Box', url: '/tools/time-box' },
  ],
};
