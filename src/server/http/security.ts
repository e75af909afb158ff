import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { errorBody } from './errors';

export const MAX_BODY_BYTES = 1024 * 1024;

export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Style attributes set by React components (positions, sizes) need inline styles; scripts never run inline.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    // Nothing in NeuroNest films, listens, locates, pays or talks to devices: no page, nor anything it
    // embeds, may ask. Read-aloud speaks through the browser's speech synthesis, which needs no permission.
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      bluetooth: [],
      midi: [],
      displayCapture: [],
      accelerometer: [],
      gyroscope: [],
      magnetometer: [],
      browsingTopics: [],
    },
  });

/** A route that takes more than 1 MB: its own bound, and what to say past it. */
export interface LargerBody {
  bytes: number;
  message: string;
}

export function limitBody(larger: Record<string, LargerBody> = {}) {
  const limitOf = (maxSize: number, message: string) =>
    bodyLimit({
      maxSize,
      onError: (c) => {
        // The rest of the body is never read: the connection cannot carry another request after it.
        c.header('Connection', 'close');
        return c.json(errorBody('too_large', message), 413);
      },
    });
  const standard = limitOf(MAX_BODY_BYTES, 'That request is too large. The limit is 1 MB.');
  const byPath = new Map(
    Object.entries(larger).map(([path, { bytes, message }]) => [path, limitOf(bytes, message)]),
  );
  // No route reads the body of a GET or HEAD. Asking the limit about one anyway would build a whole Fetch
  // Request, with its AbortController, on every read only to find there is nothing to limit.
  return createMiddleware((c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? next()
      : (byPath.get(c.req.path) ?? standard)(c, next),
  );
}
