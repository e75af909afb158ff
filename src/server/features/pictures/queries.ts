import { and, desc, eq, sql } from 'drizzle-orm';
import type { PictureInfo } from '../../../shared/pictures';
import { PICTURE_LIMIT } from '../../../shared/pictures';
import type { Database } from '../../db/client';
import { pictures, routines, studyCards } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Collection } from '../account-limits';
import { withinLimit } from '../account-limits';
import type { EncodedPicture } from './encode';

export const PICTURE = 'That picture';

/** The pictures' limits count the kept bytes, as the database holds them, not the rest of the row. */
const PICTURES: Collection = {
  name: 'pictures',
  table: pictures,
  userId: pictures.userId,
  limit: PICTURE_LIMIT,
  rowBytes: sql`octet_length(${pictures.bytes})`,
};

const INFO = {
  id: pictures.id,
  type: pictures.type,
  width: pictures.width,
  height: pictures.height,
  bytes: sql<number>`octet_length(${pictures.bytes})`.mapWith(Number),
  createdAt: pictures.createdAt,
};

/** Where each picture shows, counted by the database from the person's own rows. */
const USES = {
  routines: sql<number>`(select count(*) from ${routines} r
    where r.user_id = pictures.user_id and r.picture->>'kind' = 'upload'
      and r.picture->>'ref' = pictures.id::text)`.mapWith(Number),
  steps: sql<number>`(select count(*) from ${routines} r, jsonb_array_elements(r.steps) s
    where r.user_id = pictures.user_id and s->'picture'->>'kind' = 'upload'
      and s->'picture'->>'ref' = pictures.id::text)`.mapWith(Number),
  cards: sql<number>`(select count(*) from ${studyCards} c
    where c.user_id = pictures.user_id and c.occlusion->>'pictureId' = pictures.id::text)`.mapWith(Number),
};

type InfoRow = { createdAt: Date } & Omit<PictureInfo, 'createdAt' | 'uses'>;

/** A picture's facts; a new one is used nowhere yet. */
const asInfo = ({ routines, steps, cards, ...row }: InfoRow & Partial<PictureInfo['uses']>): PictureInfo => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  uses: { routines: routines ?? 0, steps: steps ?? 0, cards: cards ?? 0 },
});

/** Keeps a re-encoded picture, within the account's count and bytes (decision 076). */
export async function addPicture(db: Database, userId: string, picture: EncodedPicture) {
  const [row] = await withinLimit(db, userId, PICTURES, 'add', (tx) =>
    tx
      .insert(pictures)
      .values({ userId, ...picture })
      .returning(INFO),
  );
  return asInfo(row!);
}

export async function listPictures(db: Database, userId: string) {
  const rows = await db
    .select({ ...INFO, ...USES })
    .from(pictures)
    .where(eq(pictures.userId, userId))
    .orderBy(desc(pictures.createdAt));
  return rows.map(asInfo);
}

/** The picture's bytes, only for its owner: anyone else's, like a missing one, is a 404. */
export async function pictureFile(db: Database, userId: string, id: string) {
  const [row] = await db
    .select({ type: pictures.type, bytes: pictures.bytes })
    .from(pictures)
    .where(and(eq(pictures.userId, userId), eq(pictures.id, id)));
  if (!row) throw notFound(PICTURE);
  return row;
}

/** Whether the person has this picture, without reading its bytes. */
export async function hasPicture(db: Database, userId: string, id: string) {
  const [row] = await db
    .select({ id: pictures.id })
    .from(pictures)
    .where(and(eq(pictures.userId, userId), eq(pictures.id, id)));
  return Boolean(row);
}

/**
 * Deletes the picture and the picture cards made from it, which cannot be studied without it; routines and
 * steps that showed it keep their words (the list said all this before the person chose to delete).
 */
export async function deletePicture(db: Database, userId: string, id: string) {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(pictures)
      .where(and(eq(pictures.userId, userId), eq(pictures.id, id)))
      .returning({ id: pictures.id });
    if (deleted.length === 0) throw notFound(PICTURE);
    await tx
      .delete(studyCards)
      .where(and(eq(studyCards.userId, userId), sql`${studyCards.occlusion}->>'pictureId' = ${id}`));
  });
}
