import { Hono } from 'hono';
import { projectCreateSchema, projectUpdateSchema } from '../../../shared/mind-map/projects';
import type { AppEnv } from '../../http/env';
import { idParam, jsonBody } from '../../http/validate';
import type { FeatureDeps } from '../deps';
import { createProject, deleteProject, listProjects, openProject, updateProject } from './queries';

const MIND_MAP = 'That mind map';

/** /api/projects: the signed-in user's saved mind maps. Another user's project answers 404. */
export function projectsRoutes({ db, signedIn }: FeatureDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/', async (c) => c.json({ projects: await listProjects(db, c.var.user.id) }))
    .post('/', jsonBody(projectCreateSchema), async (c) =>
      c.json(await createProject(db, c.var.user.id, c.req.valid('json')), 201),
    )
    .get('/:id', idParam(MIND_MAP), async (c) =>
      c.json(await openProject(db, c.var.user.id, c.req.valid('param').id)),
    )
    .patch('/:id', jsonBody(projectUpdateSchema), idParam(MIND_MAP), async (c) =>
      c.json(await updateProject(db, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', idParam(MIND_MAP), async (c) => {
      await deleteProject(db, c.var.user.id, c.req.valid('param').id);
      return c.json({ deleted: true as const });
    });
}
