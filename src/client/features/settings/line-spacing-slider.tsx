import { Slider } from 'radix-ui';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { LINE_SPACING } from '../../../shared/settings';
import { SETTLE_MS } from './choice-cards';

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Line spacing from 1 to 3. While dragging only the number moves; the new spacing is saved, and so
 * applied across the app, when the thumb is let go. With the keys, it is saved once the user rests a
 * moment or leaves the slider, so five presses are one save, not five restyles of the whole app.
 */
export function LineSpacingSlider({
  value,
  onCommit,
  status,
}: {
  value: number;
  onCommit: (value: number) => void;
  /** Whether the last change was saved, shown beside the label. */
  status?: ReactNode;
}) {
  const labelId = useId();
  const [draft, setDraft] = useState<number | null>(null);
  const shown = draft ?? value;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fromKeys = useRef(false);
  const waiting = useRef<number | null>(null);
  const latest = useRef({ value, onCommit });
  useEffect(() => {
    latest.current = { value, onCommit };
  });

  const settle = useCallback(() => {
    clearTimeout(timer.current);
    const next = waiting.current;
    if (next === null) return;
    waiting.current = null;
    setDraft(null);
    if (next !== latest.current.value) latest.current.onCommit(next);
  }, []);
  // Leaving the page mid-change still keeps the spacing the user stopped at.
  useEffect(() => settle, [settle]);
  return (
    <div className="py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <p id={labelId} className="font-medium">
            Line spacing
          </p>
          {status}
        </div>
        <output aria-hidden="true" className="text-lg font-semibold tabular-nums">
          {shown.toFixed(1)}
        </output>
      </div>
      <p className="text-sm text-muted">The space between lines of text, from 1 (tight) to 3 (very open).</p>
      <Slider.Root
        min={LINE_SPACING.min}
        max={LINE_SPACING.max}
        step={LINE_SPACING.step}
        value={[shown]}
        onValueChange={([next]) => setDraft(round(next ?? shown))}
        onPointerDown={() => {
          fromKeys.current = false;
        }}
        onValueCommit={([next]) => {
          waiting.current = round(next ?? shown);
          if (fromKeys.current) timer.current = setTimeout(settle, SETTLE_MS);
          else settle();
        }}
        className="relative mt-4 flex min-h-11 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-2 grow rounded-full bg-line">
          <Slider.Range className="absolute h-full rounded-full bg-primary" />
        </Slider.Track>
        <Slider.Thumb
          onKeyDown={() => {
            fromKeys.current = true;
            clearTimeout(timer.current);
          }}
          onBlur={settle}
          aria-label="Line spacing"
          aria-valuetext={shown.toFixed(1)}
          className="block size-7 rounded-full border-2 border-primary bg-surface shadow"
        />
      </Slider.Root>
      <div aria-hidden="true" className="mt-1 flex justify-between text-sm text-muted">
        <span>1</span>
        <span>3</span>
      </div>
    </div>
  );
}
