/**
 * How much one account keeps of each thing it can add (decision 076, docs/product.md#limits): enough for
 * any real use, small enough that one person cannot fill the server for everyone else. The server checks
 * them before it stores anything; the screens show its message as it comes.
 */
export interface CollectionLimit {
  /** The most items of this kind one account holds. */
  count: number;
  /** The most bytes they take together, as the database writes them out. */
  bytes: number;
  /** Said when the count is reached. */
  fullMessage: string;
  /** Said when the size is reached. */
  sizeMessage: string;
}

const MB = 1024 * 1024;

export const TODO_LIMIT: CollectionLimit = {
  count: 500,
  bytes: 2 * MB,
  fullMessage: 'You have 500 tasks, the most the list holds. Delete some done tasks to add more.',
  sizeMessage: 'Your tasks fill the space the list has. Delete some done tasks to add more.',
};

export const CARD_LIMIT: CollectionLimit = {
  count: 500,
  bytes: 4 * MB,
  fullMessage: 'You have 500 cards, the most the board holds. Delete some done cards to add more.',
  sizeMessage: 'Your cards fill the space the board has. Delete some done cards to add more.',
};

export const MIND_MAP_LIMIT: CollectionLimit = {
  count: 50,
  bytes: 10 * MB,
  fullMessage: 'You have 50 mind maps, the most NeuroNest keeps. Delete one you no longer need to add more.',
  sizeMessage:
    'Your mind maps fill the 10 MB NeuroNest keeps for them. Delete one you no longer need, then save again.',
};

export const FEEDBACK_LIMIT: CollectionLimit = {
  count: 100,
  bytes: MB,
  fullMessage:
    'You have sent 100 messages, the most NeuroNest keeps from one account. Thank you for every one.',
  sizeMessage: 'You have sent as much feedback as NeuroNest keeps from one account. Thank you for all of it.',
};

export const HABIT_LIMIT: CollectionLimit = {
  count: 100,
  bytes: 2 * MB,
  fullMessage:
    'You have 100 habits, the most the tracker holds. Archive is free; delete one you no longer need to add more.',
  sizeMessage: 'Your habits fill the space the tracker has. Delete one you no longer need to add more.',
};

export const ROUTINE_LIMIT: CollectionLimit = {
  count: 50,
  bytes: 2 * MB,
  fullMessage: 'You have 50 routines, the most the planner holds. Delete one you no longer need to add more.',
  sizeMessage: 'Your routines fill the space the planner has. Delete one you no longer need to add more.',
};

export const STUDY_DECK_LIMIT: CollectionLimit = {
  count: 100,
  bytes: MB,
  fullMessage:
    'You have 100 decks, the most the study buddy holds. Delete one you no longer need to add more.',
  sizeMessage: 'Your decks fill the space the study buddy has. Delete one you no longer need to add more.',
};

export const STUDY_CARD_LIMIT: CollectionLimit = {
  count: 5000,
  bytes: 10 * MB,
  fullMessage: 'You have 5,000 cards, the most the study buddy holds. Delete some you know well to add more.',
  sizeMessage: 'Your cards fill the 10 MB the study buddy has. Delete some you know well to add more.',
};

/** The answers kept for one card: enough for years of reviews (decision 098). */
export const STUDY_REVIEWS_PER_CARD = 1000;
