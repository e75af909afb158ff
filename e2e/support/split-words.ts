/**
 * Words broken across two lines, found in the page (run it with `page.evaluate(splitWords, allowed)`).
 *
 * Walks the visible text in document order and joins the text of neighbouring inline elements into words, so
 * a word that bionic reading starts with a <b>, or that the syllable aid parts with a middle dot in a <span> of
 * its own (decision 164), is measured whole: the dot is part of its word, never a place where a line may end. A word ends at white space, at a hyphen or
 * dash (a line may end after one), and wherever an element that is not inline starts or ends: a flex or grid
 * item, a block, a button, an icon, a <br>. Each word's boxes are read with a Range; two boxes that do not
 * overlap from top to bottom sit on different lines, and the word is split.
 *
 * Screen-reader-only text, hidden elements, SVG and what is typed in form fields are skipped. A word wider than
 * the line it could have may break (it cannot fit on one), and so may one that contains one of `allowed`; no
 * other word. The line is the content box the word sits in, or, where that box is a flex item, its flex
 * container's: a word broken in a box squeezed narrower than it (decision 160) is found too. Answers "word" and where it is, once per word and place.
 */
export function splitWords(allowed: string[]): string[] {
  const SKIP = new Set([
    'SCRIPT',
    'STYLE',
    'NOSCRIPT',
    'TEMPLATE',
    'TEXTAREA',
    'INPUT',
    'SELECT',
    'svg',
    'OPTION',
  ]);
  const ATOMIC = new Set(['BR', 'WBR', 'IMG', 'BUTTON', 'IFRAME', 'VIDEO', 'CANVAS', 'METER', 'PROGRESS']);
  const problems = new Set<string>();

  const where = (el: Element | null) => {
    const parts: string[] = [];
    for (let at = el; at && at !== document.body && parts.length < 4; at = at.parentElement) {
      const label = at.getAttribute('aria-label') ?? at.id;
      const classes = typeof at.className === 'string' ? at.className.split(/\s+/).slice(0, 3).join('.') : '';
      parts.unshift(`${at.tagName.toLowerCase()}${label ? `[${label}]` : classes ? `.${classes}` : ''}`);
    }
    return parts.join(' > ');
  };

  type Piece = { node: Text; start: number; end: number };
  let word: Piece[] = [];
  let text = '';

  const measure = () => {
    const first = word[0];
    const last = word[word.length - 1];
    if (!first || !last || !text.trim()) {
      word = [];
      text = '';
      return;
    }
    const range = document.createRange();
    range.setStart(first.node, first.start);
    range.setEnd(last.node, last.end);
    const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0.5 && r.height > 0.5);
    const split = rects.some((a) => rects.some((b) => b.top >= a.bottom - 2));
    // A word wider than the line it could have must break somewhere; any other break is a fault. The line is
    // the box's, or, where the box is a flex item, the line its flex container gives all its items: a box
    // squeezed narrower than a word that fits that line (a flex item shrinking, a min-width missing) is a fault.
    const line = lineOf(first.node.parentElement);
    // Within 2 px: the pieces of a broken word measure a little less than the word whole.
    const wider = line !== null && rects.reduce((sum, r) => sum + r.width, 0) > line - 2;
    if (split && !wider && !allowed.some((value) => text.includes(value))) {
      problems.add(`"${text}" in ${where(first.node.parentElement)}`);
    }
    word = [];
    text = '';
  };

  const contentWidth = (el: Element) => {
    const style = getComputedStyle(el);
    return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  };
  const flexItem = (el: Element) =>
    el.parentElement !== null && /flex/.test(getComputedStyle(el.parentElement).display);

  /** The width of an element's box with its margins. */
  const outerWidth = (el: Element) => {
    const style = getComputedStyle(el);
    return el.getBoundingClientRect().width + parseFloat(style.marginLeft) + parseFloat(style.marginRight);
  };

  /**
   * The width a word around `el` could have on a line: the content box of the nearest element that is a box
   * of its own around it, or, while that box is a flex item, what its flex container leaves it: the whole line
   * where the items may wrap, else the line less the other items beside it and the gaps.
   */
  const lineOf = (el: Element | null): number | null => {
    let start = el;
    while (start && !ownBox(start)) start = start.parentElement;
    if (!start) return null;
    let at: Element = start;
    let line = contentWidth(at);
    // The padding and borders between the word's box and the flex line: the word never has those.
    let inset = 0;
    while (flexItem(at) && at.parentElement) {
      const row: Element = at.parentElement;
      const item = at;
      inset += at.getBoundingClientRect().width - contentWidth(at);
      const style = getComputedStyle(row);
      let room = contentWidth(row);
      if (style.flexWrap === 'nowrap' && !style.flexDirection.startsWith('column')) {
        const others = Array.from(row.children).filter(
          (child) =>
            child !== item && getComputedStyle(child).position !== 'absolute' && outerWidth(child) > 0,
        );
        room -= others.reduce((sum, child) => sum + outerWidth(child), 0);
        room -= others.length * (parseFloat(style.columnGap) || 0);
      }
      line = Math.max(line, room - inset);
      at = row;
    }
    // The word's boxes are measured on screen: a box drawn scaled (the mind map's zoom) scales its line too.
    const drawn = start.getBoundingClientRect().width;
    const laid = (start as HTMLElement).offsetWidth;
    return laid > 0 && drawn > 0 ? (line * drawn) / laid : line;
  };

  /** Whether an element starts a box of its own, so that no word runs across its edge. */
  const ownBox = (el: Element) => {
    if (ATOMIC.has(el.tagName)) return true;
    const display = getComputedStyle(el).display;
    return display !== 'inline' && display !== 'contents';
  };

  const visit = (el: Element) => {
    for (const child of Array.from(el.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) {
        const node = child as Text;
        const value = node.data;
        // Each run of non-space characters, a hyphen or dash ending a run of its own.
        const pattern = /\s+|[^\s‐–—/-]*[‐–—/-]+|[^\s‐–—/-]+/g;
        for (let m = pattern.exec(value); m; m = pattern.exec(value)) {
          const piece = m[0];
          if (/^\s+$/.test(piece)) {
            measure();
            continue;
          }
          word.push({ node, start: m.index, end: m.index + piece.length });
          text += piece;
          if (/[‐–—/-]$/.test(piece)) measure();
        }
        continue;
      }
      if (child.nodeType !== Node.ELEMENT_NODE) continue;
      const element = child as Element;
      if (SKIP.has(element.tagName) || element.closest('.sr-only,[hidden]')) {
        measure();
        continue;
      }
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) {
        measure();
        continue;
      }
      const boxed = ownBox(element);
      if (boxed) measure();
      visit(element);
      if (boxed) measure();
    }
  };

  visit(document.body);
  measure();
  return Array.from(problems);
}
