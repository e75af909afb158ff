import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Messages between every server process on one database (decision 166): PostgreSQL's `LISTEN/NOTIFY`, or the
 * embedded database's own, in its one process. A message sent reaches every listener, the sender's included.
 */
export interface DatabaseEvents {
  /** Calls `onMessage` with each payload sent on `channel` until the returned function is called. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** A channel is a plain lower-case name, so it can be written into LISTEN without quoting. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
function checkChannel(channel: string) {
  if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
}

export function pgliteEvents(client: PGlite): DatabaseEvents {
  return {
    listen: async (channel, onMessage) => {
      checkChannel(channel);
      const stop = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    notify: async (channel, payload) => {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => undefined,
  };
}

const RECONNECT_MS = 1000;

/**
 * On PostgreSQL, LISTEN holds a connection of its own for as long as it listens, outside the pool (whose
 * connections come and go, and which may sit behind a pooler that does not keep a session, docs/scaling.md).
 * A lost connection is opened again and listens again; messages sent while it was away are missed, which the
 * rooms make good on their next heartbeat. Sending goes through the pool.
 */
export function postgresEvents(connectionString: string, pool: pg.Pool): DatabaseEvents {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;

  const open = () =>
    (connecting ??= (async () => {
      const next = new pg.Client({ connectionString, keepAlive: true });
      next.on('notification', (message) => {
        for (const onMessage of listeners.get(message.channel) ?? []) onMessage(message.payload ?? '');
      });
      const lost = () => {
        if (client !== next) return;
        client = undefined;
        connecting = undefined;
        next.end().catch(() => undefined);
        if (!closed && listeners.size > 0) setTimeout(reopen, RECONNECT_MS).unref();
      };
      next.on('error', lost);
      next.on('end', lost);
      try {
        await next.connect();
        for (const channel of listeners.keys()) await next.query(`LISTEN ${channel}`);
      } catch (error) {
        connecting = undefined;
        await next.end().catch(() => undefined);
        throw error;
      }
      client = next;
      return next;
    })());
  const reopen = () => {
    if (closed) return;
    open().catch(() => setTimeout(reopen, RECONNECT_MS).unref());
  };

  return {
    listen: async (channel, onMessage) => {
      checkChannel(channel);
      let set = listeners.get(channel);
      const first = !set;
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(onMessage);
      const connection = await open();
      if (first) await connection.query(`LISTEN ${channel}`);
      return async () => {
        set.delete(onMessage);
        if (set.size > 0) return;
        listeners.delete(channel);
        await client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
      };
    },
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      closed = true;
      listeners.clear();
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
