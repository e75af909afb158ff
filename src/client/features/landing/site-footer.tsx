import { Link } from 'react-router';
import { copyright, footerColumns } from './content';

/** The legal entries that lead to a page; the others stay plain text (docs/product.md#what-neuronest-is). */
const LEGAL_PAGES: Record<string, string> = {
  'Privacy Policy': '/privacy',
  'Cookie Policy': '/privacy#cookies',
  'Terms of Service': '/terms',
  'Accessibility Statement': '/accessibility',
};

export function SiteFooter() {
  return (
    <footer className="mt-12 border-t border-line">
      <div className="mx-auto max-w-5xl px-4 py-12">
        {/* One hidden h2 keeps the column headings (h3) under the page outline. */}
        <h2 className="sr-only">About NeuroNest</h2>
        <div className="grid gap-8 sm:grid-cols-3">
          {footerColumns.map((column) => (
            <div key={column.id}>
              <h3 id={`footer-${column.id}`} className="font-semibold text-fg">
                {column.heading}
              </h3>
              <ul aria-labelledby={`footer-${column.id}`} className="mt-3 space-y-2 text-muted">
                {column.items.map((item) => {
                  const page = LEGAL_PAGES[item];
                  return (
                    <li key={item}>
                      {page ? (
                        <Link to={page} className="underline underline-offset-4 hover:text-fg">
                          {item}
                        </Link>
                      ) : (
                        item
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
        <p className="mt-10 text-muted">{copyright}</p>
      </div>
    </footer>
  );
}
