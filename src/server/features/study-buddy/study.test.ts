import { eq } from 'drizzle-orm';
import { createEmptyCard, fsrs } from 'ts-fsrs';
import type { Grade } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import type { Deck, StudyCard, StudyCardsAnswer, StudyState } from '../../../shared/study-buddy/study';
import { studyCards, studyReviews } from '../../db/schema';
import { NO_CARDS_MESSAGE } from '../ai/study-cards';
import { useFeatureTest } from '../../test/feature';
import type { TestUser } from '../../test/users';
import { as, createUser } from '../../test/users';

const feature = useFeatureTest<StudyState>('/api/study');
const { t, alice, bob, request } = feature;

const json = async <T>(res: Response | Promise<Response>, status = 200) => {
  const answer = await res;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return (await answer.json()) as T;
};
const makeDeck = (user: TestUser, name = 'Biology') =>
  json<Deck>(request(user, 'POST', '/decks', { name }), 201);
const addCards = (user: TestUser, deckId: string, cards: unknown[]) =>
  json<StudyCard[]>(request(user, 'POST', `/decks/${deckId}/cards`, { cards }), 201);
const message = async (res: Response | Promise<Response>) =>
  ((await (await res).json()) as { error: { message: string } }).error.message;

describe('/api/study', () => {
  it('keeps decks and cards, new cards due at once', async () => {
    const deck = await makeDeck(alice, '  Biology ');
    expect(deck.name).toBe('Biology');
    const before = Date.now();
    const [basic, cloze] = await addCards(alice, deck.id, [
      { kind: 'basic', front: 'What is osmosis?', back: 'Water crossing a membrane', tags: ['cells'] },
      { kind: 'cloze', front: 'Cells divide by {{c1::mitosis}}.' },
    ]);
    expect(basic).toMatchObject({ deckId: deck.id, kind: 'basic', tags: ['cells'], suspended: false });
    expect(cloze).toMatchObject({ kind: 'cloze', back: '' });
    expect(new Date(basic!.schedule.due).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(basic!.schedule).toMatchObject({ reps: 0, state: 0, last_review: null });
    const state = await json<StudyState>(request(alice, 'GET'));
    expect(state.decks.map((d) => d.name)).toContain('Biology');
    expect(state.cards.map((c) => c.id)).toEqual(expect.arrayContaining([basic!.id, cloze!.id]));
    expect((await json<StudyState>(request(bob, 'GET'))).cards).toEqual([]);
  });

  it('reads back every deck and card exactly as they were saved, oldest first, with an empty list at first', async () => {
    const carol = await createUser(t.app);
    expect(await json<StudyState>(request(carol, 'GET'))).toEqual({ decks: [], cards: [] });
    const first = await makeDeck(carol, 'Quotes "and" \\ slashes\nover two lines');
    const second = await makeDeck(carol, 'Émile 😀');
    // A deck with no card is read too, in its place among the decks.
    const empty = await makeDeck(carol, 'Nothing here yet');
    // One request each, moving between decks: the cards come back in the order they were made.
    const cards = [];
    for (const [deck, card] of [
      [first, { kind: 'basic', front: 'One', back: 'Tab\there', tags: ['a', 'b'] }],
      [first, { kind: 'basic', front: '</script>', back: 'Ünïcode ✓' }],
      [second, { kind: 'cloze', front: '{{c1::Two}} and three' }],
      [first, { kind: 'basic', front: 'Back to the first deck', back: 'Yes' }],
    ] as const) {
      cards.push(...(await addCards(carol, deck.id, [card])));
    }
    const state = await json<StudyState>(request(carol, 'GET'));
    // The same values, times to the millisecond as JavaScript writes them, in the order they were made.
    expect(state).toStrictEqual({ decks: [first, second, empty], cards });
  });

  it('lists cards saved in one request in the order they were sent, as an import has them', async () => {
    const deck = await makeDeck(alice, 'Imported');
    const fronts = Array.from({ length: 12 }, (_, i) => `Question ${i + 1}`);
    const sent = [
      ...fronts.slice(0, 6).map((front) => ({ kind: 'basic', front, back: 'A' })),
      { kind: 'cloze', front: '{{c1::First}} then {{c2::second}}.' },
      ...fronts.slice(6).map((front) => ({ kind: 'basic', front, back: 'A' })),
    ];
    const expected = [
      ...fronts.slice(0, 6),
      '{{c1::First}} then second.',
      'First then {{c1::second}}.',
      ...fronts.slice(6),
    ];
    expect((await addCards(alice, deck.id, sent)).map((card) => card.front)).toEqual(expected);
    const state = await json<StudyState>(request(alice, 'GET'));
    const listed = state.cards.filter((card) => card.deckId === deck.id).map((card) => card.front);
    expect(listed).toEqual(expected);
  });

  it('makes one card per hidden-part number of a cloze card, as Anki does', async () => {
    const deck = await makeDeck(alice, 'Water');
    const made = await addCards(alice, deck.id, [
      {
        kind: 'cloze',
        front: '{{c1::Water}} boils at {{c2::100}} degrees; {{c1::ice}} melts at 0.',
        back: 'At sea level',
      },
      { kind: 'basic', front: 'What melts at 0 degrees?', back: 'Ice' },
    ]);
    expect(made.map(({ kind, front, back }) => ({ kind, front, back }))).toEqual([
      {
        kind: 'cloze',
        front: '{{c1::Water}} boils at 100 degrees; {{c1::ice}} melts at 0.',
        back: 'At sea level',
      },
      { kind: 'cloze', front: 'Water boils at {{c1::100}} degrees; ice melts at 0.', back: 'At sea level' },
      { kind: 'basic', front: 'What melts at 0 degrees?', back: 'Ice' },
    ]);
    const stored = await t.database.db.select().from(studyCards).where(eq(studyCards.deckId, deck.id));
    expect(stored).toHaveLength(3);
  });

  it('refuses cards without what they show, in plain words', async () => {
    const deck = await makeDeck(alice);
    const send = (card: unknown) => request(alice, 'POST', `/decks/${deck.id}/cards`, { cards: [card] });
    expect(await message(send({ kind: 'cloze', front: 'No gap here.' }))).toBe(
      'cards.0.front: A cloze card needs a hidden part, written like {{c1::this}}.',
    );
    expect(await message(send({ kind: 'basic', front: 'Question', back: ' ' }))).toBe(
      "cards.0.back: Please write the card's back.",
    );
    expect(await message(request(alice, 'POST', '/decks', { name: '' }))).toBe(
      'name: Please give the deck a name.',
    );
  });

  it('renames, moves, suspends and deletes, only for the owner', async () => {
    const one = await makeDeck(alice, 'One');
    const two = await makeDeck(alice, 'Two');
    const [card] = await addCards(alice, one.id, [{ kind: 'basic', front: 'Q', back: 'A' }]);
    expect((await json<Deck>(request(alice, 'PATCH', `/decks/${one.id}`, { name: 'First' }))).name).toBe(
      'First',
    );
    const moved = await json<StudyCard>(
      request(alice, 'PATCH', `/cards/${card!.id}`, { deckId: two.id, suspended: true, front: 'Q2' }),
    );
    expect(moved).toMatchObject({ deckId: two.id, suspended: true, front: 'Q2', back: 'A' });
    const bobs = await makeDeck(bob, 'Mine');
    expect(await message(request(alice, 'PATCH', `/cards/${card!.id}`, { deckId: bobs.id }))).toBe(
      'deckId: That deck was not found. It may have been deleted.',
    );
    expect((await request(bob, 'PATCH', `/cards/${card!.id}`, { front: 'x' })).status).toBe(404);
    expect((await request(bob, 'DELETE', `/decks/${two.id}`)).status).toBe(404);
    expect(await json(request(alice, 'DELETE', `/cards/${card!.id}`))).toEqual({ deleted: true });
    expect(await json(request(alice, 'DELETE', `/decks/${two.id}`))).toEqual({ deleted: true });
    expect((await request(alice, 'DELETE', `/decks/${two.id}`)).status).toBe(404);
  });

  it('puts a deleted card back with its schedule (Undo)', async () => {
    const deck = await makeDeck(alice);
    const [card] = await addCards(alice, deck.id, [{ kind: 'basic', front: 'Q', back: 'A' }]);
    const reviewed = await json<StudyCard>(
      request(alice, 'POST', `/cards/${card!.id}/reviews`, { rating: 3 }),
      201,
    );
    await request(alice, 'DELETE', `/cards/${card!.id}`);
    const [back] = await addCards(alice, deck.id, [
      { kind: 'basic', front: 'Q', back: 'A', schedule: reviewed.schedule },
    ]);
    expect(back!.schedule).toEqual(reviewed.schedule);
  });

  it('stores the schedule ts-fsrs gives for the same answers at the same times, and every answer', async () => {
    const deck = await makeDeck(alice);
    const [card] = await addCards(alice, deck.id, [{ kind: 'basic', front: 'Q', back: 'A' }]);
    const start = Date.now() - 60 * 24 * 3600 * 1000;
    const answers: [Grade, number][] = [
      [3, 0],
      [1, 10 * 60 * 1000],
      [3, 30 * 60 * 1000],
      [4, 2 * 24 * 3600 * 1000],
      [2, 9 * 24 * 3600 * 1000],
      [3, 30 * 24 * 3600 * 1000],
    ];
    const f = fsrs({ enable_fuzz: false });
    let expected = createEmptyCard(new Date(card!.createdAt));
    let stored = card!;
    for (const [rating, offset] of answers) {
      const at = new Date(start + offset);
      expected = f.next(expected, at, rating).card;
      stored = await json<StudyCard>(
        request(alice, 'POST', `/cards/${card!.id}/reviews`, { rating, reviewedAt: at.toISOString() }),
        201,
      );
    }
    expect(stored.schedule).toEqual({
      ...expected,
      due: expected.due.toISOString(),
      last_review: expected.last_review?.toISOString(),
    });
    const logs = await t.database.db.select().from(studyReviews).where(eq(studyReviews.cardId, card!.id));
    expect(logs.map((log) => log.rating).sort()).toEqual([1, 2, 3, 3, 3, 4]);
    const [row] = await t.database.db.select().from(studyCards).where(eq(studyCards.id, card!.id));
    expect(row!.due.toISOString()).toBe(stored.schedule.due);
  });

  it('refuses an answer before the last one, or from a clock far ahead', async () => {
    const deck = await makeDeck(alice);
    const [card] = await addCards(alice, deck.id, [{ kind: 'basic', front: 'Q', back: 'A' }]);
    await json(request(alice, 'POST', `/cards/${card!.id}/reviews`, { rating: 3 }), 201);
    const earlier = new Date(Date.now() - 3600 * 1000).toISOString();
    const res = await request(alice, 'POST', `/cards/${card!.id}/reviews`, {
      rating: 3,
      reviewedAt: earlier,
    });
    expect(res.status).toBe(409);
    const ahead = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    expect(
      await message(request(alice, 'POST', `/cards/${card!.id}/reviews`, { rating: 3, reviewedAt: ahead })),
    ).toMatch(/^reviewedAt: /);
    expect(await message(request(alice, 'POST', `/cards/${card!.id}/reviews`, { rating: 5 }))).toBe(
      'rating: Please answer Again, Hard, Good or Easy.',
    );
  });
});

describe('/api/ai/study-cards', () => {
  const ask = (text: string) =>
    json<StudyCardsAnswer>(
      t.app.request('/api/ai/study-cards', as(alice, { method: 'POST', body: JSON.stringify({ text }) })),
    );

  it('proposes cards from the notes with the built-in engine, nothing saved', async () => {
    const answer = await ask(
      'Osmosis is the movement of water across a membrane. In 1665, Robert Hooke named the cell.',
    );
    expect(answer).toMatchObject({ outcome: 'ok', source: 'built-in', message: null });
    expect(answer.cards).toContainEqual({
      kind: 'basic',
      front: 'What is osmosis?',
      back: 'the movement of water across a membrane',
    });
    // A gap hides a whole name, never a part of it.
    expect(answer.cards).toContainEqual({
      kind: 'cloze',
      front: 'In 1665, {{c1::Robert Hooke}} named the cell.',
      back: '',
    });
  });

  it('says so when the notes give no card, and refuses sensitive topics', async () => {
    expect((await ask('milk\neggs')).message).toMatch(/^No cards came from these notes/);
    // A teacher's remark and a to-do hold no fact: no card, and a plain message rather than a failure.
    expect(
      await ask('Smith said this will be on the exam, e.g. in question 3.\nTo do: finish the worksheet!!'),
    ).toEqual({ outcome: 'ok', source: 'built-in', cards: [], message: NO_CARDS_MESSAGE });
    expect(await ask('Notes on medical advice for my cough. Rest is good.')).toEqual({
      outcome: 'sensitive',
      source: 'built-in',
      cards: [],
      message: 'Unable to generate suggestions for sensitive topics.',
    });
  });
});
