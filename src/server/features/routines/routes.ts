import { Hono } from 'hono';
import { routineCreateSchema, routineRunSchema, routineUpdateSchema } from '../../../shared/routines';
import type { AppEnv } from '../../http/env';
import { idParam, jsonBody } from '../../http/validate';
import type { FeatureDeps } from '../deps';
import { addRun, createRoutine, deleteRoutine, listRoutines, ROUTINE, updateRoutine } from './queries';

/**
 * The routine planner of docs/product.md#routine-planner and #calls: read, add, change and delete routines, and
 * keep a run played through. Duplicate is an add of the copy, made by the browser. Only the session's own rows.
 */
export function routineRoutes({ db, signedIn }: FeatureDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/', async (c) => c.json(await listRoutines(db, c.var.user.id)))
    .post('/', jsonBody(routineCreateSchema), async (c) =>
      c.json(await createRoutine(db, c.var.user.id, c.req.valid('json')), 201),
    )
    .patch('/:id', jsonBody(routineUpdateSchema), idParam(ROUTINE), async (c) =>
      c.json(await updateRoutine(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
    )
    .post('/:id/runs', jsonBody(routineRunSchema), idParam(ROUTINE), async (c) =>
      c.json(await addRun(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .delete('/:id', idParam(ROUTINE), async (c) => {
      await deleteRoutine(db, c.var.user.id, c.req.valid('param').id);
      return c.json({ deleted: true as const });
    });
}
