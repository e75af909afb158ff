// `npm run restore FILE [--force]`: puts a backup back while NeuroNest is stopped.
import { runRestore } from '../src/server/backup/restore-command';
import { ConfigError, loadConfig } from '../src/server/config';

try {
  const result = await runRestore(loadConfig(), process.argv.slice(2));
  const made = result.made ? ` of ${result.made}` : '';
  console.log(`Restored the backup${made}: ${result.people} ${result.people === 1 ? 'person' : 'people'}.`);
  if (result.setAside) console.log(`What was there before is in ${result.setAside}.`);
  console.log('Start NeuroNest with npm start.');
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : `Nothing was restored: ${(error as Error).message}`,
  );
  process.exit(1);
}
