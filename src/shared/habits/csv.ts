import type { CheckinState, HabitTarget } from './habits';
import { checkinValue } from './schedule';

export interface CsvCheckin {
  habit: string;
  day: string;
  state: CheckinState;
  amount: number | null;
  target: HabitTarget;
}

const STATE_WORDS: Record<CheckinState, string> = { done: 'Done', skip: 'Skipped', rest: 'Rest' };

/** One CSV field: quoted when it holds a comma, quote or line break; a leading formula sign is defused. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The check-ins as a CSV file (docs/product.md#habit-tracker): habit, day, what, amount, target. */
export function checkinsCsv(rows: CsvCheckin[]): string {
  const lines = [['Habit', 'Day', 'Check-in', 'Amount', 'Target'].join(',')];
  for (const row of rows) {
    const target = row.target.kind === 'count' ? `${row.target.amount} ${row.target.unit}`.trim() : '';
    const amount = row.state === 'done' && row.amount !== null ? String(row.amount) : '';
    // As the calendar says it: 3 of 8 glasses is partly done, not done.
    const partly = row.state === 'done' && checkinValue(row, row.target) < 1;
    const what = partly ? 'Partly done' : STATE_WORDS[row.state];
    lines.push([row.habit, row.day, what, amount, target].map(field).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
