import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { askForBackup, channelPath, DataDirInUse, holdDataDir } from './channel';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'neuronest-channel-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const answer = (file: string) => () => Promise.resolve({ ok: true as const, file, bytes: 3, ms: 1 });

describe('the data folder held by one process', () => {
  it('answers a backup request from the process holding it, and nothing when none does', async () => {
    expect(await askForBackup(dataDir, { ask: 'backup', to: '/tmp/x.tar.gz' })).toBeNull();
    const held = await holdDataDir(dataDir, answer('/tmp/x.tar.gz'));
    try {
      expect(await askForBackup(dataDir, { ask: 'backup', to: '/tmp/x.tar.gz' })).toEqual({
        ok: true,
        file: '/tmp/x.tar.gz',
        bytes: 3,
        ms: 1,
      });
    } finally {
      await held.close();
    }
    expect(await askForBackup(dataDir, { ask: 'backup', to: '/tmp/x.tar.gz' })).toBeNull();
  });

  it('refuses a second holder while the first holds it', async () => {
    const held = await holdDataDir(dataDir, answer('a'));
    try {
      await expect(holdDataDir(dataDir, answer('b'))).rejects.toBeInstanceOf(DataDirInUse);
    } finally {
      await held.close();
    }
    const again = await holdDataDir(dataDir, answer('c'));
    await again.close();
  });

  it('takes over a socket file that a killed process left behind', async () => {
    await writeFile(channelPath(dataDir), '');
    const held = await holdDataDir(dataDir, answer('d'));
    await held.close();
  });
});
