import { Hono } from 'hono';
import { PICTURE_MESSAGES, SYMBOL_NAME, symbolSearchSchema } from '../../../shared/pictures';
import type { AppEnv } from '../../http/env';
import { ApiError, notFound } from '../../http/errors';
import { idParam, queryParams } from '../../http/validate';
import type { FeatureDeps } from '../deps';
import { reencodePicture } from './encode';
import { addPicture, deletePicture, listPictures, PICTURE, pictureFile } from './queries';
import { searchSymbols, symbolSvg } from './symbols';

/** How long the browser keeps a picture it was shown. */
const PICTURE_KEPT_SECONDS = 7 * 24 * 60 * 60;

/** Nothing in a served picture or symbol may run, load or be read as another kind of file. */
const FILE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/**
 * The person's pictures (docs/product.md#pictures, decision 168). An upload is the picture's own bytes as the
 * request's body, under its own size bound; the app's origin check and session apply as to every write.
 */
export function pictureRoutes({ db, signedIn }: FeatureDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/', async (c) => c.json(await listPictures(db, c.var.user.id)))
    .post('/', async (c) => {
      const body = new Uint8Array(await c.req.arrayBuffer());
      if (body.byteLength === 0) throw new ApiError(400, 'invalid_request', PICTURE_MESSAGES.empty);
      const picture = await reencodePicture(body);
      return c.json(await addPicture(db, c.var.user.id, picture), 201);
    })
    .get('/:id', idParam(PICTURE), async (c) => {
      const id = c.req.valid('param').id;
      const { type, bytes } = await pictureFile(db, c.var.user.id, id);
      // A picture's bytes never change under its id. The browser keeps it a week, for the person alone, so a
      // routine's pictures show offline after it was opened once (decision 168); only the owner's data names it.
      const etag = `"${id}"`;
      const headers = {
        ...FILE_HEADERS,
        'Cache-Control': `private, max-age=${PICTURE_KEPT_SECONDS}`,
        ETag: etag,
      };
      if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
      return c.body(new Uint8Array(bytes), 200, { ...headers, 'Content-Type': type });
    })
    .delete('/:id', idParam(PICTURE), async (c) => {
      await deletePicture(db, c.var.user.id, c.req.valid('param').id);
      return c.json({ deleted: true as const });
    });
}

/** OpenMoji's symbols, searched by word on the server so the browser never loads the set (decision 169). */
export function symbolRoutes({ signedIn }: FeatureDeps) {
  return new Hono<AppEnv>()
    .use(signedIn)
    .get('/', queryParams(symbolSearchSchema), async (c) =>
      c.json(await searchSymbols(c.req.valid('query').q)),
    )
    .get('/:name', async (c) => {
      const name = c.req.param('name');
      const svg = SYMBOL_NAME.test(name) ? await symbolSvg(name) : undefined;
      if (svg === undefined) throw notFound('That symbol');
      return c.body(svg, 200, {
        ...FILE_HEADERS,
        'Content-Type': 'image/svg+xml; charset=utf-8',
        // The same drawing for everyone, for as long as this version of the set is installed.
        'Cache-Control': 'public, max-age=86400',
      });
    });
}
