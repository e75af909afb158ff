import type { QueryClient } from '@tanstack/react-query';
import { registerChanges } from '../lib/offline/kept-changes';
import { toolWiring } from './tool-wiring';

/**
 * Gives every change that can wait on the device its code again (decision 101), for the changes kept from an
 * earlier visit: each tool's, as its wiring names them (tool-wiring.ts). Loaded only when there are some.
 */
export async function registerOfflineChanges(queryClient: QueryClient) {
  const loaders = Object.values(toolWiring).flatMap((wiring) => (wiring.changes ? [wiring.changes()] : []));
  for (const changes of await Promise.all(loaders)) registerChanges(queryClient, changes(queryClient));
}
