import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { ConfigError, loadConfig } from '../../config';
import type { Assistant } from '../assistant';
import type { ModelOptions } from '../model-assistant';
import type { EvalKind } from './eval-kind';
import type { SetRun } from './report';

/**
 * What `npm run ai:eval` does besides the report (decision 152): the model's settings from the environment, the
 * sets run in turn, and the plain mistakes (no server there, a refused key, no such model) told in one line
 * instead of as a failure of every item.
 */

/** How long the evaluation waits for one answer when AI_TIMEOUT_MS is unset: a model on a laptop is slow. */
export const EVAL_TIMEOUT_MS = 60_000;

export type ModelSettings = { ok: true; options: ModelOptions } | { ok: false; message: string };

/** The model's settings, checked as the server checks them; a missing or bad one is a message naming it. */
export function modelSettings(env: Record<string, string | undefined>): ModelSettings {
  const missing = (['AI_API_KEY', 'AI_MODEL'] as const).filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    return {
      ok: false,
      message:
        `Set ${missing.join(' and ')} to evaluate a model, and AI_BASE_URL unless it is OpenAI's ` +
        '(for Ollama: AI_BASE_URL=http://127.0.0.1:11434/v1 AI_API_KEY=ollama AI_MODEL=llama3.1:8b). ' +
        'Or run `npm run ai:eval -- --built-in` to evaluate the built-in engine.',
    };
  }
  const names = ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL', 'AI_TIMEOUT_MS'] as const;
  try {
    const config = loadConfig(Object.fromEntries(names.map((name) => [name, env[name]])));
    return {
      ok: true,
      options: {
        baseURL: config.AI_BASE_URL,
        apiKey: config.AI_API_KEY ?? '',
        model: config.AI_MODEL,
        timeoutMs: env.AI_TIMEOUT_MS?.trim() ? config.AI_TIMEOUT_MS : EVAL_TIMEOUT_MS,
      },
    };
  } catch (err) {
    if (err instanceof ConfigError) return { ok: false, message: err.message };
    throw err;
  }
}

/** Why a connection failed, from the error and its causes: the first code ("ECONNREFUSED"), else the last message. */
function connectionReason(err: unknown): string | null {
  let reason: string | null = null;
  for (let cause = (err as { cause?: unknown }).cause, depth = 0; cause && depth < 5; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string') return code;
    if (typeof message === 'string' && message !== '') reason = message;
    cause = (cause as { cause?: unknown }).cause;
  }
  return reason;
}

/**
 * The plain mistake behind an error that every request would meet, in one line, or null for an error that
 * concerns one answer (a slow reply, an unusable one, a server error).
 */
export function plainMistake(
  err: unknown,
  { baseURL, model }: Pick<ModelOptions, 'baseURL' | 'model'>,
): string | null {
  if (err instanceof APIConnectionError && !(err instanceof APIConnectionTimeoutError)) {
    const reason = connectionReason(err);
    return (
      `Could not reach the model server at ${baseURL}${reason ? ` (${reason})` : ''}. Is it running, and is ` +
      'AI_BASE_URL its address? For Ollama: `ollama serve`, and AI_BASE_URL=http://127.0.0.1:11434/v1.'
    );
  }
  if (!(err instanceof APIError) || typeof err.status !== 'number') return null;
  if (err.status === 401 || err.status === 403) {
    return `The model server at ${baseURL} refused the key in AI_API_KEY (${err.status}).`;
  }
  if (err.status === 404) {
    return (
      `The model server at ${baseURL} has no model called "${model}", or AI_BASE_URL is not its API ` +
      `address (404: ${err.message.slice(0, 200)}). For Ollama: \`ollama pull ${model}\`, and an AI_BASE_URL ` +
      'that ends in /v1.'
    );
  }
  return null;
}

/**
 * The assistant, watched: the first plain mistake is kept in `stopped` and the signal is aborted, and every call
 * after it fails at once, so a set does not ask the rest of its items of a server that is not there.
 */
export function watched(
  assistant: Assistant,
  mistake: (err: unknown) => string | null,
  /** Told after each answer or failure, to show progress. */
  answered: () => void = () => {},
) {
  const controller = new AbortController();
  const state: { stopped: string | null } = { stopped: null };
  const guard =
    (call: (...args: unknown[]) => unknown) =>
    async (...args: unknown[]): Promise<unknown> => {
      if (state.stopped !== null) throw new Error(state.stopped);
      try {
        return await call(...args);
      } catch (err) {
        const message = state.stopped ?? mistake(err);
        if (message !== null && state.stopped === null) {
          state.stopped = message;
          controller.abort();
        }
        throw err;
      } finally {
        answered();
      }
    };
  // Every method the assistant has, whatever the interface holds by the time a set asks for it.
  const watchedAssistant = new Proxy(assistant, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function'
        ? guard(value.bind(target) as (...args: unknown[]) => unknown)
        : value;
    },
  });
  return {
    assistant: watchedAssistant,
    signal: controller.signal,
    /** The plain mistake that stopped the run, or null. */
    stopped: () => state.stopped,
  };
}

/** The sets named in `--kind=plans,cards`, in EVAL_KINDS's order; a name no set has is a message. */
export function chosenKinds(
  all: readonly EvalKind[],
  names: readonly string[] | null,
): { ok: true; kinds: EvalKind[] } | { ok: false; message: string } {
  if (names === null) return { ok: true, kinds: [...all] };
  const unknown = names.filter((name) => !all.some((kind) => kind.kind === name));
  if (unknown.length > 0) {
    const known = all.length > 0 ? all.map((kind) => kind.kind).join(', ') : 'none yet';
    return {
      ok: false,
      message: `No evaluation set is called ${unknown.join(', ')}. The sets are: ${known}.`,
    };
  }
  return { ok: true, kinds: all.filter((kind) => names.includes(kind.kind)) };
}

/**
 * Runs each set in turn. A set that throws is reported as stopped with its error; `shouldStop` ends the run
 * early (a plain mistake), and the sets not run are left out.
 */
export async function runSets(
  kinds: readonly EvalKind[],
  assistant: Assistant,
  signal: AbortSignal,
  on: { start?: (kind: EvalKind) => void; done?: (run: SetRun) => void; shouldStop?: () => boolean } = {},
): Promise<SetRun[]> {
  const runs: SetRun[] = [];
  for (const kind of kinds) {
    if (on.shouldStop?.()) break;
    on.start?.(kind);
    let run: SetRun;
    try {
      run = { kind: kind.kind, size: kind.size, outcomes: await kind.run(assistant, signal) };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      run = { kind: kind.kind, size: kind.size, outcomes: [], error: error.slice(0, 300) };
    }
    runs.push(run);
    on.done?.(run);
  }
  return runs;
}
