import { Hono } from 'hono';
import {
  routineCreateSchema,
  routineRunSchema,
  routineUpdateSchema,
} from '../../../shared/routine-planner/routines';
import type { AppEnv } from '../../http/env';
import { idParam, jsonBody } from '../../http/validate';
import type { FeatureDeps } from '../deps';
import { calendarFileName } from '../../../shared/routine-planner/calendar';
import { ApiError } from '../../http/errors';
import { routinesCalendar } from './calendar';
import {
  addRun,
  createRoutine,
  deleteRoutine,
  getRoutine,
  listRoutines,
  listRuns,
  ROUTINE,
  updateRoutine,
} from './queries';
import { keptAnswer } from '../kept-answers';

const NO_SCHEDULE = 'This routine has no schedule yet. Choose its days with "Schedule" first.';
const NONE_SCHEDULED =
  'None of your routines has a schedule yet. Choose the days of one with "Schedule" first.';

/** The headers of an iCalendar file to save (decision 091). */
const calendarHeaders = (name: string) => ({
  'Content-Type': 'text/calendar; charset=utf-8',
  'Content-Disposition': `attachment; filename="${name}"`,
});

/**
 * The routine planner of docs/product.md#routine-planner and #calls: read, add, change and delete routines, and
 * keep a run played through and read the kept runs, and the scheduled routines as calendar files. Duplicate is an add of the copy, made by the browser. Only the session's own rows.
 */
export function routineRoutes({ db, signedIn }: FeatureDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/', (c) => keptAnswer(c, db, 'routines', () => listRoutines(db, c.var.user.id)))
    .get('/calendar.ics', async (c) => {
      const text = routinesCalendar(await listRoutines(db, c.var.user.id));
      if (!text) throw new ApiError(409, 'no_schedule', NONE_SCHEDULED);
      return c.body(text, 200, calendarHeaders('routines.ics'));
    })
    .get('/:id/calendar.ics', idParam(ROUTINE), async (c) => {
      const routine = await getRoutine(db, c.var.user.id, c.req.valid('param').id);
      const text = routinesCalendar([routine]);
      if (!text) throw new ApiError(409, 'no_schedule', NO_SCHEDULE);
      return c.body(text, 200, calendarHeaders(calendarFileName(routine.name)));
    })
    .get('/:id/runs', idParam(ROUTINE), async (c) =>
      c.json(await listRuns(db, c.var.user.id, c.req.valid('param').id)),
    )
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
