import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After moving to another screen, focus lands on its main heading, so screen readers announce the new
 * page and keyboard users start from its top, as after a full page load.
 */
export function useRouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A screen may name what should be read first (a message about why the user is here); else its heading.
    const target =
      document.querySelector<HTMLElement>('main [data-route-focus]') ??
      document.querySelector<HTMLElement>('main h1') ??
      document.getElementById('main');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: false });
  }, [pathname]);
}
