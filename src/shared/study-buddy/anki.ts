import type { TextCardKind } from './study';
import { hasCloze } from './cloze';

// Anki's plain-text notes: tab-separated front, back and tags (docs/product.md#study-buddy, decision 099).

export interface AnkiNote {
  kind: TextCardKind;
  front: string;
  back: string;
  tags: string[];
}

/**
 * The header lines Anki reads (its manual's "File headers"): tab-separated plain text, the note type named in
 * the first column of each row, so question cards import as Basic notes and gap cards as Cloze notes, and the
 * tags in the fourth.
 */
const HEADER = ['#separator:tab', '#html:false', '#notetype column:1', '#tags column:4'];
/** Anki's own names of its stock note types; a Cloze note's fields are Text and Back Extra. */
const NOTE_TYPE: Record<TextCardKind, string> = { basic: 'Basic', cloze: 'Cloze' };

// A field with a tab, a line break or a quote is quoted, its quotes doubled, as Anki reads it.
const field = (value: string) => (/[\t\n\r"]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The notes as Anki's tab-separated text, with the header lines Anki reads. */
export function toAnkiText(notes: readonly AnkiNote[]): string {
  const rows = notes.map((note) =>
    [NOTE_TYPE[note.kind], note.front, note.back, note.tags.map((tag) => tag.replace(/\s+/g, '_')).join(' ')]
      .map(field)
      .join('\t'),
  );
  return [...HEADER, ...rows].join('\n') + '\n';
}

/** Splits the text into rows of fields, honouring quoted fields across lines. */
function rows(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let value = '';
  let quoted = false;
  let atStart = true;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        value += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else value += char;
      continue;
    }
    if (char === '"' && atStart) {
      quoted = true;
      atStart = false;
    } else if (char === '\t') {
      row.push(value);
      value = '';
      atStart = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(value);
      out.push(row);
      row = [];
      value = '';
      atStart = true;
    } else {
      value += char;
      atStart = false;
    }
  }
  if (value !== '' || row.length > 0) out.push([...row, value]);
  return out;
}

// Anki's own HTML, when a file was exported with it: line breaks kept, other tags dropped.
const plain = (value: string) =>
  value
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

/** The columns Anki's headers give to something other than a field ("#tags column:4"), counted from 0. */
function headerColumns(header: readonly string[]) {
  const column = (name: string) => {
    const line = header.find((h) => h.toLowerCase().startsWith(`#${name} column:`));
    const number = line ? Number(line.slice(line.indexOf(':') + 1).trim()) : NaN;
    return Number.isInteger(number) && number > 0 ? number - 1 : null;
  };
  const tags = column('tags');
  const special = [column('notetype'), column('deck'), column('guid')].filter((c) => c !== null);
  return { tags, special: new Set(special) };
}

/** The notes of an Anki text file: header lines read, rows without a front left out. */
export function fromAnkiText(text: string): AnkiNote[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  // Anki's header lines come first; a line starting with # later on belongs to a field.
  const first = lines.findIndex((line) => !line.startsWith('#'));
  const header = first < 0 ? lines : lines.slice(0, first);
  const body = first < 0 ? '' : lines.slice(first).join('\n');
  const columns = headerColumns(header);
  // With no column named, a third column holds tags, as Anki's older exports and plain lists have it.
  const tagsAt = columns.tags ?? (columns.special.size === 0 ? 2 : null);
  return rows(body).flatMap((cells) => {
    const fields = cells.filter((_, i) => !columns.special.has(i) && i !== tagsAt);
    const front = plain(fields[0] ?? '');
    if (front === '') return [];
    const back = plain(fields[1] ?? '');
    const tags = (tagsAt === null ? '' : (cells[tagsAt] ?? '')).split(/\s+/).filter(Boolean);
    return [{ kind: hasCloze(front) ? 'cloze' : 'basic', front, back, tags }];
  });
}

/** A file name every system accepts, from the deck's name: letters, digits, spaces, _ and - kept. */
export const fileStem = (deckName: string) => deckName.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'deck';

/** The name an Anki package of the deck is saved under. */
export const packageName = (deckName: string) => `${fileStem(deckName)}.apkg`;
