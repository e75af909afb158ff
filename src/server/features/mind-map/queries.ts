import { and, desc, eq, sql } from 'drizzle-orm';
import type { MindMapContent } from '../../../shared/mind-map/map';
import type { Project, ProjectSummary, ProjectToolType } from '../../../shared/mind-map/projects';
import { MIND_MAP_LIMIT } from '../../../shared/limits';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { projects } from '../../db/schema';
import { notFound } from '../../http/errors';
import { withinLimit } from '../account-limits';

const TOOL: ProjectToolType = 'mind-map';

const summaryColumns = {
  id: projects.id,
  title: projects.title,
  toolType: projects.toolType,
  lastOpenedAt: projects.lastOpenedAt,
  updatedAt: projects.updatedAt,
};

type SummaryRow = { id: string; title: string; toolType: string; lastOpenedAt: Date; updatedAt: Date };

const toSummary = (row: SummaryRow): ProjectSummary => ({
  id: row.id,
  title: row.title,
  toolType: row.toolType as ProjectToolType,
  lastOpenedAt: row.lastOpenedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toProject = (row: SummaryRow & { content: { nodes: unknown[] } }): Project => ({
  ...toSummary(row),
  content: row.content as MindMapContent,
});

const owned = (userId: string, id: string) =>
  and(eq(projects.id, id), eq(projects.userId, userId), eq(projects.toolType, TOOL));

const projectsList = preparedQuery((db) =>
  db
    .select(summaryColumns)
    .from(projects)
    .where(and(eq(projects.userId, sql.placeholder('userId')), eq(projects.toolType, TOOL)))
    .orderBy(desc(projects.lastOpenedAt), desc(projects.createdAt))
    .prepare('projects_list'),
);

/** 'My mind maps': most recently opened first. */
export async function listProjects(db: Database, userId: string): Promise<ProjectSummary[]> {
  const rows = await projectsList(db).execute({ userId });
  return rows.map(toSummary);
}

/** Reads a project for the canvas and marks it as just opened. */
export async function openProject(db: Database, userId: string, id: string): Promise<Project> {
  const [row] = await db
    .update(projects)
    .set({ lastOpenedAt: new Date() })
    .where(owned(userId, id))
    .returning({ ...summaryColumns, content: projects.content });
  if (!row) throw notFound('That mind map');
  return toProject(row);
}

const collection = {
  name: 'projects',
  table: projects,
  userId: projects.userId,
  limit: MIND_MAP_LIMIT,
  // Read from each map's stored header: autosave checks the limit without reading every map.
  rowBytes: sql`pg_column_size(${projects.content}) + octet_length(${projects.title})`,
};

/** Saves a new mind map while the account holds fewer, and less, than its limits (decision 076). */
export async function createProject(
  db: Database,
  userId: string,
  input: { title: string; content: MindMapContent },
): Promise<Project> {
  const [row] = await withinLimit(db, userId, collection, 'add', (tx) =>
    tx
      .insert(projects)
      .values({ userId, toolType: TOOL, title: input.title, content: input.content })
      .returning({ ...summaryColumns, content: projects.content }),
  );
  if (!row) throw new Error('The project row was not returned.');
  return toProject(row);
}

export async function updateProject(
  db: Database,
  userId: string,
  id: string,
  input: { title?: string | undefined; content?: MindMapContent | undefined },
): Promise<Project> {
  const where = owned(userId, id);
  const [row] = await withinLimit(db, userId, collection, 'change', (tx) =>
    tx
      .update(projects)
      .set({
        ...(input.title !== undefined && { title: input.title }),
        ...(input.content !== undefined && { content: input.content }),
        updatedAt: new Date(),
      })
      .where(where)
      .returning({ ...summaryColumns, content: projects.content }),
  );
  if (!row) throw notFound('That mind map');
  return toProject(row);
}

export async function deleteProject(db: Database, userId: string, id: string): Promise<void> {
  const rows = await db.delete(projects).where(owned(userId, id)).returning({ id: projects.id });
  if (rows.length === 0) throw notFound('That mind map');
}
