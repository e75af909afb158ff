// Run by createPgliteDirectory in a process of its own: creates the embedded database in the folder it is
// given, then exits, taking the memory initdb used with it.
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite';

const dir = process.argv[2];
if (!dir) throw new Error('pglite-create needs the folder of the database.');
const client = new PGlite(dir, pgliteOptions());
await client.waitReady;
await client.close();
