import { Hono } from 'hono';
import { kanbanCreateSchema, kanbanUpdateSchema } from '../../../shared/kanban/board';
import type { AppEnv } from '../../http/env';
import { idParam, jsonBody } from '../../http/validate';
import type { FeatureDeps } from '../deps';
import { createTask, deleteTask, listTasks, updateTask } from './queries';
import { keptAnswer } from '../kept-answers';

const CARD = 'That card';

/** The visual task board of docs/product.md#screens and #calls: cards read newest first, added to To Do, moved, changed, deleted. */
export function kanbanRoutes({ db, signedIn }: FeatureDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/', (c) => keptAnswer(c, db, 'kanban', () => listTasks(db, c.var.user.id)))
    .post('/', jsonBody(kanbanCreateSchema), async (c) =>
      c.json(await createTask(db, c.var.user.id, c.req.valid('json')), 201),
    )
    .patch('/:id', jsonBody(kanbanUpdateSchema), idParam(CARD), async (c) =>
      c.json(await updateTask(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', idParam(CARD), async (c) => {
      await deleteTask(db, c.var.user.id, c.req.valid('param').id);
      return c.json({ deleted: true as const });
    });
}
