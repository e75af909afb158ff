import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { lazy, Suspense } from 'react';
import { firstData } from '../lib/first-data';
import { profileQuery } from '../lib/profile';
import { settingsQuery } from '../lib/settings';
import { useToastsWanted } from '../lib/toast';
import { AppRouter } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});

// What the page brought answers the first reads, as fresh as if the API had just been asked.
if (firstData) {
  queryClient.setQueryData(settingsQuery.queryKey, firstData.settings);
  queryClient.setQueryData(profileQuery.queryKey, firstData.profile);
}

// A failed load shows nothing rather than taking the app down; the toast it was for is lost.
const AppToaster = lazy<ComponentType>(() => import('./toaster').catch(() => ({ default: () => null })));

/** The toaster mounts with the first toast (lib/toast.ts), not with the first paint. */
function LazyToaster() {
  if (!useToastsWanted()) return null;
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
      <LazyToaster />
    </QueryClientProvider>
  );
}

export { queryClient };
