import { describe, expect, it } from 'vitest';
import type { SummaryAnswer } from '../../../shared/words/words';
import { BUILT_IN_NOTES, SUMMARY_TEXT_MAX } from '../../../shared/words/words';
import { useTestApp } from '../../test/app';
import { usePeople } from '../../test/feature';
import { storedState } from '../../test/stored-state';
import { as } from '../../test/users';

// "Shorter and simpler" (decision 170) with no AI key: the built-in rules pick the sentences that carry the most.
const t = useTestApp();
const [alice] = usePeople(t, 1);

const summary = (text: unknown) =>
  t.app.request('/api/words/summary', as(alice, { method: 'POST', body: JSON.stringify({ text }) }));

const LETTER = [
  'Dear Ms Patel,',
  '',
  'I am writing about the rent for your flat at 12 Mill Lane.',
  'From 1 May the rent for the flat goes up to 950 pounds a month.',
  'The garden behind the building will be tidied in the spring.',
  'To keep the flat at the new rent, please sign the new lease and send the lease back by 15 April.',
  'If the signed lease has not come back by then, please call the office about the flat.',
  'We hope you are keeping well.',
  '',
  'Kind regards,',
  'Harbour Lettings',
].join('\n');

describe('a summary of a long text', () => {
  it('keeps the sentences that carry the most, word for word and in order, and stores nothing', async () => {
    const before = await storedState(t.database.db, alice.id);
    const res = await summary(LETTER);
    expect(res.status).toBe(200);
    const body = (await res.json()) as SummaryAnswer;
    expect(body).toMatchObject({ outcome: 'ok', source: 'built-in', sentTo: null, message: null });
    expect(body.sentences.length).toBeGreaterThanOrEqual(1);
    expect(body.sentences.length).toBeLessThanOrEqual(2);
    // The sentence with the new rent, the lease and its date is the one the letter keeps coming back to.
    expect(body.sentences.join(' ')).toContain(
      'please sign the new lease and send the lease back by 15 April',
    );
    for (const sentence of body.sentences) expect(LETTER).toContain(sentence);
    expect(body.sentences.join(' ')).not.toMatch(/garden|Kind regards|Dear Ms Patel/);
    expect(await storedState(t.database.db, alice.id)).toEqual(before);
  });

  it('says a short text is short already, without asking anyone', async () => {
    const body = (await (await summary('Thanks for the slides. See you on Monday.')).json()) as SummaryAnswer;
    expect(body).toMatchObject({ outcome: 'ok', sentences: [], message: BUILT_IN_NOTES.summary });
  });

  it('refuses an empty or overlong text with a calm message', async () => {
    const empty = await summary('  ');
    expect(empty.status).toBe(400);
    const long = await summary('Word. '.repeat(SUMMARY_TEXT_MAX / 6 + 1));
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: { message: string } }).error.message).toMatch(
      /Try one part of the text/,
    );
    expect((await summary(42)).status).toBe(400);
  });
});
