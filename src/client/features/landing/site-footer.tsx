import { Link } from 'react-router';
import { copyright, footerColumns } from './content';

/** The legal entries that lead to a page; the others stay plain text (docs/product.md#landing-page). */
const LEGAL_PAGES: Record<string, string> = {
  'Privacy Policy': '/privacy',
  'Cookie Policy': '/privacy#cookies',
  'Terms of Service': '/terms',
  'Accessibility Statement': '/accessibility',
};

const AS_SENTENCE = new Intl.ListFormat('en-GB', { type: 'conjunction' });

export function SiteFooter() {
  return (
    <footer className="mt-12 border-t border-line">
      <div className="mx-auto max-w-5xl px-4 py-12">
        {/* One hidden h2 keeps the column headings (h3) under the page outline. */}
        <h2 className="sr-only">About NeuroNest</h2>
        <div className="grid grid-fill-14 gap-8">
          {footerColumns.map((column) => {
            const links = column.items.filter((item) => LEGAL_PAGES[item]);
            const plain = column.items.filter((item) => !LEGAL_PAGES[item]);
            return (
              <div key={column.id}>
                <h3 id={`footer-${column.id}`} className="font-semibold text-fg">
                  {column.heading}
                </h3>
                {/* Lists hold links only; what is not a link reads as a sentence, never like a link. */}
                {links.length > 0 && (
                  <ul aria-labelledby={`footer-${column.id}`} className="mt-3 space-y-2">
                    {links.map((item) => (
                      <li key={item}>
                        <Link
                          to={LEGAL_PAGES[item] ?? '/'}
                          className="text-primary-ink underline underline-offset-4 hover:text-fg"
                        >
                          {item}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
                {plain.length > 0 && <p className="mt-3 text-muted">{`${AS_SENTENCE.format(plain)}.`}</p>}
              </div>
            );
          })}
        </div>
        <p className="mt-10 text-muted">{copyright}</p>
      </div>
    </footer>
  );
}
