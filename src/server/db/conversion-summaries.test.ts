import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countCharacters, previewOf } from '../../shared/text-converter/conversion';
import { useTestApp } from '../test/app';
import { createUser } from '../test/users';
import { migrationsFolder } from './client';

const t = useTestApp();

// Conversions saved before the summary columns existed: the migration must fill them as the code would.
const OLD_TEXTS = [
  ['Short text', 'Short text'],
  [`  Many\n\n   spaces\tand ${'long words '.repeat(20)}`, '<b>Ma</b>ny'],
  [`🙂 ${'émoji 🌿 '.repeat(30)}`, 'converted'],
];

describe('migration 0002: conversion summaries', () => {
  it('fills mode, preview and length of conversions saved before it', async () => {
    const user = await createUser(t.app);
    const db = t.database.db;
    await db.execute(
      sql`alter table text_conversions drop column mode, drop column preview, drop column characters`,
    );
    for (const [original, converted] of OLD_TEXTS) {
      await db.execute(
        sql`insert into text_conversions (user_id, original_text, converted_text) values (${user.id}, ${original}, ${converted})`,
      );
    }
    const migration = await readFile(path.join(migrationsFolder, '0002_conversion_summaries.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const { rows } = (await db.execute(
      sql`select original_text, mode, preview, characters from text_conversions where user_id = ${user.id}`,
    )) as unknown as { rows: { original_text: string; mode: string; preview: string; characters: number }[] };
    expect(rows).toHaveLength(OLD_TEXTS.length);
    for (const [original, converted] of OLD_TEXTS) {
      const row = rows.find((r) => r.original_text === original);
      expect(row).toEqual({
        original_text: original,
        mode: original === converted ? 'opendyslexic' : 'adhd',
        preview: previewOf(original ?? ''),
        characters: countCharacters(original ?? ''),
      });
    }
  });
});
