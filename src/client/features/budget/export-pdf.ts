import type { PDFFont, PDFPage } from 'pdf-lib';
import { PDFDocument, rgb } from 'pdf-lib';
import type { BudgetValues } from '../../../shared/budget/budget';
import {
  computeBreakdown,
  CURRENCY_NAMES,
  EXPENSE_GROUPS,
  formatMoney,
  GROUP_LABELS,
  INCOME_LABELS,
  INCOME_SOURCES,
  exportedRows,
} from '../../../shared/budget/budget';
import { overBudgetSentence } from '../../../shared/budget/words';
import { pdfFontkit } from './pdf-fontkit';

/** The reading font's files (TrueType, OpenType, WOFF or WOFF2), as the app serves them. */
export interface PdfFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

const PAGE = { width: 595.28, height: 841.89 }; // A4 portrait
const MARGIN = 56;
const CONTENT = PAGE.width - 2 * MARGIN;
// Type a reader can take in on paper (decision 155): body 12 pt, nothing under 11 pt, headings clearly larger,
// all of it scaled by the person's text size (decision 175), as the screen is.
const BASE_SIZE = { title: 22, heading: 15, body: 12, small: 11 };
type Sizes = typeof BASE_SIZE;
const LEADING = 1.5;
// Dark ink and a grey that still passes 7:1 on white paper (WCAG AAA), so the notes are not faint.
const INK = rgb(0.1, 0.11, 0.13);
const MUTED = rgb(0.25, 0.27, 0.31);
const DANGER = rgb(0.55, 0.1, 0.06);
const FOOTER = MARGIN - 8;

type Color = ReturnType<typeof rgb>;

/**
 * The budget in the person's reading font, embedded, in readable type at their text size (`textSize`, the
 * setting's factor: 1 to 1.5): the title, incomes, the 50/30/20 breakdown, then each group with its rows, on as
 * many A4 pages as it needs, each page numbered.
 */
export async function buildBudgetPdf(
  values: BudgetValues,
  madeOn: Date,
  fonts: PdfFonts,
  textSize = 1,
): Promise<Uint8Array> {
  // The setting's factor, kept to the sizes it offers (a value from elsewhere never makes type tiny or huge).
  const scale = Math.min(Math.max(textSize, 1), 1.5);
  const SIZE: Sizes = {
    title: BASE_SIZE.title * scale,
    heading: BASE_SIZE.heading * scale,
    body: BASE_SIZE.body * scale,
    small: BASE_SIZE.small * scale,
  };
  // Where amounts end in the income and spending lists: near their labels, not across the page.
  const ledgerRight = MARGIN + Math.min(CONTENT, 380 * scale);
  const doc = await PDFDocument.create();
  doc.registerFontkit(pdfFontkit);
  // Only the letters used are embedded: a small file, and a WOFF font becomes a plain TrueType one.
  const regular = await doc.embedFont(fonts.regular, { subset: true });
  const bold = await doc.embedFont(fonts.bold, { subset: true });
  doc.setTitle('Monthly budget');
  doc.setSubject('A 50/30/20 monthly budget');
  doc.setCreator('NeuroNest');
  doc.setLanguage('en');
  doc.setCreationDate(madeOn);
  const money = (cents: number) => formatMoney(cents, values.currency);
  const breakdown = computeBreakdown(values);
  const pen = new Pen(doc, SIZE, ledgerRight);

  pen.text('Monthly budget (50/30/20)', bold, SIZE.title);
  const date = madeOn.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  pen.text(
    `${CURRENCY_NAMES[values.currency]} (${values.currency}), made on ${date}`,
    regular,
    SIZE.small,
    MUTED,
  );

  pen.heading('Income', bold);
  for (const source of INCOME_SOURCES)
    pen.ledger(INCOME_LABELS[source], money(values.incomes[source]), regular);
  pen.ledger('Total income', money(breakdown.totalIncome), bold);

  pen.heading('Breakdown', bold);
  const table = breakdown.groups.map((g) => ({
    label: `${GROUP_LABELS[g.group]} (${g.share}%)`,
    amounts: [money(g.allowance), money(g.spent), money(g.remainder)],
    over: g.over,
  }));
  const headings = ['Allowance', 'Spent', 'Remaining'];
  const over = bold.widthOfTextAtSize(' over', SIZE.body);
  // Each column as wide as its widest figure; a budget whose figures are too wide for one line gives each
  // group a few lines of its own instead, at the same size.
  const widths = headings.map((heading, i) =>
    Math.max(
      bold.widthOfTextAtSize(heading, SIZE.small),
      ...table.map((r) => bold.widthOfTextAtSize(safeText(r.amounts[i] ?? '', bold), SIZE.body)),
    ),
  );
  const labelWidth = Math.max(...table.map((r) => regular.widthOfTextAtSize(r.label, SIZE.body)));
  const gap = 18;
  const tableWidth = labelWidth + widths.reduce((sum, w) => sum + w + gap, 0) + over;
  if (tableWidth <= CONTENT) {
    const rights = widths.map(
      (_, i) => MARGIN + labelWidth + widths.slice(0, i + 1).reduce((s, w) => s + w + gap, 0),
    );
    pen.line(SIZE.small, (page, y) =>
      headings.forEach((heading, i) => drawRight(page, heading, rights[i] ?? 0, y, SIZE.small, bold, MUTED)),
    );
    for (const r of table)
      pen.line(SIZE.body, (page, y) => {
        page.drawText(safeText(r.label, regular), {
          x: MARGIN,
          y,
          size: SIZE.body,
          font: regular,
          color: INK,
        });
        r.amounts.forEach((amount, i) => {
          // Over budget is said in words and bold type, not by colour alone.
          const remaining = i === 2 && r.over;
          drawRight(
            page,
            amount,
            rights[i] ?? 0,
            y,
            SIZE.body,
            remaining ? bold : regular,
            remaining ? DANGER : INK,
          );
        });
        if (r.over)
          page.drawText('over', { x: (rights[2] ?? 0) + 6, y, size: SIZE.body, font: bold, color: DANGER });
      });
  } else {
    for (const r of table) {
      pen.text(r.label, bold, SIZE.body);
      r.amounts.forEach((amount, i) =>
        pen.ledger(
          `${headings[i]}${i === 2 && r.over ? ' (over)' : ''}`,
          amount,
          i === 2 && r.over ? bold : regular,
        ),
      );
    }
  }
  // Each group over its allowance, in a plain sentence (the same words as on screen).
  for (const g of breakdown.groups) {
    const sentence = overBudgetSentence(g, values.currency);
    if (sentence) pen.text(sentence, regular, SIZE.small, MUTED);
  }

  // Only rows with an amount: a named row left at 0 or an empty one says nothing on paper (decision 078).
  const rows = exportedRows(values.expenses);
  EXPENSE_GROUPS.forEach((group, index) => {
    const share = breakdown.groups[index];
    pen.heading(`${GROUP_LABELS[group]} (${share?.share ?? 0}%)`, bold);
    for (const r of rows.filter((each) => each.group === group))
      pen.ledger(r.label || 'Unnamed', money(r.cents), regular);
    pen.ledger(`Total ${GROUP_LABELS[group]}`, money(share?.spent ?? 0), bold);
  });

  const pages = doc.getPages();
  pages.forEach((page, i) =>
    drawRight(
      page,
      `Page ${i + 1} of ${pages.length}`,
      PAGE.width - MARGIN,
      FOOTER - SIZE.small,
      SIZE.small,
      regular,
      MUTED,
    ),
  );
  return doc.save();
}

/** Writes down the pages line by line, starting a new page when a line would run into the footer. */
class Pen {
  private page: PDFPage;
  private y = PAGE.height - MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    private readonly size: Sizes,
    private readonly ledgerRight: number,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
  }

  /** One line of type of the given size, drawn by `draw` at its baseline. */
  line(size: number, draw: (page: PDFPage, baseline: number) => void) {
    const height = size * LEADING;
    if (this.y - height < FOOTER + this.size.small * 2) {
      this.page = this.doc.addPage([PAGE.width, PAGE.height]);
      this.y = PAGE.height - MARGIN;
    }
    this.y -= height;
    draw(this.page, this.y + (height - size) / 2);
  }

  heading(text: string, font: PDFFont) {
    this.y -= this.size.heading * 0.6;
    this.line(this.size.heading, (page, y) =>
      page.drawText(safeText(text, font), { x: MARGIN, y, size: this.size.heading, font, color: INK }),
    );
  }

  /** A paragraph wrapped to the page's width. */
  text(text: string, font: PDFFont, size: number, color: Color = INK) {
    for (const line of wrapText(safeText(text, font), font, size, CONTENT))
      this.line(size, (page, y) => page.drawText(line, { x: MARGIN, y, size, font, color }));
  }

  /** A label and its amount: long labels wrap onto the next lines, the amount stays on the first. */
  ledger(label: string, amount: string, font: PDFFont) {
    const figure = safeText(amount, font);
    const room = this.ledgerRight - MARGIN - font.widthOfTextAtSize(figure, this.size.body) - 12;
    wrapText(safeText(label, font), font, this.size.body, room).forEach((line, i) =>
      this.line(this.size.body, (page, y) => {
        page.drawText(line, { x: MARGIN, y, size: this.size.body, font, color: INK });
        if (i === 0) drawRight(page, figure, this.ledgerRight, y, this.size.body, font, INK);
      }),
    );
  }
}

function drawRight(
  page: PDFPage,
  text: string,
  right: number,
  y: number,
  size: number,
  font: PDFFont,
  color: Color,
) {
  const safe = safeText(text, font);
  page.drawText(safe, { x: right - font.widthOfTextAtSize(safe, size), y, size, font, color });
}

/** Characters the font cannot draw (emoji, scripts it does not cover) become '?'. */
function safeText(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text.replace(/[\r\n\t]+/g, ' '))
    .map((ch) => (supported.has(ch.codePointAt(0) ?? 0) ? ch : '?'))
    .join('');
}

/** Breaks text into lines no wider than `width`, at spaces; a word wider than a line is cut where it must be. */
function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    let rest = word;
    while (!fits(rest)) {
      let end = rest.length - 1;
      while (end > 1 && !fits(rest.slice(0, end))) end -= 1;
      if (line) lines.push(line);
      line = '';
      lines.push(rest.slice(0, end));
      rest = rest.slice(end);
    }
    const next = line ? `${line} ${rest}` : rest;
    if (line && !fits(next)) {
      lines.push(line);
      line = rest;
    } else line = next;
  }
  return line ? [...lines, line] : lines;
}
