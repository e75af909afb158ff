// The embedded database's own daily backups in DATA_DIR/backups, the newest few kept (decision 154).
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';
import { stampOf, writeWhole } from './files';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Long enough after a start that the first requests never wait behind a backup; then once an hour. */
const FIRST_LOOK_MS = 5 * 60 * 1000;
const LOOK_EVERY_MS = 60 * 60 * 1000;

const DAILY = /^daily-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)\.tar\.gz$/;

/** The daily backups in the folder, oldest first. */
export async function dailyBackups(folder: string): Promise<string[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  return names.filter((name) => DAILY.test(name)).sort();
}

const timeOf = (name: string) => {
  const [, stamp = ''] = DAILY.exec(name) ?? [];
  return Date.parse(stamp.replace(/T(\d{2})-(\d{2})-(\d{2})Z$/, 'T$1:$2:$3Z'));
};

export interface DailyOptions {
  folder: string;
  /** How many to keep; 0 takes none. */
  keep: number;
  take: () => Promise<Buffer>;
  now?: () => Date;
}

/**
 * Takes a daily backup when the newest is a day old or there is none, then removes the oldest past `keep`.
 * The new one is whole on the disk before any old one goes. Answers the file written, or null.
 */
export async function dailyBackupIfDue({ folder, keep, take, now = () => new Date() }: DailyOptions) {
  if (keep === 0) return null;
  await mkdir(folder, { recursive: true });
  const existing = await dailyBackups(folder);
  const newest = existing.at(-1);
  const time = now();
  if (newest && time.getTime() - timeOf(newest) < DAY_MS) return null;
  const file = path.join(folder, `daily-${stampOf(time)}.tar.gz`);
  await writeWhole(file, take);
  const kept = [...existing, path.basename(file)];
  await Promise.all(kept.slice(0, -keep).map((name) => rm(path.join(folder, name), { force: true })));
  return file;
}

/** Looks a few minutes after the start, then every hour; the returned function stops it. */
export function startDailyBackups(options: DailyOptions & { logger: Logger }): () => void {
  if (options.keep === 0) return () => undefined;
  let timer: NodeJS.Timeout;
  const look = async () => {
    try {
      const file = await dailyBackupIfDue(options);
      if (file) options.logger.info({ file }, 'daily backup written');
    } catch (error) {
      options.logger.error({ err: error }, 'the daily backup could not be written');
    }
    timer = setTimeout(() => void look(), LOOK_EVERY_MS).unref();
  };
  timer = setTimeout(() => void look(), FIRST_LOOK_MS).unref();
  return () => clearTimeout(timer);
}
