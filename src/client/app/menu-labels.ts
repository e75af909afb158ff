// Shared by the nav bar and the landing page's first script, which works before React has loaded.
export const MENU_LABEL = { open: 'Open menu', close: 'Close menu' } as const;
export const MOBILE_MENU_ID = 'mobile-menu';
