// Every schema takes zod from here, so this set-up runs before the first schema is built.
import { z } from 'zod';

// Building an object schema, zod probes whether `new Function` may run, to compile faster checks. The browser's
// Content-Security-Policy forbids it and reports every probe; without it zod checks the same things, a little
// slower. The server has no such policy and keeps the faster checks.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
