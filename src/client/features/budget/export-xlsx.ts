import type { CellObject, WorkSheet } from 'xlsx';
import { utils, write } from 'xlsx';
import type { BudgetValues, ExpenseGroup } from '../../../shared/budget/budget';
import {
  centsToUnits,
  computeBreakdown,
  CURRENCY_SYMBOLS,
  EXPENSE_GROUPS,
  GROUP_LABELS,
  INCOME_LABELS,
  INCOME_SOURCES,
  exportedRows,
} from '../../../shared/budget/budget';

const cell = (address: string) => utils.decode_cell(address);
const text = (v: string): CellObject => ({ t: 's', v });

/**
 * The budget as an .xlsx workbook. Amounts are numbers in the currency's format; totals, allowances and
 * remainders are formulas over the rows, each stored with its value, so the breakdown follows edits in a
 * spreadsheet and previewers that never recalculate still show the figures.
 */
export function buildBudgetWorkbook(values: BudgetValues, madeOn: Date): Uint8Array {
  const money = `"${CURRENCY_SYMBOLS[values.currency]}"#,##0.00;-"${CURRENCY_SYMBOLS[values.currency]}"#,##0.00`;
  const amount = (cents: number): CellObject => ({ t: 'n', v: centsToUnits(cents), z: money });
  const formula = (f: string, cents: number): CellObject => ({ t: 'n', v: centsToUnits(cents), f, z: money });
  const breakdown = computeBreakdown(values);
  // The same rows as the PDF: only those with an amount (decision 078).
  const rows = exportedRows(values.expenses);
  const sheet: WorkSheet = {};
  let last = 0;
  const put = (address: string, value: CellObject) => {
    sheet[address] = value;
    last = Math.max(last, cell(address).r);
  };

  put('A1', text('Monthly budget (50/30/20)'));
  put('A2', text('Currency'));
  put('B2', text(values.currency));
  put('A3', text('Made on'));
  put('B3', text(madeOn.toISOString().slice(0, 10)));

  put('A5', text('Income'));
  put('B5', text('Amount'));
  INCOME_SOURCES.forEach((source, i) => {
    put(`A${6 + i}`, text(INCOME_LABELS[source]));
    put(`B${6 + i}`, amount(values.incomes[source]));
  });
  put('A9', text('Total income'));
  put('B9', formula('SUM(B6:B8)', breakdown.totalIncome));

  // Each group's rows, then its total, from row 18 down; the breakdown above refers to those totals.
  const totals = {} as Record<ExpenseGroup, string>;
  let row = 18;
  for (const group of EXPENSE_GROUPS) {
    const groupRows = rows.filter((r) => r.group === group);
    put(`A${row}`, text(GROUP_LABELS[group]));
    put(`B${row}`, text('Amount'));
    const first = row + 1;
    groupRows.forEach((r, i) => {
      put(`A${first + i}`, text(r.label));
      put(`B${first + i}`, amount(r.cents));
    });
    // An empty group keeps one blank row, so there is a range to type or insert new rows into.
    const lastRow = first + Math.max(groupRows.length, 1) - 1;
    const spent = breakdown.groups.find((g) => g.group === group)?.spent ?? 0;
    put(`A${lastRow + 1}`, text(`Total ${GROUP_LABELS[group]}`));
    put(`B${lastRow + 1}`, formula(`SUM(B${first}:B${lastRow})`, spent));
    totals[group] = `B${lastRow + 1}`;
    row = lastRow + 3;
  }

  put('A11', text('Breakdown'));
  ['Share', 'Allowance', 'Spent', 'Remaining', 'Status'].forEach((heading, i) => {
    put(utils.encode_cell({ r: 10, c: i + 1 }), text(heading));
  });
  breakdown.groups.forEach((g, i) => {
    const r = 12 + i;
    put(`A${r}`, text(GROUP_LABELS[g.group]));
    put(`B${r}`, { t: 'n', v: g.share / 100, z: '0%' });
    // Needs and Wants are rounded to the cent; Future takes what is left, as on the screen.
    const allowance = g.group === 'future' ? 'B9-C12-C13' : `ROUND(B9*B${r},2)`;
    put(`C${r}`, formula(allowance, g.allowance));
    put(`D${r}`, formula(totals[g.group], g.spent));
    put(`E${r}`, formula(`C${r}-D${r}`, g.remainder));
    put(`F${r}`, {
      t: 's',
      v: g.over ? 'Over budget' : 'Within budget',
      f: `IF(E${r}<0,"Over budget","Within budget")`,
    });
  });
  put('A15', text('Total'));
  put('C15', formula('SUM(C12:C14)', breakdown.totalIncome));
  put('D15', formula('SUM(D12:D14)', breakdown.totalSpent));
  put('E15', formula('SUM(E12:E14)', breakdown.totalIncome - breakdown.totalSpent));

  sheet['!ref'] = utils.encode_range({ s: { r: 0, c: 0 }, e: { r: last, c: 5 } });
  sheet['!cols'] = [{ wch: 32 }, { wch: 18 }, { wch: 18 }, { wch: 18 }, { wch: 18 }, { wch: 16 }];
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Budget');
  book.Props = { Title: 'Monthly budget', CreatedDate: madeOn };
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
}
