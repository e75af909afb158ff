import { useOnline } from '../lib/offline/online';

/**
 * A screen, or the part of one, still loading. It holds a screen's height, so the footer first shows below
 * the fold and nothing on screen moves when the content arrives. Without a connection it says what it waits
 * for: a screen this device has not saved yet opens when the connection returns (decision 101).
 */
export function Loading() {
  const online = useOnline();
  return (
    <p role="status" className="mx-auto min-h-screen max-w-5xl px-4 py-16 text-muted">
      {online
        ? 'Loading...'
        : 'Waiting for a connection: this device has not saved this screen yet. It opens when you are back online.'}
    </p>
  );
}
