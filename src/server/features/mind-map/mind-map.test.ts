import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MindMapNode } from '../../../shared/mind-map/map';
import { MAX_DEPTH, MAX_NODES } from '../../../shared/mind-map/map';
import type { Project, ProjectSummary } from '../../../shared/mind-map/projects';
import { projects } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { usePeople } from '../../test/feature';
import type { TestUser } from '../../test/users';
import { as, createUser } from '../../test/users';

const t = useTestApp();
const [alice, bob] = usePeople(t, 2);

const topic = (id: string, text: string, children: MindMapNode[] = []): MindMapNode => ({
  id,
  text,
  children,
  position: { x: 640, y: 360 },
});
const map = [topic('root', 'Exams', [topic('c1', 'Maths'), topic('c2', 'History')])];

const call = (user: TestUser, method: string, path: string, body?: unknown) =>
  t.app.request(
    `/api/projects${path}`,
    as(user, { method, ...(body !== undefined && { body: JSON.stringify(body) }) }),
  );

async function create(user: TestUser, title = 'Exams', nodes: MindMapNode[] = map) {
  const res = await call(user, 'POST', '', { title, content: { nodes } });
  expect(res.status).toBe(201);
  return (await res.json()) as Project;
}

const rowsOf = (user: TestUser) => t.database.db.select().from(projects).where(eq(projects.userId, user.id));

describe('/api/projects', () => {
  it('saves a map as deep as a mind map may be, through the request guard that refuses deep nesting', async () => {
    let deepest = topic(`n${MAX_DEPTH}`, 'Deepest');
    for (let level = MAX_DEPTH - 1; level >= 1; level -= 1)
      deepest = topic(`n${level}`, `Level ${level}`, [deepest]);
    const created = await create(alice, 'Deep', [deepest]);
    const res = await call(alice, 'GET', `/${created.id}`);
    expect(((await res.json()) as Project).content.nodes).toEqual([deepest]);
  });

  it("creates a project with the session's user, trimmed title, and reads it back", async () => {
    const res = await call(alice, 'POST', '', {
      title: '  Exams  ',
      content: { nodes: map },
      userId: bob.id,
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Project;
    expect(created).toMatchObject({ title: 'Exams', toolType: 'mind-map', content: { nodes: map } });
    const [row] = (await rowsOf(alice)).filter((r) => r.id === created.id);
    expect(row).toMatchObject({ userId: alice.id, title: 'Exams', toolType: 'mind-map' });
    expect(await rowsOf(bob)).toHaveLength(0);

    const read = await call(alice, 'GET', `/${created.id}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as Project).content.nodes).toEqual(map);
  });

  it('updates the title and the content, and keeps what was not sent', async () => {
    const created = await create(alice, 'Week plan');
    const renamed = await call(alice, 'PATCH', `/${created.id}`, { title: 'Next week' });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as Project).content.nodes).toEqual(map);
    const next = [topic('root', 'Week', [])];
    const saved = await call(alice, 'PATCH', `/${created.id}`, { content: { nodes: next } });
    expect((await saved.json()) as Project).toMatchObject({ title: 'Next week', content: { nodes: next } });
    const [row] = (await rowsOf(alice)).filter((r) => r.id === created.id);
    expect(row).toMatchObject({ title: 'Next week', content: { nodes: next } });
  });

  it('lists the most recently opened first, and opening one moves it to the top', async () => {
    const carol = await createUser(t.app);
    const first = await create(carol, 'First');
    const second = await create(carol, 'Second');
    const titles = async () => {
      const res = await call(carol, 'GET', '');
      const body = (await res.json()) as { projects: ProjectSummary[] };
      return body.projects.map((p) => p.title);
    };
    expect(await titles()).toEqual(['Second', 'First']);
    const [before] = (await rowsOf(carol)).filter((r) => r.id === first.id);
    await call(carol, 'GET', `/${first.id}`);
    const [after] = (await rowsOf(carol)).filter((r) => r.id === first.id);
    expect(after!.lastOpenedAt.getTime()).toBeGreaterThan(before!.lastOpenedAt.getTime());
    expect(await titles()).toEqual(['First', 'Second']);
    expect(second.id).not.toBe(first.id);
  });

  it('deletes a project', async () => {
    const created = await create(alice, 'To delete');
    const res = await call(alice, 'DELETE', `/${created.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });
    expect((await rowsOf(alice)).some((r) => r.id === created.id)).toBe(false);
    expect((await call(alice, 'GET', `/${created.id}`)).status).toBe(404);
  });

  it("answers 404 for another user's project on every route, exactly like a missing one, and changes nothing", async () => {
    const created = await create(alice, 'Private');
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [created.id, missing, 'not-a-uuid', "1' OR '1'='1"]) {
      const path = `/${encodeURIComponent(id)}`;
      const answers = [
        await call(bob, 'GET', path),
        await call(bob, 'PATCH', path, { title: 'Mine now' }),
        await call(bob, 'DELETE', path),
      ];
      for (const res of answers) {
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({
          error: { code: 'not_found', message: 'That mind map was not found. It may have been deleted.' },
        });
      }
    }
    const list = (await (await call(bob, 'GET', '')).json()) as { projects: ProjectSummary[] };
    expect(list.projects.some((p) => p.id === created.id)).toBe(false);
    const [row] = (await rowsOf(alice)).filter((r) => r.id === created.id);
    expect(row).toMatchObject({ title: 'Private', content: { nodes: map } });
  });

  const bad = (nodes: unknown) => ({ title: 'Bad', content: { nodes } });
  it.each<[string, unknown, string]>([
    ['no title', { content: { nodes: map } }, 'title: Please give the mind map a title.'],
    ['a blank title', { title: '   ', content: { nodes: map } }, 'title: Please give the mind map a title.'],
    [
      'a title too long',
      { title: 'x'.repeat(121), content: { nodes: map } },
      'title: A title can be at most 120 characters.',
    ],
    ['no content', { title: 'X' }, 'content: The map content must have a list of topics.'],
    ['topics that are not a list', bad('nodes'), 'content.nodes: A mind map is a list of topics.'],
    ['an empty topic', bad([topic('a', '  ')]), 'content.nodes.0.text: Please write a topic.'],
    [
      'an invisible control character',
      bad([topic('a', 'ring\u0007bell')]),
      'content.nodes.0.text: A topic can only hold text that can be shown.',
    ],
    [
      'a cycle of ids',
      bad([topic('a', 'A', [topic('a', 'A again')])]),
      'content.nodes: Two topics share the same id.',
    ],
    [
      'too many topics',
      bad(Array.from({ length: MAX_NODES + 1 }, (_, i) => topic(`t${i}`, 'x'))),
      'content.nodes: A mind map can hold at most 2,000 topics.',
    ],
  ])('refuses %s with a 400 and a plain message', async (_label, body, message) => {
    const before = (await rowsOf(alice)).length;
    const res = await call(alice, 'POST', '', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_request', message } });
    expect(await rowsOf(alice)).toHaveLength(before);
  });

  it('refuses a bad update and keeps the saved map', async () => {
    const created = await create(alice, 'Keep me');
    for (const body of [{}, { content: { nodes: [{ id: 'x' }] } }, { title: '' }]) {
      const res = await call(alice, 'PATCH', `/${created.id}`, body);
      expect(res.status).toBe(400);
    }
    const [row] = (await rowsOf(alice)).filter((r) => r.id === created.id);
    expect(row).toMatchObject({ title: 'Keep me', content: { nodes: map } });
  });
});

describe('/api/mind-map/settings', () => {
  const settings = (user: TestUser, method = 'GET', body?: unknown) =>
    t.app.request(
      '/api/mind-map/settings',
      as(user, { method, ...(body !== undefined && { body: JSON.stringify(body) }) }),
    );

  it('starts with auto-save on, the product spacing and the radial layout, then remembers the choice per user', async () => {
    const dana = await createUser(t.app);
    expect(await (await settings(dana)).json()).toEqual({
      autoSave: true,
      spacing: 'standard',
      layout: 'radial',
    });
    const res = await settings(dana, 'PUT', { autoSave: false, spacing: 'roomy', layout: 'hierarchical' });
    expect(res.status).toBe(200);
    expect(await (await settings(dana)).json()).toEqual({
      autoSave: false,
      spacing: 'roomy',
      layout: 'hierarchical',
    });
    expect(await (await settings(bob)).json()).toEqual({
      autoSave: true,
      spacing: 'standard',
      layout: 'radial',
    });
  });

  it('reads settings saved before the layout was remembered as radial', async () => {
    const erin = await createUser(t.app);
    expect((await settings(erin, 'PUT', { autoSave: false, spacing: 'compact' })).status).toBe(200);
    expect(await (await settings(erin)).json()).toEqual({
      autoSave: false,
      spacing: 'compact',
      layout: 'radial',
    });
  });

  it('refuses an unknown spacing with a 400', async () => {
    const res = await settings(alice, 'PUT', { autoSave: true, spacing: 'huge' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'invalid_request', message: 'spacing: Spacing is compact, standard or roomy.' },
    });
  });

  it('refuses an unknown layout with a 400 and keeps what was saved', async () => {
    const fay = await createUser(t.app);
    await settings(fay, 'PUT', { autoSave: true, spacing: 'roomy', layout: 'hierarchical' });
    const res = await settings(fay, 'PUT', { autoSave: true, spacing: 'roomy', layout: 'spiral' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'invalid_request', message: 'layout: Layout is radial or hierarchical.' },
    });
    expect(await (await settings(fay)).json()).toMatchObject({ layout: 'hierarchical' });
  });
});
