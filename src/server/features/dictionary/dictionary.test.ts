import { describe, expect, it } from 'vitest';
import type { LookupAnswer } from '../../../shared/dictionary';
import { LOOKUP_WORD_MAX } from '../../../shared/dictionary';
import { useTestApp } from '../../test/app';
import { usePeople } from '../../test/feature';
import { as } from '../../test/users';

const t = useTestApp();
const [alice] = usePeople(t, 1);

const lookUp = (query: string) => t.app.request(`/api/dictionary?${query}`, as(alice));
const meaningsOf = async (query: string) => (await (await lookUp(query)).json()) as LookupAnswer;

describe('the picture dictionary', () => {
  it("gives a word's meanings from the dictionary, the most used first, with an example that uses it", async () => {
    const res = await lookUp('word=thermostat');
    expect(res.status).toBe(200);
    const answer = (await res.json()) as LookupAnswer;
    expect(answer.headword).toBe('thermostat');
    expect(answer.meanings[0]).toEqual({
      wordClass: 'noun',
      text: 'a regulator for automatically regulating temperature by starting or stopping the supply of heat',
      example: null,
    });
  });

  it('finds a word under its dictionary form, in the class it has in its sentence', async () => {
    const engineers = await meaningsOf('word=Engineers');
    expect(engineers.headword).toBe('engineer');
    expect(engineers.meanings[0]?.text).toMatch(/person who uses scientific knowledge/);
    const stopped = await meaningsOf('word=stopped');
    expect(stopped.headword).toBe('stop');
    expect(stopped.meanings[0]).toMatchObject({ wordClass: 'verb', example: 'the car stopped' });
    const went = await meaningsOf('word=went');
    expect(went.headword).toBe('go');
    expect(went.meanings[0]).toMatchObject({ wordClass: 'verb', text: 'change location' });
    // Said as a verb in its sentence, "house" gives its verb meanings first.
    const houses = await meaningsOf('word=houses&class=verb');
    expect(houses.meanings[0]).toMatchObject({ wordClass: 'verb', text: 'contain or cover' });
    expect((await meaningsOf('word=houses')).meanings[0]?.wordClass).toBe('noun');
  });

  it('gives the symbol named by the word where the symbol set has one, and none where it does not', async () => {
    expect((await meaningsOf('word=telephone')).symbol).toEqual({ name: 'telephone', label: 'telephone' });
    expect((await meaningsOf('word=houses')).symbol).toEqual({ name: 'house', label: 'house' });
    expect((await meaningsOf('word=thermostat')).symbol).toBeNull();
  });

  it('says nothing it does not have: no meaning for a name or a word like "the"', async () => {
    expect(await meaningsOf('word=the')).toEqual({
      word: 'the',
      headword: 'the',
      meanings: [],
      symbol: null,
    });
    expect((await meaningsOf('word=Zorblax')).meanings).toEqual([]);
  });

  it('refuses what is not one word with a plain message, and answers only a signed-in person', async () => {
    for (const query of [
      '',
      'word=',
      'word=two%20words',
      'word=%3Cscript%3E',
      `word=${'a'.repeat(LOOKUP_WORD_MAX + 1)}`,
      'word=go&class=pronoun',
    ]) {
      const res = await lookUp(query);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
        /Please choose|longer than a word/,
      );
    }
    expect((await t.app.request('/api/dictionary?word=house')).status).toBe(401);
  });
});
