import type { ReactElement } from 'react';
import { useSyncExternalStore } from 'react';
import type * as Sonner from 'sonner';
import type { ExternalToast } from 'sonner';
import { listeners } from './listeners';

// Toasts load with the first one shown, not with every page: the library (about 9 KB gzip) and its toaster
// arrive when something first has to be said. The library keeps a toast raised before its toaster mounts
// and shows it once it has.

type Library = typeof Sonner;

let library: Promise<Library> | null = null;
const wanted = listeners();

function withLibrary(show: (library: Library) => void) {
  if (!library) {
    library = import('sonner');
    wanted.tell();
  }
  library.then(show, () => {
    // Not reachable now (offline): the next toast tries again.
    library = null;
  });
}

/** Shows a toast: `toast(message)`, `toast.success(message)`, `toast.error(message)`, as the library's own. */
export const toast = Object.assign(
  (message: string, options?: ExternalToast) => withLibrary((lib) => lib.toast(message, options)),
  {
    success: (message: string, options?: ExternalToast) =>
      withLibrary((lib) => lib.toast.success(message, options)),
    error: (message: string, options?: ExternalToast) =>
      withLibrary((lib) => lib.toast.error(message, options)),
    /** A toast of one's own making (a reminder's notice, with its buttons); `id` keeps it to one. */
    custom: (render: (id: string | number) => ReactElement, options: ExternalToast & { id: string }) =>
      withLibrary((lib) => lib.toast.custom(render, options)),
    dismiss: (id: string) => {
      void library?.then((lib) => lib.toast.dismiss(id));
    },
  },
);

/** True once a toast has been raised: the app mounts the toaster then. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(wanted.subscribe, () => library !== null);
}
