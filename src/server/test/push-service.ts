import { createECDH, randomBytes } from 'node:crypto';
import type { Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/** What a test push service received: the path it was sent to, its headers, and the decrypted message. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** When it arrived (Date.now()). */
  at: number;
}

/** A browser's side of a subscription: the key pair and secret a push is encrypted for. */
export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The message of a push sent to this device, decrypted as the browser would. */
  read(push: ReceivedPush): unknown;
}

/**
 * A push service on 127.0.0.1, as a browser's push service stands between a server and a device: it keeps
 * each message it is sent and answers 201, or the status set for a path (410 for a device that is gone).
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const held = new Set<string>();
  // Held pushes not yet answered, nor given up by their sender.
  const pending = new Map<string, Set<ServerResponse>>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks), at: Date.now() });
      // A held device's pushes arrive and are never answered, as when the sender dies on the way.
      if (!held.has(path)) {
        response.writeHead(statuses.get(path) ?? 201).end();
        return;
      }
      const waiting = pending.get(path) ?? new Set();
      pending.set(path, waiting.add(response));
      response.once('close', () => waiting.delete(response));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let made = 0;
  return {
    received,
    /** Answers `status` to every push sent to this device from now on. */
    answer(device: TestDevice, status: number) {
      statuses.set(new URL(device.endpoint).pathname, status);
    },
    /** Leaves every push sent to this device from now on unanswered, until `release`. */
    hold(device: TestDevice) {
      held.add(new URL(device.endpoint).pathname);
    },
    /** Answers the device's held pushes that are still waiting, and every later one at once. */
    release(device: TestDevice) {
      const path = new URL(device.endpoint).pathname;
      held.delete(path);
      for (const response of pending.get(path) ?? []) response.writeHead(statuses.get(path) ?? 201).end();
      pending.delete(path);
    },
    /** How many of the device's pushes are held: arrived, unanswered, and not given up by their sender. */
    waiting(device: TestDevice) {
      return pending.get(new URL(device.endpoint).pathname)?.size ?? 0;
    },
    /** A new device subscribed at this service. */
    device(): TestDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      made += 1;
      return {
        endpoint: `${origin}/push/device-${made}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
        read: (push) =>
          JSON.parse(
            ece
              .decrypt(push.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth })
              .toString('utf8'),
          ) as unknown,
      };
    },
    /** The pushes sent to `device`. */
    to(device: TestDevice): ReceivedPush[] {
      return received.filter((push) => push.path === new URL(device.endpoint).pathname);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
