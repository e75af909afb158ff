import { useState } from 'react';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { SettingsCard } from './settings-card';

const MESSAGES = {
  connect: 'Google OAuth integration coming soon!',
  disconnect: 'Account disconnection coming soon!',
} as const;

interface ConnectedAccount {
  name: string;
  scopes: string;
  connected: boolean;
}

/** docs/product.md#screens lists Google (calendar and profile), not connected: nothing can be connected yet. */
const ACCOUNTS: readonly ConnectedAccount[] = [
  { name: 'Google', scopes: 'Calendar and profile', connected: false },
];

/** Connected Accounts: each account offers the one action that fits its state, Connect or Disconnect. */
export function ConnectionsTab() {
  const [message, setMessage] = useState<keyof typeof MESSAGES | null>(null);
  return (
    <SettingsCard title="Connected Accounts" description="Link other services you use with NeuroNest.">
      <div className="space-y-4">
        <Notice tone="info">This feature is under development.</Notice>
        {ACCOUNTS.map((account) => (
          <div
            key={account.name}
            className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-line p-4"
          >
            <div className="min-w-0">
              <p className="font-semibold">{account.name}</p>
              <p className="text-sm text-muted">{account.scopes}</p>
              <p className="mt-1 text-sm font-medium">
                <span className="sr-only">Status: </span>
                {account.connected ? 'Connected' : 'Not connected'}
              </p>
            </div>
            <Button
              variant="secondary"
              aria-label={`${account.connected ? 'Disconnect' : 'Connect'} ${account.name}`}
              onClick={() => setMessage(account.connected ? 'disconnect' : 'connect')}
            >
              {account.connected ? 'Disconnect' : 'Connect'}
            </Button>
          </div>
        ))}
        {message && (
          <div
            key={message}
            role="alert"
            className="rounded-lg border border-line bg-primary-soft px-4 py-3 font-medium text-fg"
          >
            {MESSAGES[message]}
          </div>
        )}
      </div>
    </SettingsCard>
  );
}
