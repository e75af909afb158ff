/**
 * The one look of every dialog (radix-ui's Dialog and AlertDialog): the page dimmed behind, and a card in the
 * middle of the screen that scrolls inside when it is taller than the screen.
 */
export const dialogClasses = {
  overlay: 'fixed inset-0 z-40 bg-black/50',
  /** A narrow card for a sentence and its buttons; the wide one for a form. */
  content: (width: 'narrow' | 'wide') =>
    `fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[calc(100vh-2rem)] ${width === 'narrow' ? 'max-w-md' : 'max-w-lg'} -translate-y-1/2 overflow-y-auto rounded-xl border border-line bg-surface p-6 text-fg shadow-lg`,
  title: 'text-xl font-semibold',
} as const;
