import { useState } from 'react';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { SettingsCard } from './settings-card';

const MESSAGES = {
  connect: 'Google OAuth integration coming soon!',
  disconnect: 'Account disconnection coming soon!',
} as const;

/** Connected Accounts (SPEC §2): Google is listed but cannot be connected yet. */
export function ConnectionsTab() {
  const [message, setMessage] = useState<keyof typeof MESSAGES | null>(null);
  return (
    <SettingsCard title="Connected Accounts" description="Link other services you use with NeuroNest.">
      <div className="space-y-4">
        <Notice tone="info">This feature is under development.</Notice>
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-line p-4">
          <div className="min-w-0">
            <p className="font-semibold">Google</p>
            <p className="text-sm text-muted">Calendar and profile</p>
            <p className="mt-1 text-sm font-medium">
              <span className="sr-only">Status: </span>Not connected
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setMessage('connect')}>
              Connect
            </Button>
            <Button variant="secondary" onClick={() => setMessage('disconnect')}>
              Disconnect
            </Button>
          </div>
        </div>
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
