import type { QueryClient } from '@tanstack/react-query';

type Defaults = Parameters<QueryClient['setMutationDefaults']>[1];

/**
 * Names a tool's changes so the ones made without a connection can be kept on the device and sent after a
 * reload (decision 101): a kept change finds its code again by its key, `[scope, name]`. Changes that need the
 * server to answer at once (the assistant's suggestions) are left out and say so when offline.
 */
export function keptChanges<T extends Record<string, object>>(scope: string, changes: T): T {
  const named: Record<string, object> = {};
  for (const [name, options] of Object.entries(changes))
    named[name] = { ...options, mutationKey: [scope, name] };
  return named as T;
}

/** Gives each named change its code, for the changes restored from the device. */
export function registerChanges(queryClient: QueryClient, changes: Record<string, object>) {
  for (const options of Object.values(changes)) {
    const { mutationKey } = options as { mutationKey?: readonly unknown[] };
    if (mutationKey) queryClient.setMutationDefaults(mutationKey, options as Defaults);
  }
}
