import { ROOMS_MADE_MAX } from '../../shared/focus-rooms/rooms';
import type { App } from '../app';
import type { Items } from './route-catalogue';
import { seedPicture } from './route-catalogue-pictures';
import { seedReminders } from './route-catalogue-reminders';
import { SAMPLE_MIX } from './route-catalogue-sounds';
import { seedStudy } from './route-catalogue-study';
import type { TestUser } from './users';
import { as, createUser } from './users';

/** The people of each test app who make the rooms others join: a new one once one has made ten rooms. */
const hosts = new WeakMap<App, { host: Promise<TestUser>; rooms: number }>();

/** A private room another person made, which `user` joined by its link. */
async function joinedRoom(app: App, user: TestUser) {
  let current = hosts.get(app);
  if (!current || current.rooms >= ROOMS_MADE_MAX)
    hosts.set(app, (current = { host: createUser(app), rooms: 0 }));
  current.rooms += 1;
  const made = await app.request(
    '/api/focus-rooms',
    as(await current.host, {
      method: 'POST',
      body: JSON.stringify({ title: 'Study group', rhythm: '50/10' }),
    }),
  );
  const { token } = (await made.json()) as { token: string };
  const joined = await app.request(
    '/api/focus-rooms/join',
    as(user, { method: 'POST', body: JSON.stringify({ token }) }),
  );
  return ((await joined.json()) as { id: string }).id;
}

/** One item of each kind that routes name by id, made through the API as `user`. */
export async function seedItems(app: App, user: TestUser): Promise<Items> {
  const create = async (path: string, body: unknown) => {
    const res = await app.request(path, as(user, { method: 'POST', body: JSON.stringify(body) }));
    if (res.status !== 201) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { id: string }).id;
  };
  const routine = await create('/api/routines', {
    name: 'Evening',
    steps: [{ title: 'Read' }],
    schedule: { rule: 'FREQ=DAILY', time: '21:00', timeZone: 'Europe/London', startDay: '2026-01-05' },
  });
  // Words keeps a result only with the history on (decision 159).
  const send = (method: string, path: string, body: unknown) =>
    app.request(path, as(user, { method, body: JSON.stringify(body) }));
  await send('PUT', '/api/words/settings', { keepHistory: true });
  await send('POST', '/api/words/tone', { text: 'Thanks so much for the flowers!' });
  const history = (await (await app.request('/api/words/history', as(user))).json()) as { id: string }[];
  return {
    wordsResult: history[0]?.id ?? '',
    todo: await create('/api/todos', { title: 'Call the dentist' }),
    card: await create('/api/kanban', { title: 'Tidy the desk', description: 'Before Monday' }),
    conversion: await create('/api/conversions', { text: 'A private letter', mode: 'adhd' }),
    project: await create('/api/projects', { title: 'Plans', content: { nodes: [] } }),
    habit: await create('/api/habits', { name: 'Stretch' }),
    routine,
    picture: await seedPicture(app, user),
    focusRoom: await create('/api/focus-rooms', { title: 'Thesis group', rhythm: '25/5' }),
    joinedRoom: await joinedRoom(app, user),
    mix: await create('/api/focus-sounds/mixes', { name: 'Evening rain', mix: SAMPLE_MIX }),
    ...(await seedStudy(app, user)),
    ...(await seedReminders(app, user, routine)),
  };
}
