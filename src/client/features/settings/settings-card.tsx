import type { ReactNode } from 'react';
import { useId } from 'react';

/** A titled box of related settings inside a tab panel. */
export function SettingsCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-surface p-5 @sm:p-6">
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {description && <p className="mt-1 text-muted">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A short "Loading..." line for a part of a panel. */
export function PanelLoading() {
  return (
    <p role="status" className="text-muted">
      Loading...
    </p>
  );
}
