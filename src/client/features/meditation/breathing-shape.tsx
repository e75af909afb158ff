import type { BreathMoment } from '../../../shared/meditation/breathing';
import { PHASE_LABELS } from '../../../shared/meditation/breathing';

/**
 * A circle that grows while breathing in and shrinks while breathing out, one step a second with a one-second
 * glide between steps. With reduced motion the stylesheet turns the glide off, so it changes size and colour
 * in steps. Breathing in and out have different colours as well as sizes.
 */
export function BreathingShape({ moment }: { moment: BreathMoment | null }) {
  const scale = moment ? 0.45 + 0.55 * moment.fullness : 0.6;
  const exhaling = moment?.phase === 'exhale';
  return (
    <div className="@container relative mx-auto aspect-square w-full max-w-72">
      <div
        aria-hidden="true"
        className={`absolute inset-0 rounded-full border-4 transition-[transform,background-color,border-color] duration-1000 ease-linear ${
          exhaling ? 'border-success bg-success-soft' : 'border-primary bg-primary-soft'
        }`}
        style={{ transform: `scale(${scale})` }}
      />
      <div className="absolute inset-0 flex flex-col items-center justify-center text-center">
        {moment ? (
          <>
            <span className="text-[clamp(1.25rem,12cqi,2.25rem)] leading-tight font-bold">
              {PHASE_LABELS[moment.phase]}
            </span>
            <span
              aria-hidden="true"
              className="text-[clamp(1.75rem,20cqi,3.5rem)] leading-none font-bold tabular-nums"
            >
              {moment.secondsLeft}
            </span>
          </>
        ) : (
          <span className="max-w-[50cqi] text-[clamp(1.1rem,9cqi,1.75rem)] leading-tight font-semibold">
            Ready to start
          </span>
        )}
      </div>
    </div>
  );
}
