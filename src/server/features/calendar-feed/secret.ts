import { createHash, createHmac, randomBytes } from 'node:crypto';

// The secret in a calendar feed's address (decision 100). It is made from a random seed with the server's
// feed key, so the server can show the address again, while the database holds only the seed and the secret's
// hash: a copy of the database alone opens no feed.

/** 43 characters of base64url: 256 bits. */
export const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The feed key, derived from the auth secret so that no second secret needs keeping. */
export const feedKey = (authSecret: string): Buffer =>
  createHmac('sha256', authSecret).update('neuronest calendar feed key').digest();

/** A new random seed: 32 bytes. */
export const newSeed = (): string => randomBytes(32).toString('base64url');

/** The address's secret for this person and seed. */
export const feedSecret = (key: Buffer, userId: string, seed: string): string =>
  createHmac('sha256', key).update(`${userId}\n${seed}`).digest('base64url');

/** What is stored to find the feed: the secret's SHA-256, in hex. */
export const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** The feed's https address under the server's public address. */
export const feedAddress = (publicUrl: string, secret: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/calendar/${secret}.ics`;
