import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

export interface CommandResult {
  code: number | null;
  /** What it printed, both streams. */
  output: string;
}

/** Runs `npm run backup` or `npm run restore` with its arguments, as an operator types it in the project. */
export function operatorCommand(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, `scripts/${script}.ts`), ...args],
      {
        cwd: ROOT,
        env: { ...process.env, INIT_CWD: ROOT, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (output += text));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}
