import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

// The app starts from what the browser says (it may open offline, decision 101), then follows its events.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** Whether the device has a connection, as the query client sees it. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline);
}
