import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Reminder, ReminderInput, ReminderKind, ReminderSettings } from '../../../shared/reminders';
import { useOptimisticSave } from '../optimistic-save';
import { useSaveSettings } from '../save-settings';
import { useSettings } from '../settings';
import type { RemindersAnswer } from './api';
import { reminderCalls, remindersQuery } from './api';
import type { Permission } from './notifications';
import { allowNotifications } from './notifications';

/** The person's reminders, their quiet hours and break choice, and the push key. */
export function useReminders(enabled = true) {
  return useQuery({ ...remindersQuery, enabled });
}

export type ChangeState = 'idle' | 'saving' | 'saved' | 'failed';

type Change = { on: true; input: ReminderInput } | { on: false; id: string };

const upcomingKey = ['reminders', 'upcoming'];

/**
 * One item's reminder: turning it on (which asks for notification permission from the press itself, and turns
 * "Enable task reminders" on when it was off), changing it, and turning it off. Changes show at once, run in
 * order, and a refused one is put back with the server's words.
 */
export function useReminderFor(kind: ReminderKind, targetId: string) {
  const queryClient = useQueryClient();
  const reminders = useReminders();
  const settings = useSettings();
  const saveSettings = useSaveSettings();
  const [turnedOnTasks, setTurnedOnTasks] = useState(false);
  const [permission, setPermission] = useState<Permission | null>(null);
  const reminder = reminders.data?.reminders.find((each) => each.kind === kind && each.targetId === targetId);

  const mutation = useMutation<Reminder | { deleted: true }, Error, Change, { previous?: RemindersAnswer }>({
    scope: { id: 'reminders' },
    mutationFn: (change) => (change.on ? reminderCalls.put(change.input) : reminderCalls.remove(change.id)),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: remindersQuery.queryKey, exact: true });
      const previous = queryClient.getQueryData(remindersQuery.queryKey);
      if (previous) {
        const others = previous.reminders.filter(
          (each) => !(each.kind === kind && each.targetId === targetId),
        );
        const shown: Reminder[] = change.on
          ? [
              ...others,
              {
                id: reminder?.id ?? `new-${targetId}`,
                kind,
                targetId,
                leadMinutes: change.input.leadMinutes as Reminder['leadMinutes'],
                time: change.input.time ?? null,
                stepEnds: change.input.stepEnds ?? false,
              },
            ]
          : others;
        queryClient.setQueryData(remindersQuery.queryKey, { ...previous, reminders: shown });
      }
      return { previous };
    },
    onSuccess: (answer, change) => {
      queryClient.setQueryData(remindersQuery.queryKey, (current) => {
        if (!current) return current;
        const others = current.reminders.filter(
          (each) => !(each.kind === kind && each.targetId === targetId),
        );
        return { ...current, reminders: change.on ? [...others, answer as Reminder] : others };
      });
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(remindersQuery.queryKey, context.previous);
      void queryClient.invalidateQueries({ queryKey: remindersQuery.queryKey, exact: true });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: upcomingKey }),
  });

  /** Turns the reminder on or changes it. Called from the person's press: permission is asked there. */
  function save(input: Omit<ReminderInput, 'kind' | 'targetId'>) {
    if (!reminder) {
      void allowNotifications(reminders.data?.pushKey).then(setPermission);
      if (settings.data && !settings.data.taskReminders) {
        setTurnedOnTasks(true);
        void saveSettings.mutateAsync({ taskReminders: true }).catch(() => setTurnedOnTasks(false));
      }
    }
    mutation.mutate({ on: true, input: { kind, targetId, ...input } });
  }

  function turnOff() {
    if (reminder) mutation.mutate({ on: false, id: reminder.id });
  }

  const state: ChangeState = mutation.isPending
    ? 'saving'
    : mutation.isError
      ? 'failed'
      : mutation.isSuccess
        ? 'saved'
        : 'idle';
  return {
    reminder,
    loading: reminders.isPending,
    loadError: reminders.isError,
    save,
    turnOff,
    state,
    error: mutation.error?.message,
    /** Set when turning this on also turned on "Enable task reminders". */
    turnedOnTasks,
    /** The permission as it was answered when this reminder was turned on. */
    permission,
  };
}

/** Saves quiet hours and the break choice: the change shows at once, a refused one is put back. */
export function useSaveReminderSettings() {
  return useOptimisticSave({
    query: remindersQuery,
    save: async (update: Partial<ReminderSettings>, shown) => {
      const settings = await reminderCalls.settings(update);
      return { ...(shown as RemindersAnswer), settings };
    },
    apply: (current, update) => current && { ...current, settings: { ...current.settings, ...update } },
  });
}
