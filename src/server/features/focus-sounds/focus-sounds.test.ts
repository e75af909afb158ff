import { describe, expect, it } from 'vitest';
import type { SavedMix } from '../../../shared/focus-sounds/sounds';
import { MIX_LIMIT_MESSAGE, SAVED_MIX_LIMIT } from '../../../shared/focus-sounds/sounds';
import { useFeatureTest } from '../../test/feature';
import { createUser } from '../../test/users';

const feature = useFeatureTest<SavedMix>('/api/focus-sounds/mixes');
const { t, alice, bob, request, list, add } = feature;

const rain = { master: 0.3, channels: { rain: { on: true, volume: 0.6 } } };
const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

describe('/api/focus-sounds/mixes', () => {
  it('starts empty, then keeps a mix trimmed, with every sound filled in, in the order saved', async () => {
    expect(await list(alice)).toEqual([]);
    const res = await request(alice, 'POST', '', { name: '  Study rain ', mix: rain });
    expect(res.status).toBe(201);
    const saved = (await res.json()) as SavedMix;
    expect(saved.name).toBe('Study rain');
    expect(saved.mix.channels.rain).toEqual({ on: true, volume: 0.6 });
    expect(saved.mix.channels.brown).toEqual({ on: false, volume: 0.5 });
    await add(alice, { name: 'Night', mix: rain });
    expect((await list(alice)).map((mix) => mix.name)).toEqual(['Study rain', 'Night']);
  });

  it('refuses a mix without a name, with a volume out of range or an unknown sound, in plain words', async () => {
    const cases: [unknown, string][] = [
      [{ name: ' ', mix: rain }, 'Please give the mix a name.'],
      [{ name: 'Loud', mix: { ...rain, master: 2 } }, 'A volume is at most 1.'],
      [
        { name: 'Odd', mix: { master: 0.2, channels: { drums: { on: true, volume: 1 } } } },
        'only the sounds',
      ],
      [{ name: 'x'.repeat(61), mix: rain }, 'at most 60 characters'],
    ];
    for (const [body, words] of cases) {
      const res = await request(alice, 'POST', '', body);
      expect(res.status).toBe(400);
      expect(await message(res)).toContain(words);
    }
  });

  it('answers 409 for a name already used, whatever its case, on save and on rename', async () => {
    const person = await createUser(t.app);
    await add(person, { name: 'Waves', mix: rain });
    const other = await add(person, { name: 'Fan', mix: rain });
    const res = await request(person, 'POST', '', { name: 'waves', mix: rain });
    expect(res.status).toBe(409);
    expect(await message(res)).toBe('You already have a mix called "waves". Please choose another name.');
    expect((await request(person, 'PATCH', `/${other.id}`, { name: 'WAVES' })).status).toBe(409);
    expect((await request(person, 'PATCH', `/${other.id}`, { name: 'Fan' })).status).toBe(200);
  });

  it('renames and deletes a mix; Undo sends it back under a new id, as its old one stays deleted', async () => {
    const person = await createUser(t.app);
    const mix = await add(person, { name: 'Café', mix: rain });
    const renamed = await request(person, 'PATCH', `/${mix.id}`, { name: 'Rainy café at home' });
    expect(((await renamed.json()) as SavedMix).name).toBe('Rainy café at home');
    const deleted = await request(person, 'DELETE', `/${mix.id}`);
    expect(await deleted.json()).toEqual({ deleted: true });
    expect(await list(person)).toEqual([]);
    const sameId = await request(person, 'POST', '', {
      id: mix.id,
      name: 'Rainy café at home',
      mix: mix.mix,
    });
    expect(sameId.status).toBe(410);
    expect(await list(person)).toEqual([]);
    const id = crypto.randomUUID();
    const back = await add(person, { id, name: 'Rainy café at home', mix: mix.mix });
    expect(back).toEqual({ ...mix, id, name: 'Rainy café at home' });
    expect((await request(person, 'DELETE', `/${id}`)).status).toBe(200);
    expect((await request(person, 'DELETE', `/${id}`)).status).toBe(404);
  });

  it('adds a mix sent twice under the id the app gave it once; the id is this person’s alone', async () => {
    const person = await createUser(t.app);
    const id = crypto.randomUUID();
    const body = { id, name: 'Train rain', mix: rain };
    // Together, as a change kept offline may go while its first answer is still on the way.
    const [first, again] = await Promise.all([
      request(person, 'POST', '', body),
      request(person, 'POST', '', body),
    ]);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.json()).toEqual(await first.json());
    const later = await request(person, 'POST', '', { ...body, name: 'Renamed meanwhile' });
    expect(later.status).toBe(201);
    expect(((await later.json()) as SavedMix).name).toBe('Train rain');
    expect((await list(person)).map((mix) => [mix.id, mix.name])).toEqual([[id, 'Train rain']]);

    // The id is this person's alone: another's app may make the same one (decision 140).
    const theirs = await request(bob, 'POST', '', { ...body, name: 'Their own' });
    expect(theirs.status).toBe(201);
    expect((await list(bob)).filter((mix) => mix.id === id).map((mix) => mix.name)).toEqual(['Their own']);
    const odd = await request(person, 'POST', '', { ...body, id: 'not-an-id' });
    expect(odd.status).toBe(400);
    expect(await message(odd)).toContain('Please give the mix an id made by the app.');
  });

  it("keeps one person's mixes from another: 404 for bob on alice's mix", async () => {
    const mix = await add(alice, { name: 'Private', mix: rain });
    expect((await request(bob, 'PATCH', `/${mix.id}`, { name: 'Mine' })).status).toBe(404);
    expect((await request(bob, 'DELETE', `/${mix.id}`)).status).toBe(404);
    expect((await request(bob, 'DELETE', '/not-an-id')).status).toBe(404);
    expect((await list(alice)).some((each) => each.name === 'Private')).toBe(true);
  });

  it(`keeps at most ${SAVED_MIX_LIMIT} mixes, also when saves arrive together`, async () => {
    const person = await createUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: SAVED_MIX_LIMIT + 3 }, (_, i) =>
        request(person, 'POST', '', { name: `Mix ${i}`, mix: rain }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(SAVED_MIX_LIMIT);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    const refused = answers.find((res) => res.status === 409);
    expect(refused && (await message(refused))).toBe(MIX_LIMIT_MESSAGE);
    expect(await list(person)).toHaveLength(SAVED_MIX_LIMIT);
  });
});
