// `npm run backup [FILE]`: writes a backup while NeuroNest runs (or while it does not), and says where.
import { runBackup } from '../src/server/backup/backup-command';
import { ConfigError, loadConfig } from '../src/server/config';

try {
  const result = await runBackup(loadConfig(), process.argv.slice(2));
  const size = `${(result.bytes / 1024 / 1024).toFixed(1)} MB`;
  const by = result.byServer ? ', taken by the running server' : '';
  console.log(`Backup written: ${result.file} (${size}, ${(result.ms / 1000).toFixed(1)} s${by}).`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `No backup: ${(error as Error).message}`);
  process.exit(1);
}
