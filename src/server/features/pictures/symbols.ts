import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { SymbolMatch } from '../../../shared/pictures';
import { loadOnce } from '../../../shared/load-once';
import { rootOf } from '../dictionary/lookup';

/** The most symbols one search answers with: a screenful to choose from. */
export const SYMBOL_RESULTS_MAX = 48;

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

interface SymbolEntry {
  name: string;
  words: string[];
}

/**
 * OpenMoji's symbols (decision 169), read from its package's one JSON file at the first search, never at
 * start: 9 MB the process needs only once someone chooses a symbol. Read from disk rather than bundled, so the
 * server's bundle stays small.
 */
const loadSymbols = loadOnce(async () => {
  const file = createRequire(import.meta.url).resolve('@iconify-json/openmoji/icons.json');
  const set = JSON.parse(await readFile(file, 'utf8')) as IconSet;
  const entries: SymbolEntry[] = Object.keys(set.icons).map((name) => ({ name, words: name.split('-') }));
  return { set, entries };
});

/**
 * How well a symbol's words answer the query's: every query word, as written or as its root ("teeth" as
 * "tooth", "dishes" as "dish"), must begin one of the symbol's words. The word as written counts more.
 */
function score(entry: SymbolEntry, query: string[][]) {
  let total = 0;
  for (const forms of query) {
    let best = 0;
    forms.forEach((word, i) => {
      const written = i === 0 ? 1 : 0;
      for (const own of entry.words) {
        if (own === word) best = Math.max(best, 3 + written);
        else if (own.startsWith(word)) best = Math.max(best, 2 + written);
        else if (word.length >= 4 && own.includes(word)) best = Math.max(best, 1 + written);
      }
    });
    if (best === 0) return 0;
    total += best;
  }
  // Fewer words of its own means the symbol is more nearly the thing asked for ("toothbrush", not "toothbrush-…").
  return total * 10 - entry.words.length;
}

const labelOf = (name: string) => name.replace(/-/g, ' ');

/** The symbols whose names hold the words asked for, the closest first. */
export async function searchSymbols(text: string): Promise<SymbolMatch[]> {
  const { entries } = await loadSymbols();
  const query = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => {
      const root = rootOf(word);
      return root && root !== word && root.length >= 3 ? [word, root] : [word];
    });
  if (query.length === 0) return [];
  return entries
    .map((entry) => ({ entry, points: score(entry, query) }))
    .filter(({ points }) => points > 0)
    .sort((a, b) => b.points - a.points || a.entry.name.localeCompare(b.entry.name))
    .slice(0, SYMBOL_RESULTS_MAX)
    .map(({ entry }) => ({ name: entry.name, label: labelOf(entry.name) }));
}

/** The symbol named exactly this word ("house", "bee"), where the set has one: a picture that fits a word. */
export async function symbolNamed(word: string): Promise<SymbolMatch | null> {
  const { set } = await loadSymbols();
  return Object.hasOwn(set.icons, word) ? { name: word, label: labelOf(word) } : null;
}

/** The symbol's drawing as an SVG file, or undefined when the set has no symbol of that name. */
export async function symbolSvg(name: string): Promise<string | undefined> {
  const { set } = await loadSymbols();
  const icon = Object.hasOwn(set.icons, name) ? set.icons[name] : undefined;
  if (!icon) return undefined;
  const width = icon.width ?? set.width ?? 72;
  const height = icon.height ?? set.height ?? 72;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${icon.body}</svg>`;
}
