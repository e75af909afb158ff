import { ExternalLink } from 'lucide-react';
import type { NewsResource } from '../../../shared/news-resources';
import { DashboardText } from './dashboard-text';

interface Props {
  cards: readonly NewsResource[];
}

/** 'Latest News & Resources': pages of reputable organisations, each opened in a new tab. */
export const NEWS_HEADING = 'Latest News & Resources';

export function NewsGrid({ cards }: Props) {
  return (
    <section aria-labelledby="news-heading" className="mt-12">
      <h2 id="news-heading" className="text-xl font-semibold">
        <DashboardText text={NEWS_HEADING} />
      </h2>
      <ul className="mt-4 grid grid-fill-18 gap-4">
        {cards.map((card) => (
          <li key={card.id} className="flex">
            <article className="flex w-full flex-col rounded-xl border border-line bg-surface p-5">
              <p className="text-sm font-medium text-muted">{card.tag}</p>
              <h3 className="mt-2 text-lg font-semibold">
                <a
                  href={card.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline underline-offset-4 hover:text-primary-ink"
                >
                  <DashboardText text={card.title} />
                  <span className="sr-only"> (opens in a new tab)</span>
                  <ExternalLink aria-hidden="true" className="ml-1 inline size-4 align-baseline" />
                </a>
              </h3>
              <p className="mt-1 text-sm text-muted">{card.source}</p>
              <p className="mt-3">
                <DashboardText text={card.description} />
              </p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
