import { Component } from 'react';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes, unstable_HistoryRouter as HistoryRouter, useLocation } from 'react-router';
import { tools } from '../lib/tool-registry';
import { SignedInOnly, SignedOutOnly } from './guards';
import { Layout } from './layout';
import { createBlockingHistory } from '../lib/navigation-blocker';
import { RouteError } from './route-error';
import { screenRoute as screen } from './screen-route';
import { toolWiring } from './tool-wiring';

const toolRoutes = tools.flatMap((tool) => {
  const load = toolWiring[tool.id].screen;
  if (tool.status !== 'available') return [];
  const paths = tool.id === 'budget' ? [tool.path, '/tools/budget-calculator'] : [tool.path];
  return paths.map((path) => screen(path, load));
});

/**
 * A screen that cannot load or throws shows the calm error screen instead of a blank page; moving to
 * another address tries again.
 */
class ScreenErrorBoundary extends Component<
  { at: string; children: ReactNode },
  { failedAt: string | null }
> {
  override state = { failedAt: null as string | null };
  static getDerivedStateFromError() {
    return { failedAt: '' };
  }
  override componentDidCatch() {
    this.setState({ failedAt: this.props.at });
  }
  override render() {
    const { failedAt } = this.state;
    return failedAt !== null && (failedAt === '' || failedAt === this.props.at) ? (
      <RouteError />
    ) : (
      this.props.children
    );
  }
}

function ScreenErrors({ children }: { children: ReactNode }) {
  return <ScreenErrorBoundary at={useLocation().pathname}>{children}</ScreenErrorBoundary>;
}

// Made once, when the app starts: each screen's loader is then known before the first render (screen-route.tsx).
const routes = (
  <Route element={<Layout />}>
    <Route element={<SignedOutOnly />}>
      {screen('/', () => import('../features/landing/landing-page'))}
      {screen('/auth', () => import('../features/auth/auth-page'))}
    </Route>
    {screen('/auth/callback', () => import('../features/auth/callback-page'))}
    {screen('/auth/reset-password', () => import('../features/auth/reset-password-page'))}
    {screen('/auth/undo-email-change', () => import('../features/auth/undo-email-change-page'))}
    {screen('/mailbox', () => import('../features/mailbox/mailbox-page'))}
    {/* Readable signed in or out. */}
    {screen('/privacy', () => import('../features/legal/privacy-page'))}
    {screen('/terms', () => import('../features/legal/terms-page'))}
    {screen('/accessibility', () => import('../features/legal/accessibility-page'))}
    <Route element={<SignedInOnly />}>
      {screen('/onboarding', () => import('../features/onboarding/onboarding-page'))}
      {screen('/dashboard', () => import('../features/dashboard/dashboard-page'))}
      {screen('/tools', () => import('../features/catalogue/catalogue-page'))}
      {screen('/settings', () => import('../features/settings/settings-page'))}
      {screen('/my-day', () => import('../features/my-day/my-day-page'))}
      <Route path="/account" element={<Navigate to="/settings" replace />} />
      {toolRoutes}
    </Route>
    <Route path="*" element={<Navigate to="/" replace />} />
  </Route>
);

// Declarative routes on a history that can hold a move while a screen guards unsaved work (decision 057).
const history = createBlockingHistory();

export function AppRouter() {
  return (
    <HistoryRouter history={history}>
      <ScreenErrors>
        <Routes>{routes}</Routes>
      </ScreenErrors>
    </HistoryRouter>
  );
}
