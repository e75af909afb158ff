import { useState } from 'react';
import type { PictureRef } from '../../shared/pictures';
import { pictureSource } from '../../shared/pictures';

/**
 * A routine's or step's picture with its words for screen readers (the name, when the person wrote none). A
 * picture that cannot be shown (deleted, or not on this device offline) leaves no broken image: the words
 * beside it say what it was.
 */
export function PictureView({
  picture,
  fallback,
  className = '',
}: {
  picture: PictureRef | null | undefined;
  /** The step's or routine's name. */
  fallback: string;
  className?: string;
}) {
  const source = picture ? pictureSource(picture) : undefined;
  const [failed, setFailed] = useState<string | undefined>();
  if (!picture || !source || failed === source) return null;
  return (
    <img
      src={source}
      alt={picture.alt.trim() || fallback}
      onError={() => setFailed(source)}
      className={`object-contain ${className}`}
    />
  );
}
