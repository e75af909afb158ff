import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** Widths in CSS pixels, read from the bar while its links show. */
export interface BarWidths {
  /** The room inside the bar, without its padding. */
  bar: number;
  logo: number;
  account: number;
  links: number;
  /** The space between two parts of the bar. */
  gap: number;
}

/** What the bar needed the last time its links showed, and in which type. */
export interface Remembered {
  needed: number;
  type: string;
}

/**
 * Room the bar must gain before folded links show again: without it a scroll bar that comes and goes with
 * the page's height could fold and unfold them over and over.
 */
export const UNFOLD_MARGIN = 16;

/** The width the logo, the links and the account button need side by side. */
export function neededWidth({ logo, account, links, gap }: BarWidths): number {
  return logo + gap + links + gap + account;
}

/** Whether the links fit in the bar beside the logo and the account button (docs/product.md#navigation). */
export function linksFit(widths: BarWidths): boolean {
  return neededWidth(widths) <= widths.bar + 0.5;
}

/**
 * Whether folded links may show again: the bar has gained the room they needed, or the type has changed
 * (another font, size or spacing) so that what they need must be measured again.
 */
export function mayUnfold(remembered: Remembered | null, bar: number, type: string): boolean {
  return !remembered || remembered.type !== type || remembered.needed + UNFOLD_MARGIN <= bar;
}

function typeOf(style: CSSStyleDeclaration) {
  return [style.fontFamily, style.fontSize, style.letterSpacing, style.wordSpacing].join('|');
}

const width = (el: Element | null) => (el ? el.getBoundingClientRect().width : 0);

/**
 * Folds the bar's links into the menu button when they do not fit, measured rather than guessed from the
 * window's width: the links are drawn, their width compared with the room beside the logo and the account
 * button, and folded before the screen is painted. Checked again on every render, when the bar or the logo
 * changes size and when a web font arrives.
 *
 * Folded links are measured again by a probe: for one render before paint they are drawn beside the menu
 * button, which stays where it is, as does the open menu. So a font that arrives while someone is in the menu
 * (its active link's bold face is asked for only when the menu opens) changes nothing under them, and the
 * keyboard's place in the menu is kept; only links found to fit take the menu's place.
 */
export function useCrowded(enabled: boolean) {
  const bar = useRef<HTMLElement>(null);
  const logo = useRef<HTMLAnchorElement>(null);
  const links = useRef<HTMLUListElement>(null);
  const account = useRef<HTMLDivElement>(null);
  const remembered = useRef<Remembered | null>(null);
  const [crowded, setCrowded] = useState(false);
  /** Folded links drawn for one render, to be measured again. */
  const [probing, setProbing] = useState(false);

  const check = useCallback(() => {
    const nav = bar.current;
    if (!enabled || !nav) return;
    const style = getComputedStyle(nav);
    const room = nav.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const type = typeOf(style);
    if (links.current) {
      const widths: BarWidths = {
        bar: room,
        logo: width(logo.current),
        account: width(account.current),
        links: width(links.current),
        gap: parseFloat(style.columnGap) || 0,
      };
      remembered.current = { needed: neededWidth(widths), type };
      setCrowded(!linksFit(widths));
      setProbing(false);
    } else if (mayUnfold(remembered.current, room, type)) {
      setProbing(true);
    }
  }, [enabled]);

  // Before paint, after every render: a new screen, a new setting or the links just drawn.
  useLayoutEffect(check);

  useLayoutEffect(() => {
    if (!enabled) return;
    // Test doubles of the browser (jsdom) have neither.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => check()) : null;
    for (const el of [bar.current, logo.current]) if (el) observer?.observe(el);
    const fonts = typeof document.fonts === 'object' ? document.fonts : null;
    const fontArrived = () => {
      remembered.current = null;
      check();
    };
    fonts?.addEventListener('loadingdone', fontArrived);
    return () => {
      observer?.disconnect();
      fonts?.removeEventListener('loadingdone', fontArrived);
    };
  }, [enabled, check]);

  return { crowded: enabled && crowded, probing: enabled && probing, bar, logo, links, account };
}
