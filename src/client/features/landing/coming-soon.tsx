import { comingSoon, comingSoonIntro } from './content';

export function ComingSoon() {
  return (
    <section aria-labelledby="coming-soon-heading" className="mx-auto max-w-5xl px-4 py-12">
      <h2 id="coming-soon-heading" className="text-2xl font-bold text-fg">
        Coming Soon
      </h2>
      <p className="mt-2 max-w-prose text-muted">{comingSoonIntro}</p>
      <ul className="mt-6 grid grid-fill-16 gap-3">
        {comingSoon.map(({ id, title, icon: Icon }) => (
          <li
            key={id}
            className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-line bg-surface px-4 py-3 text-muted"
          >
            <Icon aria-hidden className="size-5 shrink-0" />
            <span className="font-medium">{title}</span>
            <span className="ml-auto rounded-full border border-line px-2.5 text-sm">Coming Soon</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
