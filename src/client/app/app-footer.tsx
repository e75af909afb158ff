import { Link } from 'react-router';

export const LEGAL_LINKS = [
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
  { to: '/accessibility', label: 'Accessibility' },
] as const;

/** A quiet line under every screen but the landing page: the privacy, terms and accessibility pages. */
export function AppFooter() {
  return (
    <footer className="border-t border-line">
      <nav aria-label="About NeuroNest" className="mx-auto max-w-5xl px-4 py-4">
        <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {LEGAL_LINKS.map(({ to, label }) => (
            <li key={to}>
              <Link
                to={to}
                className="inline-flex min-h-11 items-center text-muted underline underline-offset-4 hover:text-fg"
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
