import { ChevronDown, CircleUser, LogOut, Settings } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 outline-none data-[highlighted]:bg-primary data-[highlighted]:text-white';

/**
 * The account menu. Its button says "Account" first, so Sign Out is easy to find; the name or e-mail
 * shows beside it as a reminder of who is signed in, cut short on narrow screens.
 */
export function UserMenu({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  const navigate = useNavigate();
  return (
    // Not modal: the rest of the page stays readable (a modal menu hides it from screen readers while focus can still reach it).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex min-h-11 max-w-full items-center gap-2 rounded-lg border border-line px-3 font-medium">
        <CircleUser aria-hidden="true" className="size-5 shrink-0" />
        <span>Account</span>
        <span className="hidden max-w-48 truncate text-sm font-normal text-muted lg:inline">
          <span className="sr-only">, signed in as </span>
          {email}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 max-w-[calc(100vw-1rem)] min-w-48 rounded-lg border border-line bg-surface p-1 text-fg shadow-md"
        >
          <DropdownMenu.Label className="px-3 py-2 text-sm break-words text-muted">
            Signed in as <span className="font-medium text-fg">{email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate('/settings')}>
            <Settings aria-hidden="true" className="size-5" />
            Settings
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={onSignOut}>
            <LogOut aria-hidden="true" className="size-5" />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
