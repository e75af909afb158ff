import { createHash } from 'node:crypto';
import { loadOnce } from '../../../shared/load-once';

// A deck as an Anki package (`.apkg`), so Anki opens it with its pictures (docs/product.md#study-buddy,
// decision 172). The package is a zip of Anki's collection in its long-standing format (the collection schema
// numbered 11, which every Anki since 2.1 imports): an SQLite file `collection.anki2` with the tables col, notes,
// cards, revlog and graves, the note types, decks and deck options as JSON in the one row of col; the `media`
// file, a JSON map from each media file's number to its name; and each media file stored under its number.

export interface ApkgNote {
  /** Anki's stock note types: Basic (fields Front, Back) or Cloze (fields Text, Back Extra). */
  type: 'Basic' | 'Cloze';
  /** The fields as Anki's HTML, already escaped by the caller (use `ankiHtml` for plain text). */
  fields: [string, string];
  tags: string[];
  /** The app's card id: used for a stable note guid so a re-import updates rather than duplicates. */
  id: string;
}

export interface ApkgMedia {
  name: string;
  bytes: Buffer | Uint8Array;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Plain text to Anki field HTML: escapes &, <, >, " and turns line breaks into <br>. */
export function ankiHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char).replace(/\r\n|\r|\n/g, '<br>');
}

/** A note type as Anki's JSON describes it; its id stays the same from one export to the next. */
interface NoteType {
  id: number;
  name: ApkgNote['type'];
  kind: 0 | 1;
  fields: [string, string];
  template: { name: string; question: string; answer: string };
}

// Fixed ids: Anki matches an imported note to the one it holds by its guid only when both have the same note
// type, so a second export of the deck must name the note types of the first. Anki's own ids are times in ms.
const NOTE_TYPES: Record<ApkgNote['type'], NoteType> = {
  Basic: {
    id: 1_764_720_000_001,
    name: 'Basic',
    kind: 0,
    fields: ['Front', 'Back'],
    template: {
      name: 'Card 1',
      question: '{{Front}}',
      answer: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}',
    },
  },
  Cloze: {
    id: 1_764_720_000_002,
    name: 'Cloze',
    kind: 1,
    fields: ['Text', 'Back Extra'],
    template: { name: 'Cloze', question: '{{cloze:Text}}', answer: '{{cloze:Text}}<br>\n{{Back Extra}}' },
  },
};

/** Anki's stock look, left-aligned for easier reading, with pictures that fit a phone's screen. */
const CSS = `.card {
  font-family: arial;
  font-size: 20px;
  line-height: 1.5;
  text-align: left;
  color: black;
  background-color: white;
}
img {
  max-width: 100%;
  height: auto;
}
.cloze {
  font-weight: bold;
  color: blue;
}
.nightMode .cloze {
  color: lightblue;
}
`;

const LATEX_PRE =
  '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n' +
  '\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n';

function noteTypeJson(type: NoteType, deckId: number, modified: number) {
  return {
    id: type.id,
    name: type.name,
    type: type.kind,
    mod: modified,
    usn: -1,
    sortf: 0,
    did: deckId,
    tmpls: [
      {
        name: type.template.name,
        ord: 0,
        qfmt: type.template.question,
        afmt: type.template.answer,
        bqfmt: '',
        bafmt: '',
        did: null,
        bfont: '',
        bsize: 0,
      },
    ],
    flds: type.fields.map((name, ord) => ({
      name,
      ord,
      sticky: false,
      rtl: false,
      font: 'Arial',
      size: 20,
      media: [],
    })),
    css: CSS,
    latexPre: LATEX_PRE,
    latexPost: '\\end{document}',
    latexsvg: false,
    // The card is made when the first field has something in it.
    req: [[0, 'any', [0]]],
    tags: [],
    vers: [],
  };
}

function deckJson(id: number, name: string, modified: number) {
  const today = [0, 0];
  return {
    id,
    mod: modified,
    name,
    usn: -1,
    lrnToday: today,
    revToday: today,
    newToday: today,
    timeToday: today,
    collapsed: false,
    browserCollapsed: false,
    desc: '',
    dyn: 0,
    conf: 1,
    extendNew: 0,
    extendRev: 0,
  };
}

/** Anki's default deck options, as Anki writes them. */
const DECK_OPTIONS = {
  1: {
    id: 1,
    mod: 0,
    name: 'Default',
    usn: 0,
    maxTaken: 60,
    autoplay: true,
    timer: 0,
    replayq: true,
    dyn: false,
    new: { bury: false, delays: [1, 10], initialFactor: 2500, ints: [1, 4, 0], order: 1, perDay: 20 },
    rev: { bury: false, ease4: 1.3, ivlFct: 1, maxIvl: 36500, perDay: 200, hardFactor: 1.2 },
    lapse: { delays: [10], leechAction: 1, leechFails: 8, minInt: 1, mult: 0 },
  },
};

// Anki's collection tables, column for column (its schema 11).
const SCHEMA = `
create table col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
  models text not null, decks text not null, dconf text not null, tags text not null);
create table notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
  flags integer not null, data text not null);
create table cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
  ivl integer not null, factor integer not null, reps integer not null, lapses integer not null,
  left integer not null, odue integer not null, odid integer not null, flags integer not null, data text not null);
create table revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null,
  type integer not null);
create table graves (usn integer not null, oid integer not null, type integer not null);
create index ix_notes_usn on notes (usn);
create index ix_cards_usn on cards (usn);
create index ix_revlog_usn on revlog (usn);
create index ix_cards_nid on cards (nid);
create index ix_cards_sched on cards (did, queue, due);
create index ix_revlog_cid on revlog (cid);
create index ix_notes_csum on notes (csum);
`;

/** Anki's alphabet for a guid: a 64-bit number written in base 91. */
const BASE91 = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~';

/** The same card id always gives the same guid, so Anki updates the note it imported before. */
function guidFor(id: string): string {
  let n = createHash('sha256').update(`neuronest-card:${id}`).digest().readBigUInt64BE(0);
  let guid = '';
  do {
    guid = BASE91.charAt(Number(n % 91n)) + guid;
    n /= 91n;
  } while (n > 0n);
  return guid;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * A field's text as Anki sorts and compares it: the HTML taken away but a picture's or a sound's file name kept,
 * with a space each side, and the entities read.
 */
function plainText(html: string): string {
  const media = html.replace(
    /<(?:img|audio|video|object|source)\b[^>]*?\b(?:src|data)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))[^>]*>/gi,
    (_tag, double?: string, single?: string, bare?: string) => ` ${double ?? single ?? bare ?? ''} `,
  );
  const stripped = media.replace(
    /<!--[\s\S]*?-->|<style\b[\s\S]*?<\/style>|<script\b[\s\S]*?<\/script>|<[^>]*>/gi,
    '',
  );
  // A no-break space counts as a space, as in Anki.
  return decodeEntities(stripped).replace(/\u00a0/g, ' ');
}

/** The first 8 hex digits of the SHA-1 of the first field's plain text, as a number: how Anki finds duplicates. */
const checksum = (text: string) => parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16);

/** One card per cloze number in the text (c1 is the first card), or the first card if there is none. */
function clozeOrds(text: string): number[] {
  const numbers = new Set<number>();
  for (const match of text.matchAll(/\{\{c(\d+(?:,\d+)*)::/g)) {
    for (const n of (match[1] ?? '').split(',')) if (Number(n) > 0) numbers.add(Number(n) - 1);
  }
  return numbers.size ? [...numbers].sort((a, b) => a - b) : [0];
}

/** Anki keeps tags as one string, space-separated with a space each side; a space inside a tag becomes `_`. */
function ankiTags(tags: readonly string[]): string {
  const words = [...new Set(tags.map((tag) => tag.trim().replace(/\s+/g, '_')).filter(Boolean))];
  return words.length ? ` ${words.join(' ')} ` : '';
}

// Anki drops the control characters from a field, all but tab and line feed; 0x1f would split the fields.
// eslint-disable-next-line no-control-regex
const withoutControls = (field: string) => field.replace(/[\x00-\x08\x0b-\x1f\x7f]/g, '');

function checkMedia(media: readonly ApkgMedia[]): void {
  const names = new Set<string>();
  for (const { name } of media) {
    if (!name || name === '.' || name === '..' || /[/\\\0]/.test(name)) {
      throw new RangeError(`A media file's name must be a plain file name: "${name}".`);
    }
    if (names.has(name)) throw new RangeError(`Two media files are named "${name}".`);
    names.add(name);
  }
}

// Loaded at the first export, not at the server's start (decision 172): Node's own SQLite, and the zip library.
const loadWriters = loadOnce(async () => {
  const [{ DatabaseSync }, { zipSync }] = await Promise.all([import('node:sqlite'), import('fflate')]);
  return { DatabaseSync, zipSync };
});

/** The deck as an Anki package: a zip with collection.anki2 (SQLite), the `media` JSON map and numbered media files. */
export async function toApkg(
  deckName: string,
  notes: readonly ApkgNote[],
  media: readonly ApkgMedia[],
  now: Date = new Date(),
): Promise<Buffer> {
  const name = withoutControls(deckName).trim();
  if (!name) throw new RangeError('The deck needs a name.');
  checkMedia(media);
  const { DatabaseSync, zipSync } = await loadWriters();

  const ms = now.getTime();
  const seconds = Math.floor(ms / 1000);
  // Ids are times in ms, as Anki makes them, one after another so no two are the same.
  let nextId = ms;
  const newId = () => nextId++;
  const deckId = newId();
  const types = [...new Set(notes.map((note) => note.type))].map((type) => NOTE_TYPES[type]);

  const db = new DatabaseSync(':memory:');
  try {
    db.exec(SCHEMA);
    db.exec('begin');
    db.prepare('insert into col values (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)').run(
      seconds,
      ms,
      ms,
      JSON.stringify({
        activeDecks: [deckId],
        curDeck: deckId,
        newSpread: 0,
        collapseTime: 1200,
        timeLim: 0,
        estTimes: true,
        dueCounts: true,
        curModel: types[0]?.id ?? null,
        nextPos: notes.length + 1,
        sortType: 'noteFld',
        sortBackwards: false,
        addToCur: true,
      }),
      JSON.stringify(Object.fromEntries(types.map((type) => [type.id, noteTypeJson(type, deckId, seconds)]))),
      JSON.stringify({ 1: deckJson(1, 'Default', seconds), [deckId]: deckJson(deckId, name, seconds) }),
      JSON.stringify(DECK_OPTIONS),
      '{}',
    );
    const insertNote = db.prepare('insert into notes values (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, ?)');
    // A new card: type and queue 0, due at its note's place in the deck, never answered.
    const insertCard = db.prepare(
      'insert into cards values (?, ?, ?, ?, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, ?)',
    );
    notes.forEach((note, index) => {
      const fields = note.fields.map(withoutControls);
      const sortText = plainText(fields[0] ?? '');
      const noteId = newId();
      insertNote.run(
        noteId,
        guidFor(note.id),
        NOTE_TYPES[note.type].id,
        seconds,
        ankiTags(note.tags),
        fields.join('\x1f'),
        sortText,
        checksum(sortText),
        '',
      );
      const ords = note.type === 'Cloze' ? clozeOrds(fields[0] ?? '') : [0];
      for (const ord of ords) insertCard.run(newId(), noteId, deckId, ord, seconds, index + 1, '');
    });
    db.exec('commit');
    const collection = db.serialize();
    const files: Record<string, [Uint8Array, { level: 0 | 6 }]> = {
      'collection.anki2': [collection, { level: 6 }],
      media: [
        new TextEncoder().encode(
          JSON.stringify(Object.fromEntries(media.map((file, i) => [String(i), file.name]))),
        ),
        { level: 6 },
      ],
    };
    // Pictures are compressed already: they are stored as they are.
    media.forEach((file, i) => (files[String(i)] = [file.bytes, { level: 0 }]));
    return Buffer.from(zipSync(files, { mtime: now }));
  } finally {
    db.close();
  }
}
