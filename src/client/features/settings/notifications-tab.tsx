import type { Settings } from '../../../shared/settings';
import { CalendarFeedSection } from './calendar-feed-section';
import { NotificationPermission } from './notification-permission';
import { ReminderSettingsSection } from './reminder-settings-section';
import { SavedSwitch } from './setting-switch';
import { SettingsCard } from './settings-card';

/** Reminder choices (docs/product.md#reminders), saved to the account so they follow the user to every device, and the calendar feed. */
export function NotificationsTab({ settings }: { settings: Settings }) {
  return (
    <div className="space-y-6">
      <SettingsCard title="Notifications" description="Choose which gentle reminders you would like.">
        <SavedSwitch
          label="Enable task reminders"
          description="The reminders you turn on for a routine, a habit or a todo on My Day, at their time."
          checked={settings.taskReminders}
          update={(taskReminders) => ({ taskReminders })}
        />
        <SavedSwitch
          label="Enable break reminders"
          description="A gentle offer of a break, with a link to breathing, when a focus block ends and after a long stretch of focus. Never during a breathing exercise."
          checked={settings.breakReminders}
          update={(breakReminders) => ({ breakReminders })}
        />
      </SettingsCard>
      <NotificationPermission />
      <ReminderSettingsSection />
      <CalendarFeedSection />
    </div>
  );
}
