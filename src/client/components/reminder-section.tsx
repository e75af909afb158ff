import type { ComponentProps } from 'react';
import { lazy, Suspense, useId } from 'react';

// The reminder control loads with the panel that shows it, not with the screen (docs/product.md#reminders).
const ReminderControl = lazy(() =>
  import('./reminder-control').then((module) => ({ default: module.ReminderControl })),
);

/**
 * "Reminder" under an item's editor: saved the moment it changes, apart from the editor's own Save and Cancel,
 * so it says so.
 */
export function ReminderSection({
  level = 4,
  ...props
}: ComponentProps<typeof ReminderControl> & {
  /** Its heading's level: one below the item's own (an item with no heading of its own, My Day's, takes 3). */
  level?: 3 | 4;
}) {
  const id = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section aria-labelledby={id} className="mt-4 space-y-2 border-t border-line pt-3">
      <Heading id={id} className="text-lg font-semibold">
        Reminder
      </Heading>
      {!props.unavailable && <p className="text-sm text-muted">Saved as soon as you change it.</p>}
      <Suspense fallback={<p className="text-muted">Loading...</p>}>
        <ReminderControl {...props} />
      </Suspense>
    </section>
  );
}
