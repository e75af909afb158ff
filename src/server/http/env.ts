import type { Logger } from 'pino';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  createdAt: Date;
  /** When this session began; known on writes, which always read the session from the database. */
  signedInAt?: Date;
  /** This session's id and end; known on writes, as `signedInAt` is. */
  session?: { id: string; expiresAt: Date };
}

/** What every request handler can read from the context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    user: SessionUser;
  };
}
