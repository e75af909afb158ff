import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ReminderDue, ReminderPush, SnoozeMinutes } from '../../../shared/reminders';
import { REMINDER_SETTINGS_DEFAULTS } from '../../../shared/reminder-choices';
import { useTimeZone } from '../../lib/profile';
import { reminderCalls, remindersQuery, upcomingQuery } from '../../lib/reminders/api';
import { focus } from '../../lib/reminders/focus';
import {
  closeSystemNotification,
  notificationPermission,
  showSystemNotification,
  subscribePush,
} from '../../lib/reminders/notifications';
import { dueNow, inQuietHours, nextWake } from '../../lib/reminders/timing';
import { keepOpenNotices, readOpenNotices } from './open-notices';
import type { NoticeReminder } from './reminder-notice';
import { ReminderNotices } from './reminder-notices';
import type { Planned } from './reminder-plan';
import { fromDue, MINUTE, useFocusState, WATCHED } from './reminder-plan';

/*
 * Reminders in the open app (docs/product.md#reminders, decision 104): what the server says is due, snoozes,
 * and what only this device knows (a routine step's end, the time box's end, break offers), each shown once as
 * a notice on whatever screen is open and, with permission, as a system notification through the worker.
 */

const visible = () => document.visibilityState === 'visible';

export default function ReminderRunner({
  taskReminders,
  breakReminders,
}: {
  taskReminders: boolean;
  breakReminders: boolean;
}) {
  const timeZone = useTimeZone();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const path = useLocation().pathname;
  const reminders = useQuery(remindersQuery);
  const due = useQuery({ ...upcomingQuery, enabled: taskReminders });
  const focusState = useFocusState();
  const [snoozed, setSnoozed] = useState<Planned[]>([]);
  // On screen until answered, through navigation and reloads (decision 155).
  const [open, setOpen] = useState<NoticeReminder[]>(readOpenNotices);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => keepOpenNotices(open), [open]);
  const shown = useRef(new Set<string>());
  const settings = reminders.data?.settings ?? REMINDER_SETTINGS_DEFAULTS;

  // The latest of everything for timers and messages, which outlive a render.
  const live = useRef({ path, settings, breakReminders, taskReminders, timeZone, navigate });
  useEffect(() => {
    live.current = { path, settings, breakReminders, taskReminders, timeZone, navigate };
  });

  // A device that allowed notifications keeps its push subscription known to the server.
  const pushKey = reminders.data?.pushKey;
  useEffect(() => {
    if (pushKey && taskReminders && notificationPermission() === 'granted') void subscribePush(pushKey);
  }, [pushKey, taskReminders]);

  // Any change to what reminders are about asks for the upcoming ones again.
  useEffect(() => {
    let handle: ReturnType<typeof setTimeout> | undefined;
    const stop = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const [first, second] = event.query.queryKey as unknown[];
      if (typeof first !== 'string' || !WATCHED.has(first) || second === 'upcoming') return;
      clearTimeout(handle);
      handle = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: upcomingQuery.queryKey }),
        500,
      );
    });
    return () => {
      stop();
      clearTimeout(handle);
    };
  }, [queryClient]);

  const actions = useRef({
    present(reminder: NoticeReminder, system = true) {
      setOpen((current) => [...current.filter((each) => each.key !== reminder.key), reminder]);
      setAnnouncement(`Reminder: ${reminder.title}`);
      if (system) void showSystemNotification(reminder);
    },
    close(key: string) {
      setOpen((current) => current.filter((each) => each.key !== key));
    },
    async snooze(reminder: NoticeReminder, minutes: SnoozeMinutes) {
      const next = await reminderCalls.snooze(reminder.key, minutes);
      actions.current.later(next, minutes);
      actions.current.close(reminder.key);
      void closeSystemNotification(reminder.key);
    },
    /** A snooze comes back on this device's clock: the server's `at` is on its own. */
    later(next: ReminderDue, minutes: number) {
      const planned: Planned = { ...fromDue(next, Date.now() + minutes * MINUTE), kind: 'snooze' };
      setSnoozed((current) => [...current.filter((each) => each.key !== planned.key), planned]);
    },
    async done(reminder: NoticeReminder) {
      await reminderCalls.done(reminder.key);
      actions.current.finished(reminder.key);
    },
    finished(key: string) {
      actions.current.close(key);
      void closeSystemNotification(key);
      for (const list of ['todos', 'habits', 'day']) void queryClient.invalidateQueries({ queryKey: [list] });
    },
    /** A break offer, unless break reminders are off, quiet hours hold, or a breathing exercise runs. */
    offerBreak(why: string, now: number) {
      const { settings, breakReminders, timeZone } = live.current;
      if (!breakReminders || focus.isBreathing() || inQuietHours(now, settings, timeZone)) return;
      actions.current.present({
        key: `break:${now}`,
        title: 'Time for a short break?',
        body: `${why} A few slow breaths can help.`,
        url: '/tools/meditation',
        linkLabel: 'Take a breath',
        actions: false,
      });
    },
  });

  // The worker says what it showed, and what was answered from a system notification.
  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (!worker) return;
    const onMessage = (event: MessageEvent) => {
      const message = event.data as
        | { type: 'reminder'; reminder: ReminderPush }
        | { type: 'reminder-snoozed'; due: ReminderDue; minutes: number }
        | { type: 'reminder-done'; key: string }
        | null;
      if (message?.type === 'reminder' && !shown.current.has(message.reminder.key)) {
        shown.current.add(message.reminder.key);
        actions.current.present(fromDue(message.reminder, Date.now()), false);
      } else if (message?.type === 'reminder-snoozed') {
        actions.current.close(message.due.key);
        actions.current.later(message.due, message.minutes);
      } else if (message?.type === 'reminder-done') {
        actions.current.finished(message.key);
      }
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, []);

  // Break offers when a block runs its course (a routine finished; the time box offers its own on its screen).
  useEffect(
    () =>
      focus.listen((event) => {
        if (event.type !== 'ended') return;
        const why = event.source === 'routine' ? `${event.name} is done.` : 'Your focus block is over.';
        actions.current.offerBreak(why, Date.now());
      }),
    [],
  );

  // Everything with a time, on one clock.
  const stepEnds = reminders.data?.reminders.filter((each) => each.kind === 'routine' && each.stepEnds) ?? [];
  const planned: Planned[] = [
    ...(taskReminders ? (due.data?.due ?? []).map((each) => fromDue(each, Date.parse(each.at))) : []),
    ...snoozed,
    ...focusState.blocks.flatMap((block): Planned[] => {
      if (block.endsAt === null) return [];
      if (block.source === 'time-box')
        return taskReminders || breakReminders
          ? [
              {
                key: `time-box:${block.endsAt}`,
                at: block.endsAt,
                kind: 'time-box',
                title: 'Your focus block is over.',
                body: 'Come back to the time box when you are ready.',
                url: '/tools/time-box',
                actions: false,
              },
            ]
          : [];
      const wanted = taskReminders && stepEnds.some((each) => each.targetId === block.routineId);
      return wanted && block.step
        ? [
            {
              key: `step:${block.routineId}:${block.endsAt}`,
              at: block.endsAt,
              kind: 'step',
              title: `Time is up for ${block.step}.`,
              body: 'Carry on at your pace, or take 5 more minutes.',
              url: '/tools/routine-planner',
              actions: false,
            },
          ]
        : [];
    }),
    ...(breakReminders && focusState.since !== null && focusState.blocks.length > 0
      ? [
          {
            key: `break-after:${focusState.since}`,
            at: focusState.since + settings.breakAfterMinutes * MINUTE,
            kind: 'break' as const,
            title: 'Time for a short break?',
            body: '',
            url: '/tools/meditation',
            actions: false,
          },
        ]
      : []),
  ];
  const plannedKey = JSON.stringify(planned.map((each) => [each.key, each.at]));
  const plannedNow = useRef(planned);
  useEffect(() => {
    plannedNow.current = planned;
  });

  useEffect(() => {
    let handle: ReturnType<typeof setTimeout> | undefined;
    const fire = (moment: Planned, now: number) => {
      shown.current.add(moment.key);
      const onScreen = (screen: string) => live.current.path === screen && visible();
      if (moment.kind === 'server') {
        reminderCalls.shown(moment.key).then(
          ({ first }) => first && actions.current.present(moment),
          // No answer (offline): better twice than never.
          () => actions.current.present(moment),
        );
      } else if (moment.kind === 'snooze') {
        // Asked for on this device: shown here whatever the server says, and told so it sends it nowhere else.
        void reminderCalls.shown(moment.key).catch(() => undefined);
        actions.current.present(moment);
      } else if (moment.kind === 'break') {
        actions.current.offerBreak(
          `You have been focusing for ${live.current.settings.breakAfterMinutes} minutes.`,
          now,
        );
        focus.restartCount(now);
      } else if (moment.kind === 'time-box') {
        // On its own screen the time box says it itself, and offers the break there.
        if (live.current.path === '/tools/time-box') return;
        focus.stopped('time-box');
        const offer =
          live.current.breakReminders &&
          !focus.isBreathing() &&
          !inQuietHours(now, live.current.settings, live.current.timeZone);
        if (offer)
          actions.current.present({
            ...moment,
            body: 'Time for a short break? A few slow breaths can help.',
            url: '/tools/meditation',
            linkLabel: 'Take a breath',
          });
        else if (live.current.taskReminders) actions.current.present(moment);
      } else if (!onScreen('/tools/routine-planner')) {
        actions.current.present(moment);
      }
    };
    const check = () => {
      clearTimeout(handle);
      const now = Date.now();
      const moments = plannedNow.current;
      for (const moment of dueNow(moments, now, shown.current)) fire(moment, now);
      const next = nextWake(moments, now, shown.current);
      if (next !== undefined) handle = setTimeout(check, Math.min(next - now, 2 ** 31 - 1));
    };
    check();
    // A tab that slept, or a laptop that was closed, looks again as it comes back.
    const onWake = () => visible() && check();
    document.addEventListener('visibilitychange', onWake);
    return () => {
      clearTimeout(handle);
      document.removeEventListener('visibilitychange', onWake);
    };
  }, [plannedKey]);

  return (
    <ReminderNotices
      notices={open}
      announcement={announcement}
      onSnooze={(reminder, minutes) => actions.current.snooze(reminder, minutes)}
      onDone={(reminder) => actions.current.done(reminder)}
      onOpen={(reminder) => {
        actions.current.close(reminder.key);
        void live.current.navigate(reminder.url);
      }}
      onDismiss={(reminder) => {
        actions.current.close(reminder.key);
        void closeSystemNotification(reminder.key);
      }}
    />
  );
}
