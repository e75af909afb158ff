import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_FAILURE_MESSAGE, AI_SENSITIVE_MESSAGE } from '../../../shared/ai';
import type { z } from 'zod';
import type { cardInputSchema, StudyCard } from '../../../shared/study-buddy/study';
import type { CardExplanationAnswer } from '../../../shared/study-buddy/explain';
import type { TestApp } from '../../test/app';
import { createTestApp, useTestApp } from '../../test/app';
import { usePeople } from '../../test/feature';
import type { TestUser } from '../../test/users';
import { as, createUser } from '../../test/users';
import { startModelServer } from './model-server';
import { aiTestKit } from './test-kit';

// "Explain it more simply" (docs/product.md#study-buddy): the card's own words, nothing saved.

/** A deck of the person's with the given cards, made through the study routes. */
async function cardsOf(
  t: TestApp,
  user: TestUser,
  cards: z.input<typeof cardInputSchema>[],
): Promise<StudyCard[]> {
  const deck = (await (
    await t.app.request(
      '/api/study/decks',
      as(user, { method: 'POST', body: JSON.stringify({ name: 'Biology' }) }),
    )
  ).json()) as { id: string };
  const res = await t.app.request(
    `/api/study/decks/${deck.id}/cards`,
    as(user, { method: 'POST', body: JSON.stringify({ cards }) }),
  );
  return (await res.json()) as StudyCard[];
}

const CLOZE = {
  kind: 'cloze',
  front: 'Plants make their food in the {{c1::chloroplasts}} of leaf cells.',
} as const;

describe('POST /api/ai/explain-card with the built-in engine', () => {
  const t = useTestApp();
  const [alice, bob] = usePeople(t, 2);
  const { call } = aiTestKit(
    () => t,
    () => alice,
  );

  it("explains the person's card in its own words, with its key words", async () => {
    const [card] = await cardsOf(t, alice, [CLOZE]);
    const res = await call('explain-card', { cardId: card?.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      outcome: 'ok',
      source: 'built-in',
      lines: ['Plants make their food in the chloroplasts of leaf cells.'],
      keyTerms: ['chloroplasts'],
      message: null,
    } satisfies CardExplanationAnswer);
  });

  it("answers a card on a sensitive topic with the one message, and never explains another person's card", async () => {
    const [sensitive] = await cardsOf(t, alice, [
      { kind: 'basic', front: 'What is medical advice?', back: 'What a doctor gives', tags: [] },
    ]);
    expect(await (await call('explain-card', { cardId: sensitive?.id })).json()).toEqual({
      outcome: 'sensitive',
      source: 'built-in',
      lines: [],
      keyTerms: [],
      message: AI_SENSITIVE_MESSAGE,
    });
    const [bobs] = await cardsOf(t, bob, [CLOZE]);
    const other = await call('explain-card', { cardId: bobs?.id });
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ error: { message: expect.stringMatching(/That card/) } });
  });

  it('refuses a request without a card with a plain message', async () => {
    const res = await call('explain-card', { cardId: 'not-a-card' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { message: 'cardId: Please choose a card to explain.' },
    });
  });
});

describe('POST /api/ai/explain-card with a model configured', () => {
  let model: Awaited<ReturnType<typeof startModelServer>>;
  let t: TestApp;
  let alice: TestUser;
  beforeAll(async () => {
    model = await startModelServer((prompt) => {
      if (prompt.includes('mitochondria')) return { status: 500, body: '{"error":{"message":"boom"}}' };
      return 'Here is a simpler way to say it:\n1. **Leaves** have tiny parts called chloroplasts.\n2. Plants make food there.';
    });
    t = await createTestApp({ AI_API_KEY: 'sk-test-key', AI_BASE_URL: model.baseUrl, AI_TIMEOUT_MS: '2000' });
    alice = await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });
  const { call } = aiTestKit(
    () => t,
    () => alice,
  );

  it('asks the model with the card as one statement, and reads its sentences', async () => {
    const [card] = await cardsOf(t, alice, [CLOZE]);
    expect(await (await call('explain-card', { cardId: card?.id })).json()).toEqual({
      outcome: 'ok',
      source: 'model',
      lines: ['Leaves have tiny parts called chloroplasts.', 'Plants make food there.'],
      keyTerms: ['chloroplasts'],
      message: null,
    });
    const prompt = model.received.at(-1)?.body.messages.at(-1)?.content ?? '';
    expect(prompt).toContain('---\nPlants make their food in the chloroplasts of leaf cells.\n---');
  });

  it('says the one message when the model fails', async () => {
    const [card] = await cardsOf(t, alice, [
      { kind: 'basic', front: 'Where do cells make energy?', back: 'In the mitochondria', tags: [] },
    ]);
    const res = await call('explain-card', { cardId: card?.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: 'failed', lines: [], message: AI_FAILURE_MESSAGE });
  });
});
