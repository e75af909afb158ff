/** The look of every text box: a file of its own, so a screen with only a box of its own does not load Field. */
export const inputClass =
  'block w-full min-h-11 rounded-lg border border-control bg-surface px-3 py-2 text-fg placeholder:text-muted focus-visible:border-primary aria-[invalid=true]:border-danger';
