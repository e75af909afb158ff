import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PictureInfo, SymbolMatch } from '../../../shared/pictures';
import { PICTURE_LIMIT, PICTURE_MESSAGES, PICTURE_UPLOAD_MAX_BYTES } from '../../../shared/pictures';
import { pictures } from '../../db/schema';
import { usePeople } from '../../test/feature';
import { useTestApp } from '../../test/app';
import { storedState } from '../../test/stored-state';
import type { TestUser } from '../../test/users';
import { as, createUser } from '../../test/users';

const t = useTestApp();
const [alice, bob] = usePeople(t, 2);

/** An upload as the picture picker sends it: the file's own bytes, with the type the browser guessed. */
function upload(user: TestUser, bytes: Uint8Array | string, type = 'image/jpeg') {
  const request = as(user, {
    method: 'POST',
    body: typeof bytes === 'string' ? bytes : new Uint8Array(bytes),
  });
  const headers = new Headers(request.headers);
  headers.set('content-type', type);
  return t.app.request('/api/pictures', { ...request, headers });
}

const get = (user: TestUser, path: string, headers: Record<string, string> = {}) => {
  const request = as(user);
  const all = new Headers(request.headers);
  for (const [name, value] of Object.entries(headers)) all.set(name, value);
  return t.app.request(path, { ...request, headers: all });
};

async function message(res: Response) {
  return ((await res.json()) as { error: { message: string } }).error.message;
}

/** A photo as a phone writes it: on its side (orientation 6), with the camera's name and where it was taken. */
function photoWithLocation() {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'NeuroTestCam', Model: 'Pocket 3' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
}

/** Whether EXIF data holds a pointer to the GPS (location) block, in either byte order. */
const hasGpsBlock = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

describe('/api/pictures', () => {
  it('keeps a photo without its location or camera, turned upright, and serves it only to its owner', async () => {
    const photo = await photoWithLocation();
    // The test's photo does carry what the server must remove.
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsBlock(before.exif!)).toBe(true);
    expect(photo.includes('NeuroTestCam')).toBe(true);

    const res = await upload(alice, photo);
    expect(res.status).toBe(201);
    const info = (await res.json()) as PictureInfo;
    // Orientation 6 is a quarter turn: 64 wide and 48 high, shown 48 wide and 64 high.
    expect(info).toMatchObject({ type: 'image/jpeg', width: 48, height: 64 });

    const served = await get(alice, `/api/pictures/${info.id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const kept = Buffer.from(await served.arrayBuffer());
    expect(kept.byteLength).toBe(info.bytes);
    const after = await sharp(kept).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 48, height: 64 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(kept.includes('NeuroTestCam')).toBe(false);
    expect(kept.includes('Pocket 3')).toBe(false);

    // Another person, and nobody signed in, learn nothing of it.
    for (const method of ['GET', 'DELETE']) {
      const other = await t.app.request(`/api/pictures/${info.id}`, as(bob, { method }));
      expect(other.status, method).toBe(404);
      expect(await message(other)).toBe('That picture was not found. It may have been deleted.');
    }
    expect((await t.app.request(`/api/pictures/${info.id}`)).status).toBe(401);
    expect((await (await get(bob, '/api/pictures')).json()) as PictureInfo[]).toEqual([]);
  });

  it('lets the browser keep it for its owner alone, and tells it its copy is still good', async () => {
    const info = (await (await upload(alice, await photoWithLocation())).json()) as PictureInfo;
    const first = await get(alice, `/api/pictures/${info.id}`);
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('private, max-age=604800');
    expect((await get(alice, `/api/pictures/${info.id}`, { 'if-none-match': etag })).status).toBe(304);
    expect((await get(bob, `/api/pictures/${info.id}`, { 'if-none-match': etag })).status).toBe(404);
  });

  it('keeps PNG and WebP as they came, and makes a large picture no longer than 1600 pixels', async () => {
    const png = await sharp({
      create: { width: 3200, height: 1000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const pngInfo = (await (await upload(alice, png, 'application/octet-stream')).json()) as PictureInfo;
    expect(pngInfo).toMatchObject({ type: 'image/png', width: 1600, height: 500 });
    const webp = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#ffcc00' } })
      .webp()
      .toBuffer();
    const webpInfo = (await (await upload(alice, webp, 'image/png')).json()) as PictureInfo;
    expect(webpInfo).toMatchObject({ type: 'image/webp', width: 20, height: 10 });
    const served = await get(alice, `/api/pictures/${webpInfo.id}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses a text file named as a picture, and other kinds of picture, saying which kinds it keeps', async () => {
    const me = await createUser(t.app);
    const before = await storedState(t.database.db, me.id);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    for (const [bytes, type] of [
      ['This is my shopping list, not a picture.', 'image/png'],
      [svg, 'image/svg+xml'],
      [gif, 'image/gif'],
      [Buffer.concat([(await photoWithLocation()).subarray(0, 200)]), 'image/jpeg'],
    ] as const) {
      const res = await upload(me, bytes, type);
      expect(res.status, type).toBe(415);
      expect(await message(res)).toBe(PICTURE_MESSAGES.notAPicture);
    }
    const empty = await upload(me, '', 'image/png');
    expect(empty.status).toBe(400);
    expect(await storedState(t.database.db, me.id)).toEqual(before);
  });

  it('refuses an upload past 15 MB before reading it, with a calm message', async () => {
    const res = await upload(alice, new Uint8Array(PICTURE_UPLOAD_MAX_BYTES + 1));
    expect(res.status).toBe(413);
    expect(await message(res)).toBe(PICTURE_MESSAGES.tooLarge);
  });

  it('takes the 200th picture and refuses the next, saying what to do', async () => {
    const me = await createUser(t.app);
    await t.database.db.execute(sql`
      insert into ${pictures} (user_id, type, width, height, bytes)
      select ${me.id}, 'image/png', 1, 1, '\\x00'::bytea from generate_series(1, ${PICTURE_LIMIT.count - 1})`);
    const photo = await photoWithLocation();
    expect((await upload(me, photo)).status).toBe(201);
    const before = await storedState(t.database.db, me.id);
    const refused = await upload(me, photo);
    expect(refused.status).toBe(409);
    expect(await message(refused)).toBe(PICTURE_LIMIT.fullMessage);
    expect(await storedState(t.database.db, me.id)).toEqual(before);
    // Another person can still add.
    expect((await upload(bob, photo)).status).toBe(201);
  });

  it('refuses a picture once the account’s pictures fill their space', async () => {
    const me = await createUser(t.app);
    const each = 1024 * 1024;
    // Zeros: the database compresses them to almost nothing, and counts them at their full size.
    await t.database.db.execute(sql`
      insert into ${pictures} (user_id, type, width, height, bytes)
      select ${me.id}, 'image/png', 1, 1, decode(repeat('00', ${each}), 'hex')
      from generate_series(1, ${PICTURE_LIMIT.bytes / each})`);
    const before = await storedState(t.database.db, me.id);
    const refused = await upload(me, await photoWithLocation());
    expect(refused.status).toBe(409);
    expect(await message(refused)).toBe(PICTURE_LIMIT.sizeMessage);
    expect(await storedState(t.database.db, me.id)).toEqual(before);
  });

  it('deletes a picture, which then is gone', async () => {
    const info = (await (await upload(alice, await photoWithLocation())).json()) as PictureInfo;
    const res = await t.app.request(`/api/pictures/${info.id}`, as(alice, { method: 'DELETE' }));
    expect(await res.json()).toEqual({ deleted: true });
    expect((await get(alice, `/api/pictures/${info.id}`)).status).toBe(404);
  });

  it('lists the pictures in the data export, with where to download each', async () => {
    const me = await createUser(t.app);
    const info = (await (await upload(me, await photoWithLocation())).json()) as PictureInfo;
    const res = await t.app.request(
      '/api/account/export',
      as(me, { method: 'POST', body: JSON.stringify({ currentPassword: me.password }) }),
    );
    const file = (await res.json()) as { pictures: Record<string, unknown>[] };
    expect(file.pictures).toEqual([
      {
        id: info.id,
        type: 'image/jpeg',
        width: 48,
        height: 64,
        bytes: info.bytes,
        createdAt: info.createdAt,
        address: `/api/pictures/${info.id}`,
      },
    ]);
  });
});

describe('/api/symbols', () => {
  it('finds symbols by word, the closest first, and serves each as a drawing', async () => {
    const found = (await (await get(alice, '/api/symbols?q=Toothbrush')).json()) as SymbolMatch[];
    expect(found[0]).toEqual({ name: 'toothbrush', label: 'toothbrush' });
    const two = (await (await get(alice, '/api/symbols?q=red%20apple')).json()) as SymbolMatch[];
    expect(two.map((s) => s.name)).toContain('red-apple');
    expect((await (await get(alice, '/api/symbols?q=qqqqzzzz')).json()) as SymbolMatch[]).toEqual([]);
    // A word is also found by its root: "teeth" finds the tooth and the toothbrush, "mice" the mouse.
    const names = async (q: string) =>
      ((await (await get(alice, `/api/symbols?q=${encodeURIComponent(q)}`)).json()) as SymbolMatch[]).map(
        (s) => s.name,
      );
    expect((await names('teeth')).slice(0, 2)).toEqual(['tooth', 'toothbrush']);
    expect((await names('brushing teeth'))[0]).toBe('toothbrush');
    expect((await names('mice'))[0]).toBe('mouse');
    // The word as written comes first, and no unrelated word that merely starts like it: "shower" is the shower.
    expect(await names('shower')).toEqual(['shower']);

    const svg = await get(alice, '/api/symbols/toothbrush');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await svg.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 72 72"/);
  });

  it('answers a name that is no symbol, or an empty search, plainly', async () => {
    for (const name of ['no-such-symbol', 'constructor', '..%2F..%2Fpackage.json', '__proto__']) {
      expect((await get(alice, `/api/symbols/${name}`)).status, name).toBe(404);
    }
    const empty = await get(alice, '/api/symbols?q=');
    expect(empty.status).toBe(400);
    expect(await message(empty)).toBe('q: Please write a word to look for.');
  });
});

describe('pictures on routines', () => {
  it('keeps a picture on a routine and on each step, with its words, and refuses one that is not a picture', async () => {
    const info = (await (await upload(alice, await photoWithLocation())).json()) as PictureInfo;
    const body = {
      name: 'Morning',
      picture: { kind: 'symbol', ref: 'sun', alt: '' },
      steps: [
        { title: 'Brush teeth', picture: { kind: 'upload', ref: info.id, alt: 'My blue toothbrush' } },
        { title: 'Get dressed', picture: { kind: 'symbol', ref: 't-shirt', alt: '' } },
        { title: 'Breakfast' },
      ],
    };
    const res = await t.app.request(
      '/api/routines',
      as(alice, { method: 'POST', body: JSON.stringify(body) }),
    );
    expect(res.status).toBe(201);
    const routine = (await res.json()) as { id: string; picture: unknown; steps: { picture: unknown }[] };
    expect(routine.picture).toEqual({ kind: 'symbol', ref: 'sun', alt: '' });
    expect(routine.steps.map((step) => step.picture)).toEqual([
      { kind: 'upload', ref: info.id, alt: 'My blue toothbrush' },
      { kind: 'symbol', ref: 't-shirt', alt: '' },
      null,
    ]);

    const cleared = await t.app.request(
      `/api/routines/${routine.id}`,
      as(alice, { method: 'PATCH', body: JSON.stringify({ picture: null }) }),
    );
    expect(((await cleared.json()) as { picture: unknown }).picture).toBeNull();

    for (const picture of [
      { kind: 'upload', ref: 'not-an-id', alt: '' },
      { kind: 'symbol', ref: '../../etc/passwd', alt: '' },
      { kind: 'photo', ref: 'sun', alt: '' },
      { kind: 'symbol', ref: 'sun', alt: 'x'.repeat(201) },
    ]) {
      const refused = await t.app.request(
        `/api/routines/${routine.id}`,
        as(alice, { method: 'PATCH', body: JSON.stringify({ picture }) }),
      );
      expect(refused.status, JSON.stringify(picture)).toBe(400);
    }
  });

  it('gives My Day each routine’s picture, for its Now and Next board', async () => {
    const me = await createUser(t.app);
    const body = {
      name: 'Walk',
      picture: { kind: 'symbol', ref: 'dog', alt: 'Our dog' },
      steps: [{ title: 'Lead on', minutes: 30 }],
      schedule: { rule: 'FREQ=DAILY', time: '09:00', timeZone: 'UTC', startDay: '2026-01-05' },
    };
    expect(
      (await t.app.request('/api/routines', as(me, { method: 'POST', body: JSON.stringify(body) }))).status,
    ).toBe(201);
    const plan = (await (await get(me, '/api/day?date=2026-12-03&timeZone=UTC')).json()) as {
      routines: { name: string; picture: unknown }[];
    };
    expect(plan.routines).toMatchObject([
      { name: 'Walk', picture: { kind: 'symbol', ref: 'dog', alt: 'Our dog' } },
    ]);
  });
});
