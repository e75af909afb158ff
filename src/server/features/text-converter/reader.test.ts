import { describe, expect, it } from 'vitest';
import { DEFAULT_READER_SETTINGS } from '../../../shared/text-converter/reader';
import { saveToolSettings } from '../../db/tool-settings';
import { useTestApp } from '../../test/app';
import { usePeople } from '../../test/feature';
import type { TestUser } from '../../test/users';
import { as, createUser } from '../../test/users';

const t = useTestApp();
const [alice, bob] = usePeople(t, 2);

const read = async (user: TestUser) => {
  const res = await t.app.request('/api/reader', as(user));
  expect(res.status).toBe(200);
  return res.json();
};
const save = (user: TestUser, body: unknown) =>
  t.app.request('/api/reader', as(user, { method: 'PATCH', body: JSON.stringify(body) }));

describe('/api/reader', () => {
  it('gives the defaults first, then keeps each change with the others', async () => {
    expect(await read(alice)).toEqual(DEFAULT_READER_SETTINGS);
    expect((await save(alice, { tint: 'cream', focusLines: 3 })).status).toBe(200);
    expect((await save(alice, { adhdChunks: true })).status).toBe(200);
    const res = await save(alice, { textSize: 1.5 });
    const expected = {
      ...DEFAULT_READER_SETTINGS,
      tint: 'cream',
      focusLines: 3,
      textSize: 1.5,
      adhdChunks: true,
    };
    expect(await res.json()).toEqual(expected);
    expect(await read(alice)).toEqual(expected);
    expect(await read(bob)).toEqual(DEFAULT_READER_SETTINGS);
  });

  it('keeps the rest of the settings when the reader entry changes', async () => {
    const patch = await t.app.request(
      '/api/settings',
      as(bob, { method: 'PATCH', body: JSON.stringify({ lineSpacing: 2.2 }) }),
    );
    expect(patch.status).toBe(200);
    expect((await save(bob, { lineLength: 'narrow' })).status).toBe(200);
    const settings = (await (await t.app.request('/api/settings', as(bob))).json()) as {
      lineSpacing: number;
    };
    expect(settings.lineSpacing).toBe(2.2);
  });

  it('falls back field by field when a stored choice no longer fits', async () => {
    const user = await createUser(t.app);
    await saveToolSettings(t.database.db, user.id, 'reader', {
      tint: 'purple',
      wordSpacing: 'wide',
      adhdChunks: 'sometimes',
    });
    expect(await read(user)).toEqual({ ...DEFAULT_READER_SETTINGS, wordSpacing: 'wide' });
  });

  it.each([
    [{ tint: 'purple' }, 'tint: Please choose one of the listed background tints.'],
    [{ textSize: 7 }, 'textSize: Please choose one of the listed text sizes.'],
    [{ focusLines: 2 }, 'focusLines: Please choose 1, 3 or 5 lines, or turn line focus off.'],
    [{ lineLength: 'tiny' }, 'lineLength: Please choose one of the listed line lengths.'],
    [{ adhdChunks: 'yes' }, 'adhdChunks: Please turn short chunks on or off.'],
    [{ adhdChunks: null }, 'adhdChunks: Please turn short chunks on or off.'],
    [{ colour: 'red' }, 'Unrecognized key: "colour"'],
  ])('refuses %j with a 400 and keeps what was saved', async (body, message) => {
    const before = await read(alice);
    const res = await save(alice, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    expect(await read(alice)).toEqual(before);
  });
});
