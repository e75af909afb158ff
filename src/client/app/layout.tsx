import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppFooter } from './app-footer';
import { Loading } from '../components/loading';
import { LazyReminders } from './lazy-reminders';
import { NavBar } from './nav-bar';
import { OfflineLine } from './offline-line';
import { PreferencesSync } from './preferences-sync';
import { useRouteFocus } from './use-route-focus';

export function Layout() {
  useRouteFocus();
  // The landing page has its own, larger footer with the same links.
  const onLanding = useLocation().pathname === '/';
  return (
    <LayoutFrame
      nav={<NavBar />}
      notice={
        <>
          <OfflineLine />
          <LazyReminders />
        </>
      }
      before={<PreferencesSync />}
      footer={onLanding ? null : <AppFooter />}
    >
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </LayoutFrame>
  );
}

/** The page's frame; the prerendered landing page uses it too, so both are the same markup. */
export function LayoutFrame({
  nav,
  notice,
  before,
  footer,
  children,
}: {
  nav: ReactNode;
  notice?: ReactNode;
  before?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {before}
      {nav}
      {notice}
      {/* At least a window's height: the footer starts below the fold, so a screen whose parts arrive after
          its first paint never pushes a footer already in view down the page (decision 118). */}
      <main id="main" tabIndex={-1} className="@container min-h-screen flex-1">
        {children}
      </main>
      {footer}
    </div>
  );
}
