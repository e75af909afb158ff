import type { Logger } from 'pino';
import type { AiOutcome, AiSource } from '../../shared/ai';
import type { Database } from '../db/client';
import type { Assistant } from './assistant';
import { takeAssistantPlace } from './rate-limit';

export type Asked<T> = { outcome: 'ok'; value: T } | { outcome: Exclude<AiOutcome, 'ok'> };

export interface AskContext {
  assistant: Assistant;
  db: Database;
  userId: string;
  logger: Logger;
  timeoutMs: number;
}

/**
 * Runs one request through the assistant with every guard: no call at all for sensitive input, the per-person
 * limit on assistant requests, whichever answers them (a 429, thrown), the time limit, and any error or unusable
 * reply turned into 'failed' (never a 500).
 * `usable` removes what the person must not see (docs/product.md#validation); when nothing is left it gives null, answered as
 * 'sensitive'.
 */
export async function ask<T>(
  { assistant, db, userId, logger, timeoutMs }: AskContext,
  input: { sensitive: boolean },
  run: (assistant: Assistant, signal: AbortSignal) => Promise<T>,
  usable: (value: T) => T | null,
): Promise<Asked<T> & { source: AiSource }> {
  const source = assistant.source;
  if (input.sensitive) return { outcome: 'sensitive', source };
  await takeAssistantPlace(db, userId, source);
  try {
    const value = usable(await run(assistant, AbortSignal.timeout(timeoutMs)));
    if (value === null) return { outcome: 'sensitive', source };
    return { outcome: 'ok', value, source };
  } catch (err) {
    logger.warn({ err: describe(err) }, 'assistant failed');
    return { outcome: 'failed', source };
  }
}

// The provider's error can carry request details; the log needs only what went wrong.
function describe(err: unknown) {
  if (err instanceof Error) return { name: err.name, message: err.message.slice(0, 300) };
  return { message: String(err).slice(0, 300) };
}
