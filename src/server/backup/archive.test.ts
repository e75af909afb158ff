import { describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, packBackup, readBackup } from './archive';

const manifest = {
  format: BACKUP_FORMAT,
  kind: 'pglite' as const,
  made: '2026-12-02T11:00:00.000Z',
  migration: 42,
};

describe('a backup file', () => {
  it('gives back the database and the keys it was made with', async () => {
    const database = Buffer.alloc(300_000, 7);
    const file = await packBackup({ manifest, database, keys: { 'auth-secret': Buffer.from('secret\n') } });
    const read = await readBackup(file);
    expect(read.manifest).toEqual(manifest);
    expect(read.database.equals(database)).toBe(true);
    expect(read.keys).toEqual({ 'auth-secret': Buffer.from('secret\n') });
  });

  it('refuses a file that is not a backup, one cut short, and one from a newer version', async () => {
    await expect(readBackup(Buffer.from('PGDMP...'))).rejects.toThrow('not a NeuroNest backup');
    const whole = await packBackup({ manifest, database: Buffer.alloc(300_000, 7), keys: {} });
    await expect(readBackup(whole.subarray(0, whole.length - 100))).rejects.toThrow('damaged or incomplete');
    const newer = await packBackup({
      manifest: { ...manifest, format: BACKUP_FORMAT + 1 },
      database: Buffer.alloc(10),
      keys: {},
    });
    await expect(readBackup(newer)).rejects.toThrow('newer version of NeuroNest');
  });
});
