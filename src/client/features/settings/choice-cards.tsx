import { Check } from 'lucide-react';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
  description?: string;
  /** A visual sample (swatch, font, reading mode); hidden from screen readers, the label says it all. */
  preview?: ReactNode;
}

interface Props<T extends string | number> {
  legend: string;
  choices: readonly Choice<T>[];
  /** null: nothing chosen yet, so no card is ringed. */
  value: T | null;
  /**
   * Called once the user settles on a choice, not for every card the arrow keys pass. While the promise
   * it may return is pending, the chosen card stays ringed.
   */
  onChange: (value: T) => void | Promise<unknown>;
  /** Shown beside the legend: whether the last choice was saved. */
  status?: ReactNode;
  /** Grid columns, as Tailwind classes. */
  columns?: string;
}

/** How long the arrow keys may rest on a card before it counts as chosen. */
export const SETTLE_MS = 800;

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * One choice among several, shown as cards. Native radio buttons underneath, so arrow keys and screen
 * readers work as with any radio group; the chosen card is ringed and ticked, not marked by colour alone.
 * The arrow keys only preview (the ring moves, nothing is saved or restyled); the choice is made with a
 * click, Space or Enter, a short pause, or by leaving the group.
 */
export function ChoiceCards<T extends string | number>({
  legend,
  choices,
  value,
  onChange,
  status,
  columns = 'grid-fill-16',
}: Props<T>) {
  const name = useId();
  const legendId = `${name}-legend`;
  // A previewed or chosen card. It shows until its save settles; then the saved value shows again (the new
  // one, or the old one if the save failed), so the ring never jumps back for a moment.
  const [draft, setDraft] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fromArrow = useRef(false);
  // A previewed card not yet chosen, and what choosing needs: read by the timer and the unmount flush.
  const waiting = useRef<T | null>(null);
  const latest = useRef<{ value: T | null; onChange: Props<T>['onChange'] }>({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  const settle = useCallback(() => {
    clearTimeout(timer.current);
    const next = waiting.current;
    if (next === null) return;
    waiting.current = null;
    const done = () => setDraft((current) => (current === next ? null : current));
    if (next === latest.current.value) done();
    else void Promise.resolve(latest.current.onChange(next)).finally(done);
  }, []);

  // Leaving the page mid-preview still keeps the choice the user was resting on.
  useEffect(() => settle, [settle]);

  const pick = (next: T) => {
    setDraft(next);
    waiting.current = next;
    clearTimeout(timer.current);
    if (fromArrow.current) {
      fromArrow.current = false;
      timer.current = setTimeout(settle, SETTLE_MS);
    } else {
      settle();
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    fromArrow.current = ARROWS.has(event.key);
    if (event.key === ' ' || event.key === 'Enter') {
      if (event.key === 'Enter') event.preventDefault();
      settle();
    }
  };

  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    // Moving to another card of the group is part of looking; leaving the group settles.
    const to = event.relatedTarget;
    if (!(to instanceof HTMLInputElement && to.name === name)) settle();
  };

  const shown = draft ?? value;
  return (
    <div role="radiogroup" aria-labelledby={legendId}>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <p id={legendId} className="font-semibold">
          {legend}
        </p>
        {status}
      </div>
      <div className={`mt-3 grid gap-4 ${columns}`}>
        {choices.map((choice) => {
          const checked = choice.value === shown;
          const id = `${name}-${String(choice.value)}`;
          return (
            <label
              key={String(choice.value)}
              htmlFor={id}
              className={`relative flex min-w-0 cursor-pointer flex-col gap-2 rounded-xl border-2 bg-surface p-4 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-4 has-[:focus-visible]:outline-primary ${
                checked
                  ? 'border-primary ring-2 ring-primary ring-offset-2 ring-offset-surface'
                  : 'border-line hover:border-primary'
              }`}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={String(choice.value)}
                checked={checked}
                aria-labelledby={`${id}-label`}
                aria-describedby={choice.description ? `${id}-description` : undefined}
                onChange={() => pick(choice.value)}
                onKeyDown={onKeyDown}
                onBlur={onBlur}
                className="sr-only"
              />
              <span className="flex items-start justify-between gap-2">
                <span id={`${id}-label`} className="font-medium">
                  {choice.label}
                </span>
                {checked && (
                  <Check aria-hidden="true" strokeWidth={3} className="size-5 shrink-0 text-primary-ink" />
                )}
              </span>
              {choice.preview && <span aria-hidden="true">{choice.preview}</span>}
              {choice.description && (
                <span id={`${id}-description`} className="text-sm text-muted">
                  {choice.description}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </div>
  );
}
