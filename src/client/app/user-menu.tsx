import { LogOut, Settings } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { ACCOUNT_BUTTON_CLASS, AccountButtonContent } from './account-button';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 outline-none data-[highlighted]:bg-primary data-[highlighted]:text-white';

/** The account menu: who is signed in, Settings and Sign Out. */
export function UserMenu({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  const navigate = useNavigate();
  return (
    // Not modal: the rest of the page stays readable (a modal menu hides it from screen readers while focus can still reach it).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={ACCOUNT_BUTTON_CLASS}>
        <AccountButtonContent email={email} />
      </DropdownMenu.Trigger>
      {/* Inside the page's header landmark, beside its button (axe: region, decision 160). */}
      <DropdownMenu.Portal
        container={typeof document === 'undefined' ? null : document.getElementById('site-header')}
      >
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
