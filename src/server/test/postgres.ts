import pg from 'pg';

/**
 * A new PostgreSQL database on the server of `adminUrl`, empty or a copy of `template`: its name, its URL, and a
 * way to drop it. Free of the test runner, so the bench makes its databases the same way.
 */
export async function createEmptyPostgresDatabase(
  adminUrl: string,
  prefix = 'neuronest_test',
  template = '',
) {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
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
