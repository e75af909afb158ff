import { Hono } from 'hono';
import { z } from 'zod';
import { todoCreateSchema, todoUpdateSchema } from '../../../shared/todos';
import type { AppEnv } from '../../http/env';
import { notFound } from '../../http/errors';
import { jsonBody } from '../../http/validate';
import type { FeatureDeps } from '../deps';
import { createTodo, deleteTodo, listTodos, updateTodo } from './queries';

const isId = (id: string) => z.uuid().safeParse(id).success;

/** The todo list of docs/product.md#screens and #calls: read newest first, add, complete, delete. Only the session's own rows. */
export function todoRoutes({ db, signedIn }: FeatureDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/', async (c) => c.json(await listTodos(db, c.var.user.id)))
    .post('/', jsonBody(todoCreateSchema), async (c) =>
      c.json(await createTodo(db, c.var.user.id, c.req.valid('json')), 201),
    )
    .patch('/:id', jsonBody(todoUpdateSchema), async (c) => {
      const id = c.req.param('id');
      // A malformed id names nothing that exists: the same 404 as a missing or someone else's todo.
      if (!isId(id)) throw notFound('That task');
      return c.json(await updateTodo(db, c.var.user.id, id, c.req.valid('json')));
    })
    .delete('/:id', async (c) => {
      const id = c.req.param('id');
      if (!isId(id)) throw notFound('That task');
      await deleteTodo(db, c.var.user.id, id);
      return c.json({ id });
    });
}
