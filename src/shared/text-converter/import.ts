/**
 * Importing a file into the converter's box (docs/product.md#text-converter): the imported text replaces the
 * box's text or follows it as a new paragraph.
 */

export type ImportChoice = 'replace' | 'add';

/** The box after an import: an empty box is simply filled; "add" puts one blank line between the two texts. */
export function combineImported(current: string, imported: string, choice: ImportChoice): string {
  if (choice === 'replace' || current.trim() === '') return imported;
  return `${current.replace(/\s+$/, '')}\n\n${imported}`;
}
