import type { Settings } from '../../../shared/settings';
import { SettingSwitch } from './setting-switch';
import { SettingsCard } from './settings-card';
import { useSaveSetting } from './use-save-setting';

/** Reminder choices, saved to the account so they follow the user to every device. */
export function NotificationsTab({ settings }: { settings: Settings }) {
  const save = useSaveSetting();
  return (
    <SettingsCard title="Notifications" description="Choose which gentle reminders you would like.">
      <SettingSwitch
        label="Enable task reminders"
        description="A reminder about tasks you have planned."
        checked={settings.taskReminders}
        onChange={(taskReminders) => save({ taskReminders })}
      />
      <SettingSwitch
        label="Enable break reminders"
        description="A reminder to take a short break while you focus."
        checked={settings.breakReminders}
        onChange={(breakReminders) => save({ breakReminders })}
      />
    </SettingsCard>
  );
}
