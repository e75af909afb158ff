// Makes sure a Chromium for the browser tests is on this machine. No test tool downloads a browser.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
if (candidates.some((path) => existsSync(path))) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error('Chromium is missing: install it with "sudo apt-get install chromium", or set CHROME_PATH.');
  process.exit(1);
}
console.log("Chromium is missing: installing Debian's chromium package...");
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
