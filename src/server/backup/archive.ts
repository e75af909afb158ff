// One backup of the embedded database as one file: a gzipped tar holding what the server's data directory
// needs to start again elsewhere (decision 154). PGlite's own dump of its folder is one entry, untouched, so a
// restore hands it back to PGlite as it came; the keys kept beside it (the auth secret, the Web Push keys) are
// the others, since sessions and browsers' push subscriptions were made with them.
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract, pack } from 'tar-stream';
import { z } from 'zod';

export const BACKUP_FORMAT = 1;

/** The files of DATA_DIR that belong with the database; each is optional (set in the environment instead). */
export const KEY_FILES = ['auth-secret', 'vapid-keys.json'] as const;
export type KeyFile = (typeof KEY_FILES)[number];

const MANIFEST = 'neuronest-backup.json';
const DATABASE = 'pglite.tar';

const manifestSchema = z.object({
  format: z.number().int().min(1),
  kind: z.literal('pglite'),
  /** When the copy was taken, ISO 8601. */
  made: z.iso.datetime(),
  /** The newest migration the database had, as the migrator records it. */
  migration: z.number().int().min(0),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

export interface BackupContents {
  manifest: BackupManifest;
  /** PGlite's dump of its data directory, a tar. */
  database: Buffer;
  keys: Partial<Record<KeyFile, Buffer>>;
}

export class BackupFileError extends Error {}

export async function packBackup({ manifest, database, keys }: BackupContents): Promise<Buffer> {
  const tar = pack();
  const add = (name: string, content: Buffer, mode = 0o600) =>
    new Promise<void>((resolve, reject) =>
      tar.entry({ name, mode, mtime: new Date(manifest.made) }, content, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  const packed = buffer(tar.pipe(createGzip()));
  // The manifest first: a reader learns what it holds before the large entry.
  await add(MANIFEST, Buffer.from(`${JSON.stringify(manifest)}\n`), 0o644);
  await add(DATABASE, database);
  for (const name of KEY_FILES) {
    const content = keys[name];
    if (content) await add(name, content);
  }
  tar.finalize();
  return packed;
}

/** Reads a backup file; anything that is not one, or one from a newer NeuroNest, throws a BackupFileError. */
export async function readBackup(file: Buffer): Promise<BackupContents> {
  if (file[0] !== 0x1f || file[1] !== 0x8b) {
    throw new BackupFileError('This file is not a NeuroNest backup of the embedded database.');
  }
  const entries = new Map<string, Buffer>();
  const tar = extract();
  try {
    await Promise.all([
      pipeline(Readable.from([file]), createGunzip(), tar),
      (async () => {
        for await (const entry of tar) entries.set(entry.header.name, await buffer(entry));
      })(),
    ]);
  } catch {
    throw new BackupFileError('This backup file is damaged or incomplete: it cannot be read to its end.');
  }
  const manifestText = entries.get(MANIFEST);
  const database = entries.get(DATABASE);
  if (!manifestText || !database) {
    throw new BackupFileError('This file is not a NeuroNest backup of the embedded database.');
  }
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestText.toString('utf8')));
  } catch {
    throw new BackupFileError('This backup file is damaged: its description cannot be read.');
  }
  if (manifest.format > BACKUP_FORMAT) {
    throw new BackupFileError(
      'This backup was made by a newer version of NeuroNest. Update NeuroNest, then restore it.',
    );
  }
  const keys: BackupContents['keys'] = {};
  for (const name of KEY_FILES) {
    const content = entries.get(name);
    if (content) keys[name] = content;
  }
  return { manifest, database, keys };
}
