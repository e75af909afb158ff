import { Hono } from 'hono';
import { checkinsCsv } from '../../../shared/habits/csv';
import {
  checkinWriteSchema,
  habitCreateSchema,
  habitOrderSchema,
  habitUpdateSchema,
} from '../../../shared/habits/habits';
import type { AppEnv } from '../../http/env';
import { idParam, jsonBody } from '../../http/validate';
import type { FeatureDeps } from '../deps';
import {
  checkinRows,
  createHabit,
  deleteHabit,
  HABIT,
  listHabits,
  reorderHabits,
  updateHabit,
  writeCheckin,
} from './queries';
import { keptAnswer } from '../kept-answers';

/**
 * The habit tracker of docs/product.md#habit-tracker and #calls: read, add, change, reorder and delete habits,
 * write a day's check-in, and the check-ins as a CSV file. Only the session's own rows.
 */
export function habitRoutes({ db, signedIn }: FeatureDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/', (c) => keptAnswer(c, db, 'habits', () => listHabits(db, c.var.user.id)))
    .get('/checkins.csv', async (c) => {
      const csv = checkinsCsv(await checkinRows(db, c.var.user.id));
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="habit-check-ins.csv"',
      });
    })
    .post('/', jsonBody(habitCreateSchema), async (c) =>
      c.json(await createHabit(db, c.var.user.id, c.req.valid('json')), 201),
    )
    .put('/order', jsonBody(habitOrderSchema), async (c) =>
      c.json(await reorderHabits(db, c.var.user.id, c.req.valid('json').ids)),
    )
    .patch('/:id', jsonBody(habitUpdateSchema), idParam(HABIT), async (c) =>
      c.json(await updateHabit(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
    )
    .put('/:id/checkins', jsonBody(checkinWriteSchema), idParam(HABIT), async (c) =>
      c.json(await writeCheckin(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', idParam(HABIT), async (c) => {
      await deleteHabit(db, c.var.user.id, c.req.valid('param').id);
      return c.json({ deleted: true as const });
    });
}
