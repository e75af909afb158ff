import { z } from 'zod';
import { isLoopbackHostname } from './http/hosts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** true/yes/1 is one proxy in front; a whole number is that many, one behind another; false/no/0 is none. */
const proxyHops = z
  .string()
  .default('false')
  .transform((value, ctx) => {
    const word = value.trim().toLowerCase();
    if (word === 'true' || word === 'yes') return 1;
    if (word === 'false' || word === 'no' || word === '') return 0;
    const hops = /^\d{1,2}$/.test(word) ? Number(word) : NaN;
    if (hops <= 10) return hops;
    ctx.addIssue({ code: 'custom', message: 'must be true, false or a number of proxies from 0 to 10' });
    return z.NEVER;
  });

/** A comma-separated list of extra host names (with the port when it is not the scheme's own). */
const hostList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  );

const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());

const schema = z.object({
  /**
   * Production unless a development or test run names itself (decision 137): `npm run dev` sets `development`,
   * the tests `test`. Only those reach a push service on this computer.
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The interface to listen on; unset: loopback only when PUBLIC_URL is a loopback address, else all. */
  HOST: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).optional()),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Embedded database only: how many daily backups the server keeps in DATA_DIR/backups; 0 turns them off. */
  DAILY_BACKUPS: z.coerce.number().int().min(0).max(366).default(7),
  DATABASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  /**
   * PostgreSQL only: where the one connection a process keeps for `LISTEN` goes (focus rooms, decision 166), when
   * DATABASE_URL goes through a pooler in transaction mode, which cannot keep a LISTEN. Unset: DATABASE_URL.
   */
  DATABASE_LISTEN_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  /**
   * PostgreSQL only: `transaction` when DATABASE_URL goes through a pooler in transaction mode (PgBouncer, decision
   * 176). The server then sends no start-up parameters the pooler refuses and names no prepared statements; the
   * statement time limit is the database role's (`ALTER ROLE … SET statement_timeout`).
   */
  DATABASE_POOLER: z.enum(['none', 'transaction']).default('none'),
  /** Seconds to wait for a PostgreSQL connection, then answer 503 instead of hanging. */
  DATABASE_CONNECT_TIMEOUT: z.coerce.number().min(0.1).max(60).default(5),
  /** Seconds one PostgreSQL statement may take before it is cancelled and the request answers 503. */
  DATABASE_QUERY_TIMEOUT: z.coerce.number().min(0.1).max(300).default(8),
  /** PostgreSQL only: the most connections each server process opens (docs/scaling.md). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** PostgreSQL only: server processes sharing the port; 0 means one per CPU core. PGlite always runs one. */
  SERVER_PROCESSES: z.coerce.number().int().min(0).max(64).default(0),
  /**
   * Sign-ups (a password hashed and an account made) one server process runs at once; 0 means half the CPU cores
   * shared among the server processes, at least one. A few more wait their turn; the rest are told at once to try
   * again (decision 139).
   */
  SIGN_UPS_AT_ONCE: z.coerce.number().int().min(0).max(64).default(0),
  PUBLIC_URL: optionalUrl,
  /** Other names the server answers to besides PUBLIC_URL's, for a proxy that passes its own Host. */
  ALLOWED_HOSTS: hostList,
  AUTH_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('NeuroNest <no-reply@neuronest.local>'),
  AI_BASE_URL: z.url().default('https://api.openai.com/v1'),
  AI_API_KEY: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  AI_MODEL: z.string().min(1).default('gpt-3.5-turbo'),
  /** The longest wait for one AI answer, in milliseconds. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  REQUIRE_EMAIL_VERIFICATION: booleanFlag,
  BIONIC_API_URL: optionalUrl,
  /** 'off' turns weather off: the dashboard then shows location and local time only. */
  WEATHER_API_URL: z.union([z.literal('off'), z.url()]).default('https://api.open-meteo.com/v1/forecast'),
  TRUST_PROXY: proxyHops,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Web Push keys (decision 102): both or neither; unset, a pair is made once and kept in DATA_DIR. */
  VAPID_PUBLIC_KEY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be the base64url public key from web-push generate-vapid-keys')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be the base64url private key from web-push generate-vapid-keys')
      .optional(),
  ),
  /** Who push services may contact about this server: a mailto: or https: address. */
  VAPID_SUBJECT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: address')
      .optional(),
  ),
});

type RawConfig = z.infer<typeof schema>;

export interface Config extends Omit<RawConfig, 'PUBLIC_URL' | 'TRUST_PROXY'> {
  PUBLIC_URL: string;
  /** The interfaces to listen on; none means every interface. */
  LISTEN_HOSTS: string[];
  /** Whether X-Forwarded-For is read at all. */
  TRUST_PROXY: boolean;
  /** How many proxies stand in front: the client address is that many entries from the right. */
  TRUST_PROXY_HOPS: number;
}

export class ConfigError extends Error {}

/** Variables that can hold a password or key: never echoed into logs. */
const SECRET_NAMES = new Set([
  'AUTH_SECRET',
  'DATABASE_URL',
  'DATABASE_LISTEN_URL',
  'SMTP_URL',
  'AI_API_KEY',
  'VAPID_PRIVATE_KEY',
]);

/** Parses the environment once. A bad value throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const shown = SECRET_NAMES.has(name) ? 'value hidden' : `got "${env[name] ?? ''}"`;
    throw new ConfigError(`Invalid configuration: ${name} ${describe(issue)} (${shown})`);
  }
  const raw = result.data;
  const publicUrl = raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`;
  return {
    ...raw,
    PUBLIC_URL: publicUrl,
    LISTEN_HOSTS: raw.HOST ? [raw.HOST] : loopbackInterfaces(new URL(publicUrl).hostname),
    TRUST_PROXY: raw.TRUST_PROXY > 0,
    TRUST_PROXY_HOPS: raw.TRUST_PROXY,
  };
}

/**
 * NeuroNest addressed on this computer only listens on this computer: nobody else on the network can reach
 * it, its mailbox or its sign-in links. Any other public address listens on every interface.
 */
function loopbackInterfaces(hostname: string): string[] {
  if (hostname === '[::1]') return ['::1'];
  // A browser may try either address for localhost, and not always the other after a refusal.
  if (hostname === 'localhost') return ['127.0.0.1', '::1'];
  return isLoopbackHostname(hostname) ? [hostname] : [];
}

function describe(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'is not valid';
  if (issue.code === 'invalid_value') return `must be one of: ${issue.values.join(', ')}`;
  if (issue.code === 'invalid_format' && issue.format === 'url')
    return 'must be a full URL such as http://localhost:3000';
  if (issue.code === 'too_small' || issue.code === 'too_big' || issue.code === 'invalid_type') {
    return issue.message.startsWith('Invalid input')
      ? 'must be a number in the allowed range'
      : issue.message;
  }
  return issue.message;
}
