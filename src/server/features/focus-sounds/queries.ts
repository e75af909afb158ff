import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SavedMix, SavedMixCreate } from '../../../shared/focus-sounds/sounds';
import {
  focusSoundsSettingsSchema,
  MIX_LIMIT_MESSAGE,
  mixNameTakenMessage,
  mixSchema,
  nameTaken,
  SAVED_MIX_LIMIT,
} from '../../../shared/focus-sounds/sounds';
import type { Database } from '../../db/client';
import { readToolSettings, saveToolSettings } from '../../db/tool-settings';
import { ApiError, notFound } from '../../http/errors';
import { refuseDeleted } from '../sent-once';

export const MIX = 'That mix';

/** The saved mixes, oldest first; none before the first save. */
export async function listMixes(db: Database, userId: string): Promise<SavedMix[]> {
  const settings = await readToolSettings(db, userId, 'focusSounds', focusSoundsSettingsSchema);
  return settings?.mixes ?? [];
}

/**
 * Reads the mixes, changes them and writes them back in one transaction holding a lock for this account's
 * mixes, so two tabs saving at once take turns and neither undoes the other (decision 095).
 */
async function changeMixes<T>(
  db: Database,
  userId: string,
  change: (mixes: SavedMix[], tx: Database) => Promise<Changed<T>> | Changed<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`focus-mixes:${userId}`}, 0))`);
    const { mixes, result } = await change(await listMixes(tx, userId), tx);
    if (mixes) await saveToolSettings(tx, userId, 'focusSounds', { mixes });
    return result;
  });
}

/** The list to write (none when nothing changed) and the answer. */
interface Changed<T> {
  mixes?: SavedMix[];
  result: T;
}

/**
 * Saves a new mix; 409 at the limit or when the name is taken. The id is the one the app gave it (decision
 * 101): a mix sent twice is kept once, and one deleted stays deleted (410, decision 140). Mixes live in each
 * account's settings, so another account's mix under the same id is another mix.
 */
export function createMix(db: Database, userId: string, input: SavedMixCreate): Promise<SavedMix> {
  return changeMixes(db, userId, async (mixes, tx) => {
    const kept = mixes.find((mix) => mix.id === input.id);
    if (kept) return { result: kept };
    if (input.id) await refuseDeleted(tx, userId, 'mix', input.id, 'mix');
    if (mixes.length >= SAVED_MIX_LIMIT) throw new ApiError(409, 'limit_reached', MIX_LIMIT_MESSAGE);
    const name = input.name.trim();
    if (nameTaken(mixes, name)) throw new ApiError(409, 'name_taken', mixNameTakenMessage(name));
    const saved: SavedMix = { id: input.id ?? randomUUID(), name, mix: mixSchema.parse(input.mix) };
    return { mixes: [...mixes, saved], result: saved };
  });
}

export function renameMix(db: Database, userId: string, id: string, name: string): Promise<SavedMix> {
  return changeMixes(db, userId, (mixes) => {
    const found = mixes.find((mix) => mix.id === id);
    if (!found) throw notFound(MIX);
    if (nameTaken(mixes, name, id)) throw new ApiError(409, 'name_taken', mixNameTakenMessage(name));
    const renamed = { ...found, name };
    return { mixes: mixes.map((mix) => (mix.id === id ? renamed : mix)), result: renamed };
  });
}

export function deleteMix(db: Database, userId: string, id: string): Promise<void> {
  return changeMixes(db, userId, (mixes) => {
    if (!mixes.some((mix) => mix.id === id)) throw notFound(MIX);
    return { mixes: mixes.filter((mix) => mix.id !== id), result: undefined };
  });
}
