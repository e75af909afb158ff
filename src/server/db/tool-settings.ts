import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from './client';
import type { ToolSettings } from './schema';
import { userSettings } from './schema';

export type ToolSettingsKey = keyof ToolSettings;

/**
 * One tool's entry of the user's settings, checked by the tool's schema. A missing entry, or one written by an
 * older version that no longer fits, gives the schema's answer for `undefined` (its defaults) or null.
 */
export async function readToolSettings<T extends z.ZodType>(
  db: Database,
  userId: string,
  key: ToolSettingsKey,
  schema: T,
): Promise<z.output<T> | null> {
  // Only this tool's entry leaves the database, not every tool's settings and preferences.
  const [row] = await db
    .select({ entry: sql<unknown>`${userSettings.settings} -> ${key}::text` })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return toolSettingsOf(row?.entry, schema);
}

/** A tool's entry as read from the settings (absent: undefined or null), checked as readToolSettings does. */
export function toolSettingsOf<T extends z.ZodType>(entry: unknown, schema: T): z.output<T> | null {
  const parsed = schema.safeParse(entry ?? undefined);
  if (parsed.success) return parsed.data;
  const fallback = schema.safeParse(undefined);
  return fallback.success ? fallback.data : null;
}

/**
 * Replaces one tool's entry, leaving every other entry and preference as it is, in one statement (two tabs saving
 * different tools never undo each other). Creates the user's settings row on first save.
 */
export async function saveToolSettings<T>(
  db: Database,
  userId: string,
  key: ToolSettingsKey,
  value: T,
): Promise<T> {
  const entry = { [key]: value };
  await db
    .insert(userSettings)
    .values({ userId, settings: entry })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: {
        settings: sql`${userSettings.settings} || ${JSON.stringify(entry)}::jsonb`,
        updatedAt: new Date(),
      },
    });
  return value;
}
