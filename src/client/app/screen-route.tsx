import type { ComponentType } from 'react';
import { lazy, useState } from 'react';
import { Route } from 'react-router';

type ScreenModule = Promise<{ default: ComponentType }>;

/** Each screen's loader by its path, so the first render can wait for the screen the page opened on. */
const loaders = new Map<string, () => Promise<void>>();

/**
 * A screen that is its own chunk, loaded when its route is first visited (Layout shows Loading meanwhile).
 * A screen whose chunk has already run renders straight away, without a Loading step.
 */
export function screenRoute(path: string, load: () => ScreenModule) {
  let loaded: ComponentType | null = null;
  const LazyScreen = lazy(() =>
    load().then((module) => {
      loaded = module.default;
      return module;
    }),
  );
  loaders.set(path, async () => {
    loaded ??= (await load()).default;
  });
  function Screen() {
    // Chosen once per visit: switching component in between would start the screen again.
    const [Shown] = useState<ComponentType>(() => loaded ?? LazyScreen);
    return <Shown />;
  }
  return <Route key={path} path={path} element={<Screen />} />;
}

/**
 * Runs the chunk of the screen at `pathname`, if it is one. The server sends a screen's chunks with its page
 * (decision 055), so this is quick, and the first render then shows the screen itself, not Loading first
 * with the screen a moment later, moving everything below it. A failed load is left to the route's own
 * error screen.
 */
export async function loadScreenAt(pathname: string): Promise<void> {
  await loaders
    .get(pathname)?.()
    .catch(() => undefined);
}
