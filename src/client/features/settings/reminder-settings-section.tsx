import { useCallback, useId, useRef, useState } from 'react';
import type { ReminderSettings } from '../../../shared/reminders';
import { BREAK_AFTER_MINUTES } from '../../../shared/reminder-choices';
import { RadioChoices } from '../../components/choice-list';
import { inputClass } from '../../components/field';
import { Notice } from '../../components/notice';
import { useReminders, useSaveReminderSettings } from '../../lib/reminders/use-reminders';
import { SaveStatus } from './save-status';
import { PanelLoading, SettingsCard } from './settings-card';
import { SettingSwitch } from './setting-switch';
import type { SaveState } from './use-save-setting';

// Quiet hours and when a break is offered (docs/product.md#reminders), kept with the reminders on the server.

function useSaveReminderSetting() {
  const { mutateAsync } = useSaveReminderSettings();
  const [state, setState] = useState<SaveState>('idle');
  const latest = useRef(0);
  const save = useCallback(
    (update: Partial<ReminderSettings>) => {
      const call = ++latest.current;
      setState('saving');
      return mutateAsync(update).then(
        () => call === latest.current && setState('saved'),
        () => call === latest.current && setState('failed'),
      );
    },
    [mutateAsync],
  );
  return { save, state };
}

function QuietHours({ settings }: { settings: ReminderSettings }) {
  const id = useId();
  const { save, state } = useSaveReminderSetting();
  const hold = useSaveReminderSetting();
  const [draft, setDraft] = useState<{ quietStart?: string; quietEnd?: string }>({});
  const time = (field: 'quietStart' | 'quietEnd', label: string) => (
    <div>
      <label htmlFor={`${id}-${field}`} className="block font-medium">
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        type="time"
        className={`${inputClass} mt-1 w-40`}
        value={draft[field] ?? settings[field]}
        onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
        onBlur={() => {
          const value = draft[field];
          if (value && value !== settings[field]) void save({ [field]: value });
          setDraft((current) => ({ ...current, [field]: undefined }));
        }}
      />
    </div>
  );
  return (
    <>
      <SettingSwitch
        label="Quiet hours"
        description="No reminders between these times, on your profile’s clock. Break offers wait too."
        checked={settings.quietHours}
        onChange={(quietHours) => void save({ quietHours })}
        status={<SaveStatus state={state} className="mt-1" />}
      />
      {settings.quietHours && (
        <div className="space-y-2 pb-3 pl-10">
          <div className="flex flex-wrap gap-4">
            {time('quietStart', 'From')}
            {time('quietEnd', 'To')}
          </div>
          <SettingSwitch
            label="Send what falls in quiet hours when they end"
            description="Otherwise a reminder whose time is in quiet hours is not sent."
            checked={settings.holdUntilQuietEnds}
            onChange={(holdUntilQuietEnds) => void hold.save({ holdUntilQuietEnds })}
            status={<SaveStatus state={hold.state} className="mt-1" />}
          />
        </div>
      )}
    </>
  );
}

function BreakAfter({ settings }: { settings: ReminderSettings }) {
  const { save, state } = useSaveReminderSetting();
  const id = useId();
  return (
    <fieldset className="py-3" aria-describedby={`${id}-hint`}>
      <legend className="font-medium">Offer a break after</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        Of focus without a break, in the time box or a routine. A break is also offered when a focus block
        ends.
      </p>
      <RadioChoices
        name={`${id}-break`}
        choices={BREAK_AFTER_MINUTES.map((minutes) => [String(minutes), `${minutes} minutes`] as const)}
        value={String(settings.breakAfterMinutes)}
        onChange={(value) => void save({ breakAfterMinutes: Number(value) })}
      />
      <SaveStatus state={state} className="mt-1" />
    </fieldset>
  );
}

/** "Quiet hours" and "Offer a break after", under the two switches of Settings › Notifications. */
export function ReminderSettingsSection() {
  const reminders = useReminders();
  return (
    <SettingsCard
      title="When reminders come"
      description="Quiet hours, and how long you focus before a break is offered."
    >
      {reminders.isPending && <PanelLoading />}
      {reminders.isError && <Notice tone="error">{reminders.error.message}</Notice>}
      {reminders.data && (
        <>
          <QuietHours settings={reminders.data.settings} />
          <BreakAfter settings={reminders.data.settings} />
        </>
      )}
    </SettingsCard>
  );
}
