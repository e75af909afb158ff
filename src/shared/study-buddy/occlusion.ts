import type { OcclusionBox, StudyCard } from './study';
import { OCCLUSION_BOX_MIN } from './study';

// Picture cards (image occlusion): where a box is, in words, and the moves the keyboard makes (decision 178).

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/** Shares kept to four places: a ten-thousandth of the picture is finer than any screen shows. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** The box kept inside the picture and at least its smallest size. */
export function fitBox({ x, y, w, h }: OcclusionBox): OcclusionBox {
  const width = clamp(w, OCCLUSION_BOX_MIN, 1);
  const height = clamp(h, OCCLUSION_BOX_MIN, 1);
  return {
    x: round(clamp(x, 0, 1 - width)),
    y: round(clamp(y, 0, 1 - height)),
    w: round(width),
    h: round(height),
  };
}

/** The box moved by a share of the picture, staying inside it. */
export const moveBox = (box: OcclusionBox, dx: number, dy: number) =>
  fitBox({ ...box, x: box.x + dx, y: box.y + dy });

/** The box made wider or taller (or narrower, shorter) from its top left corner, staying inside the picture. */
export const resizeBox = (box: OcclusionBox, dw: number, dh: number) =>
  fitBox({ ...box, w: Math.min(box.w + dw, 1 - box.x), h: Math.min(box.h + dh, 1 - box.y) });

/** The box between two points of a drag, in shares of the picture, whichever way the pointer went. */
export function boxBetween(a: { x: number; y: number }, b: { x: number; y: number }): OcclusionBox {
  const left = clamp(Math.min(a.x, b.x), 0, 1);
  const top = clamp(Math.min(a.y, b.y), 0, 1);
  return {
    x: round(left),
    y: round(top),
    w: round(clamp(Math.max(a.x, b.x), 0, 1) - left),
    h: round(clamp(Math.max(a.y, b.y), 0, 1) - top),
  };
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The box's place and size read out while it is moved: "20% across, 35% down, 15% wide, 10% tall". */
export const boxReadout = (box: OcclusionBox) =>
  `${percent(box.x)} across, ${percent(box.y)} down, ${percent(box.w)} wide, ${percent(box.h)} tall`;

/**
 * Where the box is, in words a person can use without seeing it: "near the top left", "in the middle". Said
 * with the question, so the part asked for is found by ear; the part's name is never in it.
 */
export function boxPlace(box: OcclusionBox): string {
  const across = box.x + box.w / 2;
  const down = box.y + box.h / 2;
  const side = across < 1 / 3 ? 'left' : across > 2 / 3 ? 'right' : null;
  const height = down < 1 / 3 ? 'top' : down > 2 / 3 ? 'bottom' : null;
  if (!side && !height) return 'in the middle';
  if (!side) return `near the ${height}, in the middle`;
  if (!height) return `near the ${side} side, halfway down`;
  return `near the ${height} ${side}`;
}

/** The question a picture card asks, in words: where to look, never what is there. */
export const pictureQuestion = (box: OcclusionBox) =>
  `What is under the box marked “?”, ${boxPlace(box)} of the picture?`;

/** The other boxes drawn on the same picture with this card's, from the cards still kept. */
export function boxesBeside(card: StudyCard, cards: readonly StudyCard[]) {
  const group = card.occlusion?.group;
  if (!group) return [];
  return cards.flatMap(({ id, occlusion }) =>
    id !== card.id && occlusion?.group === group ? [occlusion.box] : [],
  );
}
