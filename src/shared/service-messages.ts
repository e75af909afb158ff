/** What people read when the database is stalled or gone: the server's 503 (decision 017), and the forms that get it. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "NeuroNest can't reach its database right now. Your last saved changes are safe; please try again in a minute.";
