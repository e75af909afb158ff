import { Slider } from 'radix-ui';
import { useId, useState } from 'react';
import { LINE_SPACING } from '../../../shared/settings';

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Line spacing from 1 to 3. While dragging only the number moves; the new spacing is saved, and so
 * applied across the app, when the thumb is let go (or on each arrow key press).
 */
export function LineSpacingSlider({ value, onCommit }: { value: number; onCommit: (value: number) => void }) {
  const labelId = useId();
  const [draft, setDraft] = useState<number | null>(null);
  const shown = draft ?? value;
  return (
    <div className="py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id={labelId} className="font-medium">
          Line spacing
        </p>
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
        onValueCommit={([next]) => {
          setDraft(null);
          const committed = round(next ?? shown);
          if (committed !== value) onCommit(committed);
        }}
        className="relative mt-4 flex min-h-11 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-2 grow rounded-full bg-line">
          <Slider.Range className="absolute h-full rounded-full bg-primary" />
        </Slider.Track>
        <Slider.Thumb
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
