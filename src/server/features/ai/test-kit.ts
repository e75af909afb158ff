import { kanbanTasks, todos } from '../../db/schema';
import type { TestApp } from '../../test/app';
import type { TestUser } from '../../test/users';
import { as } from '../../test/users';

/**
 * What the assistant's test files share: a call to /api/ai as a person (`me` by default), and a todo or a board
 * card of theirs written straight to the database. `app` and `me` are read at each call, once the file's
 * hooks have made them.
 */
export function aiTestKit(app: () => TestApp, me: () => TestUser) {
  return {
    call: (path: string, body: unknown, user = me()) =>
      app().app.request(`/api/ai/${path}`, as(user, { method: 'POST', body: JSON.stringify(body) })),

    async todoOf(user: TestUser, title: string) {
      const [row] = await app().database.db.insert(todos).values({ userId: user.id, title }).returning();
      if (!row) throw new Error('no todo');
      return row;
    },

    async cardOf(user: TestUser, title: string, description = '') {
      const [row] = await app()
        .database.db.insert(kanbanTasks)
        .values({ userId: user.id, title, description })
        .returning();
      if (!row) throw new Error('no card');
      return row;
    },
  };
}
