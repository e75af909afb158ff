import { Hono } from 'hono';
import type { BudgetResponse } from '../../../shared/budget/budget';
import { budgetInputSchema } from '../../../shared/budget/budget';
import type { AppEnv } from '../../http/env';
import { jsonBody } from '../../http/validate';
import type { FeatureDeps } from '../deps';
import { readBudget, saveBudget } from './queries';
import { keptAnswer } from '../kept-answers';

/** The signed-in user's one budget: read it, or replace it whole. */
export function budgetRoutes({ db, signedIn }: FeatureDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/', (c) =>
      keptAnswer(
        c,
        db,
        'budget',
        async () => ({ budget: await readBudget(db, c.var.user.id) }) satisfies BudgetResponse,
      ),
    )
    .put('/', jsonBody(budgetInputSchema), async (c) =>
      c.json({ budget: await saveBudget(db, c.var.user.id, c.req.valid('json')) } satisfies BudgetResponse),
    );
}
