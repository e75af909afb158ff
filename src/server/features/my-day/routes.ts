import { Hono } from 'hono';
import { dayQuerySchema, placementSchema } from '../../../shared/my-day';
import type { AppEnv } from '../../http/env';
import { idParam, jsonBody, queryParams } from '../../http/validate';
import type { FeatureDeps } from '../deps';
import { keptAnswer } from '../kept-answers';
import { dayClock, dayPlan, placeTodo, TODO, unplaceTodo } from './queries';

/**
 * My Day of docs/product.md#my-day and #calls: one day's plan, and where the todos sit on it. Placing a todo
 * keeps it on the todo list: done there is done here. Only the session's own rows.
 */
export function dayRoutes({ db, signedIn }: FeatureDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/', queryParams(dayQuerySchema), async (c) => {
      const userId = c.var.user.id;
      const clock = await dayClock(db, userId, c.req.valid('query'));
      // Kept for each day and clock (decision 131): the plan changes with the data and with the day, not the hour.
      const variant = `${clock.timeZone} ${clock.day} ${clock.today}`;
      return keptAnswer(c, db, 'day', () => dayPlan(db, userId, clock), variant);
    })
    .put('/placements/:id', jsonBody(placementSchema), idParam(TODO), async (c) =>
      c.json(await placeTodo(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/placements/:id', idParam(TODO), async (c) => {
      await unplaceTodo(db, c.var.user.id, c.req.valid('param').id);
      return c.json({ deleted: true as const });
    });
}
