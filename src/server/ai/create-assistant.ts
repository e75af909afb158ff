import type { Config } from '../config';
import type { Assistant } from './assistant';
import { builtInAssistant } from './built-in-assistant';
import { createModelAssistant } from './model-assistant';

/** The model when a key is configured; otherwise the built-in offline engine. */
export function createAssistant(config: Config): Assistant {
  if (!config.AI_API_KEY) return builtInAssistant;
  return createModelAssistant({
    baseURL: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
  });
}
