import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dailyBackupIfDue, dailyBackups } from './daily';
import { PARTIAL, removePartials, writeWhole } from './files';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'neuronest-daily-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const at = (day: number, hour = 3) => new Date(Date.UTC(2026, 11, day, hour));
const content = (text: string) => () => Promise.resolve(Buffer.from(text));

describe('the daily backups', () => {
  it('takes one when there is none, none again within the day, and another a day later', async () => {
    expect(await dailyBackupIfDue({ folder, keep: 7, take: content('first'), now: () => at(1) })).toMatch(
      /daily-.+\.tar\.gz$/,
    );
    expect(
      await dailyBackupIfDue({ folder, keep: 7, take: content('again'), now: () => at(1, 20) }),
    ).toBeNull();
    expect(await dailyBackupIfDue({ folder, keep: 7, take: content('second'), now: () => at(2, 4) })).toMatch(
      /daily-.+\.tar\.gz$/,
    );
    expect(await dailyBackups(folder)).toEqual([
      'daily-2026-12-01T03-00-00Z.tar.gz',
      'daily-2026-12-02T04-00-00Z.tar.gz',
    ]);
    expect(await readFile(path.join(folder, 'daily-2026-12-02T04-00-00Z.tar.gz'), 'utf8')).toBe('second');
  });

  it('keeps the newest seven, or the number set, and leaves other files alone', async () => {
    await writeFile(path.join(folder, 'backup-2026-11-01T00-00-00Z.tar.gz'), 'taken by hand');
    for (let day = 1; day <= 10; day += 1) {
      await dailyBackupIfDue({ folder, keep: 7, take: content(`day ${day}`), now: () => at(day) });
    }
    const kept = await dailyBackups(folder);
    expect(kept).toHaveLength(7);
    expect(kept[0]).toBe('daily-2026-12-04T03-00-00Z.tar.gz');
    await dailyBackupIfDue({ folder, keep: 2, take: content('day 11'), now: () => at(11) });
    expect(await dailyBackups(folder)).toEqual([
      'daily-2026-12-10T03-00-00Z.tar.gz',
      'daily-2026-12-11T03-00-00Z.tar.gz',
    ]);
    expect(await readdir(folder)).toContain('backup-2026-11-01T00-00-00Z.tar.gz');
  });

  it('takes none when turned off (0)', async () => {
    expect(await dailyBackupIfDue({ folder, keep: 0, take: content('x'), now: () => at(1) })).toBeNull();
    expect(await readdir(folder)).toEqual([]);
  });

  it('leaves every earlier backup whole, and no new name, when the copy fails midway', async () => {
    await dailyBackupIfDue({ folder, keep: 1, take: content('good'), now: () => at(1) });
    const failing = () => Promise.reject(new Error('disk full'));
    await expect(dailyBackupIfDue({ folder, keep: 1, take: failing, now: () => at(2) })).rejects.toThrow(
      'disk full',
    );
    expect(await readdir(folder)).toEqual(['daily-2026-12-01T03-00-00Z.tar.gz']);
    expect(await readFile(path.join(folder, 'daily-2026-12-01T03-00-00Z.tar.gz'), 'utf8')).toBe('good');
  });
});

describe('a file written whole', () => {
  it('exists under its name only once written; until then only the partial file is there', async () => {
    const file = path.join(folder, 'backup.tar.gz');
    let during: string[] = [];
    await writeWhole(file, async () => {
      during = await readdir(folder);
      return Buffer.from('content');
    });
    expect(during).toEqual([`backup.tar.gz.${process.pid}${PARTIAL}`]);
    expect(await readdir(folder)).toEqual(['backup.tar.gz']);
  });

  it('removes what a crash left behind, and nothing else', async () => {
    await writeFile(path.join(folder, `daily-2026-12-01T03-00-00Z.tar.gz.123${PARTIAL}`), 'half');
    await writeFile(path.join(folder, 'daily-2026-11-30T03-00-00Z.tar.gz'), 'whole');
    await removePartials(folder);
    expect(await readdir(folder)).toEqual(['daily-2026-11-30T03-00-00Z.tar.gz']);
  });
});
