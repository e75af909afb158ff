import { loadOnce } from '../../shared/load-once';

// compromise (decision 151), the library the built-in engine reads a person's words with: loaded at the first
// request that needs it rather than when the server starts, and only ever on the server.
export const loadReader = loadOnce(async () => (await import('compromise')).default);
