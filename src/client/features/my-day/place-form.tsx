import type { FormEvent } from 'react';
import { useEffect, useId, useState } from 'react';
import type { PlacementInput } from '../../../shared/my-day';
import { PLACEMENT_MINUTES_MAX, PLACEMENT_MINUTES_MIN, placementSchema } from '../../../shared/my-day';
import { Button } from '../../components/button';
import { Field } from '../../components/field';

interface Props {
  /** The todo's title: the form's name says which todo it places. */
  title: string;
  initial: PlacementInput;
  submitLabel: string;
  onSubmit: (placement: PlacementInput) => void;
  onCancel: () => void;
}

/**
 * When a todo sits on the day: a start time and how long, checked as the server checks them. Escape or Cancel
 * leaves everything as it was.
 */
export function PlaceForm({ title, initial, submitLabel, onSubmit, onCancel }: Props) {
  const [start, setStart] = useState(initial.start);
  const [minutes, setMinutes] = useState(String(initial.minutes));
  const [error, setError] = useState<{ field: 'start' | 'minutes'; message: string }>();
  const startId = useId();
  // The form opens at the person's request: its first field takes the focus, as the board's forms do.
  useEffect(() => document.getElementById(startId)?.focus(), [startId]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = placementSchema.safeParse({ day: initial.day, start, minutes: Number(minutes) });
    if (!result.success) {
      const issue = result.error.issues[0];
      setError({
        field: issue?.path[0] === 'start' ? 'start' : 'minutes',
        message: issue?.message ?? 'Please check the time.',
      });
      return;
    }
    onSubmit(result.data);
  }

  return (
    // Escape from any of its fields or buttons cancels: the keys come from the controls inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      noValidate
      aria-label={`When: ${title}`}
      className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(min(100%,10rem),1fr))] items-end gap-3"
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <Field
        label="Start"
        type="time"
        value={start}
        id={startId}
        required
        error={error?.field === 'start' ? error.message : undefined}
        onChange={(event) => setStart(event.target.value)}
      />
      <Field
        label="Minutes"
        type="number"
        inputMode="numeric"
        min={PLACEMENT_MINUTES_MIN}
        max={PLACEMENT_MINUTES_MAX}
        step={5}
        value={minutes}
        required
        error={error?.field === 'minutes' ? error.message : undefined}
        onChange={(event) => setMinutes(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{submitLabel}</Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
