import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** LibreOffice's CSV export: UTF-8 (76), fields split by semicolons (59), text in double quotes (34). */
const CSV_OUT = 'csv:Text - txt - csv (StarCalc):59,34,76';
/** LibreOffice's CSV import of our own files: commas (44), double quotes (34), UTF-8 (76), from line 1. */
const CSV_IN = 'CSV:44,34,76,1';

/**
 * Has LibreOffice open a file (a workbook, or a CSV file we wrote) and write its first sheet back as text, the
 * way a person's spreadsheet would read it. Tests only: LibreOffice is one of the readers we did not write.
 * `profileDir` is a LibreOffice user profile of the test's own; the answer is the text of the written sheet.
 */
export function libreOfficeSheet(file: string, profileDir: string): string {
  const outDir = path.join(path.dirname(file), 'libreoffice-out');
  mkdirSync(outDir, { recursive: true });
  const isCsv = file.endsWith('.csv');
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${profileDir}`,
      '--headless',
      ...(isCsv ? [`--infilter=${CSV_IN}`] : []),
      '--convert-to',
      CSV_OUT,
      '--outdir',
      outDir,
      file,
    ],
    { stdio: 'ignore', timeout: 120_000 },
  );
  return readFileSync(path.join(outDir, path.basename(file).replace(/\.\w+$/, '.csv')), 'utf8');
}
