import type { App } from '../app';
import type { Items } from './route-catalogue';
import { seedReminders } from './route-catalogue-reminders';
import { SAMPLE_MIX } from './route-catalogue-sounds';
import { seedStudy } from './route-catalogue-study';
import type { TestUser } from './users';
import { as } from './users';

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
    focusRoom: await create('/api/focus-rooms', { title: 'Thesis group', rhythm: '25/5' }),
    mix: await create('/api/focus-sounds/mixes', { name: 'Evening rain', mix: SAMPLE_MIX }),
    ...(await seedStudy(app, user)),
    ...(await seedReminders(app, user, routine)),
  };
}
