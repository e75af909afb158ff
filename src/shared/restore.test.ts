import { describe, expect, it } from 'vitest';
import { countText, EXPORT_FORMAT, readExport, RESTORE_MESSAGES } from './restore';

const todo = {
  id: '0b9d2a53-8f4e-4f57-9d1c-4f4b8f3c2a11',
  title: 'Call the dentist',
  completed: false,
  aiSuggestions: [],
  createdAt: '2026-11-20T09:00:00.000Z',
};
const current = { format: EXPORT_FORMAT, version: 2, exportedAt: '2026-12-01T10:00:00.000Z', todos: [todo] };

describe('reading a file of "Download my data" (decision 153)', () => {
  it('counts what a file of this version holds', () => {
    const read = readExport(current);
    expect(read.ok && read.counts.todos).toBe(1);
    expect(read.ok && read.counts.habits).toBe(0);
  });

  it('takes a first-version file, whose todos lack the fields added since, with their defaults', () => {
    const older = {
      exportedAt: current.exportedAt,
      account: { email: 'sam@example.com' },
      todos: current.todos,
    };
    const read = readExport(older);
    expect(read.ok).toBe(true);
    if (read.ok) expect(read.file.todos[0]).toMatchObject({ estimate: null, kind: null, tookMinutes: null });
  });

  it.each([
    ['a list', [current], RESTORE_MESSAGES.notExport],
    ['another JSON file', { shopping: ['milk'] }, RESTORE_MESSAGES.notExport],
    ['a newer version', { ...current, version: 3 }, RESTORE_MESSAGES.newer],
    ['a damaged row', { ...current, todos: [{ ...todo, title: 7 }] }, RESTORE_MESSAGES.damaged],
    ['a second budget', { ...current, budgetProfiles: [{}, {}] }, RESTORE_MESSAGES.damaged],
  ])('refuses %s with one plain sentence', (_, value, message) => {
    expect(readExport(value)).toEqual({ ok: false, message });
  });

  it('counts as a person does', () => {
    expect(countText('todos', 1)).toBe('1 task');
    expect(countText('studyCards', 1200)).toBe('1,200 study cards');
  });
});
