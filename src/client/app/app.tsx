import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { AppRouter } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});

const AppToaster = lazy(() => import('./toaster'));

/**
 * Toasts arrive once the page is idle, not with the first paint. A toast raised before then is kept by the
 * library and shown as soon as the toaster mounts.
 */
function IdleToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setReady(true), { timeout: 2000 });
    return () => cancel(handle);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <IdleToaster />
    </QueryClientProvider>
  );
}

export { queryClient };
