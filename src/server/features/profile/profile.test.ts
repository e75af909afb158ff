import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { usePeople } from '../../test/feature';
import type { TestUser } from '../../test/users';
import { as } from '../../test/users';

const t = useTestApp();
const [alice, bob] = usePeople(t, 2);

const patch = (user: TestUser, body: unknown) =>
  t.app.request('/api/profile', as(user, { method: 'PATCH', body: JSON.stringify(body) }));

async function profileOf(user: TestUser) {
  const res = await t.app.request('/api/profile', as(user));
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

describe('/api/profile', () => {
  it('starts empty for a new user', async () => {
    expect(await profileOf(alice)).toMatchObject({
      fullName: null,
      age: null,
      gender: null,
      conditions: [],
      location: null,
    });
  });

  it('saves the onboarding answers and merges later changes', async () => {
    const saved = await patch(alice, {
      fullName: '  Alice Moss ',
      age: 34,
      gender: 'female',
      conditions: ['ADHD', 'Dyslexia', 'ADHD'],
      location: { city: 'Leeds', country: 'United Kingdom', timezone: 'Europe/London' },
    });
    expect(saved.status).toBe(200);
    const renamed = await patch(alice, { fullName: 'Alice' });
    expect(renamed.status).toBe(200);
    expect(await profileOf(alice)).toMatchObject({
      fullName: 'Alice',
      age: 34,
      gender: 'female',
      conditions: ['ADHD', 'Dyslexia'],
      location: { city: 'Leeds', country: 'United Kingdom', timezone: 'Europe/London' },
    });
  });

  it('turns an empty name, age or gender into "not set"', async () => {
    await patch(bob, { fullName: 'Bob', age: 20, gender: 'male' });
    await patch(bob, { fullName: '', age: '', gender: '' });
    expect(await profileOf(bob)).toMatchObject({ fullName: null, age: null, gender: null });
  });

  it('shows each user only their own profile', async () => {
    await patch(bob, { fullName: 'Bob Reed' });
    expect((await profileOf(alice)).fullName).toBe('Alice');
    expect((await profileOf(bob)).fullName).toBe('Bob Reed');
  });

  it.each([
    [{ age: 0 }, 'age: Age must be between 1 and 120.'],
    [{ age: 121 }, 'age: Age must be between 1 and 120.'],
    [{ age: 30.5 }, 'age: Age must be a whole number.'],
    [{ fullName: 'x'.repeat(101) }, 'fullName: Name can be at most 100 characters.'],
    [{ gender: 'robot' }, 'gender: Please choose one of the listed genders.'],
    [{ conditions: ['Flu'] }, 'conditions.0: Please choose conditions from the list.'],
    [
      { location: { city: 'X', country: 'Y', timezone: 'Mars/Base' } },
      'location.timezone: Time zone must be a real time zone, such as Europe/London.',
    ],
  ])('refuses %j with a 400 and keeps what was saved', async (body, message) => {
    const res = await patch(alice, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_request', message } });
    expect(await profileOf(alice)).toMatchObject({ fullName: 'Alice', age: 34 });
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const res = await t.app.request(
      '/api/profile',
      as(alice, { method: 'PATCH', body: '{not json', headers: { 'content-type': 'application/json' } }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message.length).toBeGreaterThan(0);
  });
});
