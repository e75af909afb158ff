import type { CatalogueRoute } from './route-catalogue';
import { uniqueEmail } from './users';

/** The auth library's JSON endpoints behind POST /api/auth/*. */
const AUTH_ENDPOINTS: Omit<CatalogueRoute, 'method' | 'access'>[] = [
  {
    path: '/api/auth/sign-up/email',
    body: () => ({ email: uniqueEmail('fc'), password: 'Calm-Nest-2026', name: 'Sam' }),
    typedFields: { email: 'text', password: 'text', name: 'text', image: 'text?' },
  },
  {
    path: '/api/auth/sign-in/email',
    body: (me) => ({ email: me.email, password: me.password, rememberMe: true }),
    typedFields: { email: 'text', password: 'text', rememberMe: 'boolean', callbackURL: 'text' },
  },
  {
    path: '/api/auth/sign-in/magic-link',
    body: () => ({ email: uniqueEmail('fc'), callbackURL: '/dashboard' }),
    typedFields: { email: 'text', name: 'text', callbackURL: 'text' },
  },
  {
    path: '/api/auth/request-password-reset',
    body: (me) => ({ email: me.email, redirectTo: '/auth/reset-password' }),
    typedFields: { email: 'text', redirectTo: 'text' },
  },
  {
    path: '/api/auth/reset-password',
    body: () => ({ newPassword: 'New-Calm-Pass-9', token: 'not-a-real-token' }),
    typedFields: { newPassword: 'text', token: 'text' },
  },
  {
    path: '/api/auth/change-password',
    body: (me) => ({
      currentPassword: me.password,
      newPassword: 'Other-Calm-Pass-7',
      revokeOtherSessions: false,
    }),
    typedFields: { currentPassword: 'text', newPassword: 'text', revokeOtherSessions: 'boolean' },
  },
  {
    path: '/api/auth/update-user',
    body: () => ({ name: 'Sam' }),
    typedFields: { name: 'text', image: 'text?' },
  },
  {
    path: '/api/auth/revoke-session',
    body: () => ({ token: 'x' }),
    typedFields: { token: 'text' },
    lookupOnly: ['token'],
  },
  {
    path: '/api/auth/send-verification-email',
    body: (me) => ({ email: me.email, callbackURL: '/auth/callback' }),
    typedFields: { email: 'text', callbackURL: 'text' },
  },
  { path: '/api/auth/sign-out', body: () => ({}), typedFields: {} },
];

export const AUTH_ROUTES: CatalogueRoute[] = AUTH_ENDPOINTS.map((route) => ({
  ...route,
  method: 'POST',
  access: 'auth',
}));
