// The embedded database's folder is held by one process at a time: PGlite is PostgreSQL inside that process, and
// two on one folder would damage it. The holder (the server, or `npm run backup` / `npm run restore` when no server
// runs) listens on a socket in DATA_DIR, which only the folder's owner can reach; the others find it answering,
// and the backup command asks the server through it for a backup (decision 154).
import { createHash } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import type { Server, Socket } from 'node:net';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** Unix sockets' paths are limited to about 107 bytes; a deep DATA_DIR gets one in the temporary folder. */
const MOST_SOCKET_PATH = 100;

export function channelPath(dataDir: string): string {
  const folder = path.resolve(dataDir);
  const name = createHash('sha256').update(folder).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\neuronest-${name}`;
  const inFolder = path.join(folder, 'server.sock');
  return Buffer.byteLength(inFolder) <= MOST_SOCKET_PATH
    ? inFolder
    : path.join(tmpdir(), `neuronest-${name}.sock`);
}

export class DataDirInUse extends Error {}

const requestSchema = z.object({ ask: z.literal('backup'), to: z.string().min(1) });
export type BackupRequest = z.infer<typeof requestSchema>;

const answerSchema = z.union([
  z.object({ ok: z.literal(true), file: z.string(), bytes: z.number(), ms: z.number() }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type BackupAnswer = z.infer<typeof answerSchema>;

/** One JSON line, read until its newline; the channel carries nothing longer. */
function readLine(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      const end = text.indexOf('\n');
      if (end >= 0) resolve(text.slice(0, end));
      else if (text.length > 64 * 1024) socket.destroy();
    });
    socket.once('error', reject);
    socket.once('close', () => reject(new Error('The other side closed the channel.')));
  });
}

export interface HeldDataDir {
  close(): Promise<void>;
}

/**
 * Holds DATA_DIR for this process. Throws DataDirInUse when another process answers on its socket; a socket a
 * killed process left behind answers nothing and is replaced.
 */
export async function holdDataDir(
  dataDir: string,
  answer: (request: BackupRequest) => Promise<BackupAnswer>,
): Promise<HeldDataDir> {
  const where = channelPath(dataDir);
  await mkdir(path.resolve(dataDir), { recursive: true });
  if (await isAnswering(where)) {
    throw new DataDirInUse(
      `Another NeuroNest process is using the data folder ${path.resolve(dataDir)}. Stop it first.`,
    );
  }
  if (process.platform !== 'win32') await rm(where, { force: true });
  const server: Server = createServer((socket) => {
    readLine(socket)
      .then(async (line) => {
        const request = requestSchema.safeParse(JSON.parse(line));
        const reply: BackupAnswer = request.success
          ? await answer(request.data)
          : { ok: false, message: 'The request was not understood.' };
        socket.end(`${JSON.stringify(reply)}\n`);
      })
      .catch(() => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new DataDirInUse(`Another NeuroNest process is using the data folder ${path.resolve(dataDir)}.`)
          : error,
      ),
    );
    // Only the owner of DATA_DIR may connect (the folder's own permissions guard the socket too).
    server.listen({ path: where, readableAll: false, writableAll: false }, () => resolve());
  });
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function isAnswering(where: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(where);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Asks the process holding DATA_DIR for a backup; null when no process holds it. */
export function askForBackup(dataDir: string, request: BackupRequest): Promise<BackupAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(channelPath(dataDir));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    socket.once('connect', () => {
      socket.removeAllListeners('error');
      readLine(socket)
        .then((line) => resolve(answerSchema.parse(JSON.parse(line))))
        .catch(() => reject(new Error('NeuroNest stopped before the backup was finished.')));
      socket.write(`${JSON.stringify(request)}\n`);
    });
  });
}
