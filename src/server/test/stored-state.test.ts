import { describe, expect, it } from 'vitest';
import { useFeatureTest } from './feature';
import { storedState } from './stored-state';

// The security sweeps trust a snapshot to change whenever something of the person's is stored, changed or
// deleted, and only then.
const { t, alice, bob, request, add } = useFeatureTest<{ id: string }>('/api/todos');
const state = (id: string) => storedState(t.database.db, id);

describe('storedState', () => {
  it('changes when one of the person’s rows is added, changed or deleted', async () => {
    const empty = await state(alice.id);
    expect(empty).toMatchObject({ todos: [], users: expect.any(Number) });
    const todo = await add(alice, { title: 'Water the plants' });
    const added = await state(alice.id);
    expect(added.todos).toEqual([expect.objectContaining({ id: todo.id, title: 'Water the plants' })]);
    expect(added).not.toEqual(empty);

    await request(alice, 'PATCH', `/${todo.id}`, { completed: true });
    const changed = await state(alice.id);
    expect(changed).not.toEqual(added);

    await request(alice, 'DELETE', `/${todo.id}`);
    expect((await state(alice.id)).todos).toEqual([]);
  });

  it('reads the same twice when nothing was written, and not another person’s rows', async () => {
    await add(alice, { title: 'Call the dentist' });
    const before = await state(alice.id);
    expect(await state(alice.id)).toEqual(before);
    await add(bob, { title: 'Tidy the desk' });
    const after = await state(alice.id);
    expect(after.todos).toEqual(before.todos);
    expect(JSON.stringify(after)).not.toContain('Tidy the desk');
  });
});
