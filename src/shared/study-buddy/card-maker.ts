// The card maker's limits, shared by the screen and the server (docs/product.md#study-buddy). The built-in maker
// itself reads the notes with an NLP library and runs on the server only: src/server/ai/built-in-cards.ts
// (decisions 097 and 150).

/** The most cards proposed from one set of notes. */
export const CARDS_PROPOSED_MAX = 12;
