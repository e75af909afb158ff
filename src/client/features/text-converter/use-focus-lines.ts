import type { KeyboardEvent, PointerEvent, RefObject } from 'react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';

interface Band {
  top: number;
  height: number;
  total: number;
}

function measure(surface: HTMLElement) {
  const lineHeight = parseFloat(getComputedStyle(surface).lineHeight) || 24;
  return { lineHeight, lines: Math.max(1, Math.round(surface.scrollHeight / lineHeight)) };
}

/**
 * "Focus one line at a time": `lines` lines stay clear and the rest are dimmed. Arrow keys move the band one
 * line, Page Up and Page Down by the band's height, Home and End to either end; a click moves it there too.
 */
export function useFocusLines(surface: RefObject<HTMLElement | null>, lines: number, resetKey: unknown) {
  const first = useRef(0);
  const [band, setBand] = useState<Band | null>(null);

  const place = (line: number, scroll: boolean) => {
    const element = surface.current;
    if (!element || lines === 0) return;
    const { lineHeight, lines: total } = measure(element);
    const next = Math.max(0, Math.min(line, total - lines));
    first.current = next;
    setBand({ top: next * lineHeight, height: lines * lineHeight, total: total * lineHeight });
    if (!scroll) return;
    const box = element.getBoundingClientRect();
    const top = box.top + next * lineHeight;
    if (top < 80 || top + lines * lineHeight > window.innerHeight - 40) {
      window.scrollBy({ top: top - window.innerHeight / 3, behavior: 'auto' });
    }
  };
  const onResize = useEffectEvent(() => place(first.current, false));

  // A new text or band size starts at the top; a new layout (text size, spacing, width) keeps the line.
  useEffect(() => {
    const element = surface.current;
    if (!element || lines === 0) return;
    first.current = 0;
    // The observer reports once at the start, which places the band the first time.
    const observer = new ResizeObserver(() => onResize());
    observer.observe(element);
    return () => observer.disconnect();
  }, [surface, lines, resetKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: 1,
      ArrowUp: -1,
      PageDown: lines,
      PageUp: -lines,
      Home: -Infinity,
      End: Infinity,
    };
    const move = moves[event.key];
    if (lines === 0 || move === undefined) return;
    event.preventDefault();
    place(Number.isFinite(move) ? first.current + move : move < 0 ? 0 : Number.MAX_SAFE_INTEGER, true);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    const element = surface.current;
    if (!element || lines === 0) return;
    const { lineHeight } = measure(element);
    const line = Math.floor((event.clientY - element.getBoundingClientRect().top) / lineHeight);
    place(line - Math.floor(lines / 2), false);
  };

  /** Keeps a word (being read aloud) inside the clear band, moving the band when the word leaves it. */
  const follow = (range: Range) => {
    const element = surface.current;
    const box = range.getBoundingClientRect();
    if (!element || lines === 0 || box.height === 0) return false;
    const { lineHeight } = measure(element);
    const line = Math.floor((box.top + box.height / 2 - element.getBoundingClientRect().top) / lineHeight);
    if (line < first.current || line >= first.current + lines) place(line, true);
    return true;
  };

  return { band: lines > 0 ? band : null, onKeyDown, onPointerDown, follow };
}
