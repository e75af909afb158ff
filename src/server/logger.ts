import pino from 'pino';
import type { DestinationStream, Logger } from 'pino';

export type { Logger };

/** JSON lines to stdout, or to `destination` (tests read what would have been logged). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    redact: {
      paths: ['password', 'newPassword', 'token', 'headers.cookie', 'headers.authorization'],
      remove: true,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
