import net from 'node:net';
import type { AddressInfo } from 'node:net';

/** A TCP proxy in front of a real server that a test can stall (silence), cut (drop) and resume. */
export interface TcpProxy {
  port: number;
  /** Connections stay open but nothing passes, either way; new ones are accepted and left waiting. */
  stall(): void;
  /** Every connection is dropped and new ones are closed at once, as when the server goes down. */
  cut(): void;
  /** Back to normal: data flows again, waiting connections reach the server. */
  resume(): void;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream?: net.Socket;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'open' | 'stalled' | 'cut' = 'open';
  const pairs = new Set<Pair>();
  const waiting = new Set<Pair>();
  const silenced = new Set<Pair>();

  const drop = (pair: Pair) => {
    pair.client.destroy();
    pair.upstream?.destroy();
    pairs.delete(pair);
    waiting.delete(pair);
    silenced.delete(pair);
  };

  const connect = (pair: Pair) => {
    const upstream = net.connect(target);
    pair.upstream = upstream;
    upstream.on('error', () => drop(pair));
    upstream.on('close', () => drop(pair));
    pair.client.pipe(upstream);
    upstream.pipe(pair.client);
  };

  const server = net.createServer((client) => {
    const pair: Pair = { client };
    client.on('error', () => drop(pair));
    client.on('close', () => drop(pair));
    if (mode === 'cut') {
      client.destroy();
      return;
    }
    pairs.add(pair);
    if (mode === 'stalled') {
      client.pause();
      waiting.add(pair);
      return;
    }
    connect(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    stall() {
      mode = 'stalled';
      for (const pair of pairs) {
        const { client, upstream } = pair;
        if (!upstream || silenced.has(pair)) continue;
        silenced.add(pair);
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    cut() {
      mode = 'cut';
      for (const pair of [...pairs]) drop(pair);
    },
    resume() {
      mode = 'open';
      for (const pair of [...waiting]) {
        waiting.delete(pair);
        connect(pair);
      }
      for (const pair of [...silenced]) {
        silenced.delete(pair);
        if (!pair.upstream) continue;
        pair.client.pipe(pair.upstream);
        pair.upstream.pipe(pair.client);
      }
    },
    close: async () => {
      for (const pair of [...pairs]) drop(pair);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
