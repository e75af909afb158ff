import { eq } from 'drizzle-orm';
import type { Settings, SettingsUpdate } from '../../../shared/settings';
import { DEFAULT_SETTINGS, settingsSchema } from '../../../shared/settings';
import type { Database } from '../../db/client';
import { userSettings } from '../../db/schema';

type Row = typeof userSettings.$inferSelect;

function toSettings(row: Row | undefined): Settings {
  if (!row) return DEFAULT_SETTINGS;
  const picked = Object.fromEntries(
    Object.keys(DEFAULT_SETTINGS).map((key) => [key, row[key as keyof Row]]),
  ) as Record<keyof Settings, unknown>;
  // A value written by an older version that no longer fits falls back to its default.
  const parsed = settingsSchema.safeParse(picked);
  return parsed.success
    ? parsed.data
    : { ...DEFAULT_SETTINGS, ...settingsSchema.partial().catch({}).parse(picked) };
}

export async function readSettings(db: Database, userId: string): Promise<Settings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return toSettings(row);
}

/** Merges the given preferences into the user's row, creating it on first save. */
export async function saveSettings(db: Database, userId: string, update: SettingsUpdate): Promise<Settings> {
  const values = {
    ...update,
    ...(update.fontStyle ? { useBionicReading: update.fontStyle === 'bionic' } : {}),
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values })
    .returning();
  return toSettings(row);
}
