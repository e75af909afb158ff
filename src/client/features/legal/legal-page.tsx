import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

/** A short page of plain text: a title, when it last changed, and sections with their own headings. */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  const { hash } = useLocation();
  // A link to a section (/privacy#cookies) lands on it, as it would on any web page.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <title>{`${title} · NeuroNest`}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-muted">Last updated {updated}</p>
      <div className="mt-8 space-y-8">{children}</div>
      <nav aria-label="Other policies" className="mt-12 border-t border-line pt-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <Link to="/privacy" className="font-medium underline underline-offset-4">
              Privacy
            </Link>
          </li>
          <li>
            <Link to="/terms" className="font-medium underline underline-offset-4">
              Terms
            </Link>
          </li>
          <li>
            <Link to="/accessibility" className="font-medium underline underline-offset-4">
              Accessibility
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}

export function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id ?? slug(title)}-heading`} className="max-w-prose space-y-3">
      <h2 id={`${id ?? slug(title)}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A bulleted list with room between items, for reading. */
export function List({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6">{children}</ul>;
}
