import { useEffect, useState } from 'react';
import type { ReminderDue, ReminderPush } from '../../../shared/reminders';
import type { FocusState } from '../../lib/reminders/focus';
import { focus, readFocus } from '../../lib/reminders/focus';
import type { Moment } from '../../lib/reminders/timing';
import type { NoticeReminder } from './reminder-notice';

// What the open app plans to show (decision 104): the reminder moments and where each comes from.

export const MINUTE = 60_000;
/** Lists whose change may move a reminder: the upcoming ones are asked again (once, shortly after). */
export const WATCHED = new Set(['routines', 'habits', 'day', 'todos', 'reminders']);

/** From the server; a snooze made here; or known only to this device. */
export type Kind = 'server' | 'snooze' | 'time-box' | 'step' | 'break';
export interface Planned extends Moment, NoticeReminder {
  kind: Kind;
}

export const fromDue = (due: ReminderDue | ReminderPush, at: number): Planned => ({
  key: due.key,
  at,
  title: due.title,
  body: due.body,
  url: due.url,
  actions: true,
  kind: 'server',
});

export function useFocusState(): FocusState {
  const [state, setState] = useState(readFocus);
  useEffect(() => focus.listen((event) => event.type === 'changed' && setState(readFocus())), []);
  return state;
}
