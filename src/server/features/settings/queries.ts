import { eq, sql } from 'drizzle-orm';
import type { Settings, SettingsUpdate } from '../../../shared/settings';
import { DEFAULT_SETTINGS, savedSettingsSchema } from '../../../shared/settings';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { userSettings } from '../../db/schema';

type Row = typeof userSettings.$inferSelect;

function toSettings(row: Row | undefined): Settings {
  if (!row) return DEFAULT_SETTINGS;
  // Field by field: a value written by an older version that no longer fits falls back to its own default.
  const fields = savedSettingsSchema.shape;
  const entries = (Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]).map((key) => {
    const parsed = fields[key].safeParse(row[key]);
    return [key, parsed.success ? parsed.data : DEFAULT_SETTINGS[key]];
  });
  return Object.fromEntries(entries) as Settings;
}

const settingsRead = preparedQuery((db) =>
  db
    .select()
    .from(userSettings)
    .where(eq(userSettings.userId, sql.placeholder('userId')))
    .prepare('settings_read'),
);

export async function readSettings(db: Database, userId: string): Promise<Settings> {
  const [row] = await settingsRead(db).execute({ userId });
  return toSettings(row);
}

/** Merges the given preferences into the user's row, creating it on first save. */
export async function saveSettings(db: Database, userId: string, update: SettingsUpdate): Promise<Settings> {
  const values = {
    ...update,
    ...(update.fontStyle ? { useBionicReading: update.fontStyle === 'bionic', readingModeChosen: true } : {}),
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values })
    .returning();
  return toSettings(row);
}
