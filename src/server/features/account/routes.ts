import { Hono } from 'hono';
import {
  deleteAccountSchema,
  exportDataSchema,
  PROOF_MESSAGES,
  undoEmailChangeSchema,
} from '../../../shared/account';
import { readExport, restoreRequestSchema } from '../../../shared/restore';
import { confirmPerson, hasPassword } from '../../auth/confirm-person';
import { undoEmailChange } from '../../auth/email-change';
import { takePlace } from '../../auth/limits';
import type { Database } from '../../db/client';
import { loggableError } from '../../db/errors';
import type { AppEnv, SessionUser } from '../../http/env';
import { streamedAnswer } from '../../http/answer-stream';
import { busyGate } from '../../http/busy-gate';
import { chooseEncoding } from '../../http/compression';
import { ApiError } from '../../http/errors';
import { jsonBody } from '../../http/validate';
import type { FeatureDeps } from '../deps';
import { deleteUser, userDataText } from './queries';
import { findUndo, restoreAccount } from './restore';

/** Full exports one account may ask for in a while: each reads every row it has (decision 074). */
export const EXPORT_LIMIT = { max: 3, windowSeconds: 10 * 60 };

/**
 * Full exports a server process makes at once, and how many more wait their turn (decision 180). Each reads and
 * compresses up to tens of megabytes; made one at a time, an export waits behind no other, and every other
 * request waits behind at most one export's page, not one of each.
 */
const exporting = busyGate(1, 8);
/** The longest one export holds its place: a client that stops reading must not stop everyone else's. */
const EXPORT_HOLD_MS = 30_000;
const EXPORT_BUSY =
  'NeuroNest is preparing several downloads of data just now. Please try again in a minute; nothing was changed.';

/** Restores one account may ask for in a while, Undo included: each writes every list it holds. */
export const RESTORE_LIMIT = { max: 6, windowSeconds: 10 * 60 };

function waitText(seconds: number) {
  return seconds <= 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

async function takeRestorePlace(
  db: Database,
  userId: string,
  setHeader: (name: string, value: string) => void,
) {
  const allowance = await takePlace(db, `restore:${userId}`, RESTORE_LIMIT);
  if (allowance.allowed) return;
  setHeader('Retry-After', String(allowance.retryAfterSeconds));
  throw new ApiError(
    429,
    'rate_limited',
    `You have brought data back ${RESTORE_LIMIT.max} times in the last ${RESTORE_LIMIT.windowSeconds / 60} minutes. Please wait ${waitText(allowance.retryAfterSeconds)}, then try again. Nothing was changed.`,
  );
}

function exportLimitMessage(seconds: number) {
  const wait = seconds <= 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  const { max, windowSeconds } = EXPORT_LIMIT;
  return `You have downloaded your data ${max} times in the last ${windowSeconds / 60} minutes. Please wait ${wait}, then try again.`;
}

const PROOF_ERRORS = {
  passwordNeeded: 'password_needed',
  wrongPassword: 'wrong_password',
  signInAgain: 'sign_in_again',
} as const;

/** Deleting the account and taking all its data need the person, not only their session (decision 074). */
async function requireOwner(db: Database, me: SessionUser, password: string | undefined) {
  const proof = await confirmPerson(db, me.id, password, me.signedInAt);
  if (proof !== 'ok') throw new ApiError(403, PROOF_ERRORS[proof], PROOF_MESSAGES[proof]);
}

export function accountRoutes({ db, signedIn }: FeatureDeps) {
  return (
    new Hono<AppEnv>()
      .use(signedIn)
      .get('/', async (c) =>
        c.json({
          email: c.var.user.email,
          createdAt: c.var.user.createdAt.toISOString(),
          // The screens ask for the password only when there is one (decision 074).
          hasPassword: await hasPassword(db, c.var.user.id),
        }),
      )
      .post('/export', jsonBody(exportDataSchema), async (c) => {
        const me = c.var.user;
        await requireOwner(db, me, c.req.valid('json').currentPassword);
        // A place in line first, so a download turned away for a full line does not count against the person.
        const place = await exporting.enter();
        if (!place) {
          c.header('Retry-After', '60');
          throw new ApiError(503, 'busy', EXPORT_BUSY);
        }
        // A download read slowly, or not at all, keeps sending but lets the next one start after a while.
        const passOn = setTimeout(place, EXPORT_HOLD_MS);
        passOn.unref();
        const leave = () => {
          clearTimeout(passOn);
          place();
        };
        // The place is given back however the answer ends, and when the client goes before it starts (while it
        // waited in line, too).
        const { signal } = c.req.raw;
        if (signal.aborted) leave();
        else signal.addEventListener('abort', leave, { once: true });
        const allowance = await takePlace(db, `export:${me.id}`, EXPORT_LIMIT).catch((error: unknown) => {
          leave();
          throw error;
        });
        if (!allowance.allowed) {
          leave();
          c.header('Retry-After', String(allowance.retryAfterSeconds));
          throw new ApiError(429, 'rate_limited', exportLimitMessage(allowance.retryAfterSeconds));
        }
        c.header('Content-Disposition', 'attachment; filename="neuronest-my-data.json"');
        c.header('Cache-Control', 'no-store');
        c.header('Content-Type', 'application/json; charset=utf-8');
        // Read in pages and compressed as it goes, so one large account never holds the others up (decision 139).
        const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
        c.header('Vary', 'Accept-Encoding');
        if (encoding) c.header('Content-Encoding', encoding);
        const { logger } = c.var;
        return c.body(
          streamedAnswer(
            userDataText(db, me.id),
            encoding,
            (error) => logger.error({ err: loggableError(error) }, 'data export stopped part way'),
            leave,
          ),
        );
      })
      // "Bring back my data" (decision 153): a file of "Download my data", added to the account or replacing it.
      .post('/restore', jsonBody(restoreRequestSchema), async (c) => {
        const me = c.var.user;
        const { mode, currentPassword, file } = c.req.valid('json');
        const read = readExport(file);
        if (!read.ok) throw new ApiError(400, 'not_restorable', read.message);
        await requireOwner(db, me, currentPassword);
        await takeRestorePlace(db, me.id, (name, value) => c.header(name, value));
        const result = await restoreAccount(db, me.id, read.file, mode, me.session ?? null);
        c.var.logger.info({ userId: me.id, mode }, 'data brought back from a file');
        return c.json(result);
      })
      .get('/restore/undo', async (c) => {
        const undo = await findUndo(db, c.var.user.id);
        return c.json({ available: undo !== null, replacedAt: undo?.createdAt.toISOString() ?? null });
      })
      .post('/restore/undo', async (c) => {
        const me = c.var.user;
        const undo = await findUndo(db, me.id);
        if (!undo) {
          throw new ApiError(
            404,
            'not_found',
            'There is nothing to undo: the data from before was kept only until you signed out.',
          );
        }
        await takeRestorePlace(db, me.id, (name, value) => c.header(name, value));
        const read = readExport(JSON.parse(undo.data));
        if (!read.ok) throw new Error('The kept copy from before the replace could not be read.');
        const result = await restoreAccount(db, me.id, read.file, 'replace', null);
        c.var.logger.info({ userId: me.id }, 'a restore was undone');
        return c.json(result);
      })
      .delete('/', jsonBody(deleteAccountSchema), async (c) => {
        const { confirmEmail, currentPassword } = c.req.valid('json');
        if (confirmEmail.toLowerCase() !== c.var.user.email.toLowerCase()) {
          throw new ApiError(
            400,
            'confirmation_mismatch',
            'That is not the e-mail address of this account. Nothing was deleted.',
          );
        }
        await requireOwner(db, c.var.user, currentPassword);
        await deleteUser(db, c.var.user.id, c.var.user.email);
        c.var.logger.info({ userId: c.var.user.id }, 'account deleted');
        return c.json({ deleted: true });
      })
  );
}

const UNDO_PROBLEMS = {
  expired: 'This link has expired or has already been used.',
  taken:
    'Another account now uses your old address, so it could not be put back. Please write to us from that address.',
} as const;

/** The link mailed to an old address after a change: opened without a session, it takes the account back. */
export function undoEmailChangeRoutes({ db }: FeatureDeps) {
  return new Hono<AppEnv>().post('/', jsonBody(undoEmailChangeSchema), async (c) => {
    const result = await undoEmailChange(db, c.req.valid('json').token);
    if (result !== 'restored') throw new ApiError(400, `undo_${result}`, UNDO_PROBLEMS[result]);
    c.var.logger.info('an e-mail change was undone');
    return c.json({ restored: true });
  });
}
