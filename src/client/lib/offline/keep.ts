import type { Mutation, Query, QueryClient } from '@tanstack/react-query';
import { onlineManager } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import type { UseStore } from 'idb-keyval';
import { createStore, del, get, set } from 'idb-keyval';

/**
 * The device's copy of what the signed-in person saw and changed (decision 101): the lists, settings and the
 * changes made without a connection, in IndexedDB, so the app opens offline with them and sends the changes
 * when the connection returns. Loaded after the first paint; never part of the first script.
 */

const DATABASE = 'neuronest-offline';
/** The database is opened at its first use, and again after a forget deleted it. */
let opened: UseStore | null = null;
const store: UseStore = (mode, callback) => (opened ??= createStore(DATABASE, 'kept'))(mode, callback);
const KEY = 'client';
/** A copy older than this is dropped rather than shown. */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Answers are written this long after they change, so a burst of them is one write. */
const WRITE_DELAY_MS = 100;

/**
 * Whether an answer is kept: a success whose query key starts with one of `kept`, each tool's own data and the
 * reading settings as their wiring names them (app/tool-wiring.ts). Not the profile (health data, decision 001),
 * nor answers that are only for this visit (weather, the assistant's state, the account's sign-in methods).
 */
const keptQuery = (kept: ReadonlySet<string>) => (query: Query) =>
  query.state.status === 'success' && kept.has(String(query.queryKey[0]));

/**
 * Every change not yet answered, waiting for the connection or on its way, and only one the app can send again
 * after a reload (it has a key). One on its way when the page closed is sent again: the server adds an item
 * sent twice once (its id is the app's), and a removal that finds its item gone is done (lib/offline/kept-changes.ts).
 */
const keptMutation = (mutation: Mutation) =>
  mutation.state.status === 'pending' && mutation.options.mutationKey !== undefined;

const persister: Persister = {
  persistClient: (client) => set(KEY, client, store),
  restoreClient: () => get<PersistedClient>(KEY, store),
  removeClient: () => del(KEY, store),
};

/** The cache events that change an answer or a change kept; the others are about the hooks watching them. */
const changes = (type: string) => type === 'added' || type === 'removed' || type === 'updated';

let timer: ReturnType<typeof setTimeout> | undefined;
let stopKeeping: (() => void) | null = null;
/** Counts the starts and forgets: a start overtaken by a sign-out while it read the store stops there. */
let generation = 0;

/** Writes the cache a moment after it changes, so a burst of ticks is one write; at once when the page goes. */
function keepWriting(queryClient: QueryClient, buster: string, kept: ReadonlySet<string>) {
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    void persistQueryClientSave({
      queryClient,
      persister,
      buster,
      dehydrateOptions: { shouldDehydrateQuery: keptQuery(kept), shouldDehydrateMutation: keptMutation },
    }).catch(() => undefined);
  };
  const soon = () => (timer ??= setTimeout(write, WRITE_DELAY_MS));
  // A change someone made is written as soon as it shows (its optimistic update runs just after it starts).
  const now = () => {
    clearTimeout(timer);
    timer = setTimeout(write, 0);
  };
  // Only a change to what is kept: a screen drawn again tells the caches its hooks' options every time
  // ("observerOptionsUpdated"), which changes nothing kept and would otherwise mean a write a render.
  const stopQueries = queryClient.getQueryCache().subscribe((event) => changes(event.type) && soon());
  const stopMutations = queryClient.getMutationCache().subscribe((event) => changes(event.type) && now());
  const onHide = () => timer !== undefined && write();
  addEventListener('pagehide', onHide);
  // What is already on screen is kept at once, not only after the next change.
  soon();
  return () => {
    clearTimeout(timer);
    timer = undefined;
    stopQueries();
    stopMutations();
    removeEventListener('pagehide', onHide);
  };
}

/**
 * Shows what this device kept for `userId` and keeps it from now on. A copy kept for anyone else is dropped
 * unread: two accounts on one device never see each other's data. `registerMutations` gives the changes kept
 * from an earlier visit their way to the server again; `keptQueries` are the first parts of the query keys kept.
 */
export async function keepOnDevice(
  queryClient: QueryClient,
  userId: string,
  registerMutations: (queryClient: QueryClient) => Promise<void>,
  keptQueries: ReadonlySet<string>,
) {
  stopKeeping?.();
  const started = (generation += 1);
  const kept = await persister.restoreClient();
  const waitingChanges = kept?.buster === userId ? kept.clientState.mutations.length : 0;
  if (waitingChanges > 0) await registerMutations(queryClient);
  if (started !== generation) return;
  // The copy fills only what the app does not know yet: an answer already here (from the page or the server)
  // is newer than any copy, whatever the clocks say.
  // Every kept change waits for the connection again, in the order it was made, whether it was waiting or on its way.
  const missing: Persister = {
    ...persister,
    restoreClient: () =>
      kept && {
        ...kept,
        clientState: {
          mutations: kept.clientState.mutations.map((m) => ({ ...m, state: { ...m.state, isPaused: true } })),
          queries: kept.clientState.queries.filter((q) => queryClient.getQueryData(q.queryKey) === undefined),
        },
      },
  };
  await persistQueryClientRestore({ queryClient, persister: missing, buster: userId, maxAge: MAX_AGE_MS });
  if (started !== generation) return;
  if (waitingChanges > 0) (await import('./refused')).sayRefusals(queryClient);
  // A load waiting for the connection began before the copy arrived; cancelled by a change, it would put back
  // its empty start and hide the copy. The copy becomes its start.
  for (const query of queryClient.getQueryCache().getAll()) {
    const { data, dataUpdatedAt, fetchStatus } = query.state;
    if (fetchStatus !== 'idle' && data !== undefined)
      query.setData(data, { updatedAt: dataUpdatedAt, manual: true });
  }
  stopKeeping = keepWriting(queryClient, userId, keptQueries);
  if (waitingChanges > 0 && onlineManager.isOnline()) {
    await queryClient.resumePausedMutations();
    // The lists were read before the kept changes reached the server: read them again.
    await queryClient.invalidateQueries();
  }
}

/** Deletes the database, closing this page's connection first so the deletion is not held up by it. */
async function deleteDatabase() {
  const open = opened;
  opened = null;
  await open?.('readonly', (kept) => kept.transaction.db.close()).catch(() => undefined);
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(DATABASE);
    request.onsuccess = request.onerror = () => resolve();
    // Another tab still holds it open: the deletion finishes when that tab lets go; nothing to wait for here.
    request.onblocked = () => resolve();
  });
}

/**
 * Forgets everything this device kept (sign-out, a deleted account, a session the server no longer knows):
 * the database itself goes, not only what it holds, so nothing shows the person was here.
 */
export async function forgetDevice() {
  generation += 1;
  stopKeeping?.();
  stopKeeping = null;
  await deleteDatabase().catch(() => undefined);
}
