import pg from 'pg';

/**
 * A new, empty PostgreSQL database on the server of `adminUrl`: its name, its URL, and a way to drop it. Free of
 * the test runner, so the bench makes its databases the same way.
 */
export function createEmptyPostgresDatabase(adminUrl: string, prefix = 'neuronest_test') {
  return createDatabase(adminUrl, prefix, '');
}

/** A new PostgreSQL database that is a copy of `template` (a migrated one), as `createEmptyPostgresDatabase`. */
export function copyPostgresDatabase(adminUrl: string, template: string) {
  return createDatabase(adminUrl, 'neuronest_test', ` TEMPLATE ${template}`);
}

async function createDatabase(adminUrl: string, prefix: string, from: string) {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${from}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
