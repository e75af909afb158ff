import { Hono } from 'hono';
import { z } from 'zod';
import { kanbanCreateSchema, kanbanUpdateSchema } from '../../../shared/kanban';
import type { AppEnv } from '../../http/env';
import { notFound } from '../../http/errors';
import { jsonBody } from '../../http/validate';
import type { FeatureDeps } from '../deps';
import { createTask, deleteTask, listTasks, updateTask } from './queries';

const isId = (id: string) => z.uuid().safeParse(id).success;

/** The visual task board of docs/product.md#screens and #calls: cards read newest first, added to To Do, moved, changed, deleted. */
export function kanbanRoutes({ db, signedIn }: FeatureDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/', async (c) => c.json(await listTasks(db, c.var.user.id)))
    .post('/', jsonBody(kanbanCreateSchema), async (c) =>
      c.json(await createTask(db, c.var.user.id, c.req.valid('json')), 201),
    )
    .patch('/:id', jsonBody(kanbanUpdateSchema), async (c) => {
      const id = c.req.param('id');
      // A malformed id names nothing that exists: the same 404 as a missing or someone else's card.
      if (!isId(id)) throw notFound('That card');
      return c.json(await updateTask(db, c.var.user.id, id, c.req.valid('json')));
    })
    .delete('/:id', async (c) => {
      const id = c.req.param('id');
      if (!isId(id)) throw notFound('That card');
      await deleteTask(db, c.var.user.id, id);
      return c.json({ id });
    });
}
