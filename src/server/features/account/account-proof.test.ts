import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session, todos, user } from '../../db/schema';
import { useTestApp } from '../../test/app';
import type { TestUser } from '../../test/users';
import { as, createLinkOnlyUser, createUser } from '../../test/users';

const t = useTestApp();

type Holder = Pick<TestUser, 'cookie'>;

const exportData = (u: Holder, body: Record<string, unknown>) =>
  t.app.request('/api/account/export', as(u as TestUser, { method: 'POST', body: JSON.stringify(body) }));

const remove = (u: Holder & { email: string }, body: Record<string, unknown>) =>
  t.app.request(
    '/api/account',
    as(u as TestUser, { method: 'DELETE', body: JSON.stringify({ confirmEmail: u.email, ...body }) }),
  );

async function refusal(res: Response) {
  return {
    status: res.status,
    ...((await res.json()) as { error: { code: string; message: string } }).error,
  };
}

async function stillThere(id: string) {
  return (await t.database.db.select().from(user).where(eq(user.id, id))).length === 1;
}

describe('a stolen session alone', () => {
  it('cannot download all the data', async () => {
    const victim = await createUser(t.app);
    expect(await refusal(await exportData(victim, {}))).toEqual({
      status: 403,
      code: 'password_needed',
      message: 'Please enter your current password.',
    });
    expect(await refusal(await exportData(victim, { currentPassword: 'Not-The-One-42' }))).toMatchObject({
      status: 403,
      code: 'wrong_password',
      message: 'Your current password is not right. Please try again.',
    });
  });

  it('cannot delete the account', async () => {
    const victim = await createUser(t.app);
    expect((await refusal(await remove(victim, {}))).code).toBe('password_needed');
    expect((await refusal(await remove(victim, { currentPassword: 'Not-The-One-42' }))).code).toBe(
      'wrong_password',
    );
    expect(await stillThere(victim.id)).toBe(true);
  });

  it('of an account without a password, needs a sign-in within the last 5 minutes', async () => {
    const person = await createLinkOnlyUser(t.app, t.database.db);
    const age = (minutes: number) =>
      t.database.db
        .update(session)
        .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(session.userId, person.id));
    await age(6);
    const stale = await refusal(await exportData(person, {}));
    expect(stale).toMatchObject({ status: 403, code: 'sign_in_again' });
    expect(stale.message).toContain('try again within 5 minutes');
    expect((await refusal(await remove(person, {}))).code).toBe('sign_in_again');
    expect(await stillThere(person.id)).toBe(true);

    await age(1);
    const download = await exportData(person, {});
    expect(download.status).toBe(200);
    expect(JSON.parse(await download.text())).toMatchObject({ account: { id: person.id } });
    expect((await remove(person, {})).status).toBe(200);
    expect(await stillThere(person.id)).toBe(false);
  });
});

describe('the full export', () => {
  it('writes every row of a large account, page after page', async () => {
    const owner = await createUser(t.app);
    const rows = Array.from({ length: 450 }, (_, i) => ({ userId: owner.id, title: `Task ${i}` }));
    await t.database.db.insert(todos).values(rows);
    const res = await exportData(owner, { currentPassword: owner.password });
    expect(res.status).toBe(200);
    const data = (await res.json()) as { todos: { title: string }[] };
    expect(data.todos).toHaveLength(450);
    expect(new Set(data.todos.map((todo) => todo.title)).size).toBe(450);
  });

  it('is allowed 3 times in 10 minutes per account, then says plainly when to come back', async () => {
    const owner = await createUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await exportData(owner, { currentPassword: owner.password });
      statuses.push(res.status);
      await res.text();
    }
    expect(statuses).toEqual([200, 200, 200]);
    const fourth = await exportData(owner, { currentPassword: owner.password });
    expect(await refusal(fourth)).toEqual({
      status: 429,
      code: 'rate_limited',
      message:
        'You have downloaded your data 3 times in the last 10 minutes. Please wait 10 minutes, then try again.',
    });
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(500);
  });
});
