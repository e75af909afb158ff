import type { PDFFont, PDFPage } from 'pdf-lib';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { BudgetValues } from '../../../shared/budget';
import {
  computeBreakdown,
  CURRENCY_NAMES,
  EXPENSE_GROUPS,
  formatMoney,
  GROUP_LABELS,
  INCOME_LABELS,
  INCOME_SOURCES,
  exportedRows,
} from '../../../shared/budget';
import { overBudgetSentence } from '../../../shared/budget-words';

const PAGE = { width: 595.28, height: 841.89 }; // A4 portrait
const MARGIN = 48;
const CONTENT = PAGE.width - 2 * MARGIN;
const INK = rgb(0.12, 0.14, 0.16);
const MUTED = rgb(0.3, 0.33, 0.38);
const DANGER = rgb(0.62, 0.12, 0.08);

interface Line {
  label: string;
  amount: string;
  bold?: boolean;
}

/**
 * The budget on one A4 page: incomes, the 50/30/20 breakdown, then each group with its rows. The groups flow
 * into up to three columns, and only a very long budget gets smaller type, so it always fits one page.
 */
export async function buildBudgetPdf(values: BudgetValues, madeOn: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle('Monthly budget');
  doc.setSubject('A 50/30/20 monthly budget');
  doc.setCreator('NeuroNest');
  doc.setLanguage('en');
  doc.setCreationDate(madeOn);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const money = (cents: number) => formatMoney(cents, values.currency);
  const breakdown = computeBreakdown(values);
  const draw = (text: string, x: number, y: number, size: number, font = regular, color = INK) =>
    page.drawText(safeText(text, font), { x, y, size, font, color });
  const drawRight = (text: string, right: number, y: number, size: number, font = regular, color = INK) =>
    draw(text, right - font.widthOfTextAtSize(safeText(text, font), size), y, size, font, color);

  let y = PAGE.height - MARGIN - 20;
  draw('Monthly budget (50/30/20)', MARGIN, y, 20, bold);
  y -= 20;
  const date = madeOn.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  draw(
    `${CURRENCY_NAMES[values.currency]} (${values.currency}) - made on ${date}`,
    MARGIN,
    y,
    10,
    regular,
    MUTED,
  );

  y -= 30;
  draw('Income', MARGIN, y, 13, bold);
  for (const source of INCOME_SOURCES) {
    y -= 16;
    draw(INCOME_LABELS[source], MARGIN, y, 10);
    drawRight(money(values.incomes[source]), MARGIN + 260, y, 10);
  }
  y -= 16;
  draw('Total income', MARGIN, y, 10, bold);
  drawRight(money(breakdown.totalIncome), MARGIN + 260, y, 10, bold);

  y -= 30;
  draw('Breakdown', MARGIN, y, 13, bold);
  const columns = [MARGIN + 230, MARGIN + 330, MARGIN + 430];
  y -= 16;
  ['Allowance', 'Spent', 'Remaining'].forEach((heading, i) =>
    drawRight(heading, columns[i] ?? 0, y, 9, bold, MUTED),
  );
  for (const g of breakdown.groups) {
    y -= 16;
    draw(`${GROUP_LABELS[g.group]} (${g.share}%)`, MARGIN, y, 10);
    drawRight(money(g.allowance), columns[0] ?? 0, y, 10);
    drawRight(money(g.spent), columns[1] ?? 0, y, 10);
    // Over budget is said in words and bold type, not by colour alone.
    drawRight(money(g.remainder), columns[2] ?? 0, y, 10, g.over ? bold : regular, g.over ? DANGER : INK);
    if (g.over) draw('over', (columns[2] ?? 0) + 6, y, 9, bold, DANGER);
  }
  // Each group over its allowance, in a plain sentence (the same words as on screen).
  for (const g of breakdown.groups) {
    const sentence = overBudgetSentence(g, values.currency);
    if (!sentence) continue;
    for (const line of wrapText(safeText(sentence, regular), regular, 9, CONTENT)) {
      y -= 13;
      draw(line, MARGIN, y, 9, regular, MUTED);
    }
  }

  y -= 14;
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: PAGE.width - MARGIN, y },
    thickness: 0.75,
    color: MUTED,
  });
  y -= 20;
  // Only rows with an amount: a named row left at 0 or an empty one says nothing on paper (decision 078).
  const rows = exportedRows(values.expenses);
  const lines: Line[] = EXPENSE_GROUPS.flatMap((group, index) => {
    const share = breakdown.groups[index];
    return [
      ...(index > 0 ? [{ label: '', amount: '' }] : []),
      { label: `${GROUP_LABELS[group]} (${share?.share ?? 0}%)`, amount: '', bold: true },
      ...rows
        .filter((r) => r.group === group)
        .map((r) => ({ label: r.label || 'Unnamed', amount: money(r.cents) })),
      { label: `Total ${GROUP_LABELS[group]}`, amount: money(share?.spent ?? 0), bold: true },
    ];
  });
  drawColumns(page, lines, { top: y, bottom: MARGIN, regular, bold });
  return doc.save();
}

function drawColumns(
  page: PDFPage,
  lines: Line[],
  area: { top: number; bottom: number; regular: PDFFont; bold: PDFFont },
) {
  const height = area.top - area.bottom;
  const gap = 24;
  let count = 1;
  let leading = 15;
  // Fewest columns that fit at the normal size; past three columns the type shrinks instead.
  while (count < 3 && Math.ceil(lines.length / count) * leading > height) count += 1;
  const perColumn = Math.ceil(lines.length / count);
  leading = Math.min(leading, height / perColumn);
  const size = Math.min(10, leading * 0.7);
  const width = (CONTENT - gap * (count - 1)) / count;
  lines.forEach((line, i) => {
    const column = Math.floor(i / perColumn);
    const x = MARGIN + column * (width + gap);
    const y = area.top - (i % perColumn) * leading;
    const font = line.bold ? area.bold : area.regular;
    const amount = safeText(line.amount, font);
    const amountWidth = font.widthOfTextAtSize(amount, size);
    const label = fitText(safeText(line.label, font), font, size, width - amountWidth - 8);
    if (label) page.drawText(label, { x, y, size, font, color: INK });
    if (amount) page.drawText(amount, { x: x + width - amountWidth, y, size, font, color: INK });
  });
}

/** Characters the standard PDF fonts cannot draw (emoji, most non-Latin scripts) become '?'. */
function safeText(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text.replace(/[\r\n\t]+/g, ' '))
    .map((ch) => (supported.has(ch.codePointAt(0) ?? 0) ? ch : '?'))
    .join('');
}

/** Breaks a sentence into lines no wider than `width`, at spaces. */
function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return line ? [...lines, line] : lines;
}

/** Shortens a label with an ellipsis so it never runs into its amount. */
function fitText(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let end = text.length;
  while (end > 0 && font.widthOfTextAtSize(`${text.slice(0, end)}…`, size) > width) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}
