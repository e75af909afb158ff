import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PictureInfo } from '../../../shared/pictures';
import type { Deck, StudyCard, StudyState } from '../../../shared/study-buddy/study';
import { useFeatureTest } from '../../test/feature';
import type { TestUser } from '../../test/users';
import { as, createUser } from '../../test/users';

// Picture cards (image occlusion, decision 178): boxes on one of the person's pictures, each box a card.

const run = promisify(execFile);

const feature = useFeatureTest<StudyState>('/api/study');
const { t, alice, bob, request } = feature;

const json = async <T>(res: Response | Promise<Response>, status = 200) => {
  const answer = await res;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return (await answer.json()) as T;
};
const message = async (res: Response | Promise<Response>) =>
  ((await (await res).json()) as { error: { message: string } }).error.message;

async function addPicture(user: TestUser) {
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#cc3344' } })
    .png()
    .toBuffer();
  const base = as(user, { method: 'POST', body: new Uint8Array(png) });
  const headers = new Headers(base.headers);
  headers.set('content-type', 'image/png');
  return json<PictureInfo>(t.app.request('/api/pictures', { ...base, headers }), 201);
}
const listPictures = (user: TestUser) => json<PictureInfo[]>(t.app.request('/api/pictures', as(user)));

const GROUP = '0b4a3c52-6d1e-4f7a-9c2b-1e2f3a4b5c6d';
const PARTS = ['Left atrium', 'Right atrium', 'Left ventricle', 'Right ventricle', 'Aorta'];
const pictureCard = (pictureId: string, back: string, i: number, hideAll = false) => ({
  kind: 'picture',
  front: 'Diagram of the heart',
  back,
  occlusion: { pictureId, group: GROUP, box: { x: 0.1 * i, y: 0.2, w: 0.15, h: 0.1 }, hideAll },
});

async function heartDeck(user: TestUser) {
  const deck = await json<Deck>(request(user, 'POST', '/decks', { name: 'The heart' }), 201);
  const picture = await addPicture(user);
  const cards = await json<StudyCard[]>(
    request(user, 'POST', `/decks/${deck.id}/cards`, {
      cards: PARTS.map((part, i) => pictureCard(picture.id, part, i)),
    }),
    201,
  );
  return { deck, picture, cards };
}

describe('picture cards', () => {
  it('keeps five boxes on a picture as five new cards, each with its box, read back as saved', async () => {
    const me = await createUser(t.app);
    const { deck, picture, cards } = await heartDeck(me);
    expect(cards.map((card) => card.back)).toEqual(PARTS);
    expect(cards[2]).toMatchObject({
      deckId: deck.id,
      kind: 'picture',
      front: 'Diagram of the heart',
      occlusion: {
        pictureId: picture.id,
        group: GROUP,
        box: { x: 0.2, y: 0.2, w: 0.15, h: 0.1 },
        hideAll: false,
      },
      schedule: { state: 0, reps: 0 },
    });
    const state = await json<StudyState>(request(me, 'GET'));
    expect(state.cards).toEqual(cards);
    // A card in words has no box.
    const [words] = await json<StudyCard[]>(
      request(me, 'POST', `/decks/${deck.id}/cards`, { cards: [{ kind: 'basic', front: 'Q', back: 'A' }] }),
      201,
    );
    expect(words!.occlusion).toBeNull();
  });

  it('refuses a picture that is not the person’s own, a box outside the picture and a card without its parts', async () => {
    const mine = await addPicture(alice);
    const deck = await json<Deck>(request(bob, 'POST', '/decks', { name: 'Borrowed' }), 201);
    const add = (card: unknown) => request(bob, 'POST', `/decks/${deck.id}/cards`, { cards: [card] });

    const borrowed = await add(pictureCard(mine.id, 'Aorta', 0));
    expect(borrowed.status).toBe(400);
    expect(await message(borrowed)).toBe(
      'cards.0.occlusion: That picture was not found. It may have been deleted; please choose it again.',
    );

    const own = await addPicture(bob);
    const refusals: [unknown, string][] = [
      [
        { ...pictureCard(own.id, 'Aorta', 0), occlusion: undefined },
        'cards.0.occlusion: A picture card needs its picture and box.',
      ],
      [pictureCard(own.id, '', 0), 'cards.0.back: Please name what is under the box.'],
      [
        { ...pictureCard(own.id, 'Aorta', 0), kind: 'basic' },
        'cards.0.occlusion: Only a picture card has a box.',
      ],
      [
        {
          ...pictureCard(own.id, 'Aorta', 0),
          occlusion: { pictureId: own.id, group: GROUP, box: { x: 0.9, y: 0.2, w: 0.2, h: 0.1 } },
        },
        'cards.0.occlusion.box: Please keep the box inside the picture.',
      ],
      [
        {
          ...pictureCard(own.id, 'Aorta', 0),
          occlusion: { pictureId: own.id, group: GROUP, box: { x: 0.1, y: 0.2, w: 0.001, h: 0.1 } },
        },
        'cards.0.occlusion.box.w: Please make the box a little wider.',
      ],
    ];
    for (const [card, expected] of refusals) {
      const res = await add(card);
      expect(res.status, expected).toBe(400);
      expect(await message(res)).toBe(expected);
    }
    expect((await json<StudyState>(request(bob, 'GET'))).cards).toEqual([]);
  });

  it('lets the name and the picture’s words change, but not the kind', async () => {
    const me = await createUser(t.app);
    const { cards } = await heartDeck(me);
    const card = cards[0]!;
    const renamed = await json<StudyCard>(
      request(me, 'PATCH', `/cards/${card.id}`, {
        back: 'Left atrium (LA)',
        front: 'The heart, from the front',
      }),
    );
    expect(renamed).toMatchObject({
      back: 'Left atrium (LA)',
      front: 'The heart, from the front',
      occlusion: card.occlusion,
    });
    const toWords = await request(me, 'PATCH', `/cards/${card.id}`, { kind: 'basic' });
    expect(toWords.status).toBe(400);
    expect(await message(toWords)).toBe(
      'kind: A picture card stays a picture card. Make a card in words instead.',
    );
    const empty = await request(me, 'PATCH', `/cards/${card.id}`, { back: '' });
    expect(await message(empty)).toBe('back: Please name what is under the box.');
  });

  it('says where a picture is used, and deleting it takes its picture cards with it and nothing else', async () => {
    const me = await createUser(t.app);
    const { picture } = await heartDeck(me);
    const other = await addPicture(me);
    const routine = await t.app.request(
      '/api/routines',
      as(me, {
        method: 'POST',
        body: JSON.stringify({
          name: 'Revision',
          picture: { kind: 'upload', ref: picture.id, alt: '' },
          steps: [
            { title: 'Look at the heart', picture: { kind: 'upload', ref: picture.id, alt: '' } },
            { title: 'Say the parts', picture: { kind: 'upload', ref: picture.id, alt: '' } },
            { title: 'Rest', picture: { kind: 'upload', ref: other.id, alt: '' } },
          ],
        }),
      }),
    );
    expect(routine.status).toBe(201);
    const deck = (await json<StudyState>(request(me, 'GET'))).decks[0]!;
    await json(
      request(me, 'POST', `/decks/${deck.id}/cards`, { cards: [pictureCard(other.id, 'Sofa', 1)] }),
      201,
    );

    const listed = await listPictures(me);
    expect(listed.find((p) => p.id === picture.id)?.uses).toEqual({ routines: 1, steps: 2, cards: 5 });
    expect(listed.find((p) => p.id === other.id)?.uses).toEqual({ routines: 0, steps: 1, cards: 1 });

    const deleted = await t.app.request(`/api/pictures/${picture.id}`, as(me, { method: 'DELETE' }));
    expect(deleted.status).toBe(200);
    const left = await json<StudyState>(request(me, 'GET'));
    expect(left.cards.map((card) => card.back)).toEqual(['Sofa']);
    expect(left.decks).toHaveLength(1);
    const routines = (await (await t.app.request('/api/routines', as(me))).json()) as {
      steps: { title: string }[];
    }[];
    expect(routines[0]!.steps.map((step) => step.title)).toEqual([
      'Look at the heart',
      'Say the parts',
      'Rest',
    ]);
  });
});

describe('the Anki package of a deck with picture cards', () => {
  it('carries each picture card as a Basic note with its two pictures, the box drawn into them', async () => {
    const me = await createUser(t.app);
    const { deck, cards } = await heartDeck(me);
    await json(
      request(me, 'POST', `/decks/${deck.id}/cards`, {
        cards: [{ kind: 'basic', front: 'Which side pumps to the lungs?', back: 'The right' }],
      }),
      201,
    );
    const res = await request(me, 'GET', `/decks/${deck.id}/anki-package`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('filename="The heart.apkg"');
    const read = await readPackage(Buffer.from(await res.arrayBuffer()));
    expect(read.deckNames).toContain('The heart');
    expect(read.notes).toHaveLength(6);
    const aorta = read.notes.find((note) => note.fields[1]!.includes('<b>Aorta</b>'))!;
    expect(aorta.model).toBe('Basic');
    const [question = '', answer = ''] = [...aorta.fields.join('').matchAll(/src="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(question).toBe(`neuronest-${cards[4]!.id}-question.png`);
    expect(answer).toBe(`neuronest-${cards[4]!.id}-answer.png`);
    expect(aorta.fields[0]).not.toContain('Aorta');
    expect(Object.values(read.media).sort()).toHaveLength(10);
    // The asked box is covered in the question's picture and open in the answer's: read the pixel at its middle.
    const box = cards[4]!.occlusion!.box;
    const pixel = async (name: string) => {
      const bytes = read.files[name]!;
      const { width, height } = await sharp(bytes).metadata();
      const { data } = await sharp(bytes)
        .extract({
          // Inside the box, clear of its outline and of the "?" in its middle.
          left: Math.floor((box.x + box.w * 0.15) * width!),
          top: Math.floor((box.y + box.h / 2) * height!),
          width: 1,
          height: 1,
        })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [...data.subarray(0, 3)];
    };
    expect(await pixel(question)).toEqual([0x37, 0x30, 0xa3]);
    expect(await pixel(answer)).toEqual([0xcc, 0x33, 0x44]);
    // A card in words is a note in words.
    expect(read.notes.find((note) => note.fields[0] === 'Which side pumps to the lungs?')?.fields[1]).toBe(
      'The right',
    );
  });

  it('refuses an empty deck and anyone else’s deck', async () => {
    const deck = await json<Deck>(request(alice, 'POST', '/decks', { name: 'Empty' }), 201);
    const empty = await request(alice, 'GET', `/decks/${deck.id}/anki-package`);
    expect(empty.status).toBe(400);
    expect(await message(empty)).toBe('This deck has no cards yet, so there is nothing to export.');
    expect((await request(bob, 'GET', `/decks/${deck.id}/anki-package`)).status).toBe(404);
  });
});

/** The package as Python's zipfile and sqlite3 read it: readers NeuroNest did not write. */
async function readPackage(bytes: Buffer) {
  const dir = await mkdtemp(path.join(tmpdir(), 'neuronest-picture-apkg-'));
  try {
    const file = path.join(dir, 'deck.apkg');
    await writeFile(file, bytes);
    const { stdout } = await run('python3', ['-c', READER, file, dir]);
    const read = JSON.parse(stdout) as {
      deckNames: string[];
      media: Record<string, string>;
      notes: { model: string; fields: string[] }[];
    };
    const files: Record<string, Buffer> = {};
    for (const [number, name] of Object.entries(read.media))
      files[name] = await readFile(path.join(dir, number));
    return { ...read, files };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const READER = String.raw`
import json, sqlite3, sys, tempfile, zipfile
with zipfile.ZipFile(sys.argv[1]) as package:
    media = json.loads(package.read('media'))
    for number in media:
        package.extract(number, sys.argv[2])
    with tempfile.NamedTemporaryFile(suffix='.anki2') as collection:
        collection.write(package.read('collection.anki2'))
        collection.flush()
        db = sqlite3.connect(collection.name)
        models, decks = db.execute('select models, decks from col').fetchone()
        names = {str(m['id']): m['name'] for m in json.loads(models).values()}
        notes = [{'model': names[str(mid)], 'fields': flds.split('\x1f')}
                 for mid, flds in db.execute('select mid, flds from notes order by id')]
print(json.dumps({'deckNames': [d['name'] for d in json.loads(decks).values()], 'media': media, 'notes': notes}))
`;
