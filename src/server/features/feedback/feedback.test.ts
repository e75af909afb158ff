import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { usePeople } from '../../test/feature';
import type { TestUser } from '../../test/users';
import { as } from '../../test/users';

const t = useTestApp();
const [alice, bob] = usePeople(t, 2);

const send = (user: TestUser, body: unknown) =>
  t.app.request('/api/feedback', as(user, { method: 'POST', body: JSON.stringify(body) }));

const rowsOf = (user: TestUser) => t.database.db.select().from(feedback).where(eq(feedback.userId, user.id));

describe('POST /api/feedback', () => {
  it("keeps the trimmed message with the session's user", async () => {
    const res = await send(alice, { message: '  The clock helps me a lot.  ' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const rows = await rowsOf(alice);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, userId: alice.id, message: 'The clock helps me a lot.' });
  });

  it('takes the user from the session, never from the body', async () => {
    const res = await send(bob, { message: 'From Bob', userId: alice.id });
    expect(res.status).toBe(201);
    expect((await rowsOf(bob)).map((r) => r.message)).toEqual(['From Bob']);
    expect((await rowsOf(alice)).map((r) => r.message)).toEqual(['The clock helps me a lot.']);
  });

  it.each([
    [{ message: '' }, 'message: Please write a message before sending.'],
    [{ message: '  \n\t ' }, 'message: Please write a message before sending.'],
    [{}, 'message: Please write a message before sending.'],
    [{ message: 7 }, 'message: Please write a message before sending.'],
    [{ message: 'x'.repeat(5001) }, 'message: Feedback can be at most 5,000 characters.'],
  ])('refuses %j with a 400, a plain message and nothing stored', async (body, message) => {
    const before = (await rowsOf(alice)).length;
    const res = await send(alice, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_request', message } });
    expect(await rowsOf(alice)).toHaveLength(before);
  });

  it('accepts a message of exactly 5,000 characters', async () => {
    expect((await send(bob, { message: 'y'.repeat(5000) })).status).toBe(201);
  });
});
