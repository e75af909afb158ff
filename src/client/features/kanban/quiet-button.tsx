import type { ButtonHTMLAttributes, Ref } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement> | undefined;
}

/**
 * A small, quiet button beside what it changes (a card's "Edit", its steps' "Edit steps"): text-sized, at least
 * 32 px tall, so a card stays calm and the target stays above 24 px.
 */
export function QuietButton({ className = '', children, ...rest }: Props) {
  return (
    <button
      type="button"
      {...rest}
      className={`inline-flex min-h-8 shrink-0 items-center gap-1 rounded-md px-2 text-sm font-medium text-muted underline-offset-4 hover:bg-app hover:text-fg hover:underline aria-expanded:bg-app aria-expanded:text-fg disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
    >
      {children}
    </button>
  );
}
