import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Conversion, ConversionSummary } from '../../../shared/text-converter/conversion';
import { TEXT_LIMIT } from '../../../shared/text-converter/conversion';
import { textConversions } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { usePeople } from '../../test/feature';
import type { TestUser } from '../../test/users';
import { as, createUser } from '../../test/users';

const t = useTestApp();
const [alice, bob] = usePeople(t, 2);

const convert = (user: TestUser, body: unknown) =>
  t.app.request('/api/conversions', as(user, { method: 'POST', body: JSON.stringify(body) }));
const recent = async (user: TestUser) => {
  const res = await t.app.request('/api/conversions', as(user));
  expect(res.status).toBe(200);
  return ((await res.json()) as { conversions: ConversionSummary[] }).conversions;
};
const rowsOf = (user: TestUser) =>
  t.database.db.select().from(textConversions).where(eq(textConversions.userId, user.id));

describe('/api/conversions', () => {
  it('converts for ADHD on the server and stores both texts with the session user', async () => {
    const res = await convert(alice, { text: 'Break tasks <b>down</b>', mode: 'adhd', userId: bob.id });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Conversion;
    expect(body).toMatchObject({
      mode: 'adhd',
      originalText: 'Break tasks <b>down</b>',
      convertedText: '<b>Br</b>eak <b>ta</b>sks &lt;b&gt;<b>do</b>wn&lt;/b&gt;',
    });
    const rows = await rowsOf(alice);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.id,
      originalText: body.originalText,
      convertedText: body.convertedText,
    });
    expect(await rowsOf(bob)).toHaveLength(0);
  });

  it('keeps the text unchanged for OpenDyslexic, spaces and line breaks included', async () => {
    const text = '  First line\n\n<script>alert(1)</script>\n';
    const res = await convert(bob, { text, mode: 'opendyslexic' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ mode: 'opendyslexic', originalText: text, convertedText: text });
  });

  it('breaks long paragraphs into chunks for ADHD when asked, and stores the text as it was written', async () => {
    const text = 'One idea. Two ideas. Three ideas. Four ideas.';
    const res = await convert(bob, { text, mode: 'adhd', chunks: true });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      mode: 'adhd',
      originalText: text,
      convertedText:
        '<b>O</b>ne <b>id</b>ea. <b>T</b>wo <b>id</b>eas.\n\n<b>Th</b>ree <b>id</b>eas. <b>Fo</b>ur <b>id</b>eas.',
    });
    const unchunked = (await (
      await convert(bob, { text, mode: 'adhd', chunks: false })
    ).json()) as Conversion;
    expect(unchunked.convertedText).not.toContain('\n');
    const plain = await convert(bob, { text, mode: 'opendyslexic', chunks: true });
    expect(await plain.json()).toMatchObject({ mode: 'opendyslexic', convertedText: text });
  });

  it('lists long texts by their start and full length, whatever the start is made of', async () => {
    const user = await createUser(t.app);
    const words = `🙂 ${'word '.repeat(19_000)}end`;
    const spaced = `${' \n'.repeat(2_500)}Late start ${'x'.repeat(100)}`;
    expect((await convert(user, { text: words, mode: 'adhd' })).status).toBe(201);
    expect((await convert(user, { text: spaced, mode: 'opendyslexic' })).status).toBe(201);
    const [late, long] = await recent(user);
    expect(long).toMatchObject({ mode: 'adhd', characters: Array.from(words).length });
    expect(long?.preview).toBe(`🙂 ${'word '.repeat(15)}wor…`);
    expect(late).toMatchObject({ mode: 'opendyslexic', characters: spaced.length });
    expect(late?.preview).toBe(`Late start ${'x'.repeat(69)}…`);
  });

  it('lists the last 3, newest first, and keeps no older ones', async () => {
    const user = await createUser(t.app);
    for (const text of ['one', 'two', 'three', 'four']) {
      expect((await convert(user, { text: `Text ${text}`, mode: 'adhd' })).status).toBe(201);
    }
    const list = await recent(user);
    expect(list.map((c) => c.preview)).toEqual(['Text four', 'Text three', 'Text two']);
    expect(list[0]).toMatchObject({ mode: 'adhd', characters: 9 });
    expect((await rowsOf(user)).map((r) => r.originalText).sort()).toEqual([
      'Text four',
      'Text three',
      'Text two',
    ]);
  });

  it('opens one conversion whole', async () => {
    const text = `Long text. ${'word '.repeat(100)}`;
    const created = (await (await convert(alice, { text, mode: 'opendyslexic' })).json()) as Conversion;
    const res = await t.app.request(`/api/conversions/${created.id}`, as(alice));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(created);
  });

  it("answers another user's conversion exactly like a missing one, and leaves it alone", async () => {
    const created = (await (
      await convert(alice, { text: 'Private notes', mode: 'adhd' })
    ).json()) as Conversion;
    const expected = {
      error: { code: 'not_found', message: 'That conversion was not found. It may have been deleted.' },
    };
    for (const id of [created.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const read = await t.app.request(`/api/conversions/${id}`, as(bob));
      expect(read.status).toBe(404);
      expect(await read.json()).toEqual(expected);
      const del = await t.app.request(`/api/conversions/${id}`, as(bob, { method: 'DELETE' }));
      expect(del.status).toBe(404);
      expect(await del.json()).toEqual(expected);
    }
    expect((await recent(bob)).map((c) => c.preview)).not.toContain('Private notes');
    expect((await t.app.request(`/api/conversions/${created.id}`, as(alice))).status).toBe(200);
  });

  it('deletes one of your own conversions', async () => {
    const user = await createUser(t.app);
    const created = (await (await convert(user, { text: 'Forget me', mode: 'adhd' })).json()) as Conversion;
    const res = await t.app.request(`/api/conversions/${created.id}`, as(user, { method: 'DELETE' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });
    expect(await recent(user)).toEqual([]);
    expect((await t.app.request(`/api/conversions/${created.id}`, as(user))).status).toBe(404);
  });

  it('takes exactly 100,000 characters', async () => {
    const res = await convert(bob, { text: 'é'.repeat(TEXT_LIMIT), mode: 'adhd' });
    expect(res.status).toBe(201);
  });

  it.each([
    [
      { text: 'a'.repeat(TEXT_LIMIT + 1), mode: 'adhd' },
      'text: This text has 100,001 characters. The converter takes up to 100,000: please shorten it by 1.',
    ],
    [{ text: '', mode: 'adhd' }, 'text: Please type or paste some text to convert first.'],
    [{ text: ' \n\t ', mode: 'opendyslexic' }, 'text: Please type or paste some text to convert first.'],
    [{ mode: 'adhd' }, 'text: Please type or paste some text to convert first.'],
    [{ text: 'Hello', mode: 'shout' }, 'mode: Please choose OpenDyslexic or ADHD conversion.'],
    [{ text: 'Hello' }, 'mode: Please choose OpenDyslexic or ADHD conversion.'],
    [{ text: 'Hello', mode: 'adhd', chunks: 'yes' }, 'chunks: Please turn short chunks on or off.'],
  ])('refuses %#: a 400 with a plain message and nothing stored', async (body, message) => {
    const before = (await rowsOf(alice)).length;
    const res = await convert(alice, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_request', message } });
    expect(await rowsOf(alice)).toHaveLength(before);
  });
});
