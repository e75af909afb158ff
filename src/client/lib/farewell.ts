/**
 * After an account is deleted the browser opens the landing page with this query, and the landing page's
 * first script shows the notice (docs/product.md#landing-page). Shared by both, and tiny: the landing
 * script must stay small.
 */
export const FAREWELL = {
  path: '/?account=deleted',
  param: 'account',
  value: 'deleted',
  noticeId: 'account-deleted',
  message: 'Your account and everything in it have been deleted. Thank you for trying NeuroNest.',
} as const;
