// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { libreOfficeSheet } from '../../../../scripts/libreoffice';
import { missingToolsLine } from '../../../../scripts/system-tools';
import type { CsvCheckin } from '../../../shared/habits/csv';
import { checkinsCsv } from '../../../shared/habits/csv';

const dir = mkdtempSync(path.join(tmpdir(), 'habit-csv-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const count = { kind: 'count', amount: 8, unit: 'glasses' } as const;
const rows: CsvCheckin[] = [
  { habit: 'Drink water', day: '2026-03-28', state: 'done', amount: 6, target: count },
  { habit: 'Walk, then stretch', day: '2026-03-28', state: 'skip', amount: null, target: { kind: 'check' } },
  { habit: 'Read "one page"', day: '2026-03-29', state: 'rest', amount: null, target: { kind: 'check' } },
  { habit: 'Café time ☕', day: '2026-03-29', state: 'done', amount: null, target: { kind: 'check' } },
  { habit: '=HYPERLINK("x")', day: '2026-03-30', state: 'done', amount: null, target: { kind: 'check' } },
  { habit: 'Two\nlines', day: '2026-03-30', state: 'done', amount: 8, target: count },
];

describe('check-ins CSV', () => {
  it('writes one line per check-in, in words, with the target', () => {
    const lines = checkinsCsv(rows).split('\r\n');
    expect(lines[0]).toBe('Habit,Day,Check-in,Amount,Target');
    // 6 of 8 glasses: partly done, as the calendar shows it.
    expect(lines[1]).toBe('Drink water,2026-03-28,Partly done,6,8 glasses');
    expect(lines[2]).toBe('"Walk, then stretch",2026-03-28,Skipped,,');
    expect(lines[3]).toBe('"Read ""one page""",2026-03-29,Rest,,');
    expect(lines[4]).toBe('Café time ☕,2026-03-29,Done,,');
  });

  it('is read by LibreOffice as the same cells, with no formula run', { timeout: 120_000 }, () => {
    const missingTools = missingToolsLine();
    if (missingTools) throw new Error(missingTools);
    const profileDir = path.join(dir, 'lo-profile');
    mkdirSync(profileDir, { recursive: true });
    const file = path.join(dir, 'habit-check-ins.csv');
    writeFileSync(file, checkinsCsv(rows));
    const sheet = libreOfficeSheet(file, profileDir);
    // LibreOffice writes semicolons between fields and quotes text with a separator, quote or line break in it.
    expect(sheet.split('\n').slice(0, 5)).toEqual([
      'Habit;Day;Check-in;Amount;Target',
      'Drink water;2026-03-28;Partly done;6;8 glasses',
      'Walk, then stretch;2026-03-28;Skipped;;',
      '"Read ""one page""";2026-03-29;Rest;;',
      'Café time ☕;2026-03-29;Done;;',
    ]);
    expect(sheet).toContain(`'=HYPERLINK(""x"")`);
    expect(sheet).toContain('"Two\nlines";2026-03-30;Done;8;8 glasses');
  });
});
