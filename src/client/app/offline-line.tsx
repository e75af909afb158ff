import { useIsMutating } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useOnline } from '../lib/offline/online';

/**
 * The quiet line under the navigation that says the app is working from this device (decision 101): offline,
 * and changes kept on the device until they reach the server. Always in the page, so screen readers hear it
 * change; empty when there is nothing to say.
 */
export function OfflineLine() {
  const online = useOnline();
  // Waiting for the connection, or tried again because the server never answered (decision 132).
  const waiting = useIsMutating({
    predicate: (mutation) => mutation.state.isPaused || mutation.state.failureCount > 0,
  });
  const words = [
    online ? null : 'Offline — showing what this device saved.',
    waiting > 0 ? 'Saved on this device — will sync.' : null,
  ].filter(Boolean);
  return (
    <div role="status" className={words.length > 0 ? 'border-b border-line bg-surface' : undefined}>
      {words.length > 0 && (
        <p className="mx-auto flex max-w-5xl items-start gap-2 px-4 py-2 text-sm text-muted">
          <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{words.join(' ')}</span>
        </p>
      )}
    </div>
  );
}
