import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { Loading } from '../components/loading';
import { tools } from '../lib/tool-registry';
import { SignedInOnly, SignedOutOnly } from './guards';
import { Layout } from './layout';
import { RouteError } from './route-error';
import { toolScreens } from './tool-screens';

type ScreenModule = Promise<{ default: ComponentType }>;

/** A route whose screen is its own chunk, loaded only when the route is visited. */
function screen(path: string, load: () => ScreenModule): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

const toolRoutes: RouteObject[] = tools.flatMap((tool) => {
  const load = toolScreens[tool.id];
  if (tool.status !== 'available' || !load) return [];
  const paths = tool.id === 'budget' ? [tool.path, '/tools/budget-calculator'] : [tool.path];
  return paths.map((path) => screen(path, load));
});

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    hydrateFallbackElement: <Loading />,
    errorElement: <RouteError />,
    children: [
      {
        element: <SignedOutOnly />,
        children: [
          screen('/', () => import('../features/landing/landing-page')),
          screen('/auth', () => import('../features/auth/auth-page')),
        ],
      },
      screen('/auth/callback', () => import('../features/auth/callback-page')),
      screen('/auth/reset-password', () => import('../features/auth/reset-password-page')),
      screen('/mailbox', () => import('../features/mailbox/mailbox-page')),
      // Readable signed in or out.
      screen('/privacy', () => import('../features/legal/privacy-page')),
      screen('/terms', () => import('../features/legal/terms-page')),
      screen('/accessibility', () => import('../features/legal/accessibility-page')),
      {
        element: <SignedInOnly />,
        children: [
          screen('/onboarding', () => import('../features/onboarding/onboarding-page')),
          screen('/dashboard', () => import('../features/dashboard/dashboard-page')),
          screen('/tools', () => import('../features/catalogue/catalogue-page')),
          screen('/settings', () => import('../features/settings/settings-page')),
          { path: '/account', element: <Navigate to="/settings" replace /> },
          ...toolRoutes,
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

// The data router, not declarative routes: the budget and mind-map screens ask before unsaved changes are left
// behind, which needs its navigation blocker (decision 021 records the measured cost).
export const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
