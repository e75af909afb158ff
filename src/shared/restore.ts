import { habitScheduleSchema, habitTargetSchema } from './habits/habits';
import { CARD_KINDS, occlusionSchema, scheduleSchema } from './study-buddy/study';
import type { RestoreCounts } from './restore-choices';
import { RESTORED_LISTS } from './restore-choices';
import { pictureRefSchema } from './pictures';
import { z } from './zod';

export type { RestoreCounts, RestoredList } from './restore-choices';
export { countText, RESTORED_LISTS } from './restore-choices';

// "Bring back my data" (decision 153, docs/product.md#settings): what a file from "Download my data" may hold,
// checked the same way in the browser, which shows what the file holds before anything is sent, and on the
// server, which restores it. Fields added to the export since its first version may be missing: each takes the
// value the database gives a new row.

/** Names the file as NeuroNest's export; files made before it was written carry no name and no version. */
export const EXPORT_FORMAT = 'neuronest-export';
/** The export's shape. 1: the files made before the version was written; 2: with the format and version. */
export const EXPORT_VERSION = 2;
/** The largest file taken back: more than every tool's limits together hold, written out as the export writes. */
export const RESTORE_MAX_BYTES = 60 * 1024 * 1024;

export const RESTORE_MESSAGES = {
  tooLarge: `This file is larger than ${RESTORE_MAX_BYTES / 1024 / 1024} MB, more than one account holds. Nothing was changed.`,
  notJson:
    'This file could not be read as a NeuroNest export: it is not a JSON file, or it was cut short. Nothing was changed.',
  notExport:
    'This file is not a NeuroNest export. Please choose the file that "Download my data" made. Nothing was changed.',
  newer:
    'This file was made by a newer version of NeuroNest. Please ask whoever runs this server to update it, then try again. Nothing was changed.',
  damaged: 'Part of this file is damaged, so it was not used. Nothing was changed.',
} as const;

const id = () => z.guid();
const time = () => z.iso.datetime({ offset: true });
const day = () => z.iso.date();
const text = (max = 100_000) => z.string().max(max);
const nullable = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);
const stringList = () =>
  z
    .array(text(2000))
    .max(1000)
    .default(() => []);

const rows = <T extends z.ZodType>(row: T) => z.array(row).default(() => []);

/** Each tool's rows as the export writes them, with the defaults of fields older exports lack. */
const exportObject = () =>
  z.object({
    exportedAt: time(),
    format: z.literal(EXPORT_FORMAT).optional(),
    version: z.number().int().min(1).default(1),
    profile: nullable(
      z.object({
        fullName: nullable(text(200)),
        age: nullable(z.number().int().min(0).max(150)),
        gender: nullable(text(100)),
        conditions: stringList(),
        location: nullable(z.object({ city: text(200), country: text(200), timezone: text(100) })),
      }),
    ),
    settings: nullable(z.record(z.string(), z.unknown())),
    textConversions: rows(
      z.object({
        id: id(),
        originalText: text(),
        convertedText: text(),
        mode: text(50).default('adhd'),
        preview: text(1000).optional(),
        characters: z.number().int().min(0).optional(),
        createdAt: time(),
      }),
    ),
    todos: rows(
      z.object({
        id: id(),
        title: text(2000),
        parentId: nullable(id()),
        completed: z.boolean().default(false),
        aiSuggestions: stringList(),
        estimate: nullable(z.record(z.string(), z.unknown())),
        kind: nullable(text(100)),
        tookMinutes: nullable(z.number().int().min(0).max(100_000)),
        createdAt: time(),
      }),
    ),
    kanbanTasks: rows(
      z.object({
        id: id(),
        title: text(2000),
        description: text(20_000).default(''),
        status: z.enum(['todo', 'in-progress', 'done']).default('todo'),
        subtasks: z
          .array(z.object({ text: text(2000), done: z.boolean(), own: z.boolean().optional() }))
          .max(100)
          .default(() => []),
        dismissedSteps: stringList(),
        createdAt: time(),
      }),
    ),
    budgetProfiles: z
      .array(
        z.object({
          id: id(),
          mainIncome: z.number().default(0),
          secondIncome: z.number().default(0),
          otherIncome: z.number().default(0),
          currency: text(10).default('USD'),
          createdAt: time(),
          updatedAt: time(),
        }),
      )
      .max(1, 'An account has one budget.')
      .default(() => []),
    budgetExpenses: rows(
      z.object({
        id: id(),
        budgetId: id(),
        expenseType: text(100),
        company: text(500).default(''),
        amount: z.number().default(0),
        position: z.number().int().default(0),
      }),
    ),
    projects: rows(
      z.object({
        id: id(),
        title: text(500),
        toolType: text(50).default('mind-map'),
        content: z.object({ nodes: z.array(z.record(z.string(), z.unknown())) }).loose(),
        lastOpenedAt: time().optional(),
        createdAt: time(),
        updatedAt: time(),
      }),
    ),
    habits: rows(
      z.object({
        id: id(),
        name: text(500),
        icon: text(50).default('sparkles'),
        why: text(2000).default(''),
        schedule: habitScheduleSchema,
        target: habitTargetSchema,
        pauses: z
          .array(z.object({ from: day(), to: day().nullable().optional() }).loose())
          .max(1000)
          .default(() => []),
        startDay: day(),
        archived: z.boolean().default(false),
        position: z.number().int().default(0),
        createdAt: time(),
      }),
    ),
    habitCheckins: rows(
      z.object({
        id: id(),
        habitId: id(),
        day: day(),
        state: z.enum(['done', 'skip', 'rest']),
        amount: nullable(z.number().int()),
        updatedAt: time(),
      }),
    ),
    routines: rows(
      z.object({
        id: id(),
        name: text(500),
        icon: text(50).default('sun'),
        // Older files have none; a picture that no longer reads as one is left out, not the routine.
        picture: pictureRefSchema.nullable().catch(null).default(null),
        steps: z
          .array(z.object({ id: text(100), title: text(2000) }).loose())
          .max(500)
          .default(() => []),
        rrule: nullable(text(1000)),
        startTime: nullable(text(20)),
        timeZone: nullable(text(100)),
        startDay: nullable(day()),
        position: z.number().int().default(0),
        createdAt: time(),
        updatedAt: time(),
      }),
    ),
    routineRuns: rows(
      z.object({
        id: id(),
        routineId: id(),
        startedAt: time(),
        finishedAt: nullable(time()),
        steps: z
          .array(z.record(z.string(), z.unknown()))
          .max(500)
          .default(() => []),
      }),
    ),
    dayPlacements: rows(
      z.object({
        id: id(),
        todoId: id(),
        day: day(),
        startTime: text(20),
        minutes: z
          .number()
          .int()
          .min(0)
          .max(24 * 60),
        createdAt: time(),
        updatedAt: time(),
      }),
    ),
    studyDecks: rows(z.object({ id: id(), name: text(500), createdAt: time() })),
    studyCards: rows(
      z.object({
        id: id(),
        deckId: id(),
        kind: z.enum(CARD_KINDS),
        front: text(20_000),
        back: text(20_000).default(''),
        tags: stringList(),
        suspended: z.boolean().default(false),
        // A picture card's box; older files have none (decision 178).
        occlusion: occlusionSchema.nullable().catch(null).default(null),
        due: time(),
        schedule: scheduleSchema,
        createdAt: time(),
        updatedAt: time(),
      }),
    ),
    studyReviews: rows(
      z.object({
        id: id(),
        cardId: id(),
        rating: z.number().int().min(0).max(4),
        reviewedAt: time(),
        log: z.record(z.string(), z.unknown()),
      }),
    ),
    reminders: rows(
      z.object({
        id: id(),
        kind: z.enum(['routine', 'habit', 'todo']),
        routineId: nullable(id()),
        habitId: nullable(id()),
        todoId: nullable(id()),
        leadMinutes: z.number().int().min(0).max(10_000).default(0),
        time: nullable(text(20)),
        stepEnds: z.boolean().default(false),
        createdAt: time(),
      }),
    ),
    // Words' short history (decision 159): the newest WORDS_HISTORY_MAX are kept.
    wordsHistory: rows(
      z.object({
        id: id(),
        action: z.enum(['tone', 'asks', 'rewrite', 'tasks']),
        inputText: text(10_000),
        result: z.record(z.string(), z.unknown()),
        createdAt: time(),
      }),
    ),
  });

export const exportFileSchema = z.lazy(exportObject);
export type ExportFile = z.output<typeof exportFileSchema>;

/** The saved mixes in a file's tool settings, as the focus sounds keep them. */
export function mixesOf(settings: Record<string, unknown> | null): unknown[] {
  const tools = settings?.['settings'];
  if (!tools || typeof tools !== 'object') return [];
  const sounds = (tools as Record<string, unknown>)['focusSounds'];
  const mixes = sounds && typeof sounds === 'object' ? (sounds as Record<string, unknown>)['mixes'] : null;
  return Array.isArray(mixes) ? mixes : [];
}

/** How many of each list the file holds. */
export function countsOf(file: ExportFile): RestoreCounts {
  const counts = {} as RestoreCounts;
  for (const { key } of RESTORED_LISTS) {
    counts[key] = key === 'mixes' ? mixesOf(file.settings).length : file[key].length;
  }
  return counts;
}

export type ReadExport =
  { ok: true; file: ExportFile; counts: RestoreCounts } | { ok: false; message: string };

/** Whether `value` is a file "Download my data" made, of this version or an older one, and whole. */
export function readExport(value: unknown): ReadExport {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, message: RESTORE_MESSAGES.notExport };
  }
  const head = value as Record<string, unknown>;
  const named = head['format'] === EXPORT_FORMAT;
  // The first files carry no name: they are known by the account and the time they were made.
  const older = head['format'] === undefined && typeof head['exportedAt'] === 'string' && 'account' in head;
  if (!named && !older) return { ok: false, message: RESTORE_MESSAGES.notExport };
  if (typeof head['version'] === 'number' && head['version'] > EXPORT_VERSION) {
    return { ok: false, message: RESTORE_MESSAGES.newer };
  }
  const result = exportFileSchema.safeParse(value);
  if (!result.success) return { ok: false, message: RESTORE_MESSAGES.damaged };
  return { ok: true, file: result.data, counts: countsOf(result.data) };
}

export const RESTORE_MODES = ['add', 'replace'] as const;
export type RestoreMode = (typeof RESTORE_MODES)[number];

/** POST /api/account/restore: the file as read, how to bring it back, and the password (decision 074). */
export const restoreRequestSchema = z.lazy(() =>
  z.object({
    mode: z.enum(RESTORE_MODES, { error: 'Please choose whether to add the file or replace your data.' }),
    currentPassword: z.string().max(128).optional(),
    file: z.record(z.string(), z.unknown(), { error: 'Please choose the file to bring back.' }),
  }),
);

/** What the server says after a restore: what came back, what did not fit, and whether Undo is there. */
export interface RestoreResult {
  mode: RestoreMode;
  restored: RestoreCounts;
  notes: string[];
  undo: boolean;
}
