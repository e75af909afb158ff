import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApkgMedia, ApkgNote } from './apkg';
import { ankiHtml, toApkg } from './apkg';

// The package is read back by readers we did not write, Python's zipfile and sqlite3, as Anki reads it: the zip's
// entries, the collection's tables and the JSON of its one col row. The checksum is worked out again in Python.

const READER = String.raw`
import hashlib, html, json, sqlite3, sys, tempfile, zipfile

with zipfile.ZipFile(sys.argv[1]) as package:
    entries = {info.filename: info.compress_type for info in package.infolist()}
    media = json.loads(package.read('media'))
    files = {name: hashlib.sha256(package.read(name)).hexdigest() for name in media}
    with tempfile.NamedTemporaryFile(suffix='.anki2') as collection:
        collection.write(package.read('collection.anki2'))
        collection.flush()
        db = sqlite3.connect(collection.name)
        ver, conf, models, decks, dconf = db.execute('select ver, conf, models, decks, dconf from col').fetchone()
        notes = [
            {'id': id, 'guid': guid, 'mid': mid, 'tags': tags, 'fields': flds.split('\x1f'),
             'text': [html.unescape(field.replace('<br>', '\n')) for field in flds.split('\x1f')], 'sfld': str(sfld),
             'csum': csum, 'expectedCsum': int(hashlib.sha1(str(sfld).encode()).hexdigest()[:8], 16)}
            for id, guid, mid, tags, flds, sfld, csum in
            db.execute('select id, guid, mid, tags, flds, sfld, csum from notes order by id')
        ]
        cards = [
            {'id': id, 'nid': nid, 'did': did, 'ord': ord, 'type': type, 'queue': queue, 'due': due}
            for id, nid, did, ord, type, queue, due in
            db.execute('select id, nid, did, ord, type, queue, due from cards order by id')
        ]
        tables = [row[0] for row in db.execute("select name from sqlite_master where type = 'table' order by name")]
        integrity = db.execute('pragma integrity_check').fetchone()[0]
print(json.dumps({
    'entries': entries, 'media': media, 'files': files, 'ver': ver, 'conf': json.loads(conf),
    'models': json.loads(models), 'decks': json.loads(decks), 'dconf': json.loads(dconf),
    'notes': notes, 'cards': cards, 'tables': tables, 'integrity': integrity,
}))
`;

interface Read {
  entries: Record<string, number>;
  media: Record<string, string>;
  files: Record<string, string>;
  ver: number;
  conf: { curDeck: number; nextPos: number };
  models: Record<string, { id: number; name: string; type: number; flds: { name: string; ord: number }[] }>;
  decks: Record<string, { id: number; name: string; conf: number }>;
  dconf: Record<string, { name: string }>;
  notes: {
    id: number;
    guid: string;
    mid: number;
    tags: string;
    fields: string[];
    /** The fields as a browser reads them, each <br> a line break. */
    text: string[];
    sfld: string;
    csum: number;
    expectedCsum: number;
  }[];
  cards: { id: number; nid: number; did: number; ord: number; type: number; queue: number; due: number }[];
  tables: string[];
  integrity: string;
}

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'neuronest-apkg-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let packages = 0;
async function readPackage(bytes: Buffer): Promise<Read> {
  const file = path.join(dir, `deck-${(packages += 1)}.apkg`);
  await writeFile(file, bytes);
  const { stdout } = await promisify(execFile)('/usr/bin/python3', ['-c', READER, file], {
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as Read;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

// Two small pictures' worth of bytes: what matters is that every byte comes back.
const picture = (seed: number) => Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * seed + 7) % 256));
const MEDIA: ApkgMedia[] = [
  { name: 'a.png', bytes: picture(31) },
  { name: 'heart diagram.jpg', bytes: new Uint8Array(picture(57)) },
];

const NOTES: ApkgNote[] = [
  { type: 'Basic', id: 'card-1', fields: ['What is osmosis?', 'Water crossing a membrane'], tags: ['cells'] },
  {
    type: 'Basic',
    id: 'card-2',
    fields: ['Which chamber is this? <img src="a.png">', 'The left ventricle'],
    tags: ['heart', 'cell biology'],
  },
  {
    type: 'Cloze',
    id: 'card-3',
    fields: ['{{c1::Mitosis}} makes two cells; {{c2::meiosis}} makes four.', 'Both start from one cell.'],
    tags: [],
  },
];

const NOW = new Date('2026-12-03T05:00:00Z');

describe('toApkg', () => {
  it('writes a package another reader opens: its notes, note types, deck, new cards and pictures', async () => {
    const read = await readPackage(await toApkg('Biology: the heart', NOTES, MEDIA, NOW));

    // The zip: the collection and the media map compressed, the pictures stored as they are, under their numbers.
    expect(read.entries).toEqual({ 'collection.anki2': 8, media: 8, '0': 0, '1': 0 });
    expect(read.media).toEqual({ '0': 'a.png', '1': 'heart diagram.jpg' });
    expect(read.files).toEqual({ '0': sha256(MEDIA[0]!.bytes), '1': sha256(MEDIA[1]!.bytes) });

    // The collection: Anki's tables, in its schema 11, whole.
    expect(read.integrity).toBe('ok');
    expect(read.ver).toBe(11);
    expect(read.tables).toEqual(['cards', 'col', 'graves', 'notes', 'revlog']);

    // The note types Anki knows, with their fields in order.
    const models = Object.values(read.models);
    expect(models.map((model) => [model.name, model.type, model.flds.map((field) => field.name)])).toEqual([
      ['Basic', 0, ['Front', 'Back']],
      ['Cloze', 1, ['Text', 'Back Extra']],
    ]);
    for (const [key, model] of Object.entries(read.models)) expect(String(model.id)).toBe(key);
    const basic = models.find((model) => model.name === 'Basic')!;
    const cloze = models.find((model) => model.name === 'Cloze')!;

    // The deck, named as in the app, next to Anki's Default deck, with options that exist.
    const decks = Object.values(read.decks);
    expect(decks.map((deck) => deck.name).sort()).toEqual(['Biology: the heart', 'Default']);
    const deck = decks.find((d) => d.name === 'Biology: the heart')!;
    expect(read.decks[String(deck.id)]).toBe(deck);
    expect(read.dconf[String(deck.conf)]?.name).toBe('Default');
    expect(read.conf.curDeck).toBe(deck.id);

    // The notes: their fields as given, their note type, their tags, how Anki sorts and compares them.
    expect(read.notes.map((note) => [note.fields, note.mid, note.tags])).toEqual([
      [['What is osmosis?', 'Water crossing a membrane'], basic.id, ' cells '],
      [['Which chamber is this? <img src="a.png">', 'The left ventricle'], basic.id, ' heart cell_biology '],
      [
        ['{{c1::Mitosis}} makes two cells; {{c2::meiosis}} makes four.', 'Both start from one cell.'],
        cloze.id,
        '',
      ],
    ]);
    expect(read.notes.map((note) => note.sfld)).toEqual([
      'What is osmosis?',
      'Which chamber is this?  a.png ',
      '{{c1::Mitosis}} makes two cells; {{c2::meiosis}} makes four.',
    ]);
    for (const note of read.notes) expect(note.csum).toBe(note.expectedCsum);
    expect(new Set(read.notes.map((note) => note.guid)).size).toBe(3);

    // Four new cards in the deck: one a Basic note, one a cloze number (c1 is card 0, c2 card 1).
    expect(read.cards).toHaveLength(4);
    const [osmosis, chamber, mitosis] = read.notes;
    expect(read.cards.map((card) => [card.nid, card.ord, card.due])).toEqual([
      [osmosis!.id, 0, 1],
      [chamber!.id, 0, 2],
      [mitosis!.id, 0, 3],
      [mitosis!.id, 1, 3],
    ]);
    for (const card of read.cards) expect(card).toMatchObject({ did: deck.id, type: 0, queue: 0 });
    const ids = [...read.notes.map((note) => note.id), ...read.cards.map((card) => card.id), deck.id];
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids)).toBe(NOW.getTime());
    expect(read.conf.nextPos).toBe(4);
  });

  it('gives a card the same guid in every export, so a second import updates the note', async () => {
    const first = await readPackage(await toApkg('Biology', NOTES, [], NOW));
    const later = await readPackage(
      await toApkg(
        'Biology',
        [NOTES[2]!, { ...NOTES[0]!, fields: ['What is osmosis?', 'Edited'] }],
        [],
        new Date(),
      ),
    );
    expect(later.notes.map((note) => note.guid)).toEqual([first.notes[2]!.guid, first.notes[0]!.guid]);
    expect(Object.keys(later.models).sort()).toEqual(Object.keys(first.models).sort());
    expect(later.notes[0]!.id).toBeGreaterThan(first.notes[2]!.id);
    expect(later.media).toEqual({});
  });

  it('makes one card of a cloze note with no number, and only the note types it uses', async () => {
    const read = await readPackage(
      await toApkg('Plain', [{ type: 'Cloze', id: 'c', fields: ['No gap here', ''], tags: [' '] }], [], NOW),
    );
    expect(Object.values(read.models).map((model) => model.name)).toEqual(['Cloze']);
    expect(read.cards.map((card) => card.ord)).toEqual([0]);
    expect(read.notes[0]!.tags).toBe('');
  });

  it('keeps a field whole when it holds the character that separates fields', async () => {
    const read = await readPackage(
      await toApkg('Deck', [{ type: 'Basic', id: 'x', fields: ['One\x1ftwo', 'Three'], tags: [] }], [], NOW),
    );
    expect(read.notes[0]!.fields).toEqual(['Onetwo', 'Three']);
  });

  it('refuses a deck with no name and media files that could not be told apart', async () => {
    await expect(toApkg('  ', NOTES, [], NOW)).rejects.toThrow('The deck needs a name.');
    await expect(toApkg('Deck', NOTES, [MEDIA[0]!, MEDIA[0]!], NOW)).rejects.toThrow(
      'Two media files are named',
    );
    await expect(toApkg('Deck', NOTES, [{ name: '../a.png', bytes: picture(3) }], NOW)).rejects.toThrow(
      'plain file name',
    );
  });
});

describe('ankiHtml', () => {
  it('escapes <, &, > and " and turns line breaks into <br>, and Anki reads the text back', async () => {
    const text = 'If a < b & b > c,\nthen "a < c".\r\nSee?';
    const html = ankiHtml(text);
    expect(html).toBe('If a &lt; b &amp; b &gt; c,<br>then &quot;a &lt; c&quot;.<br>See?');
    const read = await readPackage(
      await toApkg(
        'Deck',
        [{ type: 'Basic', id: 'h', fields: [html, ankiHtml('plain')], tags: [] }],
        [],
        NOW,
      ),
    );
    expect(read.notes[0]!.fields).toEqual([html, 'plain']);
    expect(read.notes[0]!.text).toEqual(['If a < b & b > c,\nthen "a < c".\nSee?', 'plain']);
    // How Anki sorts the field: the tags gone, the entities read.
    expect(read.notes[0]!.sfld).toBe('If a < b & b > c,then "a < c".See?');
  });
});
