import { RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/button';

/** Shown instead of a raw error when a screen cannot load (offline, or a new version was installed). */
export function RouteError() {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16">
      <title>Something went wrong · NeuroNest</title>
      <div role="alert" className="rounded-xl border border-line bg-surface p-6">
        <h1 className="text-2xl font-bold">This page could not be opened</h1>
        <p className="mt-3">
          Your connection may have dropped, or NeuroNest was just updated. Your saved work is safe. Reloading
          the page usually fixes this.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" className="size-5" />
            Reload the page
          </Button>
          <Link
            to="/"
            reloadDocument
            className="inline-flex min-h-11 items-center rounded-lg border border-line px-5 font-medium"
          >
            Go to the start page
          </Link>
        </div>
      </div>
    </main>
  );
}
