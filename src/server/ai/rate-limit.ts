import type { AiSource } from '../../shared/ai';
import { retryMessage } from '../../shared/auth-messages';
import type { Limit } from '../auth/limits';
import { takePlace } from '../auth/limits';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';

/**
 * Requests one person may make of the assistant in ten minutes, whatever answers them (decisions 035, 138): a
 * model's calls cost money and wait on a provider; the built-in engine's cost the server's own CPU.
 */
export const ASSISTANT_LIMITS: Record<AiSource, Limit> = {
  model: { max: 30, windowSeconds: 10 * 60 },
  'built-in': { max: 120, windowSeconds: 10 * 60 },
};

/**
 * Counts one assistant request for the person, in the app's limits table in one statement, so requests sent
 * together or to several instances cannot pass the limit. Past it, a 429 with Retry-After and the plain limit
 * message of docs/product.md#messages; nothing is asked of the assistant.
 */
export async function takeAssistantPlace(db: Database, userId: string, source: AiSource): Promise<void> {
  const allowance = await takePlace(db, `assistant:${userId}`, ASSISTANT_LIMITS[source]);
  if (allowance.allowed) return;
  const seconds = allowance.retryAfterSeconds;
  throw new ApiError(429, 'rate_limited', retryMessage(seconds), { 'Retry-After': String(seconds) });
}
