import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SavedMix } from '../../../shared/focus-sounds/sounds';
import {
  focusSoundsSettingsSchema,
  SAVED_MIX_LIMIT,
  MIX_LIMIT_MESSAGE,
} from '../../../shared/focus-sounds/sounds';
import { profileInputSchema } from '../../../shared/profile';
import type { ExportFile, RestoreCounts, RestoreMode, RestoreResult } from '../../../shared/restore';
import { mixesOf, RESTORED_LISTS } from '../../../shared/restore';
import { settingsSchema } from '../../../shared/settings';
import type { Database } from '../../db/client';
import {
  budgetExpenses,
  budgetProfiles,
  dayPlacements,
  habitCheckins,
  habits,
  kanbanTasks,
  projects,
  reminders,
  restoreUndo,
  routineRuns,
  routines,
  studyCards,
  studyDecks,
  studyReviews,
  textConversions,
  todos,
  userProfiles,
  userSettings,
  wordsHistory,
} from '../../db/schema';
import type { ToolSettings } from '../../db/schema';
import { userDataText } from './queries';
import type { Transaction } from './restore-limits';
import { lockLimitedLists } from './restore-limits';
import { writeTools } from './restore-tools';

/** The tool lists a replace empties, children before what they hang on. */
const REPLACED: PgTable[] = [
  reminders,
  dayPlacements,
  habitCheckins,
  routineRuns,
  studyReviews,
  studyCards,
  studyDecks,
  budgetExpenses,
  budgetProfiles,
  todos,
  kanbanTasks,
  projects,
  habits,
  routines,
  textConversions,
  wordsHistory,
];

/** The account's data as an export, as "Download my data" would give it now: the replace's undo. */
async function exportText(db: Database, userId: string) {
  let text = '';
  for await (const piece of userDataText(db, userId)) text += piece;
  return text;
}

/** The session a replace's undo lasts for. */
export interface Undo {
  id: string;
  expiresAt: Date;
}

/**
 * Brings the file's data into the account, in one transaction: with new ids throughout, links between items
 * kept, and each list within the account's limits. `replace` first removes the account's tool data, keeping it
 * as an export for Undo while `undo`'s session lasts (decision 153).
 */
export async function restoreAccount(
  db: Database,
  userId: string,
  file: ExportFile,
  mode: RestoreMode,
  undo: Undo | null,
): Promise<RestoreResult> {
  const before = mode === 'replace' && undo ? await exportText(db, userId) : null;
  const notes: string[] = [];
  const restored = Object.fromEntries(RESTORED_LISTS.map(({ key }) => [key, 0])) as RestoreCounts;
  await db.transaction(async (tx) => {
    await lockLimitedLists(tx, userId);
    if (mode === 'replace') {
      for (const table of REPLACED) await tx.delete(table).where(eq(userIdOf(table), userId));
      if (before !== null && undo) {
        await tx
          .insert(restoreUndo)
          .values({ userId, sessionId: undo.id, data: before, expiresAt: undo.expiresAt })
          .onConflictDoUpdate({
            target: restoreUndo.userId,
            set: { sessionId: undo.id, data: before, expiresAt: undo.expiresAt, createdAt: new Date() },
          });
      } else {
        // The replace that brings the undo back leaves nothing to undo.
        await forgetUndo(tx, userId);
      }
    }
    await writeTools(tx, userId, file, restored, notes);
    await writeSettings(tx, userId, file, mode, restored, notes);
  });
  return { mode, restored, notes, undo: mode === 'replace' && before !== null };
}

function userIdOf(table: PgTable) {
  return (table as unknown as { userId: Parameters<typeof eq>[0] }).userId;
}

const SETTING_FIELDS = Object.keys(settingsSchema.shape) as (keyof typeof settingsSchema.shape)[];

/**
 * The look, the tools' choices and the profile: a replace takes the file's, each field the app still knows and
 * can keep; an add keeps the account's own and adds the file's saved mixes whose names are new.
 */
async function writeSettings(
  tx: Transaction,
  userId: string,
  file: ExportFile,
  mode: RestoreMode,
  restored: RestoreCounts,
  notes: string[],
) {
  const [own] = await tx.select().from(userSettings).where(eq(userSettings.userId, userId));
  const ownTools: ToolSettings = own?.settings ?? {};
  const fileSettings = file.settings ?? {};
  const fileTools = fileSettings['settings'];
  const tools: ToolSettings =
    mode === 'replace' && fileTools && typeof fileTools === 'object'
      ? { ...(fileTools as ToolSettings) }
      : { ...ownTools };
  const kept: SavedMix[] =
    mode === 'replace' ? [] : focusSoundsSettingsSchema.parse(ownTools.focusSounds).mixes;
  const fromFile = focusSoundsSettingsSchema.parse({ mixes: mixesOf(file.settings) }).mixes;
  const taken = new Set(kept.map((mix) => mix.name.trim().toLowerCase()));
  let left = 0;
  for (const mix of fromFile) {
    const name = mix.name.trim().toLowerCase();
    if (taken.has(name)) continue;
    if (kept.length >= SAVED_MIX_LIMIT) {
      left += 1;
      continue;
    }
    taken.add(name);
    kept.push({ ...mix, id: randomUUID() });
    restored.mixes += 1;
  }
  if (left > 0)
    notes.push(`${left} saved sound ${left === 1 ? 'mix' : 'mixes'} did not fit. ${MIX_LIMIT_MESSAGE}`);
  tools.focusSounds = { ...(tools.focusSounds as object | undefined), mixes: kept };

  const look: Record<string, unknown> = {};
  if (mode === 'replace') {
    for (const field of SETTING_FIELDS) {
      const value = settingsSchema.shape[field].safeParse(fileSettings[field]);
      if (value.success) look[field] = value.data;
    }
    if (typeof fileSettings['readingModeChosen'] === 'boolean') {
      look['readingModeChosen'] = fileSettings['readingModeChosen'];
    }
  }
  await tx
    .insert(userSettings)
    .values({ userId, ...look, settings: tools })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { ...look, settings: tools, updatedAt: new Date() },
    });

  if (mode === 'replace' && file.profile) {
    const profile = profileInputSchema.safeParse(file.profile);
    if (profile.success) {
      const values = { ...profile.data, location: profile.data.location ?? null };
      await tx
        .insert(userProfiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userProfiles.userId, set: { ...values, updatedAt: new Date() } });
    } else {
      notes.push('The profile in the file could not be read, so your profile was kept as it was.');
    }
  }
}

/** The data a replace took away, while the session that replaced it lasts. */
export async function findUndo(db: Database, userId: string) {
  const [row] = await db
    .select({ data: restoreUndo.data, createdAt: restoreUndo.createdAt })
    .from(restoreUndo)
    .where(and(eq(restoreUndo.userId, userId), gt(restoreUndo.expiresAt, new Date())));
  return row ?? null;
}

export async function forgetUndo(db: Database | Transaction, userId: string) {
  await db.delete(restoreUndo).where(eq(restoreUndo.userId, userId));
}
