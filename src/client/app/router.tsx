import type { ComponentType } from 'react';
import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { tools } from '../lib/tool-registry';
import { SignedInOnly, SignedOutOnly } from './guards';
import { Layout } from './layout';
import { ScreenBoundary } from './screen-boundary';
import { toolScreens } from './tool-screens';

type ScreenModule = Promise<{ default: ComponentType }>;

// Declarative routes, not the data router: the app loads no data in route loaders, and the data router
// alone would add about 16 KB (gzip) to every page's first script (decision 021).

const loaders = new Map<string, () => ScreenModule>();

/** A route whose screen is its own chunk, loaded only when the route is visited. */
function screen(path: string, load: () => ScreenModule) {
  let loading: ScreenModule | undefined;
  const loadOnce = () => (loading ??= load());
  loaders.set(path, loadOnce);
  const Screen = lazy(loadOnce);
  return <Route key={path} path={path} element={<Screen />} />;
}

/**
 * Starts loading the screen of the address the page opened at, alongside the session check rather than
 * after it: one wait fewer before the first screen shows.
 */
export function preloadScreen(pathname: string) {
  void loaders
    .get(pathname)?.()
    .catch(() => undefined);
}

const toolRoutes = tools.flatMap((tool) => {
  const load = toolScreens[tool.id];
  if (tool.status !== 'available' || !load) return [];
  const paths = tool.id === 'budget' ? [tool.path, '/tools/budget-calculator'] : [tool.path];
  return paths.map((path) => screen(path, load));
});

// Made once, at load: a lazy screen made during render would be a new component each time, and would
// suspend again on every render.
const landing = screen('/', () => import('../features/landing/landing-page'));
const auth = screen('/auth', () => import('../features/auth/auth-page'));
const openScreens = [
  screen('/auth/callback', () => import('../features/auth/callback-page')),
  screen('/auth/reset-password', () => import('../features/auth/reset-password-page')),
  screen('/mailbox', () => import('../features/mailbox/mailbox-page')),
];
const signedInScreens = [
  screen('/onboarding', () => import('../features/onboarding/onboarding-page')),
  screen('/dashboard', () => import('../features/dashboard/dashboard-page')),
  screen('/tools', () => import('../features/catalogue/catalogue-page')),
  screen('/settings', () => import('../features/settings/settings-page')),
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route element={<SignedOutOnly />}>
          {landing}
          {auth}
        </Route>
        {openScreens}
        <Route element={<SignedInOnly />}>
          {signedInScreens}
          <Route path="/account" element={<Navigate to="/settings" replace />} />
          {toolRoutes}
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}

function GuardedRoutes() {
  const { pathname } = useLocation();
  return (
    <ScreenBoundary path={pathname}>
      <AppRoutes />
    </ScreenBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <GuardedRoutes />
    </BrowserRouter>
  );
}
