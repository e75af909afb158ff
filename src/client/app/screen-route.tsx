import type { ComponentType } from 'react';
import { lazy, useState } from 'react';
import { Route } from 'react-router';
import { registerScreenLoader } from '../lib/screen-loaders';

type ScreenModule = Promise<{ default: ComponentType }>;

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
  registerScreenLoader(path, async () => {
    loaded ??= (await load()).default;
  });
  function Screen() {
    // Chosen once per visit: switching component in between would start the screen again.
    const [Shown] = useState<ComponentType>(() => loaded ?? LazyScreen);
    return <Shown />;
  }
  return <Route key={path} path={path} element={<Screen />} />;
}
