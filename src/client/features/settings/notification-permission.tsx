import { useState } from 'react';
import { Button } from '../../components/button';
import { BLOCKED_WORDS } from '../../components/reminder-control';
import { allowNotifications, useNotificationState } from '../../lib/reminders/notifications';
import { useReminders } from '../../lib/reminders/use-reminders';
import { SettingsCard } from './settings-card';

// Whether reminders can reach the person outside the open app (docs/product.md#reminders): the browser's
// permission, asked only from the button here or as a reminder is turned on, and whether push works.

const WORDS = {
  unsupported:
    'This browser cannot show notifications. Reminders still appear inside NeuroNest while it is open.',
  default:
    'Reminders appear inside NeuroNest while it is open. Allow notifications to get them from your device too, even when NeuroNest is closed.',
  denied: BLOCKED_WORDS,
  grantedPush: 'Notifications are allowed. Reminders reach this device even when NeuroNest is closed.',
  grantedNoPush:
    'Notifications are allowed while NeuroNest is open. This browser could not reach its push service, so reminders cannot come when NeuroNest is closed. They still appear inside NeuroNest while it is open.',
  granted: 'Notifications are allowed on this device.',
};

export function NotificationPermission() {
  const { permission, push } = useNotificationState();
  const pushKey = useReminders().data?.pushKey;
  const [asking, setAsking] = useState(false);
  const words =
    permission === 'granted'
      ? push === 'on'
        ? WORDS.grantedPush
        : push === 'unavailable'
          ? WORDS.grantedNoPush
          : WORDS.granted
      : WORDS[permission];
  return (
    <SettingsCard title="Notifications on this device">
      <p role="status">{words}</p>
      {(permission === 'default' || (permission === 'granted' && push === 'unavailable')) && (
        <Button
          variant="secondary"
          className="mt-3"
          busy={asking}
          busyLabel="Asking..."
          onClick={() => {
            setAsking(true);
            void allowNotifications(pushKey).finally(() => setAsking(false));
          }}
        >
          {permission === 'default' ? 'Allow notifications' : 'Try again'}
        </Button>
      )}
    </SettingsCard>
  );
}
