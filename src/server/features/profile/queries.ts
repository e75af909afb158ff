import { eq } from 'drizzle-orm';
import type { Profile, ProfileUpdate } from '../../../shared/profile';
import type { Database } from '../../db/client';
import { userProfiles } from '../../db/schema';

type Row = typeof userProfiles.$inferSelect;

function toProfile(row: Row | undefined): Profile {
  return {
    fullName: row?.fullName ?? null,
    age: row?.age ?? null,
    gender: (row?.gender as Profile['gender']) ?? null,
    conditions: (row?.conditions ?? []) as Profile['conditions'],
    location: row?.location ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function readProfile(db: Database, userId: string): Promise<Profile> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return toProfile(row);
}

/** Merges the given fields into the user's profile, creating it on first save. */
export async function saveProfile(db: Database, userId: string, update: Partial<ProfileUpdate>) {
  const values = { ...update, updatedAt: new Date() };
  const [row] = await db
    .insert(userProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userProfiles.userId, set: values })
    .returning();
  return toProfile(row);
}
