import type { Settings } from '../../../shared/settings';
import { CalendarFeedSection } from './calendar-feed-section';
import { SavedSwitch } from './setting-switch';
import { SettingsCard } from './settings-card';

/** Reminder choices, saved to the account so they follow the user to every device, and the calendar feed. */
export function NotificationsTab({ settings }: { settings: Settings }) {
  return (
    <div className="space-y-6">
      <SettingsCard title="Notifications" description="Choose which gentle reminders you would like.">
        <SavedSwitch
          label="Enable task reminders"
          description="A reminder about tasks you have planned."
          checked={settings.taskReminders}
          update={(taskReminders) => ({ taskReminders })}
        />
        <SavedSwitch
          label="Enable break reminders"
          description="A reminder to take a short break while you focus."
          checked={settings.breakReminders}
          update={(breakReminders) => ({ breakReminders })}
        />
      </SettingsCard>
      <CalendarFeedSection />
    </div>
  );
}
