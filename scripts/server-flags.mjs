// @ts-check
/**
 * Node's flags for the server, in `npm start` (package.json) and wherever the tests and the bench start it
 * as `npm start` does. V8 reads them only when the process starts, so they cannot be set from the server's
 * own code.
 *
 * A young generation of 4 MB a half (V8's default here is 16): the server's many short-lived objects are
 * collected more often, in smaller steps, and the embedded server's peak under the bench's load stays about
 * 60 MB lower, at the same speed (decision 121).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];
