import { toast } from '../lib/toast';
import { whenSettled } from '../lib/when-idle';

/**
 * Registers the service worker (decision 090) once the page has loaded and its first screen has settled (decision
 * 136): the worker then fetches every screen's scripts to keep them, and on a phone that would compete with the
 * screen the person opened. A new version waits until the person chooses "Reload": nothing reloads under
 * their hands while they type.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  let chosen = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (chosen) location.reload();
  });
  const offer = (waiting: ServiceWorker) =>
    toast('A new version of NeuroNest is ready.', {
      duration: Infinity,
      action: {
        label: 'Reload',
        onClick: () => {
          chosen = true;
          waiting.postMessage({ type: 'SKIP_WAITING' });
        },
      },
    });
  const register = async () => {
    const registration = await navigator.serviceWorker.register('/sw.js');
    // A new version found while the page was closed waits already; one found later announces itself.
    if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
      });
    });
  };
  const start = () => whenSettled(() => void register().catch(() => undefined));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
