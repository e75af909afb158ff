// Backup files written so that a crash at any moment leaves every earlier one whole (decision 154): the
// new file is written under a name of its own, made durable, and only then given its real name.
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** The mark of a file still being written; a crash leaves it behind, and the next start removes it. */
export const PARTIAL = '.partial';

/** Makes a folder's list of names durable: a rename is only kept across a power cut once its folder is. */
export async function syncFolder(folder: string) {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } catch (error) {
    // Some systems (Windows) cannot open a folder for syncing; the rename still happened.
    if (
      (error as NodeJS.ErrnoException).code !== 'EISDIR' &&
      (error as NodeJS.ErrnoException).code !== 'EPERM'
    )
      throw error;
  } finally {
    await handle.close();
  }
}

/**
 * Writes `file` so that it either does not exist or is whole: the temporary file is opened before the work that
 * makes the content begins (a crash during that work leaves only it), written, synced to the disk, renamed,
 * and the folder synced.
 */
export async function writeWhole(file: string, make: () => Promise<Buffer>): Promise<number> {
  const partial = `${file}.${process.pid}${PARTIAL}`;
  const handle = await open(partial, 'wx', 0o600);
  let size: number;
  try {
    const content = await make();
    await handle.writeFile(content);
    await handle.sync();
    size = content.length;
  } catch (error) {
    await handle.close();
    await rm(partial, { force: true });
    throw error;
  }
  await handle.close();
  await rename(partial, file);
  await syncFolder(path.dirname(file));
  return size;
}

/** Removes what a backup cut short left behind; only the process holding DATA_DIR calls it. */
export async function removePartials(folder: string) {
  const names = await readdir(folder).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.endsWith(PARTIAL))
      .map((name) => rm(path.join(folder, name), { force: true })),
  );
}

/** A time as part of a file name, sorting as it reads: 2026-12-02T11-06-30Z. */
export const stampOf = (time: Date) =>
  time
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');

export const backupsFolder = (dataDir: string) => path.resolve(dataDir, 'backups');

/** Whether a path names a file that is there. */
export const isFile = (file: string) =>
  stat(file).then(
    (found) => found.isFile(),
    () => false,
  );

/** As writeWhole, for a file another program writes (pg_dump): it fills the temporary file, then it is synced. */
export async function placeWhole(file: string, fill: (partial: string) => Promise<void>): Promise<number> {
  const partial = `${file}.${process.pid}${PARTIAL}`;
  try {
    await fill(partial);
    const handle = await open(partial, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const { size } = await stat(partial);
  await rename(partial, file);
  await syncFolder(path.dirname(file));
  return size;
}
