import type { ButtonHTMLAttributes, Ref } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants: Record<Variant, string> = {
  primary: 'px-5 bg-primary text-white hover:bg-primary-strong border border-transparent',
  secondary: 'px-5 bg-surface text-fg border border-control hover:border-primary',
  ghost: 'px-1 bg-transparent text-fg border border-transparent hover:bg-app underline-offset-4',
  danger: 'px-5 bg-surface text-danger border-2 border-danger hover:bg-danger-soft',
};

export const buttonClass = (variant: Variant = 'primary', extra = '') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${extra}`;

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement> | undefined;
  variant?: Variant;
  /** While true the button ignores presses, says it is busy to screen readers, and shows busyLabel. */
  busy?: boolean;
  busyLabel?: string;
}

export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  className = '',
  children,
  disabled,
  onClick,
  ...rest
}: Props) {
  // While busy the button keeps focus (a disabled button would drop it to the page top) but does nothing.
  return (
    <button
      type="button"
      {...rest}
      className={buttonClass(variant, `${busy ? 'cursor-wait opacity-60' : ''} ${className}`)}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) return event.preventDefault();
        onClick?.(event);
      }}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
