import { Hono } from 'hono';
import { projectCreateSchema, projectUpdateSchema } from '../../../shared/mind-map-projects';
import type { AppEnv } from '../../http/env';
import { jsonBody } from '../../http/validate';
import type { FeatureDeps } from '../deps';
import { createProject, deleteProject, listProjects, openProject, updateProject } from './queries';

/** /api/projects: the signed-in user's saved mind maps. Another user's project answers 404. */
export function projectsRoutes({ db, signedIn }: FeatureDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/', async (c) => c.json({ projects: await listProjects(db, c.var.user.id) }))
    .post('/', jsonBody(projectCreateSchema), async (c) =>
      c.json(await createProject(db, c.var.user.id, c.req.valid('json')), 201),
    )
    .get('/:id', async (c) => c.json(await openProject(db, c.var.user.id, c.req.param('id'))))
    .patch('/:id', jsonBody(projectUpdateSchema), async (c) =>
      c.json(await updateProject(db, c.var.user.id, c.req.param('id'), c.req.valid('json'))),
    )
    .delete('/:id', async (c) => {
      await deleteProject(db, c.var.user.id, c.req.param('id'));
      return c.json({ deleted: true as const });
    });
}
