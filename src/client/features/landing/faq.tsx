import { ChevronDown } from 'lucide-react';
import { faqEntries } from './faq-content';

export function Faq() {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-5xl px-4 py-12">
      <h2 id="faq-heading" className="text-2xl font-bold text-fg">
        Frequently Asked Questions
      </h2>
      <div className="mt-6 max-w-3xl divide-y divide-line rounded-xl border border-line bg-surface">
        {faqEntries.map((entry) => (
          <details key={entry.id} className="group">
            {/* Safari keeps its own marker unless it is hidden explicitly. */}
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 font-semibold text-fg [&::-webkit-details-marker]:hidden">
              <span>{entry.question}</span>
              <ChevronDown aria-hidden className="size-5 shrink-0 text-muted group-open:rotate-180" />
            </summary>
            <p className="max-w-prose px-5 pb-5 text-muted">{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
