import { describe } from 'vitest';
import { answers, directly, outageTests, target } from '../test/outage-scenario';

/**
 * The app on a real PostgreSQL reached through a TCP proxy the test stalls and cuts. Runs wherever a
 * PostgreSQL answers: always in the PostgreSQL pass (DATABASE_URL), and in the PGlite pass when the local
 * one at 127.0.0.1:5432 is up. Through PgBouncer: src/server/proof/pooler.test.ts.
 */
const reachable = await answers(target);

describe.runIf(reachable)('a PostgreSQL that stalls or goes away', () => outageTests(directly));
