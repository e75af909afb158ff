// What a routine becomes in a calendar app (docs/product.md#routine-planner, decision 091).

/** A step with no set length counts this long in the calendar. */
export const UNTIMED_STEP_MINUTES = 5;
/** A routine with no steps yet still holds this much time. */
export const EMPTY_ROUTINE_MINUTES = 15;
/** The reminder comes this long before the routine starts. */
export const REMINDER_MINUTES = 10;

/** How long the calendar event lasts: the timed steps' minutes, and a few minutes for each untimed step. */
export function calendarMinutes(steps: { minutes?: number | null }[]): number {
  if (steps.length === 0) return EMPTY_ROUTINE_MINUTES;
  return steps.reduce((sum, step) => sum + (step.minutes ?? UNTIMED_STEP_MINUTES), 0);
}

/** A file name for the routine's calendar file: "morning-routine.ics". */
export function calendarFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'routine'}.ics`;
}
