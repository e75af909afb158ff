import type { Database } from './client';

/**
 * A query that runs on nearly every request, turned into SQL once per database instead of on each call
 * (decision 070). Give it a name with `.prepare(name)`: PostgreSQL then also parses and plans it once per
 * connection (behind a pooler in transaction mode the name is dropped, decision 176). Its values come in as
 * `sql.placeholder(...)`, filled on each `.execute({...})`.
 */
export function preparedQuery<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
