import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppFooter } from './app-footer';
import { Loading } from '../components/loading';
import { NavBar } from './nav-bar';
import { PreferencesSync } from './preferences-sync';
import { useRouteFocus } from './use-route-focus';

export function Layout() {
  useRouteFocus();
  // The landing page has its own, larger footer with the same links.
  const onLanding = useLocation().pathname === '/';
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <PreferencesSync />
      <NavBar />
      <main id="main" tabIndex={-1} className="flex-1">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      {!onLanding && <AppFooter />}
    </div>
  );
}
