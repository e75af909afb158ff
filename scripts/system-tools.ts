// The one list of programs the test suite needs from the system. `npm test` runs this file first: a missing
// program is installed (as root, from Debian's packages) or named in one line before anything else runs, never
// halfway through the suite. No test tool downloads a browser: Chromium is Debian's package.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SystemTool {
  name: string;
  /** A program found on PATH, or */
  command?: string;
  /** one of these files. */
  paths?: (string | undefined)[];
  debianPackage: string;
  usedBy: string;
}

/** Each program the suite runs, what uses it, and the Debian package that brings it. */
export const systemTools: SystemTool[] = [
  {
    name: 'Chromium',
    paths: [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'],
    debianPackage: 'chromium',
    usedBy: 'the browser tests',
  },
  { name: 'pdftotext', command: 'pdftotext', debianPackage: 'poppler-utils', usedBy: 'the PDF export tests' },
  { name: 'pdfinfo', command: 'pdfinfo', debianPackage: 'poppler-utils', usedBy: 'the PDF export tests' },
  {
    name: 'LibreOffice Calc',
    command: 'soffice',
    debianPackage: 'libreoffice-calc-nogui',
    usedBy: 'the spreadsheet export tests',
  },
  {
    name: "Python's icalendar",
    paths: ['/usr/lib/python3/dist-packages/icalendar/__init__.py'],
    debianPackage: 'python3-icalendar',
    usedBy: 'the calendar export tests',
  },
  {
    name: 'pg_dump',
    command: 'pg_dump',
    debianPackage: 'postgresql-client',
    usedBy: 'the backup tests on PostgreSQL',
  },
  {
    name: 'pg_restore',
    command: 'pg_restore',
    debianPackage: 'postgresql-client',
    usedBy: 'the backup tests on PostgreSQL',
  },
  {
    name: 'PgBouncer',
    // Debian puts it in /usr/sbin, which a user's PATH often leaves out.
    paths: ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer', '/usr/local/bin/pgbouncer'],
    debianPackage: 'pgbouncer',
    usedBy: 'the proofs through a pooler in transaction mode',
  },
];

function onPath(command: string) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, command)));
}

/** The tools of the list that this machine does not have. */
export function missingSystemTools() {
  return systemTools.filter((tool) =>
    tool.paths ? !tool.paths.some((path) => path && existsSync(path)) : !onPath(tool.command ?? ''),
  );
}

/** One line naming what is missing and the command that installs it, or null when nothing is. */
export function missingToolsLine(missing = missingSystemTools()): string | null {
  if (missing.length === 0) return null;
  const packages = [...new Set(missing.map((tool) => tool.debianPackage))];
  const names = missing.map((tool) => `${tool.name} (${tool.usedBy})`).join(', ');
  return `Missing for the tests: ${names}. Install with: sudo apt-get install ${packages.join(' ')}`;
}

function ensure() {
  const missing = missingSystemTools();
  if (missing.length === 0) return 0;
  if (process.getuid?.() !== 0) {
    console.error(missingToolsLine(missing));
    return 1;
  }
  const packages = [...new Set(missing.map((tool) => tool.debianPackage))];
  console.log(
    `${missingToolsLine(missing)}\nInstalling Debian's ${packages.join(', ')} now (running as root)...`,
  );
  const quiet = { stdio: 'inherit' as const, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  execFileSync('apt-get', ['update', '-qq'], quiet);
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], quiet);
  const still = missingToolsLine();
  if (still) {
    console.error(`After the install, still: ${still}`);
    return 1;
  }
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(ensure());
