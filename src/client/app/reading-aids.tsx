import { useEffect, useState } from 'react';

interface Band {
  top: number;
  height: number;
  left: number;
  width: number;
}

/** Text blocks that reading aids follow carry this attribute (dashboard texts, converter output...). */
const SURFACE = '[data-reading-surface]';

function lineAt(surface: Element, y: number): Band {
  const box = surface.getBoundingClientRect();
  const lineHeight = parseFloat(getComputedStyle(surface).lineHeight) || 24;
  const line = Math.max(0, Math.floor((y - box.top) / lineHeight));
  return { top: box.top + line * lineHeight, height: lineHeight, left: box.left, width: box.width };
}

/**
 * The reading ruler (a band across the page) and the current-line highlight (a band over the line inside
 * the text), following the pointer or the focused element over reading text.
 */
export function ReadingAids({ ruler, highlightLine }: { ruler: boolean; highlightLine: boolean }) {
  const [band, setBand] = useState<Band | null>(null);
  const active = ruler || highlightLine;

  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent) => {
      const surface = (event.target as Element | null)?.closest?.(SURFACE);
      setBand(surface ? lineAt(surface, event.clientY) : null);
    };
    const onFocus = (event: FocusEvent) => {
      const target = event.target as Element | null;
      const surface = target?.closest?.(SURFACE);
      if (!surface || !target) return setBand(null);
      setBand(lineAt(surface, target.getBoundingClientRect().top + 1));
    };
    const clear = () => setBand(null);
    document.addEventListener('pointermove', onPointer);
    document.addEventListener('focusin', onFocus);
    window.addEventListener('scroll', clear, { passive: true });
    return () => {
      document.removeEventListener('pointermove', onPointer);
      document.removeEventListener('focusin', onFocus);
      window.removeEventListener('scroll', clear);
    };
  }, [active]);

  if (!active || !band) return null;
  return (
    <>
      {ruler && (
        <div
          aria-hidden="true"
          data-testid="reading-ruler"
          className="pointer-events-none fixed inset-x-0 z-40 border-y-2 border-primary bg-primary/10"
          style={{ top: band.top - 2, height: band.height + 4 }}
        />
      )}
      {highlightLine && (
        <div
          aria-hidden="true"
          data-testid="line-highlight"
          className="pointer-events-none fixed z-30 rounded bg-primary/15"
          style={{ top: band.top, height: band.height, left: band.left, width: band.width }}
        />
      )}
    </>
  );
}
