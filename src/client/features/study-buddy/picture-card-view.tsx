import type { CSSProperties } from 'react';
import { pictureAddress } from '../../../shared/pictures';
import type { Occlusion, OcclusionBox } from '../../../shared/study-buddy/study';

/** A box's place on the picture, in shares of its sides, as CSS. */
export const boxStyle = (box: OcclusionBox): CSSProperties => ({
  left: `${box.x * 100}%`,
  top: `${box.y * 100}%`,
  width: `${box.w * 100}%`,
  height: `${box.h * 100}%`,
});

/**
 * A picture card's picture (decision 178): the asked box covered and marked "?" until the answer is shown, then
 * outlined where the part is; the other boxes of the picture shown or covered, as the person chose. The boxes
 * are drawing only: the words around the picture say where to look, and the part's name is never in the page
 * before the answer is asked for.
 */
export function PictureCardView({
  occlusion,
  words,
  beside,
  revealed,
  answer,
  small = false,
}: {
  occlusion: Occlusion;
  /** The picture's words, said in its place. */
  words: string;
  /** The other boxes drawn on the same picture. */
  beside: readonly OcclusionBox[];
  revealed: boolean;
  /** The part's name, shown in place once the answer is (it is said in words beside the picture too). */
  answer: string;
  small?: boolean;
}) {
  return (
    <div className="relative inline-block max-w-full align-top leading-none">
      <img
        src={pictureAddress(occlusion.pictureId)}
        alt={words}
        className={`block h-auto max-w-full rounded-lg ${small ? 'max-h-40' : 'max-h-[60vh]'}`}
      />
      {occlusion.hideAll &&
        beside.map((box, i) => (
          <div
            key={i}
            aria-hidden="true"
            className="absolute rounded-sm border-2 border-fg bg-muted"
            style={boxStyle(box)}
          />
        ))}
      <div
        aria-hidden="true"
        className={`absolute flex items-center justify-center rounded-sm border-4 border-primary-strong font-bold ${revealed ? 'bg-transparent' : 'bg-primary text-white'}`}
        style={boxStyle(occlusion.box)}
      >
        {!revealed && '?'}
      </div>
      {revealed && (
        <span
          aria-hidden="true"
          className="absolute max-w-full rounded-sm bg-primary-strong px-1 text-sm leading-normal font-semibold break-words text-white"
          style={{
            left: `${occlusion.box.x * 100}%`,
            ...(occlusion.box.y + occlusion.box.h > 0.85
              ? { bottom: `${(1 - occlusion.box.y) * 100}%` }
              : { top: `${(occlusion.box.y + occlusion.box.h) * 100}%` }),
          }}
        >
          {answer}
        </span>
      )}
    </div>
  );
}
