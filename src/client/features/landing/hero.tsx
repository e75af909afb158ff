import { Link } from 'react-router';
import { FAREWELL } from '../../lib/farewell';
import { heroContent } from './content';

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="mx-auto max-w-5xl px-4 pt-16 pb-12 @sm:pt-24">
      {/* Shown by the landing page's script right after an account is deleted. */}
      <p
        id={FAREWELL.noticeId}
        role="status"
        hidden
        className="mb-6 rounded-lg border border-success bg-success-soft px-4 py-3 font-medium text-success"
      >
        {FAREWELL.message}
      </p>
      <p className="inline-flex rounded-full border border-line bg-surface px-3 py-1 text-sm text-muted">
        {heroContent.note}
      </p>
      <h1 id="hero-heading" className="mt-6 max-w-3xl text-3xl font-bold text-fg @sm:text-4xl">
        {heroContent.title}
      </h1>
      <p className="mt-4 max-w-prose text-lg text-muted">{heroContent.subline}</p>
      <div className="mt-8 flex flex-wrap gap-4">
        <Link
          to="/auth?mode=sign-up"
          className="inline-flex min-h-11 items-center rounded-lg bg-primary px-5 font-semibold text-white transition-colors hover:bg-primary-strong"
        >
          {heroContent.primaryAction}
        </Link>
        <a
          href="#features"
          className="inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-5 font-semibold text-fg transition-colors hover:border-primary"
        >
          {heroContent.secondaryAction}
        </a>
      </div>
    </section>
  );
}
