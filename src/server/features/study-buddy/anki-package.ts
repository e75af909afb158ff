import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OcclusionBox } from '../../../shared/study-buddy/study';
import { packageName } from '../../../shared/study-buddy/anki';
import { boxesBeside, pictureQuestion } from '../../../shared/study-buddy/occlusion';
import type { Database } from '../../db/client';
import { pictures, studyCards, studyDecks } from '../../db/schema';
import { busyGate } from '../../http/busy-gate';
import { ApiError, notFound } from '../../http/errors';
import { loadSharp } from '../pictures/encode';
import type { ApkgMedia, ApkgNote } from './apkg';
import { ankiHtml, toApkg } from './apkg';
import { DECK, toCard } from './queries';

/** One package made at a time in a process, two more waiting: it holds a deck's pictures in memory twice. */
const packing = busyGate(1, 2);

const BUSY = 'NeuroNest is preparing another Anki package just now. Please try again in a moment.';

/** The colours of the boxes drawn into a picture card's pictures, as the app draws them. */
const ASKED = '#3730a3';
const OTHER = '#6b7280';

const rect = (box: OcclusionBox, width: number, height: number, style: string) =>
  `<rect x="${box.x * width}" y="${box.y * height}" width="${box.w * width}" height="${box.h * height}" ${style}/>`;

/**
 * A picture card as two pictures Anki shows without any add-on: the question with the asked box covered and
 * marked "?" (and the others covered when the person chose to hide them all), and the answer with the asked box
 * outlined. The boxes are drawn into the pixels, so any Anki shows them the same way.
 */
async function cardPictures(
  bytes: Buffer,
  asked: OcclusionBox,
  others: readonly OcclusionBox[],
): Promise<{ question: Buffer; answer: Buffer; extension: string }> {
  const sharp = await loadSharp();
  const { width = 1, height = 1, format } = await sharp(bytes).metadata();
  const line = Math.max(2, Math.round(Math.min(width, height) / 120));
  const mark = Math.max(12, Math.round(Math.min(asked.w * width, asked.h * height) * 0.6));
  const svg = (inside: string) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${inside}</svg>`,
    );
  const covered = others.map((box) =>
    rect(box, width, height, `fill="${OTHER}" stroke="#111827" stroke-width="${line}"`),
  );
  const question = svg(
    covered.join('') +
      rect(asked, width, height, `fill="${ASKED}" stroke="#111827" stroke-width="${line}"`) +
      `<text x="${(asked.x + asked.w / 2) * width}" y="${(asked.y + asked.h / 2) * height}" font-size="${mark}"` +
      ` font-family="sans-serif" font-weight="bold" fill="#ffffff" text-anchor="middle" dominant-baseline="central">?</text>`,
  );
  const answer = svg(
    covered.join('') + rect(asked, width, height, `fill="none" stroke="${ASKED}" stroke-width="${line * 2}"`),
  );
  const jpeg = format === 'jpeg';
  const draw = (overlay: Buffer) => {
    const image = sharp(bytes).composite([{ input: overlay, top: 0, left: 0 }]);
    return (jpeg ? image.jpeg({ quality: 85 }) : image.png()).toBuffer();
  };
  return { question: await draw(question), answer: await draw(answer), extension: jpeg ? 'jpg' : 'png' };
}

/**
 * The person's deck as an Anki package (decision 172): question cards as Basic notes, gap cards as Cloze notes
 * (each saved card hides one number, so each is a note of its own), picture cards as Basic notes with their two
 * pictures. Only the owner's deck; anyone else's is a 404.
 */
export async function ankiPackage(db: Database, userId: string, deckId: string) {
  const [deck] = await db
    .select({ name: studyDecks.name })
    .from(studyDecks)
    .where(and(eq(studyDecks.id, deckId), eq(studyDecks.userId, userId)));
  if (!deck) throw notFound(DECK);
  const cards = (
    await db
      .select()
      .from(studyCards)
      .where(and(eq(studyCards.deckId, deckId), eq(studyCards.userId, userId)))
      .orderBy(asc(studyCards.createdAt), asc(studyCards.id))
  ).map(toCard);
  if (cards.length === 0) {
    throw new ApiError(400, 'invalid_request', 'This deck has no cards yet, so there is nothing to export.');
  }
  const leave = await packing.enter();
  if (!leave) throw new ApiError(503, 'busy', BUSY);
  try {
    const wanted = [...new Set(cards.flatMap((card) => card.occlusion?.pictureId ?? []))];
    const stored = wanted.length
      ? await db
          .select({ id: pictures.id, bytes: pictures.bytes })
          .from(pictures)
          .where(and(eq(pictures.userId, userId), inArray(pictures.id, wanted)))
      : [];
    const bytesOf = new Map(stored.map((row) => [row.id, row.bytes]));
    const notes: ApkgNote[] = [];
    const media: ApkgMedia[] = [];
    for (const card of cards) {
      if (card.kind !== 'picture') {
        notes.push({
          type: card.kind === 'cloze' ? 'Cloze' : 'Basic',
          fields: [ankiHtml(card.front), ankiHtml(card.back)],
          tags: card.tags,
          id: card.id,
        });
        continue;
      }
      const bytes = card.occlusion ? bytesOf.get(card.occlusion.pictureId) : undefined;
      if (!card.occlusion || !bytes) continue;
      const others = card.occlusion.hideAll ? boxesBeside(card, cards) : [];
      const drawn = await cardPictures(bytes, card.occlusion.box, others);
      const name = (side: string) => `neuronest-${card.id}-${side}.${drawn.extension}`;
      media.push(
        { name: name('question'), bytes: drawn.question },
        { name: name('answer'), bytes: drawn.answer },
      );
      const words = ankiHtml(card.front.replace(/\s+/g, ' '));
      notes.push({
        type: 'Basic',
        fields: [
          `<img src="${name('question')}" alt="${words}"><br>${ankiHtml(pictureQuestion(card.occlusion.box))}`,
          `<img src="${name('answer')}" alt="${words}"><br><b>${ankiHtml(card.back)}</b>`,
        ],
        tags: card.tags,
        id: card.id,
      });
    }
    return { name: packageName(deck.name), bytes: await toApkg(deck.name, notes, media) };
  } finally {
    leave();
  }
}
