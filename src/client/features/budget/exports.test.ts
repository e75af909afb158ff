// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { read, utils, write } from 'xlsx';
import type { BudgetRow, BudgetValues } from '../../../shared/budget';
import { defaultBudget, MAX_AMOUNT_CENTS } from '../../../shared/budget';
import { buildBudgetPdf } from './export-pdf';
import { buildBudgetWorkbook } from './export-xlsx';
import { libreOfficeSheet } from '../../../../scripts/libreoffice';
import { missingToolsLine } from '../../../../scripts/system-tools';

/*
 * The files are read back with programs the project did not write: Poppler's pdftotext and pdfinfo,
 * SheetJS's reader and LibreOffice (which recalculates every formula). `npm test` installs them first
 * (scripts/system-tools.ts); run alone, this file names what is missing in one line.
 */
const missingTools = missingToolsLine();
if (missingTools) throw new Error(missingTools);

const dir = mkdtempSync(path.join(tmpdir(), 'budget-exports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A LibreOffice profile of the test's own that recalculates every formula on load, instead of trusting the
// values stored in the file: the figures read back are LibreOffice's own sums.
const profileDir = path.join(dir, 'lo-profile');
mkdirSync(path.join(profileDir, 'user'), { recursive: true });
writeFileSync(
  path.join(profileDir, 'user', 'registrymodifications.xcu'),
  `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`,
);

const madeOn = new Date('2026-03-14T10:00:00Z');
const row = (group: BudgetRow['group'], label: string, cents: number): BudgetRow => ({ group, label, cents });

const budget: BudgetValues = {
  currency: 'GBP',
  incomes: { main: 250_000, second: 50_010, other: 0 },
  expenses: [
    row('needs', 'Rent', 120_000),
    row('needs', 'Electricity Bills', 8_550),
    row('needs', 'Council Tax', 7_000),
    row('needs', '', 0),
    row('needs', 'Water Bills', 0),
    row('wants', 'Café & cinema 🎬', 10_001),
    row('wants', 'Social', 90_000),
    row('future', 'ISA', 20_000),
    row('future', 'Pension', 0),
    row('future', '', 0),
  ],
};

function save(name: string, bytes: Uint8Array) {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

/** LibreOffice opens the workbook, recalculates it and writes its only sheet as text (UTF-8, semicolons). */
function libreOfficeCsv(file: string): string[][] {
  return libreOfficeSheet(file, profileDir)
    .trim()
    .split('\n')
    .map((line) => line.split(';').map((cellText) => cellText.replace(/^"|"$/g, '')));
}

const findRow = (rows: string[][], label: string) => rows.find((r) => r[0] === label);

describe('PDF export', () => {
  it('is one valid page with the incomes, every row and the breakdown', async () => {
    const file = save('budget.pdf', await buildBudgetPdf(budget, madeOn));
    // Poppler reports any damage on stderr; a clean file renders with none.
    const rendered = spawnSync(
      'pdftoppm',
      ['-r', '40', '-png', '-singlefile', file, path.join(dir, 'budget')],
      {
        encoding: 'utf8',
      },
    );
    expect(rendered.status).toBe(0);
    expect(rendered.stderr).toBe('');
    expect(readFileSync(path.join(dir, 'budget.png')).subarray(1, 4).toString()).toBe('PNG');
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+1\n/);
    expect(info).toMatch(/Title:\s+Monthly budget/);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Monthly budget (50/30/20)');
    expect(text).toContain('14 March 2026');
    expect(text).toMatch(/Main Income\s+£2,500\.00/);
    expect(text).toMatch(/2nd Income\s+£500\.10/);
    expect(text).toMatch(/Total income\s+£3,000\.10/);
    // Allowance, spent, remaining: needs 1,500.05 − 1,355.50; wants 900.03 − 1,000.01; future 600.02 − 200.
    expect(text).toMatch(/Needs \(50%\)\s+£1,500\.05\s+£1,355\.50\s+£144\.55/);
    expect(text).toMatch(/Wants \(30%\)\s+£900\.03\s+£1,000\.01\s+-£99\.98\s+over\n/);
    // Which group is over, by how much, and one idea, in a calm sentence.
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Wants is £99.98 over its £900.03 allowance. You could move some of it to next month, or trim one row.',
    );
    expect(text).not.toContain('!');
    expect(text).toMatch(/Future \(20%\)\s+£600\.02\s+£200\.00\s+£400\.02/);
    expect(text).toMatch(/Rent\s+£1,200\.00/);
    expect(text).toMatch(/Council Tax\s+£70\.00/);
    expect(text).toMatch(/Café & cinema \?\s+£100\.01/);
    expect(text).toMatch(/Total Needs\s+£1,355\.50/);
    expect(text).toMatch(/ISA\s+£200\.00/);
    // Empty rows are left out: those with neither a label nor an amount, and named rows left at 0.
    expect(text).not.toContain('Unnamed');
    expect(text).not.toContain('Water Bills');
    expect(text).not.toContain('Pension');
    // The Future list holds its one row with an amount, then its total.
    expect(text).toMatch(/Future \(20%\)\s*\n\s*ISA\s+£200\.00\s*\n\s*Total Future\s+£200\.00/);
  });

  it('fits the longest budget allowed on one page', async () => {
    const long: BudgetValues = {
      currency: 'EUR',
      incomes: { main: MAX_AMOUNT_CENTS, second: MAX_AMOUNT_CENTS, other: MAX_AMOUNT_CENTS },
      expenses: (['needs', 'wants', 'future'] as const).flatMap((group) =>
        Array.from({ length: 50 }, (_, i) =>
          row(group, `${group} item ${i + 1} with a long name`, MAX_AMOUNT_CENTS),
        ),
      ),
    };
    const file = save('long.pdf', await buildBudgetPdf(long, madeOn));
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Pages:\s+1\n/);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('€3,000,000,000.00');
    expect(text).toContain('Total Future');
    expect(text.match(/€1,000,000,000\.00/g)?.length).toBeGreaterThanOrEqual(150);
  });
});

// LibreOffice takes a few seconds to start for each file.
describe('Excel export', { timeout: 120_000 }, () => {
  const bytes = buildBudgetWorkbook(budget, madeOn);

  it('holds numbers as numbers and formulas that store their values', () => {
    const sheet = read(bytes, { cellFormula: true, cellNF: true }).Sheets.Budget;
    expect(sheet).toBeDefined();
    if (!sheet) return;
    expect(sheet.B6).toMatchObject({ t: 'n', v: 2500 });
    expect(sheet.B7).toMatchObject({ t: 'n', v: 500.1 });
    expect(sheet.B9).toMatchObject({ t: 'n', v: 3000.1, f: 'SUM(B6:B8)' });
    expect(sheet.B6?.z).toContain('£');
    expect(sheet.C12).toMatchObject({ v: 1500.05, f: 'ROUND(B9*B12,2)' });
    expect(sheet.E13).toMatchObject({ v: -99.98, f: 'C13-D13' });
    expect(sheet.F13).toMatchObject({ v: 'Over budget' });
    expect(sheet.F12).toMatchObject({ v: 'Within budget' });
    const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
    expect(rows).toContainEqual(['Rent', 1200]);
    expect(rows).toContainEqual(['Café & cinema 🎬', 100.01]);
    expect(rows).toContainEqual(['Total Needs', 1355.5]);
    // The same rows as the PDF: named rows left at 0 and empty rows are not listed.
    const labels = rows.map((r) => r[0]);
    expect(labels).not.toContain('Water Bills');
    expect(labels).not.toContain('Pension');
    expect(labels.filter((label) => label === '')).toEqual([]);
  });

  it('opens in LibreOffice with the same figures after recalculating', () => {
    const rows = libreOfficeCsv(save('budget.xlsx', bytes));
    expect(findRow(rows, 'Total income')?.[1]).toBe('£3,000.10');
    expect(findRow(rows, 'Needs')?.slice(0, 6)).toEqual([
      'Needs',
      '50%',
      '£1,500.05',
      '£1,355.50',
      '£144.55',
      'Within budget',
    ]);
    expect(findRow(rows, 'Wants')?.slice(0, 6)).toEqual([
      'Wants',
      '30%',
      '£900.03',
      '£1,000.01',
      '-£99.98',
      'Over budget',
    ]);
    expect(findRow(rows, 'Future')?.slice(0, 6)).toEqual([
      'Future',
      '20%',
      '£600.02',
      '£200.00',
      '£400.02',
      'Within budget',
    ]);
  });

  it('updates the breakdown when a row is changed in the spreadsheet', () => {
    const book = read(bytes, { cellFormula: true, cellNF: true });
    const sheet = book.Sheets.Budget;
    if (!sheet) throw new Error('no sheet');
    const rentCell = Object.keys(sheet)
      .find((key) => sheet[key]?.v === 'Rent')
      ?.replace('A', 'B');
    if (!rentCell) throw new Error('no Rent row');
    // A user lowers the rent; the stored results are now stale until the spreadsheet recalculates.
    sheet[rentCell] = { t: 'n', v: 500 };
    const rows = libreOfficeCsv(
      save('edited.xlsx', new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }))),
    );
    expect(findRow(rows, 'Total Needs')?.[1]).toBe('£655.50');
    expect(findRow(rows, 'Needs')?.slice(3, 6)).toEqual(['£655.50', '£844.55', 'Within budget']);
  });

  it('keeps a row to type into when a group is empty', () => {
    const empty = buildBudgetWorkbook({ ...defaultBudget('USD'), expenses: [] }, madeOn);
    const rows = libreOfficeCsv(save('empty.xlsx', empty));
    expect(findRow(rows, 'Total Wants')?.[1]).toBe('$0.00');
    expect(findRow(rows, 'Future')?.slice(2, 6)).toEqual(['$0.00', '$0.00', '$0.00', 'Within budget']);
  });
});
