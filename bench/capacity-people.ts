// The people of the capacity run: one account signed up and filled through the API like any person's, then
// copied in the database as many times as the run needs, each copy a person of their own with their own
// session. Signing up through the API hashes a password (about a third of a second of a core here), which
// would take the whole bench's time for thousands of people; a copy holds exactly what such a sign-up and a
// few weeks of use leave in every table.
import { createHmac } from 'node:crypto';
import pg from 'pg';

export interface Person {
  /** The session cookie a browser holds after signing in (its signed copy comes with the first answers). */
  cookie: string;
  /** The caller's own address: the server trusts X-Forwarded-For in this run, as behind a proxy. */
  ip: string;
}

export interface Template {
  userId: string;
  cookieName: string;
}

const cookiePair = (line: string) => line.split(';')[0] ?? '';

/** Signs up the first person through the API; their session cookie shows how the others' are signed. */
export async function signUpTemplate(baseUrl: string, secret: string): Promise<Template & Person> {
  const ip = '10.255.255.254';
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': ip },
    body: JSON.stringify({ email: 'capacity-0@example.com', password: 'Calm-Nest-2026', name: '' }),
  });
  if (!res.ok) throw new Error(`The capacity run could not sign up (${res.status}).`);
  const { user, token } = (await res.json()) as { user: { id: string }; token: string };
  const pair = res.headers
    .getSetCookie()
    .map(cookiePair)
    .find((c) => c.includes('session_token'));
  if (!pair) throw new Error('The sign-up answered without a session cookie.');
  const cookieName = pair.slice(0, pair.indexOf('='));
  // The copies' cookies are signed here, so check first that this signs exactly as the server does.
  if (signedCookie(cookieName, token, secret) !== pair) {
    throw new Error('The session cookie is not signed as the capacity run expects.');
  }
  return { userId: user.id, cookieName, cookie: pair, ip };
}

/** `name=token.signature`, as the auth library signs its session cookie (HMAC-SHA256, base64). */
function signedCookie(name: string, token: string, secret: string) {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${name}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * Tables that hold what one person did not make themselves, or that must stay unique across people; and the
 * count of a person's writes, which the database's own triggers make as the other tables are copied.
 */
const NOT_COPIED = new Set([
  'verification',
  'rate_limit',
  'mail_outbox',
  'feedback',
  'reminder_deliveries',
  'data_versions',
]);

interface Column {
  table: string;
  column: string;
  type: string;
}

/** The user table and every table with a `user_id`, parents before the tables whose keys name them. */
async function ownedTables(client: pg.Client): Promise<Map<string, Column[]>> {
  const { rows } = await client.query<Column>(
    `SELECT c.table_name AS table, c.column_name AS column, c.data_type AS type
       FROM information_schema.columns c
      WHERE c.table_schema = 'public'
        AND (c.table_name = 'user' OR c.table_name IN (SELECT table_name FROM information_schema.columns
                              WHERE table_schema = 'public' AND column_name = 'user_id'))
      ORDER BY c.table_name, c.ordinal_position`,
  );
  const { rows: links } = await client.query<{ child: string; parent: string }>(
    `SELECT tc.table_name AS child, ccu.table_name AS parent
       FROM information_schema.table_constraints tc
       JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name
      WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public'`,
  );
  const tables = new Map<string, Column[]>();
  for (const row of rows) {
    if (NOT_COPIED.has(row.table)) continue;
    tables.set(row.table, [...(tables.get(row.table) ?? []), row]);
  }
  const ordered = new Map<string, Column[]>();
  const visit = (table: string) => {
    if (ordered.has(table) || !tables.has(table)) return;
    for (const link of links) if (link.child === table && link.parent !== table) visit(link.parent);
    ordered.set(table, tables.get(table)!);
  };
  for (const table of tables.keys()) visit(table);
  return ordered;
}

/**
 * What a copied column holds: the new person's id for `user_id` (and any text that is the template's id, such
 * as the password account's `account_id`); a new id, the same for the same old one, for every uuid and for
 * text ids and tokens, so the copied items still name each other.
 */
function copied({ table, column, type }: Column): string {
  const name = `"${column}"`;
  if (column === 'user_id' || (table === 'user' && column === 'id')) return 'c.uid';
  if (table === 'user' && column === 'email') return `'capacity-' || c.n || '@example.com'`;
  // A version-4 uuid's fixed digits, so the copies pass the checks that ask for a real uuid.
  if (type === 'uuid')
    return `overlay(overlay(md5(t.${name}::text || c.uid) placing '4' from 13) placing '8' from 17)::uuid`;
  if (column === 'id' || column === 'token') return `md5(t.${name} || c.uid)`;
  if (type === 'text') return `CASE WHEN t.${name} = $1 THEN c.uid ELSE t.${name} END`;
  return `t.${name}`;
}

/** Copies the template's account and everything it holds for people numbered `from` to `to` - 1. */
export async function copyPeople(
  databaseUrl: string,
  template: Template,
  secret: string,
  from: number,
  to: number,
): Promise<Person[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `CREATE TEMP TABLE c ON COMMIT DROP AS
         SELECT n, md5($1 || ':' || n) AS uid FROM generate_series($2::int, $3::int - 1) AS n`,
      [template.userId, from, to],
    );
    for (const [table, columns] of await ownedTables(client)) {
      const names = columns.map((c) => `"${c.column}"`).join(', ');
      const owner = table === 'user' ? 'id' : 'user_id';
      await client.query(
        `INSERT INTO "${table}" (${names}) SELECT ${columns.map(copied).join(', ')}
           FROM "${table}" t CROSS JOIN c WHERE t.${owner} = $1`,
        [template.userId],
      );
    }
    const { rows } = await client.query<{ n: number; token: string }>(
      `SELECT c.n, s.token FROM session s JOIN c ON c.uid = s.user_id ORDER BY c.n`,
    );
    await client.query('COMMIT');
    // Fresh statistics for the tables that just grew, as autovacuum would give them a little later.
    await client.query('ANALYZE');
    return rows.map((row) => ({
      cookie: signedCookie(template.cookieName, row.token, secret),
      ip: `10.${(row.n >> 16) & 255}.${(row.n >> 8) & 255}.${row.n & 255}`,
    }));
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
