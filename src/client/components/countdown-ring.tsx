import { formatClock } from '../../shared/time-box/timer';

const RADIUS = 88;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

interface Props {
  secondsLeft: number;
  totalSeconds: number;
  /** A word under the digits: Ready, Running, Paused, Done. */
  caption: string;
}

/**
 * The digits inside a ring that empties as time passes. The ring moves one second at a time with a short glide,
 * and jumps in steps when motion is reduced (the stylesheet turns transitions off).
 */
export function CountdownRing({ secondsLeft, totalSeconds, caption }: Props) {
  const fraction = totalSeconds > 0 ? secondsLeft / totalSeconds : 0;
  return (
    <div className="@container relative mx-auto aspect-square w-full max-w-60">
      <svg viewBox="0 0 200 200" aria-hidden="true" className="size-full -rotate-90">
        <circle cx="100" cy="100" r={RADIUS} fill="none" strokeWidth="12" className="stroke-line" />
        <circle
          cx="100"
          cy="100"
          r={RADIUS}
          fill="none"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
          className="stroke-primary transition-[stroke-dashoffset] duration-1000 ease-linear"
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center">
        <span role="timer" className="text-[clamp(1.75rem,22cqi,3.5rem)] leading-none font-bold tabular-nums">
          {formatClock(secondsLeft)}
        </span>
        <span className="mt-2 text-[clamp(0.8rem,7cqi,1rem)] leading-tight text-muted">{caption}</span>
      </div>
    </div>
  );
}
