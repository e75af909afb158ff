// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { read, utils, write } from 'xlsx';
import type { BudgetRow, BudgetValues } from '../../../shared/budget/budget';
import { defaultBudget, MAX_AMOUNT_CENTS } from '../../../shared/budget/budget';
import type { PdfFonts } from './export-pdf';
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

/** The reading fonts as the browser fetches them: the app's own font files. */
const fontFile = (name: string) =>
  new Uint8Array(readFileSync(path.join('node_modules/@fontsource', name.split('-')[0]!, 'files', name)));
const roboto: PdfFonts = {
  regular: fontFile('roboto-latin-400-normal.woff'),
  bold: fontFile('roboto-latin-700-normal.woff'),
};
const openDyslexic: PdfFonts = {
  regular: fontFile('opendyslexic-latin-400-normal.woff'),
  bold: fontFile('opendyslexic-latin-700-normal.woff'),
};
/**
 * The type on the pages as Poppler reads it back (pdftohtml at 100 %): each piece of text with its size in
 * points, its font's name and its colour.
 */
function typeIn(file: string) {
  const xml = execFileSync('pdftohtml', ['-xml', '-stdout', '-i', '-zoom', '1', file], { encoding: 'utf8' });
  const specs = new Map(
    Array.from(
      xml.matchAll(/<fontspec id="(\d+)" size="([\d.]+)" family="([^"]*)" color="#([0-9a-f]{6})"/g),
      (m) => [m[1]!, { size: Number(m[2]), family: m[3]!, color: m[4]! }],
    ),
  );
  return Array.from(xml.matchAll(/<text [^>]*font="(\d+)">(.*?)<\/text>/g), (m) => ({
    text: m[2]!.replace(/<[^>]+>/g, ''),
    ...specs.get(m[1]!)!,
  }));
}

/** WCAG's contrast ratio of a colour written as six hex digits against white paper. */
function contrastOnWhite(hex: string) {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return 1.05 / (luminance + 0.05);
}

const findRow = (rows: string[][], label: string) => rows.find((r) => r[0] === label);

describe('PDF export', () => {
  it('is one valid page with the incomes, every row and the breakdown', async () => {
    const file = save('budget.pdf', await buildBudgetPdf(budget, madeOn, roboto));
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

  it.each([
    { name: 'Roboto', fonts: roboto, textSize: 1 },
    { name: 'OpenDyslexic', fonts: openDyslexic, textSize: 1 },
    { name: 'OpenDyslexic', fonts: openDyslexic, textSize: 1.5 },
  ])(
    'is set in $name, embedded and read cleanly, at the text size $textSize: body of at least 11 pt times it, larger headings',
    async ({ name, fonts, textSize }) => {
      const file = save(
        `budget-${name}-${textSize}.pdf`,
        await buildBudgetPdf(budget, madeOn, fonts, textSize),
      );
      // Every font in the file is embedded, and it is the reading font (no Helvetica the reader must stand in for).
      const listed = spawnSync('pdffonts', [file], { encoding: 'utf8' });
      // Poppler says so on stderr when an embedded font is damaged ("may be invalid").
      expect(listed.stderr).toBe('');
      const fonts_ = listed.stdout.trim().split('\n').slice(2);
      expect(fonts_.length).toBe(2);
      for (const line of fonts_) {
        expect(line).toContain(name);
        expect(line).toMatch(/\byes\s+(yes|no)\s+(yes|no)\s+\d+/);
      }
      // Each glyph is drawn: a page rendered reports no damage either.
      const rendered = spawnSync(
        'pdftoppm',
        ['-r', '40', '-png', '-singlefile', file, file.replace(/\.pdf$/, '')],
        {
          encoding: 'utf8',
        },
      );
      expect(rendered.stderr).toBe('');
      const type = typeIn(file);
      expect(type.length).toBeGreaterThan(20);
      for (const piece of type) {
        expect(piece.size, piece.text).toBeGreaterThanOrEqual(Math.floor(11 * textSize));
        expect(contrastOnWhite(piece.color), piece.text).toBeGreaterThanOrEqual(7);
      }
      const size = (text: string) => type.find((piece) => piece.text === text)?.size ?? 0;
      expect(size('Rent')).toBeGreaterThanOrEqual(Math.floor(12 * textSize));
      expect(size('Income')).toBeGreaterThanOrEqual(size('Rent') * 1.25);
      // The title may take two lines at the largest size.
      const title = type.find((piece) => piece.text.startsWith('Monthly budget'))?.size ?? 0;
      expect(title).toBeGreaterThan(size('Income'));
      // The words and the pound are drawn by the font itself, and read back as written.
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toMatch(/Rent\s+£1,200\.00/);
      expect(text).toMatch(/Total income\s+£3,000\.10/);
      expect(text.replace(/\s+/g, ' ')).toContain('Wants is £99.98 over its £900.03');
    },
  );

  it('puts the longest budget allowed on as many pages as it needs, every row in readable type', async () => {
    const long: BudgetValues = {
      currency: 'EUR',
      incomes: { main: MAX_AMOUNT_CENTS, second: MAX_AMOUNT_CENTS, other: MAX_AMOUNT_CENTS },
      expenses: (['needs', 'wants', 'future'] as const).flatMap((group) =>
        Array.from({ length: 50 }, (_, i) =>
          row(group, `${group} item ${i + 1} with a long name`, MAX_AMOUNT_CENTS),
        ),
      ),
    };
    const file = save('long.pdf', await buildBudgetPdf(long, madeOn, roboto));
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('€3,000,000,000.00');
    expect(text).toContain('Total Future');
    expect(text.match(/€1,000,000,000\.00/g)?.length).toBeGreaterThanOrEqual(150);
    for (const group of ['needs', 'wants', 'future']) expect(text).toContain(`${group} item 50`);
    expect(Math.min(...typeIn(file).map((piece) => piece.size))).toBeGreaterThanOrEqual(11);
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(
      execFileSync('pdftotext', ['-f', String(pages), '-l', String(pages), file, '-'], { encoding: 'utf8' }),
    ).toContain(`Page ${pages} of ${pages}`);
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
