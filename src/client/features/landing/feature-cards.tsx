import type { Feature } from './content';
import { features, featuresIntro } from './content';

function FeatureCard({ feature }: { feature: Feature }) {
  const Icon = feature.icon;
  return (
    <li className="rounded-xl border border-line bg-surface p-6">
      {/* The soft tile keeps the theme colour readable in dark mode too. */}
      <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary-soft text-primary-ink">
        <Icon aria-hidden className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-fg">{feature.title}</h3>
      <p className="mt-2 text-muted">{feature.description}</p>
      {feature.items && (
        <ul className="mt-4 list-disc space-y-2 pl-5 text-fg marker:text-muted">
          {feature.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function FeatureCards() {
  return (
    <section
      id="features"
      tabIndex={-1}
      aria-labelledby="features-heading"
      className="mx-auto max-w-5xl px-4 py-12"
    >
      <h2 id="features-heading" className="text-2xl font-bold text-fg">
        What NeuroNest offers
      </h2>
      <p className="mt-2 max-w-prose text-muted">{featuresIntro}</p>
      <ul className="mt-8 grid grid-fill-18 gap-6">
        {features.map((feature) => (
          <FeatureCard key={feature.id} feature={feature} />
        ))}
      </ul>
    </section>
  );
}
