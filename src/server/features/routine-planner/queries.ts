import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import { ROUTINE_LIMIT } from '../../../shared/limits';
import { buildRule, readRule } from '../../../shared/routine-planner/schedule';
import type {
  Routine,
  RoutineCreate,
  RoutineRun,
  RoutineRunInput,
  RoutineScheduleData,
  RoutineScheduleInput,
  RoutineStep,
  RoutineUpdate,
  StepInput,
} from '../../../shared/routine-planner/routines';
import { RUNS_KEPT } from '../../../shared/routine-planner/routines';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { routineRuns, routines } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { withinLimit } from '../account-limits';
import { refuseDeleted } from '../sent-once';

export const ROUTINE = 'That routine';

type Row = typeof routines.$inferSelect;

/** A routine's schedule from its four columns: it has one only when all four are set. */
export const scheduleOf = (
  rule: string | null,
  time: string | null,
  timeZone: string | null,
  startDay: string | null,
): RoutineScheduleData | null =>
  rule && time && timeZone && startDay ? { rule, time, timeZone, startDay } : null;

const toRoutine = (row: Row): Routine => ({
  id: row.id,
  name: row.name,
  icon: row.icon,
  picture: row.picture ?? null,
  steps: row.steps,
  schedule: scheduleOf(row.rrule, row.startTime, row.timeZone, row.startDay),
  position: row.position,
  createdAt: row.createdAt.toISOString(),
});

const owned = (userId: string, id: string) => and(eq(routines.id, id), eq(routines.userId, userId));
const collection = { name: 'routines', table: routines, userId: routines.userId, limit: ROUTINE_LIMIT };

/** Every step with an id of its own and nothing left unset. */
const toSteps = (steps: StepInput[]): RoutineStep[] =>
  steps.map((step) => ({
    id: step.id ?? randomUUID(),
    title: step.title,
    minutes: step.minutes ?? null,
    icon: step.icon ?? null,
    note: step.note ?? '',
    picture: step.picture ?? null,
  }));

/** The schedule's four columns; the rule in the planner's own words (decision 087). */
function scheduleColumns(schedule: RoutineScheduleInput) {
  const days = schedule ? readRule(schedule.rule) : undefined;
  if (!schedule || !days) return { rrule: null, startTime: null, timeZone: null, startDay: null };
  return {
    rrule: buildRule(days),
    startTime: schedule.time,
    timeZone: schedule.timeZone,
    startDay: schedule.startDay,
  };
}

const routinesList = preparedQuery((db) =>
  db
    .select()
    .from(routines)
    .where(eq(routines.userId, sql.placeholder('userId')))
    .orderBy(asc(routines.position), asc(routines.createdAt))
    .prepare('routines_list'),
);

/** The user's routines in their order. */
export async function listRoutines(db: Database, userId: string): Promise<Routine[]> {
  return (await routinesList(db).execute({ userId })).map(toRoutine);
}

/** Adds a routine at the end of the list while the account holds fewer than its limit (decision 076). */
export async function createRoutine(db: Database, userId: string, input: RoutineCreate): Promise<Routine> {
  if (input.id) {
    const kept = await routineSentBefore(db, userId, input.id);
    if (kept) return kept;
    await refuseDeleted(db, userId, 'routine', input.id, 'routine');
  }
  const row = await withinLimit(db, userId, collection, 'add', async (tx) => {
    const [end] = await tx
      .select({ next: sql<number>`coalesce(max(${routines.position}) + 1, 0)` })
      .from(routines)
      .where(eq(routines.userId, userId));
    const [inserted] = await tx
      .insert(routines)
      .values({
        ...(input.id ? { id: input.id } : {}),
        userId,
        name: input.name,
        icon: input.icon ?? 'sun',
        picture: input.picture ?? null,
        steps: toSteps(input.steps ?? []),
        ...scheduleColumns(input.schedule ?? null),
        position: input.position ?? Number(end?.next ?? 0),
        ...(input.createdAt ? { createdAt: new Date(input.createdAt) } : {}),
      })
      .onConflictDoNothing({ target: [routines.userId, routines.id] })
      .returning();
    return inserted;
  });
  if (row) return toRoutine(row);
  // The same routine arrived twice at once: the other request added it.
  const kept = input.id ? await routineSentBefore(db, userId, input.id) : undefined;
  if (!kept) throw new Error('The new routine was not returned.');
  return kept;
}

/** The routine this person already added under the id the app gave it; the id is theirs alone (decision 140). */
async function routineSentBefore(db: Database, userId: string, id: string): Promise<Routine | undefined> {
  const [row] = await db.select().from(routines).where(owned(userId, id));
  return row && toRoutine(row);
}

export async function updateRoutine(
  db: Database,
  userId: string,
  id: string,
  update: RoutineUpdate,
): Promise<Routine> {
  const [row] = await withinLimit(db, userId, collection, 'change', (tx) =>
    tx
      .update(routines)
      .set({
        ...(update.name === undefined ? {} : { name: update.name }),
        ...(update.icon === undefined ? {} : { icon: update.icon }),
        ...(update.picture === undefined ? {} : { picture: update.picture }),
        ...(update.steps === undefined ? {} : { steps: toSteps(update.steps) }),
        ...(update.schedule === undefined ? {} : scheduleColumns(update.schedule)),
        updatedAt: new Date(),
      })
      .where(owned(userId, id))
      .returning(),
  );
  if (!row) throw notFound(ROUTINE);
  return toRoutine(row);
}

export async function deleteRoutine(db: Database, userId: string, id: string): Promise<void> {
  const [row] = await db.delete(routines).where(owned(userId, id)).returning({ id: routines.id });
  if (!row) throw notFound(ROUTINE);
}

const toRun = (row: typeof routineRuns.$inferSelect): RoutineRun => ({
  id: row.id,
  routineId: row.routineId,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  steps: row.steps,
});

/**
 * Keeps a run of the user's routine: what each step became and how long it took. Only the newest RUNS_KEPT runs
 * of a routine stay (decision 088), so runs never fill the account and a finished run is never refused. A run
 * sent again under the id the app made for it is kept once, and answered with the run kept (decision 140).
 */
export async function addRun(
  db: Database,
  userId: string,
  routineId: string,
  input: RoutineRunInput,
): Promise<RoutineRun> {
  return db.transaction(async (tx) => {
    const [routine] = await tx
      .select({ id: routines.id })
      .from(routines)
      .where(owned(userId, routineId))
      .for('update');
    if (!routine) throw notFound(ROUTINE);
    const [row] = await tx
      .insert(routineRuns)
      .values({
        ...(input.id ? { id: input.id } : {}),
        userId,
        routineId,
        startedAt: new Date(input.startedAt),
        finishedAt: new Date(input.finishedAt),
        steps: input.steps,
      })
      .onConflictDoNothing({ target: [routineRuns.userId, routineRuns.id] })
      .returning();
    if (!row) return keptRun(tx, userId, routineId, input.id);
    const newest = tx
      .select({ id: routineRuns.id })
      .from(routineRuns)
      .where(and(eq(routineRuns.userId, userId), eq(routineRuns.routineId, routineId)))
      .orderBy(desc(routineRuns.startedAt), desc(routineRuns.id))
      .limit(RUNS_KEPT);
    await tx
      .delete(routineRuns)
      .where(
        and(
          eq(routineRuns.userId, userId),
          eq(routineRuns.routineId, routineId),
          notInArray(routineRuns.id, newest),
        ),
      );
    return toRun(row);
  });
}

/**
 * The run kept under `id`, sent before: the same answer as the first time. An id already given to a run of
 * another routine is refused.
 */
async function keptRun(db: Database, userId: string, routineId: string, id: string | undefined) {
  const [row] = id
    ? await db
        .select()
        .from(routineRuns)
        .where(and(eq(routineRuns.userId, userId), eq(routineRuns.id, id)))
    : [];
  if (!row) throw new Error('The run was not returned.');
  if (row.routineId !== routineId) {
    throw new ApiError(409, 'id_taken', 'That run id is already used by a run of another routine.');
  }
  return toRun(row);
}

/** One of the user's routines. */
export async function getRoutine(db: Database, userId: string, id: string): Promise<Routine> {
  const [row] = await db.select().from(routines).where(owned(userId, id));
  if (!row) throw notFound(ROUTINE);
  return toRoutine(row);
}

/** The kept runs of one of the user's routines, newest first (decision 088 keeps at most RUNS_KEPT). */
export async function listRuns(db: Database, userId: string, routineId: string): Promise<RoutineRun[]> {
  await getRoutine(db, userId, routineId);
  const rows = await db
    .select()
    .from(routineRuns)
    .where(and(eq(routineRuns.routineId, routineId), eq(routineRuns.userId, userId)))
    .orderBy(desc(routineRuns.startedAt), desc(routineRuns.id))
    .limit(RUNS_KEPT);
  return rows.map(toRun);
}
