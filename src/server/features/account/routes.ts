import { Hono } from 'hono';
import { deleteAccountSchema } from '../../../shared/account';
import type { AppEnv } from '../../http/env';
import { ApiError } from '../../http/errors';
import { jsonBody } from '../../http/validate';
import type { FeatureDeps } from '../deps';
import { deleteUser, exportUserData } from './queries';

export function accountRoutes({ db, signedIn }: FeatureDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/', (c) => c.json({ email: c.var.user.email, createdAt: c.var.user.createdAt.toISOString() }))
    .get('/export', async (c) => {
      const data = await exportUserData(db, c.var.user.id);
      c.header('Content-Disposition', 'attachment; filename="neuronest-my-data.json"');
      c.header('Cache-Control', 'no-store');
      return c.body(JSON.stringify(data, null, 2), 200, {
        'Content-Type': 'application/json; charset=utf-8',
      });
    })
    .delete('/', jsonBody(deleteAccountSchema), async (c) => {
      const { confirmEmail } = c.req.valid('json');
      if (confirmEmail.toLowerCase() !== c.var.user.email.toLowerCase()) {
        throw new ApiError(
          400,
          'confirmation_mismatch',
          'That is not the e-mail address of this account. Nothing was deleted.',
        );
      }
      await deleteUser(db, c.var.user.id, c.var.user.email);
      c.var.logger.info({ userId: c.var.user.id }, 'account deleted');
      return c.json({ deleted: true });
    });
}
