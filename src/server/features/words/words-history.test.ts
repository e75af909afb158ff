import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ToneAnswer } from '../../../shared/words/words';
import type { WordsHistoryEntry, WordsHistoryItem, WordsSettings } from '../../../shared/words/history';
import { WORDS_HISTORY_MAX } from '../../../shared/words/history';
import { wordsHistory } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { usePeople } from '../../test/feature';
import { storedState } from '../../test/stored-state';
import type { TestUser } from '../../test/users';
import { as, createUser } from '../../test/users';
import { exportOf, restore } from '../account/restore-support';

const t = useTestApp();
const [alice, bob, carol] = usePeople(t, 3);

const call = (user: TestUser, method: string, path: string, body?: unknown) =>
  t.app.request(path, as(user, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }));
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const history = (user: TestUser) => json<WordsHistoryEntry[]>(call(user, 'GET', '/api/words/history'));

describe("Words' short history", () => {
  it('is off by default, and then nothing is stored', async () => {
    expect(await json<WordsSettings>(call(alice, 'GET', '/api/words/settings'))).toEqual({
      keepHistory: false,
    });
    const before = await storedState(t.database.db, alice.id);
    expect((await call(alice, 'POST', '/api/words/tone', { text: 'Thanks so much!' })).status).toBe(200);
    expect((await call(alice, 'POST', '/api/words/tasks', { text: 'Buy milk.' })).status).toBe(200);
    expect(await storedState(t.database.db, alice.id)).toEqual(before);
    expect(await history(alice)).toEqual([]);
  });

  it('keeps each result with its text when on, newest first, and opens one as it was shown', async () => {
    expect((await call(alice, 'PUT', '/api/words/settings', { keepHistory: true })).status).toBe(200);
    const tone = await json<ToneAnswer>(
      call(alice, 'POST', '/api/words/tone', { text: 'Per my last email, I need the figures ASAP.' }),
    );
    await call(alice, 'POST', '/api/words/rewrite', { text: "hey, I can't come", style: 'formal' });
    const list = await history(alice);
    expect(list.map((entry) => [entry.action, entry.firstWords])).toEqual([
      ['rewrite', "hey, I can't come"],
      ['tone', 'Per my last email, I need the figures ASAP.'],
    ]);
    const opened = await json<WordsHistoryItem>(call(alice, 'GET', `/api/words/history/${list[1]?.id}`));
    expect(opened).toMatchObject({
      action: 'tone',
      input: 'Per my last email, I need the figures ASAP.',
      result: tone,
    });
    // Another person sees none of it, and cannot open or delete it.
    expect(await history(bob)).toEqual([]);
    expect((await call(bob, 'GET', `/api/words/history/${list[1]?.id}`)).status).toBe(404);
    expect((await call(bob, 'DELETE', `/api/words/history/${list[1]?.id}`)).status).toBe(404);
    expect((await call(bob, 'DELETE', '/api/words/history')).status).toBe(200);
    expect(await history(alice)).toHaveLength(2);

    // One deleted; then all cleared.
    expect(await json(call(alice, 'DELETE', `/api/words/history/${list[0]?.id}`))).toEqual({ deleted: true });
    expect((await history(alice)).map((entry) => entry.action)).toEqual(['tone']);
    expect(await json(call(alice, 'DELETE', '/api/words/history'))).toEqual({ deleted: true });
    expect(await history(alice)).toEqual([]);
  });

  it(`keeps the newest ${WORDS_HISTORY_MAX}: the next drops the oldest`, async () => {
    await call(carol, 'PUT', '/api/words/settings', { keepHistory: true });
    for (let n = 1; n <= WORDS_HISTORY_MAX + 1; n += 1) {
      const res = await call(carol, 'POST', '/api/words/tasks', { text: `Buy milk number ${n}.` });
      expect(res.status).toBe(200);
    }
    const rows = await t.database.db.select().from(wordsHistory).where(eq(wordsHistory.userId, carol.id));
    expect(rows).toHaveLength(WORDS_HISTORY_MAX);
    const list = await history(carol);
    expect(list[0]?.firstWords).toBe(`Buy milk number ${WORDS_HISTORY_MAX + 1}.`);
    expect(list.map((entry) => entry.firstWords)).not.toContain('Buy milk number 1.');
    expect(list.at(-1)?.firstWords).toBe('Buy milk number 2.');
  });

  it('refuses a setting that is not on or off', async () => {
    const res = await call(alice, 'PUT', '/api/words/settings', { keepHistory: 'yes' });
    expect(res.status).toBe(400);
  });

  it('goes out with "Download my data" and comes back with "Bring back my data"', async () => {
    const person = await createUser(t.app);
    await call(person, 'PUT', '/api/words/settings', { keepHistory: true });
    await call(person, 'POST', '/api/words/tone', { text: 'Thanks so much for the flowers!' });
    const file = await exportOf(t.app, person);
    expect(file['wordsHistory']).toEqual([
      expect.objectContaining({ action: 'tone', inputText: 'Thanks so much for the flowers!' }),
    ]);
    const other = await createUser(t.app);
    const res = await restore(t.app, other, file, 'add');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { restored: Record<string, number> }).restored['wordsHistory']).toBe(1);
    const back = await history(other);
    expect(back.map((entry) => [entry.action, entry.firstWords])).toEqual([
      ['tone', 'Thanks so much for the flowers!'],
    ]);
    const opened = await json<WordsHistoryItem>(call(other, 'GET', `/api/words/history/${back[0]?.id}`));
    expect(opened.result).toMatchObject({ outcome: 'ok', tones: expect.arrayContaining(['friendly']) });
  });
});
