import { useId } from 'react';
import { volumeWords } from '../../../shared/focus-sounds/sounds';

/** A volume from 0 to 100 percent, named by `label` and said in plain words ("Quiet, 20 percent"). */
export function VolumeSlider({
  label,
  value,
  onChange,
  disabled = false,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const percent = Math.round(value * 100);
  return (
    <div className="flex flex-wrap items-center gap-x-3">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={5}
        value={percent}
        disabled={disabled}
        aria-valuetext={volumeWords(value)}
        onChange={(event) => onChange(Number(event.target.value) / 100)}
        className="h-11 min-w-40 flex-1 cursor-pointer accent-primary disabled:cursor-not-allowed"
      />
      <output htmlFor={id} aria-hidden="true" className="w-12 text-right tabular-nums">
        {percent}%
      </output>
    </div>
  );
}
