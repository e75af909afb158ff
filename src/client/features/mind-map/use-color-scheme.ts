import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-color-scheme'] });
  return () => observer.disconnect();
}

/** The scheme the app painted (settings or system), for parts drawn outside the CSS variables. */
export function useColorScheme(): 'light' | 'dark' {
  return useSyncExternalStore(subscribe, () =>
    document.documentElement.dataset.colorScheme === 'dark' ? 'dark' : 'light',
  );
}
