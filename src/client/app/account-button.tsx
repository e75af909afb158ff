import { ChevronDown, CircleUser } from 'lucide-react';

/** The account menu's button, the same whether the menu has loaded yet or not (see lazy-user-menu.tsx). */
export const ACCOUNT_BUTTON_CLASS =
  'inline-flex min-h-11 max-w-full items-center gap-2 rounded-lg border border-line px-3 font-medium';

/**
 * "Account" first, so Sign Out is easy to find; the e-mail beside it as a reminder of who is signed in, cut
 * short, and left out on narrow screens.
 */
export function AccountButtonContent({ email }: { email: string }) {
  return (
    <>
      <CircleUser aria-hidden="true" className="size-5 shrink-0" />
      <span>Account</span>
      <span className="hidden max-w-48 truncate text-sm font-normal text-muted lg:inline">
        <span className="sr-only">, signed in as </span>
        {email}
      </span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
    </>
  );
}
