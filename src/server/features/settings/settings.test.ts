import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/settings';
import { useTestApp } from '../../test/app';
import { usePeople } from '../../test/feature';
import type { TestUser } from '../../test/users';
import { as } from '../../test/users';

const t = useTestApp();
const [alice, bob, carol, dana] = usePeople(t, 4);

const patch = (user: TestUser, body: unknown) =>
  t.app.request('/api/settings', as(user, { method: 'PATCH', body: JSON.stringify(body) }));

async function settingsOf(user: TestUser) {
  const res = await t.app.request('/api/settings', as(user));
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

describe('/api/settings', () => {
  it('starts from the defaults', async () => {
    expect(await settingsOf(alice)).toEqual(DEFAULT_SETTINGS);
  });

  it('saves each change and keeps the others', async () => {
    expect((await patch(alice, { themeColor: 'rose' })).status).toBe(200);
    // A theme is not a reading mode: the dashboard may still choose one for the person.
    expect((await settingsOf(alice)).readingModeChosen).toBe(false);
    expect((await patch(alice, { fontFamily: 'opendyslexic', fontStyle: 'bionic' })).status).toBe(200);
    expect((await patch(alice, { lineSpacing: 2.34, readingRuler: true, reduceMotion: true })).status).toBe(
      200,
    );
    expect(
      (await patch(alice, { taskReminders: true, usageDataOptIn: true, colorScheme: 'dark' })).status,
    ).toBe(200);
    expect(await settingsOf(alice)).toEqual({
      ...DEFAULT_SETTINGS,
      themeColor: 'rose',
      fontFamily: 'opendyslexic',
      fontStyle: 'bionic',
      readingModeChosen: true,
      lineSpacing: 2.3,
      readingRuler: true,
      reduceMotion: true,
      taskReminders: true,
      usageDataOptIn: true,
      colorScheme: 'dark',
    });
  });

  it('keeps the reading aids, each off until chosen, and refuses a choice it does not know (decision 164)', async () => {
    expect(await settingsOf(dana)).toMatchObject({ syllables: 'off', markNouns: false, readingLevel: false });
    expect((await patch(dana, { syllables: 'long', markNouns: true, markAdverbs: true })).status).toBe(200);
    expect((await patch(dana, { readingLevel: true })).status).toBe(200);
    const bad = await patch(dana, { syllables: 'some' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('Please choose one of the listed syllable choices.');
    expect((await patch(dana, { markVerbs: 'yes' })).status).toBe(400);
    expect(await settingsOf(dana)).toEqual({
      ...DEFAULT_SETTINGS,
      syllables: 'long',
      markNouns: true,
      markAdverbs: true,
      readingLevel: true,
    });
  });

  it('remembers a chosen reading mode, even Normal, and never takes that mark from the client', async () => {
    expect((await patch(bob, { fontStyle: 'normal' })).status).toBe(200);
    expect(await settingsOf(bob)).toMatchObject({ fontStyle: 'normal', readingModeChosen: true });
    const res = await patch(carol, { readingModeChosen: true } as Record<string, unknown>);
    expect(res.status).toBe(400);
    expect((await settingsOf(carol)).readingModeChosen).toBe(false);
  });

  it('keeps the bionic-reading flag of docs/product.md#data in step with the reading mode', async () => {
    const { userSettings } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.database.db.select().from(userSettings).where(eq(userSettings.userId, alice.id));
    expect(row?.useBionicReading).toBe(true);
  });

  it('falls back field by field when a stored value no longer fits', async () => {
    const { userSettings } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.database.db
      .update(userSettings)
      .set({ fontFamily: 'Papyrus' })
      .where(eq(userSettings.userId, alice.id));
    const settings = await settingsOf(alice);
    expect(settings.fontFamily).toBe('system');
    expect(settings.themeColor).toBe('rose');
    await patch(alice, { fontFamily: 'opendyslexic' });
  });

  it("never shows or changes another user's settings", async () => {
    await patch(bob, { themeColor: 'emerald' });
    expect((await settingsOf(alice)).themeColor).toBe('rose');
    expect((await settingsOf(bob)).themeColor).toBe('emerald');
  });

  it.each([
    [{ themeColor: 'pink' }, 'themeColor: Please choose one of the listed theme colours.'],
    [{ fontFamily: 'Comic Sans' }, 'fontFamily: Please choose one of the listed fonts.'],
    [{ fontStyle: 'italic' }, 'fontStyle: Please choose one of the listed reading modes.'],
    [{ lineSpacing: 0.5 }, 'lineSpacing: Line spacing must be between 1 and 3.'],
    [{ lineSpacing: 3.5 }, 'lineSpacing: Line spacing must be between 1 and 3.'],
    [{ lineSpacing: '2' }, 'lineSpacing: Line spacing must be a number.'],
    [{ textSize: 7 }, 'textSize: Please choose one of the listed text sizes.'],
    [{ readingRuler: 'yes' }, 'readingRuler: Please answer with on or off.'],
    [{ userId: 'someone-else' }, 'Unrecognized key: "userId"'],
  ])('refuses %j with a 400 and keeps what was saved', async (body, message) => {
    const res = await patch(alice, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_request', message } });
    expect((await settingsOf(alice)).themeColor).toBe('rose');
  });
});
