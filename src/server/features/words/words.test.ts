import { describe, expect, it } from 'vitest';
import { AI_SENSITIVE_MESSAGE } from '../../../shared/ai';
import type { AsksAnswer, RewriteAnswer, TasksAnswer, ToneAnswer } from '../../../shared/words/words';
import { BUILT_IN_NOTES, rewrittenText, WORDS_TEXT_MAX } from '../../../shared/words/words';
import { ASSISTANT_LIMITS } from '../../ai/rate-limit';
import { useTestApp } from '../../test/app';
import { usePeople } from '../../test/feature';
import type { TestUser } from '../../test/users';
import { as } from '../../test/users';
import { storedState } from '../../test/stored-state';

// No AI key: the built-in rules answer.
const t = useTestApp();
const [alice, bob] = usePeople(t, 2);

const call = (action: string, body: unknown, user: TestUser = alice) =>
  t.app.request(`/api/words/${action}`, as(user, { method: 'POST', body: JSON.stringify(body) }));

describe('Words with the built-in engine', () => {
  it('says how a message might sound, with the phrases that carry it and what they may mean', async () => {
    const res = await call('tone', { text: 'Per my last email, I need the figures ASAP.' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ToneAnswer;
    expect(body).toMatchObject({ outcome: 'ok', source: 'built-in', sentTo: null, message: null });
    expect(body.tones.slice(0, 2).sort()).toEqual(['upset', 'urgent']);
    expect(body.signals.map((signal) => signal.phrase)).toEqual(
      expect.arrayContaining(['Per my last email', 'ASAP']),
    );
    expect(body.signals.every((signal) => signal.means.length > 0)).toBe(true);
  });

  it('says plainly when it cannot tell, and what a model would add', async () => {
    const body = (await (await call('tone', { text: 'The parcel.' })).json()) as ToneAnswer;
    expect(body).toMatchObject({ outcome: 'ok', tones: [], message: BUILT_IN_NOTES.tone });
  });

  it('finds the questions and requests as tasks that start with a verb, and the dates', async () => {
    const text =
      'Hi Sam, could you send me the slides by Friday? Also, are you free on Monday at 3pm? Thanks!';
    const body = (await (await call('asks', { text })).json()) as AsksAnswer;
    expect(body.asks).toEqual([
      {
        kind: 'request',
        said: 'Hi Sam, could you send me the slides by Friday?',
        task: 'Send them the slides by Friday',
        when: 'by Friday',
      },
      {
        kind: 'question',
        said: 'Also, are you free on Monday at 3pm?',
        task: 'Reply: Are you free on Monday at 3pm?',
        when: 'on Monday at 3pm',
      },
    ]);
    expect(body.dates).toEqual(['by Friday', 'on Monday at 3pm']);
  });

  it('rewrites sentence by sentence, so each change can be taken or left, and stores nothing', async () => {
    const before = await storedState(t.database.db, alice.id);
    const text = "hey, I can't come tomorrow. I'll send the stuff asap!";
    const body = (await (await call('rewrite', { text, style: 'formal' })).json()) as RewriteAnswer;
    expect(body).toMatchObject({ outcome: 'ok', source: 'built-in', style: 'formal', message: null });
    expect(rewrittenText(body.parts, () => false)).toBe(text);
    expect(rewrittenText(body.parts)).toBe(
      'Hello, I cannot come tomorrow. I will send the things as soon as possible.\n\nKind regards',
    );
    expect(await storedState(t.database.db, alice.id)).toEqual(before);
  });

  it('says when the simple rewrite finds nothing to change', async () => {
    const body = (await (
      await call('rewrite', { text: 'See you at two.', style: 'plainer' })
    ).json()) as RewriteAnswer;
    expect(body.message).toBe(BUILT_IN_NOTES.rewrite);
  });

  it('turns a brain dump into tasks, each starting with a verb, duplicates merged and dates kept', async () => {
    const text =
      "I need to call the dentist, email the school and buy milk. I'm so behind. Don't forget to pay the rent by Friday! Also call dentist.";
    const body = (await (await call('tasks', { text })).json()) as TasksAnswer;
    expect(body.tasks).toEqual([
      { title: 'Call the dentist', when: null },
      { title: 'Email the school', when: null },
      { title: 'Buy milk', when: null },
      { title: 'Pay the rent by Friday', when: 'by Friday' },
    ]);
  });

  it('refuses an empty or overlong text and an unknown style with a calm message', async () => {
    const empty = await call('tone', { text: '   ' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toMatch(
      /Please paste or write a message/,
    );
    const long = await call('asks', { text: 'a'.repeat(WORDS_TEXT_MAX + 1) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: { message: string } }).error.message).toMatch(
      /Try one part of it at a time/,
    );
    const style = await call('rewrite', { text: 'Hello', style: 'shouty' });
    expect(style.status).toBe(400);
  });

  it('does not read a text on the sensitive list', async () => {
    const body = (await (await call('tone', { text: 'Give me medical advice now' })).json()) as ToneAnswer;
    expect(body).toMatchObject({ outcome: 'sensitive', message: AI_SENSITIVE_MESSAGE, tones: [] });
  });

  it("counts towards the assistant's limit, per person", async () => {
    const { max } = ASSISTANT_LIMITS['built-in'];
    const statuses = await Promise.all(
      Array.from({ length: max + 2 }, () => call('tone', { text: 'Thanks so much!' }, bob)),
    ).then((answers) => answers.map((res) => res.status));
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    expect((await call('tone', { text: 'Thanks so much!' })).status).toBe(200);
  });
});
