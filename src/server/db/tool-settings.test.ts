import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../test/app';
import { createUser } from '../test/users';
import { userSettings } from './schema';
import { readToolSettings, saveToolSettings } from './tool-settings';

const entrySchema = z.object({ size: z.number().int().min(1).max(5) }).default(() => ({ size: 3 }));

describe('tool settings entries', () => {
  const t = useTestApp();

  it('gives the defaults before anything is saved, then what was saved', async () => {
    const user = await createUser(t.app);
    expect(await readToolSettings(t.database.db, user.id, 'assistant', entrySchema)).toEqual({ size: 3 });
    await saveToolSettings(t.database.db, user.id, 'assistant', { size: 5 });
    expect(await readToolSettings(t.database.db, user.id, 'assistant', entrySchema)).toEqual({ size: 5 });
  });

  it('keeps the other entries and preferences when one entry is saved', async () => {
    const user = await createUser(t.app);
    await t.database.db.insert(userSettings).values({ userId: user.id, themeColor: 'rose' });
    await saveToolSettings(t.database.db, user.id, 'timeBox', { energyLevel: 'low' });
    await saveToolSettings(t.database.db, user.id, 'assistant', { size: 1 });
    const [row] = await t.database.db.select().from(userSettings).where(eq(userSettings.userId, user.id));
    expect(row?.themeColor).toBe('rose');
    expect(row?.settings).toEqual({ timeBox: { energyLevel: 'low' }, assistant: { size: 1 } });
  });

  it('falls back to the defaults when a stored entry no longer fits its schema', async () => {
    const user = await createUser(t.app);
    await saveToolSettings(t.database.db, user.id, 'assistant', { size: 'huge' });
    expect(await readToolSettings(t.database.db, user.id, 'assistant', entrySchema)).toEqual({ size: 3 });
  });

  it("never touches another user's entry", async () => {
    const [a, b] = [await createUser(t.app), await createUser(t.app)];
    await saveToolSettings(t.database.db, a.id, 'assistant', { size: 2 });
    expect(await readToolSettings(t.database.db, b.id, 'assistant', entrySchema)).toEqual({ size: 3 });
  });
});
