import { CircleUser, LogOut, Settings } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 outline-none data-[highlighted]:bg-primary data-[highlighted]:text-white';

export function UserMenu({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line px-3 font-medium">
        <CircleUser aria-hidden="true" className="size-5" />
        <span className="max-w-48 truncate">{email}</span>
        <span className="sr-only">, account menu</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-lg border border-line bg-surface p-1 text-fg shadow-md"
        >
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
