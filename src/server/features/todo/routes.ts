import { Hono } from 'hono';
import { todoCreateSchema, todoUpdateSchema } from '../../../shared/todo/todos';
import type { AppEnv } from '../../http/env';
import { idParam, jsonBody } from '../../http/validate';
import type { FeatureDeps } from '../deps';
import { createTodo, deleteTodo, listTodos, updateTodo } from './queries';
import { keptAnswer } from '../kept-answers';

const TASK = 'That task';

/** The todo list of docs/product.md#screens and #calls: read newest first, add, complete, delete. Only the session's own rows. */
export function todoRoutes({ db, signedIn }: FeatureDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/', (c) => keptAnswer(c, db, 'todos', () => listTodos(db, c.var.user.id)))
    .post('/', jsonBody(todoCreateSchema), async (c) =>
      c.json(await createTodo(db, c.var.user.id, c.req.valid('json')), 201),
    )
    .patch('/:id', jsonBody(todoUpdateSchema), idParam(TASK), async (c) =>
      c.json(await updateTodo(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', idParam(TASK), async (c) => {
      await deleteTodo(db, c.var.user.id, c.req.valid('param').id);
      return c.json({ deleted: true as const });
    });
}
